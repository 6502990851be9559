/** Texts of drafts and unsaved-typing guards (docs/drafts.md): zh-CN first, en-US in en/drafts.ts. */
export const draftsZh = {
  'draft.offer': '有一份 {time} 未保存的草稿',
  'draft.offerHint': '恢复后可继续编辑；直接输入将以新内容替换这份草稿。',
  'draft.restore': '恢复草稿',
  'draft.discard': '丢弃',
  'draft.discardConfirm': '有未保存的修改，确定放弃吗？',
  'draft.closeTabConfirm': '「{title}」有未保存的修改（已保存为草稿，再次打开时可恢复）。确定关闭吗？',
  'draft.closeTabsConfirm': '要关闭的页面有未保存的修改（已保存为草稿，再次打开时可恢复）。确定关闭吗？',
  'draft.refreshConfirm': '当前页面有未保存的修改（已保存为草稿，重新打开后可恢复）。确定刷新吗？',
  'draft.logoutConfirm': '有未保存的修改（已保存为草稿，再次登录后可恢复）。确定注销并退出系统吗？',
} as const;
