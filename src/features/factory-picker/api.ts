/** Project picker and message count calls (docs/requirements.md §7 "Projects, files, misc", "Task messages"). */
import type { DataResult, Reply } from '@contract/common';
import type { MessageCount } from '@contract/message';
import type { AreaNode } from '@contract/system';
import { get, put } from '@/shared/api';

/** The user's area/factory tree (same data and scope as /system/area/tree/list). */
export async function fetchProjects(): Promise<AreaNode[]> {
  const reply = await get<DataResult<AreaNode[]>>('/system/project/usersubprojects');
  return Array.isArray(reply.data) ? reply.data : [];
}

/** docs/requirements.md §7: the body is the chosen project; its children are left out (the server reads `id`). */
export async function saveCurrentProject(node: AreaNode): Promise<Reply> {
  const { children: _children, ...project } = node;
  return put<Reply>('/system/project/currentproject', project);
}

/** Silent: a badge refreshing every minute must not toast every failure. */
export async function fetchMessageCount(factoryId: number): Promise<MessageCount> {
  const reply = await get<DataResult<MessageCount>>(`/system/base/task/msg/count/${factoryId}`, undefined, {
    silent: true,
  });
  return reply.data;
}
