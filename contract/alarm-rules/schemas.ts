/**
 * The TypeBox schemas of 告警规则 (docs/alarms.md "Rules"): server only. Each schema's Static type is the type
 * ./index.ts declares, checked both ways at compile time.
 */
import { Type } from '@sinclair/typebox';
import { ALARM_DEVICE_TYPE, ALARM_KINDS, ALARM_PRIORITIES } from '../alarm';
import { literals, same, RecordVersion } from '../common/schemas';
import type * as Declared from './index';
import { ALARM_SETTINGS_LIMITS } from './index';

export * from './index';

export const AlarmPriorityRule = Type.Object({
  kind: literals(ALARM_KINDS),
  deviceType: literals(Object.values(ALARM_DEVICE_TYPE)),
  priority: literals(ALARM_PRIORITIES),
});
export type AlarmPriorityRule = Declared.AlarmPriorityRule;

const Escalate = (description: string) =>
  Type.Integer({
    minimum: ALARM_SETTINGS_LIMITS.ESCALATE_MIN,
    maximum: ALARM_SETTINGS_LIMITS.ESCALATE_MAX,
    description,
  });

const fields = {
  rules: Type.Array(AlarmPriorityRule, {
    maxItems: 30,
    description: 'every kind × device type pair that can occur, once (contract/alarm-rules ALARM_RULE_PAIRS)',
  }),
  shelveMaxMinutes: Type.Integer({
    minimum: 1,
    maximum: ALARM_SETTINGS_LIMITS.SHELVE_MAX_MIN,
    description: 'the longest shelve an operator may set',
  }),
  escalateSupervisorMinutes: Escalate("minutes unacknowledged before the factory's supervisors are told"),
  escalateAdminMinutes: Escalate(
    "minutes unacknowledged before the administrators are told (> the supervisors')",
  ),
  version: RecordVersion,
};

export const AlarmSettingsBody = Type.Object(fields);
export type AlarmSettingsBody = Declared.AlarmSettingsBody;

export const AlarmSettings = Type.Object({
  ...fields,
  updateBy: Type.String(),
  updateTime: Type.String(),
});
export type AlarmSettings = Declared.AlarmSettings;

export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof AlarmPriorityRule, Declared.AlarmPriorityRule>(true),
  same<typeof AlarmSettingsBody, Declared.AlarmSettingsBody>(true),
  same<typeof AlarmSettings, Declared.AlarmSettings>(true),
] as const;
