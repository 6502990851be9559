/**
 * Demo daily and weekly reports (docs/architecture.md §3 "Daily and weekly reports", "Report urges"): for every demo
 * factory the 60 days before the seed day and the 8 complete weeks before its week, relative to the seed clock, in
 * every state, so the report pages, the approval lists and the urge ladder all have something to show:
 * - older days approved (submitted on the morning after, approved that afternoon), two of them rejected first and
 *   approved after a second submit, a few with one figure far off its 7-day median (a deviation flag, explained in
 *   the remark);
 * - the last week: a draft, a rejected report with its opinion, two submitted ones awaiting approval, and yesterday
 *   plus one more recent day not filled, so the scheduler's first run has reminders, urges and escalations to write;
 * - weeks approved, but for the last complete one: submitted at 上海第一水厂, not filled at 苏州工业园能源站.
 * Who fills and approves is the demo's people: the operator fills 上海第一水厂, the supervisor fills 苏州工业园能源站
 * and approves both, the administrator fills and approves the South China plants.
 *
 * The measured figures are what the plant's own data says (prefill.ts, after the readings, orders and alarms are
 * seeded); the manual ones (dosing, chlorine, pH; heat and cooling) are plausible values from a hash of the factory,
 * day and figure, so every seed is the same. The pending steps also carry the workflow's own messages (请审批…,
 * …被驳回), as the real submit and reject would have written them.
 */
import { PERM } from '../../../../contract/permissions';
import {
  PLANT_FIGURES,
  REPORT_STATUS,
  type FigureKey,
  type FigureValues,
  type PlantKind,
  type ReportStatus,
} from '../../../../contract/report';
import type { Db } from '../client';
import { DAY_MS, HOUR_MS, dayStart } from '../../modules/energy/periods';
import { addDays, chinaDay, mondayOf, sundayOf } from '../../modules/report/calendar';
import { completeFigures, plantKindOf } from '../../modules/report/figures';
import { ReportMessageRepository } from '../../modules/report/message-repository';
import { decided, submitted, type NoticeSubject } from '../../modules/report/notices';
import { prefillDaily } from '../../modules/report/prefill';
import { rollUp } from '../../modules/report/rollup';
import { DEMO_USER_ID } from './demo-data';

export const DEMO_REPORT_DAYS = 60;
export const DEMO_REPORT_WEEKS = 8;

const MINUTE_MS = 60_000;

/** Who fills and who approves each demo factory's reports. */
export const DEMO_REPORT_PEOPLE: Readonly<Record<number, { filler: number; approver: number }>> = {
  11: { filler: DEMO_USER_ID.operator, approver: DEMO_USER_ID.supervisor },
  12: { filler: DEMO_USER_ID.supervisor, approver: DEMO_USER_ID.supervisor },
  21: { filler: DEMO_USER_ID.admin, approver: DEMO_USER_ID.admin },
  22: { filler: DEMO_USER_ID.admin, approver: DEMO_USER_ID.admin },
};

type DayState = 'missing' | 'draft' | 'submitted' | 'rejected' | 'approved' | 'reworked';

/**
 * The recent days of each factory, by days before the seed day (1 = yesterday); older days are approved, REWORKED ones
 * after a reject. At 上海第一水厂 the last two days are not filled, so the operator holds the fill urge of a missing day
 * whatever the hour (docs/architecture.md §3 "Report urges"): the day before yesterday's from midnight, when
 * yesterday's deadline (10:00) is still ahead, and yesterday's once that deadline passed and the older one escalated
 * to the approvers; so has the supervisor, filling 苏州工业园能源站. At 上海第一水厂 the day before them was rejected;
 * at 苏州工业园能源站 two reports wait for the supervisor's approval.
 */
const RECENT: Readonly<Record<number, readonly DayState[]>> = {
  11: ['missing', 'missing', 'rejected', 'submitted', 'submitted', 'draft'],
  12: ['missing', 'missing', 'submitted', 'submitted', 'draft', 'rejected'],
  21: ['missing', 'submitted', 'missing', 'submitted', 'rejected', 'draft'],
  22: ['missing', 'missing', 'submitted', 'submitted', 'draft', 'rejected'],
};
const REWORKED = new Set([19, 38]);

