/** Texts of class plans by meter (docs/plans.md "Plans per device class"): zh-CN first, en-US in en/. */
export const planClassMeterZh = {
  'planClassMeter.kind': '仪表种类',
  'planClassMeter.kindHelp':
    '每台设备按自己的该种仪表计数（有多块时取最先登记的一块）；没有该种仪表的设备不按读数生成工单',
  'planClassMeter.kind.electricity': '电表（kWh）',
  'planClassMeter.kind.water': '水表（m³）',
  'planClassMeter.kind.gas': '气表（m³）',
  'planClassMeter.count': '计量：{text}',
  'planClassMeter.noMeter': '计量：无对应仪表',
  'planClassMeter.members': '各设备计量',
  'planClassMeter.noReading': '计量：暂无读数',
} as const;
