/** Texts of the work-order work order-dialogs: zh-CN and en-US (en-US must define every key). */
export const workOrderDialogsZh = {
  'wo.dialog.title': '工单详情',
};

export const workOrderDialogsEn: Record<keyof typeof workOrderDialogsZh, string> = {
  'wo.dialog.title': 'Work order details',
};
