/**
 * Texts of the secure space (docs/secure-space.md) and of the list exports: zh-CN, with its en-US translation in
 * en/exports.ts.
 */
export const exportsZh = {
  'exports.refusal.what':
    '导出和下载的文件只能保存在安全空间内：本机运行的安全空间助手登录后，控制台才允许下载。',
  'exports.refusal.how': '请启动并登录安全空间助手（地址 {url}），然后重试。',
  'exports.refusal.help': '如何获取安全空间',
  'exports.button': '导出',
  'exports.button.title': '按当前查询条件导出 Excel（最多 {max} 行）',
  // The exported files' names of pages whose titles come from the server's menus.
  'exports.page.users': '用户管理',
  'exports.page.operLog': '操作日志',
  'exports.page.loginLog': '登录日志',
  'exports.page.dailyApproval': '日报审批',
  'exports.page.weeklyApproval': '周报审批',
} as const;
