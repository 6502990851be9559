/** Texts of the error-log part of the console: zh-CN (the requirement's strings verbatim) and its en-US translation. */
export const errorLogZh = {
  'errorLog.title': '错误日志',
  'errorLog.time': '时间',
  'errorLog.route': '路由',
  'errorLog.message': '错误信息',
  'errorLog.detail': '详细信息',
  'errorLog.search': '搜索解决方案',
  'errorLog.baidu': '百度搜索',
  'errorLog.google': '谷歌搜索',
  'errorLog.bing': '必应搜索',
  'errorLog.hide': '暂不显示',
  'errorLog.clear': '清空全部',
  'errorLog.close': '关闭',
  'errorLog.empty': '暂无数据',
  'errorLog.unknown': '未知错误',
} as const;
