/** Project picker calls (docs/requirements.md §7 "Projects, files, misc"). */
import type { DataResult, Reply } from '@contract/common';
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
