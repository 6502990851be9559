/** The project (factory) picker of the top bar (docs/requirements.md §2 "Top bar", §7 "Projects, files, misc"). */

export const PROJECT_MSG = {
  SWITCHED: '切换成功',
  OUT_OF_SCOPE: '没有权限访问该工厂',
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

/**
 * PUT /api/system/project/currentproject: the chosen tree node. Only `id` is read; the console may
 * send the whole node (label, children …), which is ignored.
 */
export type CurrentProjectBody = {
  id: number;
};
