/**
 * Demo orders of 上海第一水厂 (factory 11), where the operator (运维员小王) handles and the supervisor
 * (主管老李) dispatches, audits and accepts: every kind in every status, so both have real to-dos.
 */
import {
  ADMIN,
  OPERATOR as O,
  FIXED,
  SUPERVISOR as S,
  accept,
  acceptDispatch,
  bad,
  dispatch,
  forward,
  handle,
  ok,
  part,
  rejectAccept,
  type Scenario,
} from './work-order-steps';
import { FACTORY_11_FIX, FACTORY_11_RAISED } from './demo-orders-11-fix';

const PUMP_ITEMS: [string, string][] = [
  ['电机温度', '≤75℃'],
  ['轴承振动', '≤4.5mm/s'],
  ['出口压力', '0.35~0.45MPa'],
  ['机械密封', '无滴漏'],
];
const ROUND_ITEMS: [string, string][] = [
  ['阀门开度反馈', '与指令偏差≤2%'],
  ['执行机构异响', '无异响'],
  ['现场控制箱', '指示灯正常、无积尘'],
];

const maint: Scenario[] = [
  {
    key: 'm11-planned',
    kind: 'maint',
    factoryId: 11,
    device: 'SH01-P-002',
    startAgoH: 20,
    origin: { how: 'plan', title: '2#送水泵月度保养', intervalDays: 30, execBy: O },
    steps: [],
  },
  {
    key: 'm11-handling',
    kind: 'maint',
    factoryId: 11,
    device: 'SH01-V-012',
    startAgoH: 2 * 24 + 6,
    origin: {
      how: 'report',
      by: S,
      content: '进水电动阀执行机构润滑保养及限位校验',
      planAfterH: 48,
      priority: 4,
    },
    steps: [dispatch(1, ADMIN, O)],
  },
  {
    key: 'm11-auditing',
    kind: 'maint',
    factoryId: 11,
    device: 'SH01-F-003',
    startAgoH: 5 * 24 + 3,
    origin: { how: 'report', by: S, content: '反冲洗风机季度保养：更换润滑油、检查皮带', planAfterH: 24 },
    steps: [
      dispatch(1, S, O),
      handle(30, O, FIXED, '更换齿轮油，调整皮带张紧度，清理进风滤网', {
        parts: [part('RHY-220', '齿轮油', 'L-CKC220', 18, '升')],
        photos: 1,
      }),
    ],
  },
];

const inspect: Scenario[] = [
  {
    key: 'i11-planned',
    kind: 'inspect',
    factoryId: 11,
    device: 'SH01-P-001',
    startAgoH: 5,
    origin: { how: 'report', by: S, content: '送水泵房日常巡检', planAfterH: 16, items: PUMP_ITEMS },
    steps: [],
  },
  {
    key: 'i11-handling',
    kind: 'inspect',
    factoryId: 11,
    device: 'SH01-P-002',
    startAgoH: 26,
    origin: { how: 'report', by: S, content: '2#送水泵周巡检', planAfterH: 6, items: PUMP_ITEMS },
    steps: [dispatch(0.5, S, O)],
  },
  {
    key: 'i11-forwarded',
    kind: 'inspect',
    factoryId: 11,
    device: 'SH01-V-012',
    startAgoH: 40,
    origin: { how: 'report', by: ADMIN, content: '进水阀门井专项巡检', planAfterH: 8, items: ROUND_ITEMS },
    steps: [dispatch(1, ADMIN, S), forward(2, S, O, '小王在现场，就近巡检')],
  },
  {
    key: 'i11-accept-dispatch',
    kind: 'inspect',
    factoryId: 11,
    device: 'SH01-E-001',
    startAgoH: 3 * 24,
    origin: {
      how: 'report',
      by: S,
      content: '高压配电室月度巡检',
      items: [
        ['柜体温度', '≤45℃'],
        ['绝缘垫', '完好无破损'],
        ['直流屏电压', '220V±5%'],
      ],
    },
    steps: [
      dispatch(1, S, O),
      handle(6, O, FIXED, '配电室各项检查正常', { items: [ok('38℃'), ok(), ok('221V')], photos: 1 }),
    ],
  },
  {
    key: 'i11-accepting',
    kind: 'inspect',
    factoryId: 11,
    device: 'SH01-D-005',
    startAgoH: 7 * 24,
    origin: {
      how: 'report',
      by: S,
      content: '加药间周巡检',
      items: [
        ['药液液位', '≥30%'],
        ['管路泄漏', '无泄漏'],
        ['计量泵冲程', '与设定一致'],
      ],
    },
    steps: [
      dispatch(1, S, O),
      handle(5, O, FIXED, '加药间巡检完成，药液液位45%', { items: [ok('45%'), ok(), ok()] }),
      acceptDispatch(20, S, S),
    ],
  },
  {
    key: 'i11-closed-raised',
    kind: 'inspect',
    factoryId: 11,
    device: 'SH01-P-001',
    startAgoH: 12 * 24,
    origin: { how: 'report', by: S, content: '1#送水泵周巡检', items: PUMP_ITEMS },
    steps: [
      dispatch(1, S, O),
      handle(4, O, FIXED, '巡检完成，机械密封有滴漏，已另报维修', {
        items: [ok('62℃'), ok('2.8mm/s'), ok('0.41MPa'), bad('密封处滴漏约10滴/分钟')],
        photos: 1,
      }),
      acceptDispatch(3, S, S),
      accept(18, S, '巡检记录完整，验收通过'),
    ],
  },
];

