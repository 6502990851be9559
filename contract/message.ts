/** Task messages (SPEC §3 "Message", "Message counts"; §7 "Task messages"; DESIGN §3). */
import { Type, type Static } from '@sinclair/typebox';

/** The two tabs of the message drawer: messages and to-do. */
export const MSG_TAB = { MESSAGES: 1, TODO: 2 } as const;

/** SPEC §3 taskType; any other value is acceptance. */
export const TASK_TYPE = {
  URGE: 0,
  FAULT: 1,
  MAINTENANCE: 2,
  INSPECTION: 3,
  REPAIR: 4,
  ACCEPTANCE: 5,
} as const;

/** SPEC §3 urgeType: 1 and 2 use fillDate, 3 and 4 use startDate and endDate. */
export const URGE_TYPE = { DAILY_FILL: 1, DAILY_APPROVAL: 2, WEEKLY_FILL: 3, WEEKLY_APPROVAL: 4 } as const;

export const FactoryIdParams = Type.Object({ factoryId: Type.Integer({ minimum: 1 }) });

/**
 * Unread messages of the signed-in user in one factory, both tabs: `copyToMsgCount` those sent as a
 * copy (cc), `execByMsgCount` those addressed to the user; total = both.
 */
export const MessageCount = Type.Object({
  totalMsgCount: Type.Integer(),
  copyToMsgCount: Type.Integer(),
  execByMsgCount: Type.Integer(),
});
export type MessageCount = Static<typeof MessageCount>;

export const MESSAGE_MSG = {
  NOT_A_FACTORY: '工厂不存在',
  OUT_OF_SCOPE: '没有权限访问该工厂',
} as const;