/** Days (before the seed day) with one manual figure far off: [figure of a water plant, of an energy station, factor]. */
const OUTLIERS: ReadonlyMap<number, readonly [FigureKey, FigureKey, number]> = new Map([
  [13, ['pac', 'heatSupplied', 1.6]],
  [31, ['naclo', 'coolingSupplied', 0.55]],
  [47, ['pac', 'heatSupplied', 1.7]],
] as const);
/** What the first report awaiting approval and the rejected one get wrong, and what the approver said. */
const SUBMITTED_OUTLIER: Readonly<Record<PlantKind, readonly [FigureKey, number]>> = {
  water: ['pac', 1.5],
  energy: ['heatSupplied', 1.5],
};
const REJECTED: Readonly<Record<PlantKind, readonly [FigureKey, number, string]>> = {
  water: ['naclo', 1.55, '次氯酸钠投加量明显偏高，请核实加药记录后重新提交'],
  energy: ['coolingSupplied', 1.6, '供冷量明显偏高，请核实冷量表读数后重新提交'],
};
const REWORK_OPINION = '请在备注中说明当日设备运行情况';
/** Who approves each kind of report (docs/requirements.md §6): they get the to-do of a submit. */
const APPROVAL_CODE = { daily: PERM.DAILY_COMPLETE, weekly: PERM.WEEKLY_APPROVE } as const;

const REMARKS: Readonly<Record<PlantKind, readonly string[]>> = {
  water: ['2号滤池反冲洗', '1号沉淀池排泥', '加药泵例行切换', '出厂水水质全项检测合格', '清水池液位巡检正常'],
  energy: ['1号冷水机组例行保养', '锅炉燃烧器巡检', '冷却塔补水', '换热站板换清洗', '机组负荷平稳'],
};
const OUTLIER_REMARK: Readonly<Partial<Record<FigureKey, string>>> = {
  pac: '原水浊度上升，临时加大PAC投加',
  naclo: '次氯酸钠储罐切换，当日投加量偏低',
  heatSupplied: '寒潮来袭，供热负荷陡增',
  coolingSupplied: '降温天气，供冷负荷明显下降',
};

/** The level of each plant's manual figures (PAC and NaClO kg, chlorine mg/L, pH; heat and cooling GJ). */
const WATER_LEVEL: Readonly<Record<number, { pac: number; naclo: number; chlorine: number; ph: number }>> = {
  11: { pac: 560, naclo: 210, chlorine: 0.55, ph: 7.2 },
  21: { pac: 430, naclo: 160, chlorine: 0.5, ph: 7.1 },
};
const ENERGY_LEVEL: Readonly<Record<number, { heat: number; cooling: number }>> = {
  12: { heat: 1100, cooling: 900 },
  22: { heat: 700, cooling: 1300 },
};

/** A number in [0, 1) from the factory, day and a salt: the same seed always gives the same demo. */
function hash01(factoryId: number, day: string, salt: string): number {
  let h = 2_166_136_261;
  for (const ch of `${factoryId}|${day}|${salt}`) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  h = Math.imul(h ^ (h >>> 15), 2_246_822_507);
  h = Math.imul(h ^ (h >>> 13), 3_266_489_909);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}
/** ±spread around 1 */
const jitter = (factoryId: number, day: string, salt: string, spread: number): number =>
  1 + spread * (2 * hash01(factoryId, day, salt) - 1);

