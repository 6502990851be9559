/** Texts of an order's typed check items (docs/plans.md "Check items on the order"): zh-CN first, en-US in en/. */
export const checkItemsZh = {
  'woCheck.items': '检查项',
  'woCheck.value': '数值',
  'woCheck.reading': '读数',
  'woCheck.photo': '照片',
  'woCheck.entered': '记录',
  'woCheck.outOfLimits': '超出上下限：提交后生成维修工单',
  'woCheck.withinLimits': '在上下限内',
} as const;
