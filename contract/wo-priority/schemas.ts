/**
 * The TypeBox schemas of work-order priorities (docs/work-order-lifecycle.md "Priority and due time"): server only.
 * Each schema's Static type is the type ./index.ts declares, checked both ways at compile time.
 */
import { Type } from '@sinclair/typebox';
import { literals, same, RecordVersion } from '../common/schemas';
import type * as Declared from './index';
import { WO_PRIORITIES, WO_PRIORITY_LIMITS } from './index';

export * from './index';

export const WoPriorityLiteral = literals(WO_PRIORITIES);

const Target = (description: string) =>
  Type.Integer({
    minimum: WO_PRIORITY_LIMITS.TARGET_MIN,
    maximum: WO_PRIORITY_LIMITS.TARGET_MAX,
    description,
  });

export const WoPriorityTarget = Type.Object({
  priority: WoPriorityLiteral,
  responseMinutes: Target('minutes from the report to the dispatch'),
  completeMinutes: Target('minutes from the report to the handling (the due time)'),
});
export type WoPriorityTarget = Declared.WoPriorityTarget;

const fields = {
  targets: Type.Array(WoPriorityTarget, {
    maxItems: 8,
    description: 'every priority (1 紧急 … 4 低) once',
  }),
  urgeIntervalMinutes: Type.Integer({
    minimum: WO_PRIORITY_LIMITS.INTERVAL_MIN,
    maximum: WO_PRIORITY_LIMITS.INTERVAL_MAX,
    description: "minutes between the urge ladder's rungs (executor, dispatcher, supervisors)",
  }),
  version: RecordVersion,
};

export const WoPrioritySettingsBody = Type.Object(fields);
export type WoPrioritySettingsBody = Declared.WoPrioritySettingsBody;

export const WoPrioritySettings = Type.Object({
  ...fields,
  updateBy: Type.String(),
  updateTime: Type.String(),
});
export type WoPrioritySettings = Declared.WoPrioritySettings;

export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof WoPriorityTarget, Declared.WoPriorityTarget>(true),
  same<typeof WoPrioritySettingsBody, Declared.WoPrioritySettingsBody>(true),
  same<typeof WoPrioritySettings, Declared.WoPrioritySettings>(true),
] as const;
