/** en-US texts of error-log.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { errorLogZh } from '../error-log';

export const errorLogEn: Record<keyof typeof errorLogZh, string> = {
  'errorLog.title': 'Error log',
  'errorLog.time': 'Time',
  'errorLog.route': 'Route',
  'errorLog.message': 'Message',
  'errorLog.detail': 'Details',
  'errorLog.search': 'Search for a solution',
  'errorLog.baidu': 'Search Baidu',
  'errorLog.google': 'Search Google',
  'errorLog.bing': 'Search Bing',
  'errorLog.hide': 'Do not show for now',
  'errorLog.clear': 'Clear all',
  'errorLog.close': 'Close',
  'errorLog.empty': 'No data',
  'errorLog.unknown': 'Unknown error',
};
