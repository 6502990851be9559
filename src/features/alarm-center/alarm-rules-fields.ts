/**
 * 告警规则's form (docs/alarms.md "Rules"): the settings as flat form values — one priority field per kind × device
 * type pair that can occur, and the three times — so that drafts and the three-way merge of a stale save
 * (docs/concurrency.md) work field by field, each with its label.
 */
import { ALARM_PRIORITIES, type AlarmDeviceType, type AlarmKind, type AlarmPriority } from '@contract/alarm';
import {
  ALARM_RULE_PAIRS,
  type AlarmPriorityRule,
  type AlarmRulePair,
  type AlarmSettings,
  type AlarmSettingsBody,
} from '@contract/alarm-rules';
import type { FieldOption, FormValues } from '@/shared/form';
import type { ConflictField } from '@/shared/form/edit-conflict';
import type { MessageKey, Vars } from '@/shared/i18n';
import { PRIORITY_LABEL } from './labels';

type T = (key: MessageKey, vars?: Vars) => string;

export const TIME_FIELDS = ['shelveMaxMinutes', 'escalateSupervisorMinutes', 'escalateAdminMinutes'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

export const TIME_LABEL: Readonly<Record<TimeField, MessageKey>> = {
  shelveMaxMinutes: 'alarmRules.shelveMax',
  escalateSupervisorMinutes: 'alarmRules.escalateSupervisor',
  escalateAdminMinutes: 'alarmRules.escalateAdmin',
};

/** The form field of a pair's priority. */
export const ruleProp = ({ kind, deviceType }: AlarmRulePair): string => `rule_${kind}_${deviceType}`;

export const kindLabel = (t: T, kind: AlarmKind): string => t(`alarms.kind.${kind}` as MessageKey);
export const deviceTypeLabel = (t: T, type: AlarmDeviceType): string =>
  t(`alarmRules.deviceType.${type}` as MessageKey);
export const pairLabel = (t: T, pair: AlarmRulePair): string =>
  t('alarmRules.pair', { kind: kindLabel(t, pair.kind), device: deviceTypeLabel(t, pair.deviceType) });

export const priorityOptions = (t: T): FieldOption[] =>
  ALARM_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_LABEL[p]) }));

export function toSettingsValues(s: AlarmSettings): Record<string, number> {
  return {
    ...Object.fromEntries(s.rules.map((r) => [ruleProp(r), r.priority])),
    shelveMaxMinutes: s.shelveMaxMinutes,
    escalateSupervisorMinutes: s.escalateSupervisorMinutes,
    escalateAdminMinutes: s.escalateAdminMinutes,
  };
}

export function toSettingsBody(values: FormValues, version: number): AlarmSettingsBody {
  const rules: AlarmPriorityRule[] = ALARM_RULE_PAIRS.map((p) => ({
    ...p,
    priority: values[ruleProp(p)] as AlarmPriority,
  }));
  return {
    rules,
    shelveMaxMinutes: Number(values.shelveMaxMinutes),
    escalateSupervisorMinutes: Number(values.escalateSupervisorMinutes),
    escalateAdminMinutes: Number(values.escalateAdminMinutes),
    version,
  };
}

/** Every field with its label, for the merge view of a stale save. */
export function settingsConflictFields(t: T): ConflictField[] {
  const options = priorityOptions(t);
  return [
    ...ALARM_RULE_PAIRS.map((p) => ({ prop: ruleProp(p), label: pairLabel(t, p), options })),
    ...TIME_FIELDS.map((prop) => ({ prop, label: t(TIME_LABEL[prop]) })),
  ];
}
