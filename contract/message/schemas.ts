/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { PageQuery, same } from '../common/schemas';
import { MESSAGE_KEYWORD_MAX, MSG_TAB, TODO_KINDS } from './index';

export * from './index';

export const FactoryIdParams = Type.Object({ factoryId: Type.Integer({ minimum: 1 }) });

export const FactoryTabParams = Type.Object({
  factoryId: Type.Integer({ minimum: 1 }),
  tab: Type.Integer({ minimum: MSG_TAB.MESSAGES, maximum: MSG_TAB.TODO }),
});
export type FactoryTabParams = Declared.FactoryTabParams;

export const MsgIdParams = Type.Object({ msgId: Type.Integer({ minimum: 1 }) });

/** check/urge/{id}: the msgId of an urge message (taskType 0). */
export const UrgeIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * Unread messages of the signed-in user in one factory, both tabs: `copyToMsgCount` those sent as a
 * copy (cc), `execByMsgCount` those addressed to the user; total = both.
 */
export const MessageCount = Type.Object({
  totalMsgCount: Type.Integer(),
  copyToMsgCount: Type.Integer(),
  execByMsgCount: Type.Integer(),
});
export type MessageCount = Declared.MessageCount;

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const TodoKind = Type.Union(TODO_KINDS.map((k) => Type.Literal(k)));
const NullableText = Type.Union([Type.String(), Type.Null()]);

/**
 * One row of list/{factoryId}/{tab} (docs/requirements.md §3 "Message"). Times are 'YYYY-MM-DD HH:mm:ss' and dates
 * 'YYYY-MM-DD' in China time; projectName is the factory's name, factoryType its kind of area node.
 */
export const Message = Type.Object({
  msgId: Type.Integer(),
  msgTitle: Type.String(),
  taskType: Type.Integer(),
  taskNo: Type.String(),
  deviceShowCode: Type.String(),
  deviceName: Type.String(),
  createTime: Type.String(),
  /** 1 = read */
  isRead: Type.Integer(),
  urgeType: NullableInt,
  urgeTypeLabel: Type.String(),
  factoryId: Type.Integer(),
  fillDate: NullableText,
  startDate: NullableText,
  endDate: NullableText,
  projectName: Type.String(),
  factoryType: Type.String(),
  taskId: NullableInt,
  taskStatus: NullableInt,
  distributeFlag: NullableInt,
  todoKind: Type.Optional(TodoKind),
  overdue: Type.Optional(Type.Boolean()),
});
export type Message = Declared.Message;

/** The list's paging plus its optional filters (docs/requirements.md §3 "To-do queue"). */
export const MessageListQuery = Type.Object({
  ...PageQuery.properties,
  todoKind: Type.Optional(TodoKind),
  keyword: Type.Optional(Type.String({ maxLength: MESSAGE_KEYWORD_MAX })),
});
export type MessageListQuery = Declared.MessageListQuery;

export const TodoKindCount = Type.Object({ kind: TodoKind, count: Type.Integer({ minimum: 0 }) });
export type TodoKindCount = Declared.TodoKindCount;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof FactoryTabParams, Declared.FactoryTabParams>(true),
  same<typeof MessageCount, Declared.MessageCount>(true),
  same<typeof Message, Declared.Message>(true),
  same<typeof MessageListQuery, Declared.MessageListQuery>(true),
  same<typeof TodoKindCount, Declared.TodoKindCount>(true),
] as const;
