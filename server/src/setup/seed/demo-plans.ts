/**
 * Demo plans of both kinds (docs/plans.md) beside the calendar plans the work-order seed makes: maintenance plans that
 * follow a device's electricity or gas meter (some also by the calendar, whichever comes first) and inspection plans
 * with checklists. A meter plan's count stands part of its way, so the readings the demo generator appends bring it
 * due some days after the seed, never at once. Three plans per device class (docs/plans.md "Plans per device class")
 * track every device of their class in their factory: two by the calendar, first due some days after the seed, and
 * one by each device's own running hours, counted from the seed.
 */
import type { PlanMeasure, PlanMeterKind } from '../../../../contract/maint-plan';
import type { CheckItemTemplate, PlanCycle, PlanKind } from '../../../../contract/maint-plan/schemas';
import type { Db } from '../../db/client';
import { chinaDay, DAY_MS } from '../../shared/china-time';
import { ClassPlanRepository } from '../../modules/work-order/class-plan-repository';
import { DEMO_USER_ID } from './demo-data';

interface DemoMeterPlan {
  kind: PlanKind;
  device: string;
  title: string;
  /** the calendar: unit, every, first due in days after the seed */
  cycle?: [PlanCycle, number, number];
  /** the meter: its code, the step, and how far along the count stands (0–1) */
  meter?: [string, number, number];
  leadDays: number;
  checklist: CheckItemTemplate[];
  parts: string;
  execBy: number;
}

const PUMP_ROUND: CheckItemTemplate[] = [
  { name: '轴承温度', type: 'number', standard: '℃', min: 20, max: 75 },
  { name: '电机电流', type: 'reading', standard: 'A' },
  { name: '机械密封无渗漏', type: 'pass', standard: '目视检查' },
  { name: '泵房现场照片', type: 'photo', standard: '' },
];

const DEMO_PLANS: readonly DemoMeterPlan[] = [
  {
    kind: 'maint',
    device: 'SH01-P-001',
    title: '1#送水泵运行保养（每 5000 kWh 或每月）',
    cycle: ['month', 1, 18],
    meter: ['SH01-EM-01', 5000, 0.6],
    leadDays: 2,
    checklist: [],
    parts: '润滑脂 2 支；机械密封 1 套（备用）',
    execBy: DEMO_USER_ID.operator,
  },
  {
    kind: 'maint',
    device: 'SH01-P-002',
    title: '2#送水泵电机轴承润滑（每 3000 kWh）',
    meter: ['SH01-EM-02', 3000, 0.8],
    leadDays: 0,
    checklist: [],
    parts: '润滑脂 1 支',
    execBy: DEMO_USER_ID.operator,
  },
  {
    kind: 'maint',
    device: 'SZ01-B-002',
    title: '2#锅炉燃烧器保养（每 20000 m³ 或每季度）',
    cycle: ['quarter', 1, 40],
    meter: ['SZ01-GM-01', 20000, 0.5],
    leadDays: 5,
    checklist: [],
    parts: '点火电极 1 只；燃气过滤芯 1 个',
    execBy: DEMO_USER_ID.supervisor,
  },
  {
    kind: 'maint',
    device: 'GZ01-F-001',
    title: '鼓风机皮带检查更换（每 8000 kWh）',
    meter: ['GZ01-EM-02', 8000, 0.3],
    leadDays: 0,
    checklist: [],
    parts: 'B 型三角带 4 根',
    execBy: DEMO_USER_ID.admin,
  },
  {
    kind: 'inspect',
    device: 'SH01-P-001',
    title: '送水泵房周巡检',
    cycle: ['week', 1, 2],
    leadDays: 0,
    checklist: PUMP_ROUND,
    parts: '',
    execBy: DEMO_USER_ID.operator,
  },
  {
    kind: 'inspect',
    device: 'SH01-E-001',
    title: '高压配电柜月度巡检',
    cycle: ['month', 1, 9],
    leadDays: 1,
    checklist: [
      { name: '柜内温度', type: 'number', standard: '℃', min: 0, max: 45 },
      { name: '母排无过热变色', type: 'pass', standard: '红外测温' },
      { name: '电度表读数', type: 'reading', standard: 'kWh' },
    ],
    parts: '',
    execBy: DEMO_USER_ID.operator,
  },
  {
    kind: 'inspect',
    device: 'SZ01-B-002',
    title: '锅炉房日常巡检（每 1000 m³ 燃气）',
    meter: ['SZ01-GM-01', 1000, 0.4],
    leadDays: 0,
    checklist: [
      { name: '炉膛压力', type: 'number', standard: 'kPa', min: -0.1, max: 0.2 },
      { name: '燃气无泄漏', type: 'pass', standard: '检漏仪' },
    ],
    parts: '',
    execBy: DEMO_USER_ID.supervisor,
  },
];

