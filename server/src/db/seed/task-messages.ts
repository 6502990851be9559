/**
 * Demo report-urging messages (docs/requirements.md §3 "Message", task type 0): daily and weekly report reminders and
 * approvals, so the drawer shows every urge type on a fresh demo. Work-order messages are not listed
 * here: the demo work orders (work-orders.ts) go through the real lifecycle, which writes them.
 */
import type { Db } from '../client';

interface DemoUrge {
  userId: number;
  factoryId: number;
  tab: 1 | 2;
  title: string;
  urgeType: number;
  fillDate?: string;
  week?: [start: string, end: string];
  /** minutes before the seed time */
  ago: number;
}

const OPERATOR = 2;
const SUPERVISOR = 3;

export const DEMO_TASK_MESSAGES: DemoUrge[] = [
  {
    userId: OPERATOR,
    factoryId: 11,
    tab: 1,
    title: '请尽快填写3月1日日报',
    urgeType: 1,
    fillDate: '2026-03-01',
    ago: 60 * 24,
  },
  {
    userId: SUPERVISOR,
    factoryId: 11,
    tab: 2,
    title: '请审批3月1日日报',
    urgeType: 2,
    fillDate: '2026-03-01',
    ago: 90,
  },
  {
    userId: SUPERVISOR,
    factoryId: 12,
    tab: 2,
    title: '请填写第9周周报',
    urgeType: 3,
    week: ['2026-02-23', '2026-03-01'],
    ago: 120,
  },
  {
    userId: SUPERVISOR,
    factoryId: 12,
    tab: 2,
    title: '请审批第9周周报',
    urgeType: 4,
    week: ['2026-02-23', '2026-03-01'],
    ago: 150,
  },
];

export async function seedTaskMessages(tx: Db): Promise<void> {
  for (const m of DEMO_TASK_MESSAGES) {
    await tx.query(
      `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, urge_type, fill_date, start_date,
                                 end_date, create_time)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8, now() - make_interval(mins => $9))`,
      [
        m.userId,
        m.factoryId,
        m.tab,
        m.title,
        m.urgeType,
        m.fillDate ?? null,
        m.week?.[0] ?? null,
        m.week?.[1] ?? null,
        m.ago,
      ],
    );
  }
}
