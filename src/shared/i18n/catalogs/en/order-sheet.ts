/** en-US texts of order-sheet.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { orderSheetZh } from '../order-sheet';

export const orderSheetEn: Record<keyof typeof orderSheetZh, string> = {
  'woSheet.pageTitle': 'Order sheet',
  'woSheet.print': 'Print',
  'woSheet.printHint': 'Printing outputs the sheet only (A4 portrait)',
  'woSheet.printedAt': 'Printed {time}',
  'woSheet.notFound': 'The order does not exist or you may not see it',
  'woSheet.video': 'Video: {name}',
  'woSheet.section.info': 'Order',
  'woSheet.section.history': 'Process history',
  'woSheet.section.sign': 'Signatures',
  'woSheet.col.time': 'Time',
  'woSheet.col.who': 'By',
  'woSheet.col.action': 'Action',
  'woSheet.col.opinion': 'Opinion',
  'woSheet.noHistory': 'No process history',
  'woSheet.sign.executor': 'Executor',
  'woSheet.sign.acceptor': 'Acceptor',
  'woSheet.sign.date': 'Date',
} as const;
