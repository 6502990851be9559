/** Texts of the system administration pages (dictionaries, areas): zh-CN first, en-US translation. */
export const adminZh = {
  'dict.types': '字典类型',
  'dict.data': '字典数据',
  'dict.readOnly': '字典由系统维护，此处只读；点击字典类型查看其数据。',
  'dict.name': '字典名称',
  'dict.type': '字典类型',
  'dict.status': '状态',
  'dict.label': '字典标签',
  'dict.value': '字典键值',
  'dict.sort': '排序',
  'dict.pickType': '请选择左侧的字典类型',
  'status.normal': '正常',
  'status.disabled': '停用',
} as const;

export const adminEn: Record<keyof typeof adminZh, string> = {
  'dict.types': 'Dictionary types',
  'dict.data': 'Dictionary entries',
  'dict.readOnly':
    'Dictionaries are maintained by the system and read-only here; click a type to see its entries.',
  'dict.name': 'Name',
  'dict.type': 'Type',
  'dict.status': 'Status',
  'dict.label': 'Label',
  'dict.value': 'Value',
  'dict.sort': 'Order',
  'dict.pickType': 'Choose a dictionary type on the left',
  'status.normal': 'Normal',
  'status.disabled': 'Disabled',
};
