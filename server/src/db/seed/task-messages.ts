/**
 * Demo task messages (SPEC §3 "Message") so that the badge and the drawer show something on a fresh
 * demo: unread and read ones, both tabs, copies, every task type and urge type. Later work generates
 * real messages from work orders.
 */
import type { Db } from '../client';

interface DemoMessage {
  userId: number;
  factoryId: number;
  tab: 1 | 2;
  title: string;
  taskType: number;
  taskNo?: string;
  device?: [code: string, name: string];
  read?: boolean;
  copyTo?: boolean;
  urgeType?: number;
  fillDate?: string;
  week?: [start: string, end: string];
  taskStatus?: number;
  /** minutes before the seed time */
  ago: number;
}

const OPERATOR = 2;
const SUPERVISOR = 3;
const PUMP: [string, string] = ['SH01-P-001', '1#送水泵'];
const VALVE: [string, string] = ['SH01-V-012', '进水电动阀'];
const CHILLER: [string, string] = ['SZ01-C-003', '3#冷水机组'];

export const DEMO_TASK_MESSAGES: DemoMessage[] = [
  {
    userId: OPERATOR,
    factoryId: 11,
    tab: 2,
    title: '您有新的维修工单待处理',
    taskType: 4,
    taskNo: 'WX202603020001',
    device: PUMP,
    taskStatus: 1,
    ago: 5,
  },
  {
    userId: OPERATOR,
    factoryId: 11,
    tab: 2,
    title: '您有新的巡检工单待处理',
    taskType: 3,
    taskNo: 'XJ202603020002',
    device: VALVE,
    taskStatus: 1,
    ago: 30,
  },
  {
    userId: OPERATOR,
    factoryId: 11,
    tab: 1,
    title: '设备故障告警：1#送水泵电流异常',
    taskType: 1,
    taskNo: 'GZ202603020003',
    device: PUMP,
    ago: 45,
  },
  {
    userId: OPERATOR,
    factoryId: 11,
    tab: 1,
    title: '保养工单已被审核通过',
    taskType: 2,
    taskNo: 'BY202603010004',
    device: VALVE,
    taskStatus: 2,
    ago: 60 * 20,
  },
  {
    userId: OPERATOR,
    factoryId: 11,
    tab: 1,
    title: '请尽快填写3月1日日报',
    taskType: 0,
    urgeType: 1,
    fillDate: '2026-03-01',
    ago: 60 * 24,
  },
  {
    userId: OPERATOR,
    factoryId: 11,
    tab: 1,
    title: '维修工单已验收',
    taskType: 5,
    taskNo: 'WX202602280005',
    device: PUMP,
    read: true,
    ago: 60 * 48,
  },
  {
    userId: SUPERVISOR,
    factoryId: 11,
    tab: 2,
    title: '维修工单待验收',
    taskType: 5,
    taskNo: 'WX202603020006',
    device: PUMP,
    taskStatus: 3,
    ago: 10,
  },
  {
    userId: SUPERVISOR,
    factoryId: 11,
    tab: 2,
    title: '请审批3月1日日报',
    taskType: 0,
    urgeType: 2,
    fillDate: '2026-03-01',
    ago: 90,
  },
  {
    userId: SUPERVISOR,
    factoryId: 11,
    tab: 1,
    title: '抄送：新的维修工单已派发',
    taskType: 4,
    taskNo: 'WX202603020001',
    device: PUMP,
    copyTo: true,
    ago: 5,
  },
  {
    userId: SUPERVISOR,
    factoryId: 11,
    tab: 1,
    title: '抄送：巡检工单已派发',
    taskType: 3,
    taskNo: 'XJ202603020002',
    device: VALVE,
    copyTo: true,
    read: true,
    ago: 30,
  },
  {
    userId: SUPERVISOR,
    factoryId: 12,
    tab: 2,
    title: '请填写第9周周报',
    taskType: 0,
    urgeType: 3,
    week: ['2026-02-23', '2026-03-01'],
    ago: 120,
  },
  {
    userId: SUPERVISOR,
    factoryId: 12,
    tab: 2,
    title: '请审批第9周周报',
    taskType: 0,
    urgeType: 4,
    week: ['2026-02-23', '2026-03-01'],
    ago: 150,
  },
  {
    userId: SUPERVISOR,
    factoryId: 12,
    tab: 1,
    title: '保养工单待审核：3#冷水机组',
    taskType: 2,
    taskNo: 'BY202603020007',
    device: CHILLER,
    taskStatus: 2,
    ago: 200,
  },
];

export async function seedTaskMessages(tx: Db): Promise<void> {
  for (const m of DEMO_TASK_MESSAGES) {
    await tx.query(
      `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, task_no, device_show_code,
                                 device_name, is_read, urge_type, fill_date, start_date, end_date, task_status,
                                 copy_to, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
               now() - make_interval(mins => $16))`,
      [
        m.userId,
        m.factoryId,
        m.tab,
        m.title,
        m.taskType,
        m.taskNo ?? '',
        m.device?.[0] ?? '',
        m.device?.[1] ?? '',
        m.read ? 1 : 0,
        m.urgeType ?? null,
        m.fillDate ?? null,
        m.week?.[0] ?? null,
        m.week?.[1] ?? null,
        m.taskStatus ?? null,
        m.copyTo ?? false,
        m.ago,
      ],
    );
  }
}
