/** Texts of plans per device class (docs/plans.md "Plans per device class"): zh-CN first, en-US in en/. */
export const planClassZh = {
  'planClass.target': '对象',
  'planClass.target.device': '设备',
  'planClass.target.class': '设备类别',
  'planClass.targetHelp':
    '设备类别：该工厂此类别的每台设备各生成一张工单，各自计算下次到期；按仪表时每台设备按自己的该种仪表计数',
  'planClass.assetType': '设备类别',
  'planClass.count': '{type} · {n} 台',
  'planClass.members': '各设备下次到期',
  'planClass.joinsNext': '下次调度时加入',
  'planClass.noDevices': '该工厂暂无此类别的设备',
  'planClass.orderOf': '{taskNo} · {device}',
} as const;
