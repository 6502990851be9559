/**
 * Texts of home's order figures as links and of the filters they open on the work-order lists (docs/requirements.md
 * §2 "Home"): zh-CN and, in en/order-links.ts, en-US.
 */
export const orderLinksZh = {
  'orderLinks.myOrders': '我的未关闭工单',
  'orderLinks.myOrdersHint': '我执行或验收、未关闭的工单（首页“我的工单”）',
  'orderLinks.overdue': '只看已超期',
  'orderLinks.overdueHint': '未处理且已过优先级时限（首页“已超期”）',
  'orderLinks.clear': '清除筛选：{filter}',
  'orderLinks.openOpen': '查看我的未关闭工单',
  'orderLinks.openOverdue': '查看我的已超期工单',
  'orderLinks.kindCount': '{kind} {count}',
} as const;
