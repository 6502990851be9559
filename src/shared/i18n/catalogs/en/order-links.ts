/** en-US texts of order-links.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { orderLinksZh } from '../order-links';

export const orderLinksEn: Record<keyof typeof orderLinksZh, string> = {
  'orderLinks.myOrders': 'My open orders',
  'orderLinks.myOrdersHint': 'Orders I execute or accept that are not closed (home’s “My orders”)',
  'orderLinks.overdue': 'Overdue only',
  'orderLinks.overdueHint': 'Not handled and past the time its priority allows (home’s “Overdue”)',
  'orderLinks.clear': 'Clear filter: {filter}',
  'orderLinks.openOpen': 'View my open orders',
  'orderLinks.openOverdue': 'View my overdue orders',
  'orderLinks.kindCount': '{kind} {count}',
};
