/** Texts of home's working-day figures (docs/requirements.md §2 "Home"): zh-CN and, in en/home.ts, en-US. */
export const homeZh = {
  'home.work.title': '我的工作',
  'home.work.factory': '当前工厂：{factory}',
  'home.work.allFactories': '全部工厂',
  'home.orders.title': '我的工单',
  'home.orders.open': '未关闭',
  'home.orders.overdue': '已超期',
  'home.orders.overdueHint': '未处理且已过计划执行时间',
  'home.orders.noneOverdue': '没有超期工单',
  'home.orders.planned': '计划执行 {time}',
  'home.orders.openLink': '查看工单 {taskNo}',
  'home.alarms.title': '活动告警',
  'home.alarms.none': '当前没有活动告警',
  'home.alarms.open': '查看{kind}告警',
  'home.loadFailed': '工作概况加载失败',
} as const;
