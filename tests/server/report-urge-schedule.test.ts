/**
 * The urge ladder's arithmetic, pure (docs/architecture.md §3 "Report urges"): each step's deadline in China time, the
 * rung due at an instant, the steps a run looks at, and the titles and tabs of the messages.
 */
import { describe, expect, it } from 'vitest';
import { MSG_TAB, URGE_TYPE } from '../../contract/message/schemas';
import { DEMO_REPORT_PEOPLE, demoMissingDays } from '../../server/src/setup/seed/demo-reports-plan';
import { ADMIN } from '../../server/src/setup/seed/work-order-steps';
import { addDays } from '../../server/src/shared/china-time';
import {
  DEFAULT_URGE_TIMES,
  deadline,
  dueRungs,
  rungAt,
  rungTimes,
  urgeTab,
  urgeTitle,
  type UrgeType,
} from '../../server/src/modules/report/urge-schedule';

/** An instant given in China time. */
const cst = (text: string): number => Date.parse(`${text}+08:00`);
const times = DEFAULT_URGE_TIMES;
const { DAILY_FILL, DAILY_APPROVAL, WEEKLY_FILL, WEEKLY_APPROVAL } = URGE_TYPE;

describe('deadline', () => {
  it.each([
    [DAILY_FILL, '2026-11-23', '2026-11-24T10:00'],
    [DAILY_APPROVAL, '2026-11-23', '2026-11-24T17:00'],
    // The last day of a month and of a year roll over.
    [DAILY_FILL, '2026-12-31', '2027-01-01T10:00'],
    [DAILY_FILL, '2028-02-28', '2028-02-29T10:00'],
    // Week 2026-11-16 (Monday) to 2026-11-22: fill by the Monday after, approval by the Tuesday after.
    [WEEKLY_FILL, '2026-11-16', '2026-11-23T12:00'],
    [WEEKLY_APPROVAL, '2026-11-16', '2026-11-24T17:00'],
  ] as [UrgeType, string, string][])('urge type %i of %s is due %s China time', (type, period, due) => {
    expect(deadline(type, period, times)).toBe(cst(due));
  });

  it('follows the configured times', () => {
    const custom = { ...times, dailyFillDue: '09:30', weeklyApprovalDue: '08:05' };
    expect(deadline(DAILY_FILL, '2026-11-23', custom)).toBe(cst('2026-11-24T09:30'));
    expect(deadline(WEEKLY_APPROVAL, '2026-11-16', custom)).toBe(cst('2026-11-24T08:05'));
  });
});

describe('rungs', () => {
  it('reminder before the deadline, urge at it, escalation a day after', () => {
    const due = cst('2026-11-24T10:00');
    expect(rungTimes(due, times)).toEqual({
      reminder: cst('2026-11-24T08:00'),
      urge: due,
      escalation: cst('2026-11-25T10:00'),
    });
    expect(rungTimes(due, { ...times, remindBeforeMin: 30 }).reminder).toBe(cst('2026-11-24T09:30'));
  });

  it.each([
    ['2026-11-24T07:59:59', null],
    ['2026-11-24T08:00', 'reminder'],
    ['2026-11-24T09:59:59', 'reminder'],
    ['2026-11-24T10:00', 'urge'],
    ['2026-11-25T09:59:59', 'urge'],
    ['2026-11-25T10:00', 'escalation'],
    ['2026-12-31T10:00', 'escalation'],
  ])('the daily fill of 2026-11-23 at %s: %s', (now, rung) => {
    expect(rungAt(DAILY_FILL, '2026-11-23', times, cst(now))).toBe(rung);
  });
});

describe('dueRungs', () => {
  it('lists every step with a rung due, within the look-back, the highest rung each', () => {
    const due = dueRungs(cst('2026-11-24T08:30'), times);
    const daily = due.filter((d) => d.urgeType === DAILY_FILL);
    // 11-23: reminder (due 11-24 10:00); 11-22: urge; 11-16 … 11-21: escalation; 11-15 (due 11-16 10:00) is past the
    // 7 days' look-back; 11-24, today, has no rung yet.
    expect(daily.map((d) => [d.period, d.rung])).toEqual([
      ['2026-11-16', 'escalation'],
      ['2026-11-17', 'escalation'],
      ['2026-11-18', 'escalation'],
      ['2026-11-19', 'escalation'],
      ['2026-11-20', 'escalation'],
      ['2026-11-21', 'escalation'],
      ['2026-11-22', 'urge'],
      ['2026-11-23', 'reminder'],
    ]);
    expect(due.filter((d) => d.urgeType === DAILY_APPROVAL).map((d) => [d.period, d.rung])).toEqual([
      ['2026-11-16', 'escalation'],
      ['2026-11-17', 'escalation'],
      ['2026-11-18', 'escalation'],
      ['2026-11-19', 'escalation'],
      ['2026-11-20', 'escalation'],
      ['2026-11-21', 'escalation'],
      ['2026-11-22', 'urge'],
    ]);
    // Week of 11-16: fill due 11-23 12:00 (urge), approval due 11-24 17:00 (no reminder before 15:00). Week of 11-09:
    // its fill was due 11-16 12:00, past the look-back; its approval (11-17 17:00) escalated.
    expect(due.filter((d) => d.urgeType >= WEEKLY_FILL).map((d) => [d.urgeType, d.period, d.rung])).toEqual([
      [WEEKLY_APPROVAL, '2026-11-09', 'escalation'],
      [WEEKLY_FILL, '2026-11-16', 'urge'],
    ]);
  });

  it('looks up to a day ahead for reminders', () => {
    const early = { ...times, remindBeforeMin: 24 * 60 };
    const due = dueRungs(cst('2026-11-23T10:00'), early);
    expect(due).toContainEqual({ urgeType: DAILY_FILL, period: '2026-11-23', rung: 'reminder' });
  });
});

