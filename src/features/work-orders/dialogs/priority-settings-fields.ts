/**
 * The 时限设置 form as plain values (docs/work-order-lifecycle.md "Priority and due time"): two minute fields per
 * priority and the urge interval, the body it saves at a version, and the fields the merge view of a stale save names.
 */
import {
  WO_PRIORITIES,
  type WoPriority,
  type WoPrioritySettings,
  type WoPrioritySettingsBody,
} from '@contract/wo-priority';
import type { FormValues } from '@/shared/form';
import type { ConflictField } from '@/shared/form/edit-conflict';
import type { MessageKey } from '@/shared/i18n';
import { priorityKey } from '../priority';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export const responseProp = (p: WoPriority) => `response${p}`;
export const completeProp = (p: WoPriority) => `complete${p}`;
export const INTERVAL_PROP = 'urgeIntervalMinutes';

export function toPriorityValues(s: WoPrioritySettings): Record<string, number> {
  return {
    ...Object.fromEntries(
      s.targets.flatMap((x) => [
        [responseProp(x.priority), x.responseMinutes],
        [completeProp(x.priority), x.completeMinutes],
      ]),
    ),
    [INTERVAL_PROP]: s.urgeIntervalMinutes,
  };
}

export function toPriorityBody(values: FormValues, version: number): WoPrioritySettingsBody {
  return {
    targets: WO_PRIORITIES.map((priority) => ({
      priority,
      responseMinutes: Number(values[responseProp(priority)]),
      completeMinutes: Number(values[completeProp(priority)]),
    })),
    urgeIntervalMinutes: Number(values[INTERVAL_PROP]),
    version,
  };
}

export function priorityConflictFields(t: Translate): ConflictField[] {
  return [
    ...WO_PRIORITIES.flatMap((p) => [
      { prop: responseProp(p), label: `${t(priorityKey(p))} ${t('woPriority.settings.response')}` },
      { prop: completeProp(p), label: `${t(priorityKey(p))} ${t('woPriority.settings.complete')}` },
    ]),
    { prop: INTERVAL_PROP, label: t('woPriority.settings.interval') },
  ];
}
