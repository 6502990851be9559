/** Texts of the work-order work orders: zh-CN and en-US (en-US must define every key). */
export const workOrdersZh = {
  'wo.page.title': '工单',
};

export const workOrdersEn: Record<keyof typeof workOrdersZh, string> = {
  'wo.page.title': 'Work orders',
};