/** 1 in the middle of winter (mid-January), −1 in the middle of summer. */
function winter(day: string): number {
  const dayOfYear =
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${day.slice(0, 4)}-01-01T00:00:00Z`)) / DAY_MS;
  return Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
}

/** The manual figures of a day: a few per cent around the plant's level; heat in winter, cooling in summer. */
function manualFigures(factoryId: number, kind: PlantKind, day: string): FigureValues {
  if (kind === 'water') {
    const level = WATER_LEVEL[factoryId] ?? WATER_LEVEL[11]!;
    return {
      pac: level.pac * jitter(factoryId, day, 'pac', 0.06),
      naclo: level.naclo * jitter(factoryId, day, 'naclo', 0.06),
      chlorine: level.chlorine * jitter(factoryId, day, 'chlorine', 0.08),
      ph: level.ph + 0.15 * (2 * hash01(factoryId, day, 'ph') - 1),
    };
  }
  const level = ENERGY_LEVEL[factoryId] ?? ENERGY_LEVEL[12]!;
  const w = winter(day);
  return {
    heatSupplied: level.heat * (0.35 + 0.65 * Math.max(0, w)) * jitter(factoryId, day, 'heat', 0.05),
    coolingSupplied:
      level.cooling * (0.25 + 0.75 * Math.max(0, -w)) * jitter(factoryId, day, 'cooling', 0.05),
  };
}

/** A China time of a day: `at(day, 9, 30)`. */
const at = (day: string, hour: number, minute = 0): number =>
  dayStart(day) + hour * HOUR_MS + minute * MINUTE_MS;

/**
 * Event times moved back together, if need be, so the last lies before the seed time (a week that ended yesterday),
 * yet none before `floor`, the end of the report's period.
 */
function settle(times: readonly number[], floor: number, nowMs: number): number[] {
  const last = times[times.length - 1] ?? 0;
  const shift = Math.max(0, last - (nowMs - 10 * MINUTE_MS));
  return times.map((t, i) => Math.max(t - shift, floor + i * MINUTE_MS));
}

interface HistoryEvent {
  action: 'submit' | 'approve' | 'reject';
  userId: number;
  at: number;
  opinion: string;
}

/** One report row, as the JSON the insert reads. */
interface ReportRow {
  factory_id: number;
  period: string;
  status: ReportStatus;
  version: number;
  figures: FigureValues;
  filled_by: number;
  submitted_at: string | null;
  approved_by: number | null;
  approved_at: string | null;
  opinion: string;
  update_time: string;
  /** daily only */
  prefill?: FigureValues;
  remark?: string;
  /** weekly only */
  days?: number;
  work_done?: string;
  problems?: string;
  next_plan?: string;
}

/** A report to write, with its approval history and the workflow messages still pending about it. */
interface Built {
  row: ReportRow;
  history: HistoryEvent[];
  /** the approvers' to-do of a submit, or the filler's of a reject, at that time */
  notice: { at: number; to: 'approvers' | 'filler' } | null;
}

/** When each step of a report happened. */
interface Steps {
  save: number;
  submit: number;
  reject: number;
  resubmit: number;
  approve: number;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The state's row (without its figures and texts), history and pending notice, from its steps' times. */
function build(
  factoryId: number,
  period: string,
  state: Exclude<DayState, 'missing'>,
  steps: Steps,
  opinion: string,
): Built {
  const { filler, approver } = DEMO_REPORT_PEOPLE[factoryId]!;
  const submit: HistoryEvent = { action: 'submit', userId: filler, at: steps.submit, opinion: '' };
  const reject: HistoryEvent = { action: 'reject', userId: approver, at: steps.reject, opinion };
  const row: ReportRow = {
    factory_id: factoryId,
    period,
    status: REPORT_STATUS.DRAFT,
    version: 1,
    figures: {},
    filled_by: filler,
    submitted_at: null,
    approved_by: null,
    approved_at: null,
    opinion: '',
    update_time: iso(steps.save),
  };
  switch (state) {
    case 'draft':
      return { row, history: [], notice: null };
    case 'submitted':
      return {
        row: {
          ...row,
          status: REPORT_STATUS.SUBMITTED,
          submitted_at: iso(steps.submit),
          update_time: iso(steps.submit),
        },
        history: [submit],
        notice: { at: steps.submit, to: 'approvers' },
      };
    case 'rejected':
      return {
        row: {
          ...row,
          status: REPORT_STATUS.REJECTED,
          version: 2,
          submitted_at: iso(steps.submit),
          opinion,
          update_time: iso(steps.reject),
        },
        history: [submit, reject],
        notice: { at: steps.reject, to: 'filler' },
      };
    case 'approved':
    case 'reworked': {
      const reworked = state === 'reworked';
      const resubmit: HistoryEvent = { action: 'submit', userId: filler, at: steps.resubmit, opinion: '' };
      return {
        row: {
          ...row,
          status: REPORT_STATUS.APPROVED,
          version: reworked ? 4 : 2,
          submitted_at: iso(reworked ? steps.resubmit : steps.submit),
          approved_by: approver,
          approved_at: iso(steps.approve),
          update_time: iso(steps.approve),
        },
        history: [
          submit,
          ...(reworked ? [reject, resubmit] : []),
          { action: 'approve', userId: approver, at: steps.approve, opinion: '' },
        ],
        notice: null,
      };
    }
  }
}

/** The steps of a report due on `due` (the day after the report's day, or the Monday after its week). */
function stepsOf(factoryId: number, period: string, due: string, nowMs: number): Steps {
  const minutes = (salt: string, span: number): number => Math.floor(hash01(factoryId, period, salt) * span);
  const [save, submit, reject, resubmit, approve] = settle(
    [
      at(due, 8, minutes('save', 30)),
      at(due, 8, 30 + minutes('submit', 50)),
      at(due, 10, 30 + minutes('reject', 60)),
      at(due, 13, minutes('resubmit', 50)),
      at(due, 14, minutes('approve', 150)),
    ],
    dayStart(due),
    nowMs,
  ) as [number, number, number, number, number];
  return { save, submit, reject, resubmit, approve };
}

/** The recent days (before the seed day, 1 = yesterday) the demo leaves without a report at a factory. */
export function demoMissingDays(factoryId: number): number[] {
  return (RECENT[factoryId] ?? []).flatMap((state, i) => (state === 'missing' ? [i + 1] : []));
}

function stateOf(factoryId: number, daysBefore: number): DayState {
  const recent = RECENT[factoryId] ?? RECENT[11]!;
  if (daysBefore <= recent.length) return recent[daysBefore - 1]!;
  return REWORKED.has(daysBefore) ? 'reworked' : 'approved';
}

/** What the filler types for a measured figure the data has nothing on: the value of the report before. */
function withGaps(kind: PlantKind, prefill: FigureValues, before: FigureValues): FigureValues {
  const out: FigureValues = { ...prefill };
  for (const key of PLANT_FIGURES[kind]) if (out[key] == null && before[key] != null) out[key] = before[key];
  return out;
}

/** One factory's daily reports, oldest first. */
async function dailyReports(
  tx: Db,
  factory: { id: number; kind: PlantKind },
  today: string,
  nowMs: number,
): Promise<Built[]> {
  const { id, kind } = factory;
  const out: Built[] = [];
  const firstSubmitted = Math.min(
    ...(RECENT[id] ?? []).map((s, i) => (s === 'submitted' ? i + 1 : Infinity)),
  );
  let before: FigureValues = {};
  for (let k = DEMO_REPORT_DAYS; k >= 1; k -= 1) {
    const state = stateOf(id, k);
    if (state === 'missing') continue;
    const day = addDays(today, -k);
    const prefill = await prefillDaily(tx, id, day, kind);
    const values: FigureValues = { ...withGaps(kind, prefill, before), ...manualFigures(id, kind, day) };
    let remark =
      hash01(id, day, 'remark') < 0.3
        ? REMARKS[kind][Math.floor(hash01(id, day, 'which') * REMARKS[kind].length)]!
        : '';
    let opinion = '';
    // A figure corrected by hand now and then, so the form shows one changed from its pre-filled value.
    const corrected: FigureKey = kind === 'water' ? 'outflow' : 'water';
    const read = values[corrected];
    if (k % 9 === 0 && read != null) values[corrected] = Math.round(read / 50) * 50;
    const outlier = OUTLIERS.get(k);
    if (outlier) {
      const key = kind === 'water' ? outlier[0] : outlier[1];
      values[key] = (values[key] ?? 0) * outlier[2];
      remark = OUTLIER_REMARK[key] ?? '';
    }
    // Off without a word in the remark: for the approver to notice.
    if (k === firstSubmitted) {
      const [key, factor] = SUBMITTED_OUTLIER[kind];
      values[key] = (values[key] ?? 0) * factor;
      remark = '';
    }
    if (state === 'rejected') {
      const [key, factor, said] = REJECTED[kind];
      values[key] = (values[key] ?? 0) * factor;
      remark = '';
      opinion = said;
    }
    if (state === 'reworked') {
      opinion = REWORK_OPINION;
      remark = kind === 'water' ? '设备运行正常，3号送水泵计划检修' : '机组运行正常，2号锅炉计划检修';
    }
    // A draft is saved half-way: the figures read off the plant's log are still empty.
    if (state === 'draft') {
      for (const key of kind === 'water' ? (['chlorine', 'ph'] as const) : (['coolingSupplied'] as const))
        values[key] = null;
    }
    const figures = completeFigures(kind, values);
    before = figures;
    const built = build(id, day, state, stepsOf(id, day, addDays(day, 1), nowMs), opinion);
    out.push({
      ...built,
      row: { ...built.row, figures, prefill, remark },
    });
  }
  return out;
}

const PROBLEMS: Readonly<Record<PlantKind, readonly string[]>> = {
  water: [
    '2号滤池反冲洗周期偏短，滤料需检查',
    '原水浊度受降雨影响波动较大',
    '',
    '加药间1号计量泵流量偏低',
    '',
  ],
  energy: ['1号冷水机组冷凝压力偏高', '', '冷却塔填料结垢，换热效率下降', '锅炉房燃气调压阀偶有波动', ''],
};
const NEXT_PLAN: Readonly<Record<PlantKind, readonly string[]>> = {
  water: [
    '完成2号滤池滤料检查，安排季度设备保养',
    '做好原水水质监测，及时调整混凝剂投加量',
    '组织加药系统巡检，更换1号计量泵膜片',
    '开展出厂水水质全项检测，清洗清水池液位计',
  ],
  energy: [
    '安排1号冷水机组冷凝器清洗',
    '完成冷却塔填料清洗，复核供冷计量',
    '开展锅炉燃烧器季度保养，校验燃气报警器',
    '根据负荷预测调整机组运行策略',
  ],
};

const shown = (value: number | null | undefined, decimals = 0): string =>
  value == null ? '—' : value.toFixed(decimals);
const tenThousands = (value: number | null | undefined): string =>
  value == null ? '—' : (value / 10_000).toFixed(1);

/** The text sections of a week, written from its figures. */
function weeklyTexts(
  factoryId: number,
  kind: PlantKind,
  monday: string,
  f: FigureValues,
): { work_done: string; problems: string; next_plan: string } {
  const pick = (list: readonly string[], salt: string): string =>
    list[Math.floor(hash01(factoryId, monday, salt) * list.length)]!;
  const orders = `完成工单${shown(f.ordersClosed)}个，新建工单${shown(f.ordersOpened)}个`;
  const work_done =
    kind === 'water'
      ? `本周供水${tenThousands(f.outflow)}万m³，吨水电耗${shown(f.energyPerM3, 3)}kWh/m³，出厂水浊度均值` +
        `${shown(f.turbidity, 2)}NTU；${orders}，水质全项检测合格。`
      : `本周供热${shown(f.heatSupplied)}GJ、供冷${shown(f.coolingSupplied)}GJ，用电${tenThousands(f.electricity)}` +
        `万kWh、用气${tenThousands(f.gas)}万m³；${orders}，机组运行平稳。`;
  return { work_done, problems: pick(PROBLEMS[kind], 'problems'), next_plan: pick(NEXT_PLAN[kind], 'plan') };
}

/** One factory's weekly reports, oldest first, rolled up from its daily reports of each week. */
function weeklyReports(
  factory: { id: number; kind: PlantKind },
  daily: readonly Built[],
  today: string,
  nowMs: number,
): Built[] {
  const { id, kind } = factory;
  const counted = daily.filter(
    (d) => d.row.status === REPORT_STATUS.SUBMITTED || d.row.status === REPORT_STATUS.APPROVED,
  );
  const out: Built[] = [];
  for (let j = DEMO_REPORT_WEEKS; j >= 1; j -= 1) {
    const monday = addDays(mondayOf(today), -7 * j);
    let state: DayState = 'approved';
    if (j === 1 && id === 11) state = 'submitted';
    if (j === 1 && id === 12) state = 'missing';
    if (state === 'missing') continue;
    const days = counted.filter((d) => d.row.period >= monday && d.row.period <= sundayOf(monday));
    const figures = rollUp(
      kind,
      days.map((d) => d.row.figures),
    );
    const built = build(id, monday, state, stepsOf(id, monday, addDays(monday, 7), nowMs), '');
    out.push({
      ...built,
      row: { ...built.row, figures, days: days.length, ...weeklyTexts(id, kind, monday, figures) },
    });
  }
  return out;
}

const COMMON = `factory_id int, period date, status smallint, version int, figures jsonb, filled_by int,
  submitted_at timestamptz, approved_by int, approved_at timestamptz, opinion text, update_time timestamptz`;

async function insertReports(tx: Db, kind: 'daily' | 'weekly', built: readonly Built[]): Promise<void> {
  const [table, period] =
    kind === 'daily' ? ['om_daily_report', 'report_date'] : ['om_weekly_report', 'week_start'];
  const own =
    kind === 'daily'
      ? { columns: 'prefill, remark', types: 'prefill jsonb, remark text' }
      : {
          columns: 'days, work_done, problems, next_plan',
          types: 'days smallint, work_done text, problems text, next_plan text',
        };
  await tx.query(
    `INSERT INTO ${table} (factory_id, ${period}, status, version, figures, filled_by, submitted_at, approved_by,
                           approved_at, opinion, update_time, ${own.columns})
     SELECT factory_id, period, status, version, figures, filled_by, submitted_at, approved_by, approved_at, opinion,
            update_time, ${own.columns}
       FROM jsonb_to_recordset($1::jsonb) AS x(${COMMON}, ${own.types})`,
    [JSON.stringify(built.map((b) => b.row))],
  );
  const history = built.flatMap((b) =>
    b.history.map((h) => ({
      factory_id: b.row.factory_id,
      period: b.row.period,
      action: h.action,
      user_id: h.userId,
      opinion: h.opinion,
      at: iso(h.at),
    })),
  );
  await tx.query(
    `INSERT INTO om_report_history (kind, report_id, action, user_id, opinion, at)
     SELECT $1, r.id, h.action, h.user_id, h.opinion, h.at
       FROM jsonb_to_recordset($2::jsonb)
            AS h(factory_id int, period date, action text, user_id int, opinion text, at timestamptz)
       JOIN ${table} r ON r.factory_id = h.factory_id AND r.${period} = h.period
      ORDER BY h.at`,
    [kind, JSON.stringify(history)],
  );
}

/** The workflow messages still pending about the demo reports, as the submit and reject wrote them. */
async function sendNotices(
  tx: Db,
  kind: 'daily' | 'weekly',
  built: readonly Built[],
  factoryName: ReadonlyMap<number, string>,
): Promise<void> {
  const messages = new ReportMessageRepository(tx);
  for (const b of built) {
    if (!b.notice) continue;
    const subject: NoticeSubject = {
      kind,
      factoryId: b.row.factory_id,
      factoryName: factoryName.get(b.row.factory_id) ?? '',
      period: b.row.period,
    };
    const { filler, approver } = DEMO_REPORT_PEOPLE[b.row.factory_id]!;
    const sent =
      b.notice.to === 'approvers'
        ? submitted(subject, await messages.holders(b.row.factory_id, APPROVAL_CODE[kind], filler))
        : decided(subject, filler, approver, { approved: false, opinion: b.row.opinion });
    if (sent.length > 0) await messages.send(sent, new Date(b.notice.at));
  }
}

/** Seeds the demo reports (after the readings, work orders and alarms their figures come from), relative to `nowMs`. */
export async function seedDemoReports(db: Db, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; name: string; capacity_unit: string | null }>(
      `SELECT f.id, f.name, p.capacity_unit FROM sys_area f LEFT JOIN arc_plant p ON p.factory_id = f.id
        WHERE f.type = 'factory' AND f.id = ANY($1::int[]) ORDER BY f.id`,
      [Object.keys(DEMO_REPORT_PEOPLE).map(Number)],
    );
    const today = chinaDay(nowMs);
    const daily: Built[] = [];
    const weekly: Built[] = [];
    for (const r of rows) {
      const factory = { id: r.id, kind: plantKindOf(r.capacity_unit) };
      const days = await dailyReports(tx, factory, today, nowMs);
      daily.push(...days);
      weekly.push(...weeklyReports(factory, days, today, nowMs));
    }
    await insertReports(tx, 'daily', daily);
    await insertReports(tx, 'weekly', weekly);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    await sendNotices(tx, 'daily', daily, names);
    await sendNotices(tx, 'weekly', weekly, names);
  });
}