const planFix: Scenario[] = [
  {
    key: 'p11-reported',
    kind: 'planFix',
    factoryId: 11,
    device: 'SH01-M-007',
    startAgoH: 8,
    origin: {
      how: 'report',
      by: O,
      content: '浊度仪夜间数据频繁跳变，需排查信号干扰',
      source: '3',
      photos: 1,
    },
    steps: [],
  },
  {
    key: 'p11-handling',
    kind: 'planFix',
    factoryId: 11,
    device: 'SH01-P-002',
    startAgoH: 34,
    origin: { how: 'report', by: S, content: '2#送水泵电流周期性波动，排查电源及负载', source: '3' },
    steps: [dispatch(1, S, O)],
  },
  {
    key: 'p11-accept-dispatch',
    kind: 'planFix',
    factoryId: 11,
    device: 'SH01-F-003',
    startAgoH: 4 * 24,
    origin: { how: 'report', by: O, content: '反冲洗风机出口压力偏低，排查管路泄漏', source: '1' },
    steps: [
      dispatch(2, S, O),
      handle(10, O, FIXED, '排查发现出口软接头破损漏气，已更换', {
        parts: [part('RJT-200', '橡胶软接头', 'DN200', 1)],
        photos: 1,
      }),
    ],
  },
  {
    key: 'p11-accepting',
    kind: 'planFix',
    factoryId: 11,
    device: 'SH01-V-012',
    startAgoH: 6 * 24 + 8,
    origin: { how: 'report', by: S, content: '进水阀关闭后仍有过流，排查阀座密封', source: '2' },
    steps: [
      dispatch(1, S, O),
      handle(28, O, FIXED, '阀座密封圈老化，已更换并做关闭试验', {
        parts: [part('MFQ-400', '阀座密封圈', 'DN400', 1)],
      }),
      acceptDispatch(6, S, S),
    ],
  },
  {
    key: 'p11-closed-after-rejection',
    kind: 'planFix',
    factoryId: 11,
    device: 'SH01-D-005',
    startAgoH: 18 * 24,
    origin: {
      how: 'report',
      by: O,
      content: '加药量与流量不匹配，排查流量计及控制回路',
      source: '2',
      photos: 1,
    },
    steps: [
      dispatch(1, S, O),
      handle(20, O, FIXED, '重新设定PLC加药比例参数', {}),
      acceptDispatch(3, S, S),
      rejectAccept(20, S, '高峰时段仍不匹配，请检查流量计信号'),
      handle(26, O, FIXED, '流量计4-20mA信号线屏蔽层未接地，整改后加药跟随正常', { photos: 1 }),
      acceptDispatch(2, S, S),
      accept(24, S, '观察一个高峰周期跟随正常，验收通过'),
    ],
  },
];

export const FACTORY_11_ORDERS: Scenario[] = [
  ...FACTORY_11_FIX,
  ...maint,
  ...inspect,
  FACTORY_11_RAISED,
  ...planFix,
];
