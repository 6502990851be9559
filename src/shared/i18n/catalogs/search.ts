/** Texts of the top bar's global search (docs/search.md): zh-CN first, en-US in en/search.ts. */
export const searchZh = {
  'search.label': '全局搜索',
  'search.placeholder': '搜索页面、工单、设备 (Ctrl+K)',
  'search.hint': '输入页面名称或拼音首字母（如 rbtb）、工单编号、设备或仪表的编码与名称',
  'search.keys': '↑↓ 选择 · Enter 打开 · Esc 关闭',
  'search.searching': '搜索中…',
  'search.noResults': '无匹配结果',
  'search.failed': '工单、设备与用户暂时无法搜索，仅显示页面',
  'search.group.pages': '页面',
  'search.group.orders': '工单',
  'search.group.devices': '设备',
  'search.group.meters': '仪表',
  'search.group.users': '用户',
} as const;
