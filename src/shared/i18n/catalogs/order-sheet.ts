/**
 * Texts of the printable order sheet (docs/work-order-lifecycle.md "Order sheet"): zh-CN first, en-US in
 * en/order-sheet.ts. The sheet's fields reuse the detail dialog's labels (woDlg.*).
 */
export const orderSheetZh = {
  'woSheet.pageTitle': '工单打印',
  'woSheet.print': '打印',
  'woSheet.printHint': '打印时仅输出单据（A4 纵向）',
  'woSheet.printedAt': '打印时间：{time}',
  'woSheet.notFound': '工单不存在或无权查看',
  'woSheet.video': '视频：{name}',
  'woSheet.section.info': '工单信息',
  'woSheet.section.history': '处理过程',
  'woSheet.section.sign': '签字确认',
  'woSheet.col.time': '时间',
  'woSheet.col.who': '操作人',
  'woSheet.col.action': '操作',
  'woSheet.col.opinion': '意见',
  'woSheet.noHistory': '暂无处理记录',
  'woSheet.sign.executor': '执行人签字',
  'woSheet.sign.acceptor': '验收人签字',
  'woSheet.sign.date': '日期',
} as const;
