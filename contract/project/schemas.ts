/** The project (factory) picker of the top bar (docs/requirements.md §2 "Top bar", §7 "Projects, files, misc"). */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same } from '../common/schemas';

export * from './index';

/**
 * PUT /api/system/project/currentproject: the chosen tree node. Only `id` is read; the console may
 * send the whole node (label, children …), which is ignored.
 */
export const CurrentProjectBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type CurrentProjectBody = Declared.CurrentProjectBody;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof CurrentProjectBody, Declared.CurrentProjectBody>(true),
] as const;