describe('messages', () => {
  it.each([
    [DAILY_FILL, 'reminder', '请于11月24日10:00前填报上海第一水厂11月23日日报'],
    [DAILY_FILL, 'urge', '上海第一水厂11月23日日报已到填报截止时间，请尽快填报'],
    [DAILY_FILL, 'escalation', '上海第一水厂11月23日日报已逾期24小时未填报'],
    [DAILY_APPROVAL, 'reminder', '请于11月24日17:00前审批上海第一水厂11月23日日报'],
    [DAILY_APPROVAL, 'urge', '上海第一水厂11月23日日报已到审批截止时间，请尽快审批'],
    [DAILY_APPROVAL, 'escalation', '上海第一水厂11月23日日报已逾期24小时未审批'],
  ] as const)('daily %i %s: %s', (urgeType, rung, title) => {
    expect(
      urgeTitle({ urgeType, period: '2026-11-23', rung, factoryId: 11, factoryName: '上海第一水厂' }, times),
    ).toBe(title);
  });

  it.each([
    [WEEKLY_FILL, 'reminder', '请于11月23日12:00前填报苏州工业园能源站11月16日–11月22日周报'],
    [WEEKLY_FILL, 'urge', '苏州工业园能源站11月16日–11月22日周报已到填报截止时间，请尽快填报'],
    [WEEKLY_APPROVAL, 'reminder', '请于11月24日17:00前审批苏州工业园能源站11月16日–11月22日周报'],
    [WEEKLY_APPROVAL, 'escalation', '苏州工业园能源站11月16日–11月22日周报已逾期24小时未审批'],
  ] as const)('weekly %i %s: %s', (urgeType, rung, title) => {
    expect(
      urgeTitle(
        { urgeType, period: '2026-11-16', rung, factoryId: 12, factoryName: '苏州工业园能源站' },
        times,
      ),
    ).toBe(title);
  });

  it('names a week across months and puts the configured time in the reminder', () => {
    const week = {
      urgeType: WEEKLY_FILL,
      period: '2026-11-30',
      rung: 'urge',
      factoryId: 21,
      factoryName: 'X',
    } as const;
    expect(urgeTitle(week, times)).toBe('X11月30日–12月6日周报已到填报截止时间，请尽快填报');
    const custom = { ...times, dailyFillDue: '09:30' };
    const day = {
      urgeType: DAILY_FILL,
      period: '2026-01-09',
      rung: 'reminder',
      factoryId: 21,
      factoryName: 'X',
    } as const;
    expect(urgeTitle(day, custom)).toBe('请于1月10日09:30前填报X1月9日日报');
  });

  it('sends reminders and urges to the to-do tab, escalations to the messages tab', () => {
    expect([urgeTab('reminder'), urgeTab('urge'), urgeTab('escalation')]).toEqual([
      MSG_TAB.TODO,
      MSG_TAB.TODO,
      MSG_TAB.MESSAGES,
    ]);
  });
});

describe("the demo's missing days", () => {
  // Seeded at any minute of a day and urged at once (the job's first run at start): every filler holds the fill
  // to-do (a reminder or an urge) of a day without a report, which the e2e journey of reports opens.
  const halfHours = Array.from(
    { length: 48 },
    (_, i) => `${String(i >> 1).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );
  it.each(
    Object.entries(DEMO_REPORT_PEOPLE)
      // administrators are sent no to-dos (only escalations)
      .filter(([, people]) => people.filler !== ADMIN)
      .map(([id]) => Number(id)),
  )('give the filler of factory %i a fill to-do at every hour', (id) => {
    const seedDay = '2026-11-25';
    const missing = demoMissingDays(id);
    const without = halfHours.filter((time) => {
      const now = cst(`${seedDay}T${time}`);
      return !missing.some((k) => {
        const rung = rungAt(DAILY_FILL, addDays(seedDay, -k), times, now);
        return rung !== null && urgeTab(rung) === MSG_TAB.TODO;
      });
    });
    expect(without).toEqual([]);
  });
});
