/** Error log feature: captured client errors, the header button and the dialog (docs/requirements.md §2, §8). */
export { useErrorLogStore, ERROR_LOG_MAX, type ErrorLogEntry, type NewErrorLogEntry } from './store';
export { installErrorCapture, logError } from './capture';
export { searchLinks, type SearchEngine } from './search-links';
export { ErrorLogButton, type ErrorLogButtonProps } from './error-log-button';
export type { ErrorLogDialogProps } from './error-log-dialog';
