/**
 * The work-order dialogs (work-order items 6 and 7), used by the pages. Every form dialog disables its
 * submit while the request is in flight, shows the server's msg on success and calls onDone (the owner
 * closes the dialog and reloads); on a refusal the client has shown the msg and the dialog stays open.
 */
export { OrderDetailDialog } from './order-detail-dialog';
export type { OrderDetailDialogProps } from './order-detail-dialog';
export { ProcessTimeline } from './process-timeline';
export { ProcessTimelineDialog } from './process-timeline-dialog';
export type { ProcessTimelineDialogProps } from './process-timeline-dialog';
export { AcceptanceDialog, ACCEPTANCE_DIALOG_WIDTH } from './acceptance-dialog';
export type { AcceptanceDialogProps } from './acceptance-dialog';
export { AuditDialog } from './audit-dialog';
export type { AuditDialogProps } from './audit-dialog';
export { AssignDialog } from './assign-dialog';
export type { AssignDialogProps, AssignMode } from './assign-dialog';
export { HandleDialog } from './handle-dialog';
export type { HandleDialogProps } from './handle-dialog';
export { ReportDialog } from './report-dialog';
export type { ReportDialogProps } from './report-dialog';
