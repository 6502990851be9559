/** The project (factory) picker of the top bar (docs/requirements.md §2 "Top bar", §7 "Projects, files, misc"). */
import { Type, type Static } from '@sinclair/typebox';

/**
 * PUT /api/system/project/currentproject: the chosen tree node. Only `id` is read; the console may
 * send the whole node (label, children …), which is ignored.
 */
export const CurrentProjectBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type CurrentProjectBody = Static<typeof CurrentProjectBody>;

export const PROJECT_MSG = {
  SWITCHED: '切换成功',
  OUT_OF_SCOPE: '没有权限访问该工厂',
} as const;
