/**
 * Demo plant archives (docs/architecture.md §3 "Plant archive"): the two dictionaries, and for each demo factory its
 * place, capacity, process type, contacts and process units in flow order with design parameters. The water plants
 * follow the treatment flow (intake → coagulation → sedimentation → filtration → disinfection → clear-water tank →
 * outflow); the energy stations their own.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import type { CapacityUnit, PlantContact, ProcessParam } from '../../../../contract/plant-archive/schemas';
import type { Db } from '../../db/client';

/** oms_process_type: what a plant does to its water, or how a station makes its energy. */
export const PROCESS_TYPES: [value: string, label: string][] = [
  ['1', '常规处理'],
  ['2', '深度处理'],
  ['3', '膜处理'],
  ['4', '区域供冷供热'],
  ['5', '冷热电三联供'],
];

/** oms_process_unit_kind: what a process unit is for. */
export const UNIT_KINDS: [value: string, label: string][] = [
  ['1', '取水'],
  ['2', '混凝'],
  ['3', '沉淀'],
  ['4', '过滤'],
  ['5', '深度处理'],
  ['6', '消毒'],
  ['7', '储水'],
  ['8', '送水'],
  ['9', '供配电'],
  ['10', '发电'],
  ['11', '制冷'],
  ['12', '冷却'],
  ['13', '制热'],
  ['14', '换热'],
  ['15', '管网'],
  ['99', '其他'],
];

const KIND = Object.fromEntries(UNIT_KINDS.map(([value, label]) => [label, value])) as Record<string, string>;

type Param = [name: string, value: number, unit: string];
interface SeedUnit {
  name: string;
  kind: string;
  remark?: string;
  params: Param[];
}

interface SeedPlant {
  factoryId: number;
  address: string;
  longitude: number;
  latitude: number;
  designCapacity: number;
  capacityUnit: CapacityUnit;
  processType: string;
  commissioningDate: string;
  remark: string;
  contacts: PlantContact[];
  units: SeedUnit[];
}

const unit = (name: string, kindLabel: string, params: Param[], remark = ''): SeedUnit => ({
  name,
  kind: KIND[kindLabel] ?? '99',
  remark,
  params,
});

export const DEMO_PLANTS: SeedPlant[] = [
  {
    factoryId: 11,
    address: '上海市浦东新区杨高南路1288号',
    longitude: 121.5126,
    latitude: 31.2008,
    designCapacity: 400000,
    capacityUnit: 'm³/d',
    processType: '1',
    commissioningDate: '1998-06-18',
    remark: '黄浦江上游水源，供浦东新区中南部',
    contacts: [
      { name: '张建国', role: '厂长', mobile: '13816201234', landline: '02158761234' },
      { name: '李慧', role: '生产科科长', mobile: '13916205678', landline: '02158761235' },
      { name: '周涛', role: '中控室值班', mobile: '13761209876', landline: '02158761200' },
    ],
    units: [
      unit('取水泵房', '取水', [
        ['设计流量', 17500, 'm³/h'],
        ['水泵台数', 4, '台'],
        ['设计扬程', 22, 'm'],
      ]),
      unit('机械混合絮凝池', '混凝', [
        ['设计流量', 17500, 'm³/h'],
        ['混合时间', 30, 's'],
        ['絮凝时间', 20, 'min'],
        ['PAC投加量', 15, 'mg/L'],
      ]),
      unit('平流沉淀池', '沉淀', [
        ['设计流量', 17500, 'm³/h'],
        ['停留时间', 2.5, 'h'],
        ['水平流速', 12, 'mm/s'],
      ]),
      unit('V型滤池', '过滤', [
        ['滤速', 8, 'm/h'],
        ['滤层厚度', 1.2, 'm'],
        ['反冲洗周期', 48, 'h'],
      ]),
      unit('次氯酸钠消毒', '消毒', [
        ['投加量', 2.5, 'mg/L'],
        ['接触时间', 30, 'min'],
      ]),
      unit('清水池', '储水', [
        ['有效容积', 40000, 'm³'],
        ['停留时间', 2.4, 'h'],
      ]),
      unit(
        '二级泵房',
        '送水',
        [
          ['设计流量', 17500, 'm³/h'],
          ['出厂水压', 0.35, 'MPa'],
          ['水泵台数', 5, '台'],
        ],
        '出厂水',
      ),
    ],
  },
  {
    factoryId: 21,
    address: '广州市南沙区黄阁镇港前大道88号',
    longitude: 113.5256,
    latitude: 22.8019,
    designCapacity: 200000,
    capacityUnit: 'm³/d',
    processType: '2',
    commissioningDate: '2012-09-28',
    remark: '西江水源，臭氧活性炭深度处理',
    contacts: [
      { name: '陈志强', role: '厂长', mobile: '13802201234', landline: '02034681234' },
      { name: '黄晓敏', role: '水质主管', mobile: '13922205678', landline: '02034681236' },
    ],
    units: [
      unit('取水泵房', '取水', [
        ['设计流量', 8750, 'm³/h'],
        ['水泵台数', 3, '台'],
      ]),
      unit('管式混合絮凝池', '混凝', [
        ['混合时间', 30, 's'],
        ['絮凝时间', 18, 'min'],
        ['PAC投加量', 12, 'mg/L'],
      ]),
      unit('斜管沉淀池', '沉淀', [
        ['表面负荷', 9, 'm³/(m²·h)'],
        ['停留时间', 1.5, 'h'],
      ]),
      unit('砂滤池', '过滤', [
        ['滤速', 8, 'm/h'],
        ['滤层厚度', 1.2, 'm'],
      ]),
      unit('臭氧活性炭池', '深度处理', [
        ['臭氧投加量', 1.5, 'mg/L'],
        ['空床接触时间', 12, 'min'],
      ]),
      unit('次氯酸钠消毒', '消毒', [
        ['投加量', 2, 'mg/L'],
        ['接触时间', 30, 'min'],
      ]),
      unit('清水池', '储水', [['有效容积', 20000, 'm³']]),
      unit(
        '送水泵房',
        '送水',
        [
          ['设计流量', 8750, 'm³/h'],
          ['出厂水压', 0.32, 'MPa'],
        ],
        '出厂水',
      ),
    ],
  },
  {
    factoryId: 12,
    address: '苏州工业园区星湖街218号',
    longitude: 120.7338,
    latitude: 31.2703,
    designCapacity: 48,
    capacityUnit: 'MW',
    processType: '4',
    commissioningDate: '2016-05-10',
    remark: '为园区商务区集中供冷供热',
    contacts: [
      { name: '王磊', role: '站长', mobile: '13962101234', landline: '051262881234' },
      { name: '孙悦', role: '运行主管', mobile: '13862105678', landline: '051262881235' },
    ],
    units: [
      unit('进线配电', '供配电', [
        ['进线电压', 10, 'kV'],
        ['变压器容量', 5000, 'kVA'],
      ]),
      unit('冷水机组', '制冷', [
        ['单机制冷量', 7000, 'kW'],
        ['台数', 4, '台'],
        ['供水温度', 6, '℃'],
        ['回水温度', 13, '℃'],
      ]),
      unit('冷却塔', '冷却', [
        ['冷却水量', 5600, 'm³/h'],
        ['台数', 6, '台'],
      ]),
      unit('燃气锅炉', '制热', [
        ['额定热功率', 14, 'MW'],
        ['台数', 2, '台'],
        ['额定压力', 1.25, 'MPa'],
      ]),
      unit('换热站', '换热', [
        ['换热量', 20, 'MW'],
        ['二次供水温度', 60, '℃'],
      ]),
      unit('供冷供热管网', '管网', [
        ['管网长度', 12.5, 'km'],
        ['最大管径', 800, 'mm'],
      ]),
    ],
  },
  {
    factoryId: 22,
    address: '深圳市南山区前海大道3099号',
    longitude: 113.8957,
    latitude: 22.5268,
    designCapacity: 30,
    capacityUnit: 'MW',
    processType: '5',
    commissioningDate: '2019-11-20',
    remark: '燃气内燃机冷热电三联供，余热制冷',
    contacts: [{ name: '刘洋', role: '站长', mobile: '13723401234', landline: '075586551234' }],
    units: [
      unit('进线配电', '供配电', [
        ['进线电压', 10, 'kV'],
        ['变压器容量', 4000, 'kVA'],
      ]),
      unit('燃气内燃发电机组', '发电', [
        ['单机发电功率', 2200, 'kW'],
        ['台数', 2, '台'],
      ]),
      unit('烟气热水型溴化锂机组', '制冷', [
        ['制冷量', 4600, 'kW'],
        ['台数', 2, '台'],
      ]),
      unit('离心式冷水机组', '制冷', [
        ['单机制冷量', 6330, 'kW'],
        ['台数', 3, '台'],
      ]),
      unit('冷却塔', '冷却', [['冷却水量', 4800, 'm³/h']]),
      unit('供冷管网', '管网', [['管网长度', 8.2, 'km']]),
    ],
  },
];

