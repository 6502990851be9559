/** The TypeBox schemas of the secure-space routes: server only (docs/architecture.md §2). */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same } from '../common/schemas';
import { SECURE_SPACE_MODE } from './index';

export * from './index';

export const SecureSpaceSettingsSchema = Type.Object({
  mode: Type.Union([Type.Literal(SECURE_SPACE_MODE.REQUIRED), Type.Literal(SECURE_SPACE_MODE.OFF)]),
  url: Type.String(),
  helpUrl: Type.String(),
});

export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof SecureSpaceSettingsSchema, Declared.SecureSpaceSettings>(true),
] as const;
