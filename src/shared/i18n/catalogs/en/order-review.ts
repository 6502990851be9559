/** en-US texts of order-review.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { orderReviewZh } from '../order-review';

export const orderReviewEn: Record<keyof typeof orderReviewZh, string> = {
  'woDlg.tl.type.0': 'Reported',
  'woDlg.tl.reportByName': 'Reported by',
  'woDlg.tl.reportContent': 'Report',
  'woDlg.audit.verdict': 'Audit',
  'report.noneLeft': 'All done: no report is waiting for approval',
} as const;
