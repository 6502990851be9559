/** en-US texts of home.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { homeZh } from '../home';

export const homeEn: Record<keyof typeof homeZh, string> = {
  'home.orders.title': 'My orders',
  'home.orders.open': 'Open',
  'home.orders.overdue': 'Overdue',
  'home.orders.overdueHint': 'Not handled and past the time its priority allows',
  'home.orders.noneOverdue': 'No overdue orders',
  'home.orders.due': 'Due {time}',
  'home.orders.openLink': 'Open order {taskNo}',
  'home.todos.title': 'My to-dos',
  'home.todos.none': 'Nothing to do',
  'home.todos.open': 'Show to-dos: {kind}',
  'home.reports.title': 'Reports due',
  'home.reports.none': 'No report to fill or approve',
  'home.reports.open': 'Open the report: {kind}',
  'home.alarms.title': 'Active alarms',
  'home.alarms.none': 'No active alarms',
  'home.alarms.open': 'Show {kind} alarms',
};
