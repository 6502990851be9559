/** Texts of home's working-day figures (docs/requirements.md §2 "Home"): zh-CN and, in en/home.ts, en-US. */
export const homeZh = {
  'home.orders.title': '我的工单',
  'home.orders.open': '未关闭',
  'home.orders.overdue': '已超期',
  'home.orders.overdueHint': '未处理且已过优先级时限',
  'home.orders.noneOverdue': '没有超期工单',
  'home.orders.due': '应完成 {time}',
  'home.orders.openLink': '查看工单 {taskNo}',
  'home.todos.title': '我的待办',
  'home.todos.none': '没有待办',
  'home.todos.open': '查看{kind}',
  'home.reports.title': '待办报表',
  'home.reports.none': '没有待填报或待审批的报表',
  'home.reports.open': '打开{kind}的报表',
  'home.alarms.title': '活动告警',
  'home.alarms.none': '当前没有活动告警',
  'home.alarms.open': '查看{kind}告警',
} as const;