interface DemoClassPlan {
  kind: PlanKind;
  factoryId: number;
  /** an oms_asset_type value */
  assetType: string;
  title: string;
  /** the calendar: unit, every, first due in days after the seed */
  cycle?: [PlanCycle, number, number];
  /** by each device's own meter of a kind: the kind, what it counts and the step (docs/plans.md "Running hours") */
  meter?: [PlanMeterKind, PlanMeasure, number];
  checklist: CheckItemTemplate[];
  parts: string;
  execBy: number;
}

const DEMO_CLASS_PLANS: readonly DemoClassPlan[] = [
  {
    kind: 'inspect',
    factoryId: 11,
    assetType: '1033',
    title: '在线仪表月度校验',
    cycle: ['month', 1, 12],
    checklist: [
      { name: '示值误差', type: 'number', standard: '%', min: -2, max: 2 },
      { name: '探头清洁无附着', type: 'pass', standard: '目视检查' },
    ],
    parts: '标准液 1 瓶',
    execBy: DEMO_USER_ID.operator,
  },
  {
    kind: 'maint',
    factoryId: 12,
    assetType: '1032',
    title: '电气设备季度紧固除尘',
    cycle: ['quarter', 1, 25],
    checklist: [],
    parts: '',
    execBy: DEMO_USER_ID.supervisor,
  },
  {
    // each pump and fan by its own electricity meter's running hours, counted from the seed: a device running day and
    // night comes due about 83 days on, none at once
    kind: 'maint',
    factoryId: 11,
    assetType: '1031',
    title: '机械设备每 2000 运行小时润滑保养',
    meter: ['electricity', 'hours', 2000],
    checklist: [
      { name: '轴承润滑脂已更换', type: 'pass', standard: '按设备说明书' },
      { name: '运行振动', type: 'number', standard: 'mm/s', min: 0, max: 4.5 },
    ],
    parts: '润滑脂 1 支',
    execBy: DEMO_USER_ID.operator,
  },
];

/** The class plans, each with a row per device of its class from its first date (as the add route sets them). */
async function seedClassPlans(tx: Db, seedTime: number): Promise<void> {
  for (const plan of DEMO_CLASS_PLANS) {
    const [unit, every, inDays] = plan.cycle ?? [null, null, null];
    const [meterKind, measure, step] = plan.meter ?? [null, 'register' as const, null];
    const { rows } = await tx.query<{ plan_id: number }>(
      `INSERT INTO wo_maint_plan (factory_id, kind, asset_type, title, cycle_unit, interval_days, next_run, lead_days,
                                  checklist, parts, exec_by, meter_kind, meter_measure, meter_every)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, 0, $8, $9, $10, $11, $12, $13) RETURNING plan_id`,
      [
        plan.factoryId,
        plan.kind,
        plan.assetType,
        plan.title,
        unit,
        every,
        inDays === null ? null : chinaDay(seedTime + inDays * DAY_MS),
        JSON.stringify(plan.checklist),
        plan.parts,
        plan.execBy,
        meterKind,
        measure,
        step,
      ],
    );
    await new ClassPlanRepository(tx).restart(rows[0]!.plan_id, new Date(seedTime));
  }
}

export async function seedDemoPlans(db: Db, seedTime: number): Promise<void> {
  await db.transaction(async (tx) => {
    await seedClassPlans(tx, seedTime);
    for (const plan of DEMO_PLANS) {
      const [unit, every, inDays] = plan.cycle ?? [null, null, null];
      const [meterCode, step, along] = plan.meter ?? [null, null, 0];
      const { rows } = await tx.query(
        `INSERT INTO wo_maint_plan (factory_id, kind, device_id, title, cycle_unit, interval_days, next_run, meter_id,
                                    meter_every, meter_base, lead_days, checklist, parts, exec_by)
         SELECT d.factory_id, $2, d.device_id, $3, $4, $5, $6::date, m.meter_id, $8::numeric,
                (SELECT e.value FROM energy_reading e WHERE e.meter_id = m.meter_id ORDER BY e.read_at DESC LIMIT 1)
                  - $8::numeric * $9::numeric, $10, $11, $12, $13
           FROM wo_device d LEFT JOIN alarm_meter m ON m.code = $7 AND m.device_id = d.device_id
          WHERE d.device_show_code = $1 AND ($7::text IS NULL OR m.meter_id IS NOT NULL)
         RETURNING plan_id`,
        [
          plan.device,
          plan.kind,
          plan.title,
          unit,
          every,
          inDays === null ? null : chinaDay(seedTime + inDays * DAY_MS),
          meterCode,
          step,
          along,
          plan.leadDays,
          JSON.stringify(plan.checklist),
          plan.parts,
          plan.execBy,
        ],
      );
      if (rows.length !== 1) throw new Error(`demo plan ${plan.title}: device or meter missing`);
    }
  });
}
