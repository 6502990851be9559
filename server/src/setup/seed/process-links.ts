/**
 * The demo's links of meters and devices to the process units of their plant (docs/architecture.md §3 "Big screens and
 * the process page"), from what the demo data itself says: a device belongs to the stage where it stands (its ledger
 * location, e.g. 取水泵房, 平流沉淀池, 二级送水泵房), a meter that measures a device goes with that device, and any other
 * meter to the stage of the point it is named after (原水进水流量计 at the intake, 出厂水流量计 where the
 * water leaves). Each rule names the unit kind (oms_process_unit_kind) it applies to and, where a plant has two units of
 * that kind, the unit's name; a place or meter no rule names stays on no stage, and so shows nothing (never invented).
 */
import type { Db } from '../../db/client';
import { UNIT_KINDS } from './plant-archive';

interface StageRule {
  /** the label of the unit kind (oms_process_unit_kind) */
  kind: string;
  /** only the unit of this kind whose name matches (a plant with two units of the kind) */
  unit?: RegExp;
  /** device locations (wo_device.location) on this stage */
  locations: readonly string[];
  /** names of the meters on this stage that measure no device */
  meters?: RegExp;
}

export const STAGE_RULES: readonly StageRule[] = [
  // water plants
  {
    kind: '取水',
    locations: ['取水泵房', '江边取水泵站', '原水仪表间'],
    meters: /^(原水进水流量计|原水流量计|原水浊度仪)$/,
  },
  {
    kind: '混凝',
    locations: ['加药间', '配水井进水管廊'],
    meters: /^(PAC投加流量计|PAM投加流量计|加药间动力电表|加药间用水水表|加药间冲洗水表)$/,
  },
  {
    kind: '沉淀',
    locations: ['平流沉淀池', '1#平流沉淀池', '排泥池'],
    meters: /^(沉淀池出水浊度仪|排泥水流量计|排泥水浊度仪)$/,
  },
  {
    kind: '过滤',
    locations: ['V型滤池管廊', '滤池反冲洗设备间', '鼓风机房'],
    meters: /^(\d+#滤池出水流量计|\d+#滤池出水浊度仪|\d+#滤池冲洗水表|\d+#滤池阀门配电箱|鼓风机房电表)$/,
  },
  { kind: '深度处理', locations: ['臭氧车间'], meters: /^臭氧车间冷却水表$/ },
  { kind: '消毒', locations: ['消毒加药间'], meters: /^\d+#加氯流量计$/ },
  {
    kind: '储水',
    locations: ['清水池', '清水池仪表间', '清水池出水井'],
    meters: /^(清水池浊度仪|清水池出水水表)$/,
  },
  {
    kind: '送水',
    locations: ['二级送水泵房', '出厂水仪表间', '出厂水计量井', '出厂水阀门井'],
    meters: /^(出厂水流量计|出厂水浊度计|出厂水\d+#总表)$/,
  },
  // energy stations
  { kind: '供配电', locations: ['10kV配电室', '低压配电室'] },
  { kind: '发电', locations: ['能源中心发电机房'], meters: /^\d+#内燃机燃气表$/ },
  {
    kind: '制冷',
    unit: /冷水机组/,
    locations: ['制冷站一层', '能源中心制冷机房', '制冷站水泵间'],
    meters: /^(冷冻水供水流量计|\d+#冷冻水支路流量计|\d+#冷冻水浊度仪|冷站控制系统电表)$/,
  },
  {
    kind: '冷却',
    locations: ['屋面冷却塔平台', '能源中心屋面', '能源中心水泵间'],
    meters: /^(冷却水总管流量计|\d+#冷却塔进水流量计|冷却水浊度仪|\d+#冷却塔水浊度仪|冷却塔补水总表)$/,
  },
  {
    kind: '制热',
    locations: ['锅炉房', '锅炉房水处理间'],
    meters: /^(\d+#锅炉燃气表|\d+#锅炉点火燃气表|锅炉房动力电表|锅炉补水表|锅炉给水浊度仪)$/,
  },
  { kind: '换热', locations: ['热力站'], meters: /^(热水供水流量计|\d+#热水支路流量计)$/ },
  { kind: '管网', locations: ['分集水器间'] },
];

const KIND_VALUE = new Map(UNIT_KINDS.map(([value, label]) => [label, value]));

interface Unit {
  unit_id: number;
  factory_id: number;
  name: string;
  kind: string;
}

/** The unit of the factory a rule applies to: the first of its kind (and name) in flow order. */
function unitOf(units: readonly Unit[], factoryId: number, rule: StageRule): number | null {
  const kind = KIND_VALUE.get(rule.kind);
  const unit = units.find(
    (u) => u.factory_id === factoryId && u.kind === kind && (!rule.unit || rule.unit.test(u.name)),
  );
  return unit?.unit_id ?? null;
}

/** Links the demo's devices and meters to their stages, after the archive, the devices and the meters are seeded. */
export async function seedProcessLinks(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const units = (
      await tx.query<Unit>(
        'SELECT unit_id, factory_id, name, kind FROM arc_process_unit ORDER BY factory_id, seq',
      )
    ).rows;
    const devices = (
      await tx.query<{ device_id: number; factory_id: number; location: string }>(
        'SELECT device_id, factory_id, location FROM wo_device WHERE deleted_at IS NULL',
      )
    ).rows;
    const deviceUnit = new Map<number, number>();
    for (const d of devices) {
      const rule = STAGE_RULES.find((r) => r.locations.includes(d.location));
      const unit = rule ? unitOf(units, d.factory_id, rule) : null;
      if (unit !== null) deviceUnit.set(d.device_id, unit);
    }
    const meters = (
      await tx.query<{ meter_id: number; factory_id: number; name: string; device_id: number | null }>(
        'SELECT meter_id, factory_id, name, device_id FROM alarm_meter',
      )
    ).rows;
    const meterUnit = new Map<number, number>();
    for (const m of meters) {
      const byDevice = m.device_id === null ? undefined : deviceUnit.get(m.device_id);
      const rule = STAGE_RULES.find((r) => r.meters?.test(m.name));
      const unit = byDevice ?? (rule ? unitOf(units, m.factory_id, rule) : null);
      if (unit !== null) meterUnit.set(m.meter_id, unit);
    }
    await tx.query(
      `UPDATE wo_device d SET process_unit_id = x.unit_id
         FROM unnest($1::int[], $2::int[]) AS x(device_id, unit_id) WHERE d.device_id = x.device_id`,
      [[...deviceUnit.keys()], [...deviceUnit.values()]],
    );
    await tx.query(
      `UPDATE alarm_meter m SET process_unit_id = x.unit_id
         FROM unnest($1::int[], $2::int[]) AS x(meter_id, unit_id) WHERE m.meter_id = x.meter_id`,
      [[...meterUnit.keys()], [...meterUnit.values()]],
    );
  });
}