/** The dictionaries and every demo factory's archive, inside the demo seed's transaction. */
export async function seedPlantArchive(tx: Db): Promise<void> {
  for (const [type, name, entries] of [
    [DICT_TYPE.PROCESS_TYPE, '工艺类型', PROCESS_TYPES],
    [DICT_TYPE.PROCESS_UNIT_KIND, '工艺单元类型', UNIT_KINDS],
  ] as const) {
    await tx.query('INSERT INTO sys_dict_type (dict_name, dict_type) VALUES ($1, $2)', [name, type]);
    for (const [i, [value, label]] of entries.entries()) {
      await tx.query(
        'INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type) VALUES ($1, $2, $3, $4)',
        [i + 1, label, value, type],
      );
    }
  }
  for (const p of DEMO_PLANTS) {
    await tx.query('UPDATE sys_area SET address = $2, longitude = $3, latitude = $4 WHERE id = $1', [
      p.factoryId,
      p.address,
      p.longitude,
      p.latitude,
    ]);
    await tx.query(
      `INSERT INTO arc_plant (factory_id, design_capacity, capacity_unit, process_type, commissioning_date, remark)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [p.factoryId, p.designCapacity, p.capacityUnit, p.processType, p.commissioningDate, p.remark],
    );
    for (const [i, c] of p.contacts.entries()) {
      await tx.query(
        `INSERT INTO arc_plant_contact (factory_id, sort, name, role, mobile, landline)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [p.factoryId, i + 1, c.name, c.role, c.mobile, c.landline],
      );
    }
    for (const [i, u] of p.units.entries()) {
      const { rows } = await tx.query<{ unit_id: number }>(
        `INSERT INTO arc_process_unit (factory_id, seq, name, kind, remark) VALUES ($1, $2, $3, $4, $5)
         RETURNING unit_id`,
        [p.factoryId, i + 1, u.name, u.kind, u.remark ?? ''],
      );
      const params: ProcessParam[] = u.params.map(([name, value, unitName]) => ({
        name,
        value,
        unit: unitName,
      }));
      for (const [j, param] of params.entries()) {
        await tx.query(
          'INSERT INTO arc_process_param (unit_id, sort, name, value, unit) VALUES ($1, $2, $3, $4, $5)',
          [rows[0]!.unit_id, j + 1, param.name, param.value, param.unit],
        );
      }
    }
  }
}
