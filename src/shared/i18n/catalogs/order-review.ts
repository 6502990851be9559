/**
 * Texts of the review views of work orders and reports: the process timeline's report entry, the audit dialog's full
 * handling, and the approval pages' next report (docs/work-order-lifecycle.md "Process timeline"): zh-CN first, en-US
 * in en/order-review.ts.
 */
export const orderReviewZh = {
  'woDlg.tl.type.0': '上报',
  'woDlg.tl.reportByName': '上报人',
  'woDlg.tl.reportContent': '上报内容',
  'woDlg.audit.verdict': '审核意见',
  'report.noneLeft': '已全部处理完毕，没有待审批的报表了',
} as const;
