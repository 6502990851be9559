/**
 * Texts of the message bell and drawer (docs/requirements.md §2 "Message drawer"): zh-CN and en-US. The empty state uses the
 * core 'common.noData' (暂无数据); server messages (check reasons, delete failures) are shown as sent.
 */
export const messagesZh = {
  'messages.bell': '消息',
  'messages.title': '消息中心',
  'messages.tab.messages': '消息',
  'messages.tab.todo': '待办',
  'messages.readAll': '全部已读',
  'messages.readAllConfirm': '确定将全部消息标记为已读吗？',
  'messages.clear': '清空消息',
  'messages.clearConfirm': '确定清空全部消息吗？',
  'messages.markRead': '标为已读',
  'messages.delete': '删除',
  'messages.unread': '未读',
  'messages.device': '设备',
  'messages.taskNo': '工单编号',
  'messages.total': '共 {total} 条',
  'messages.loadMore': '加载更多',
  'messages.factory': '消息所属工厂',
} as const;
