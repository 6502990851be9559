/** Task message calls of the bell and the drawer (docs/requirements.md §7 "Task messages", docs/architecture.md §3). */
import type { DataResult, PageResult, Reply } from '@contract/common';
import { TASK_TYPE, type Message, type MessageCount, type MsgTab, type TodoKind } from '@contract/message';
import { del, get } from '@/shared/api';

const BASE = '/system/base/task/msg';

/** Silent: a badge refreshing every minute must not toast every failure. */
export async function fetchMessageCount(factoryId: number): Promise<MessageCount> {
  const reply = await get<DataResult<MessageCount>>(`${BASE}/count/${factoryId}`, undefined, {
    silent: true,
  });
  return reply.data;
}

/** docs/requirements.md §9 default page size; the drawer loads more on demand. */
export const MESSAGE_PAGE_SIZE = 100;

/** The list's optional filters (docs/requirements.md §3 "To-do queue"): a to-do kind, words to find. */
export interface MessageFilter {
  todoKind?: TodoKind;
  keyword?: string;
}

export async function fetchMessages(
  factoryId: number,
  tab: MsgTab,
  pageNum: number,
  filter: MessageFilter = {},
): Promise<PageResult<Message>> {
  const keyword = filter.keyword?.trim();
  const reply = await get<PageResult<Message>>(`${BASE}/list/${factoryId}/${tab}`, {
    pageNum,
    pageSize: MESSAGE_PAGE_SIZE,
    ...(filter.todoKind ? { todoKind: filter.todoKind } : {}),
    ...(keyword ? { keyword } : {}),
  });
  return { ...reply, rows: Array.isArray(reply.rows) ? reply.rows : [], total: reply.total ?? 0 };
}

export const readMessage = (msgId: number) => get<DataResult<number>>(`${BASE}/read/${msgId}`);

export const readAllMessages = (factoryId: number, tab: MsgTab) =>
  get<DataResult<number>>(`${BASE}/read/${factoryId}/${tab}`);

export const deleteMessage = (msgId: number) => del<DataResult<number>>(`${BASE}/del/${msgId}`);

export const deleteAllMessages = (factoryId: number, tab: MsgTab) =>
  del<DataResult<number>>(`${BASE}/del/${factoryId}/${tab}`);

/** '' when the message may be routed, else the reason (docs/requirements.md §4); urges have their own check (docs/requirements.md §7). */
export async function checkMessage(message: Pick<Message, 'msgId' | 'taskType'>): Promise<string> {
  const path =
    message.taskType === TASK_TYPE.URGE
      ? `${BASE}/check/urge/${message.msgId}`
      : `${BASE}/check/${message.msgId}`;
  return (await get<Reply>(path)).msg ?? '';
}
