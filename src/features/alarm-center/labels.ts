import type { AlarmEventKind, AlarmPriority } from '@contract/alarm';
import type { MessageKey } from '@/shared/i18n';
import { TAG_COLORS } from '@/shared/table';

/** The journal's events as the page names them (docs/alarms.md "Events"). */
export const EVENT_LABEL: Readonly<Record<AlarmEventKind, MessageKey>> = {
  raised: 'alarmJournal.event.raised',
  cleared: 'alarmJournal.event.cleared',
  acknowledged: 'alarmJournal.event.acknowledged',
  shelved: 'alarmJournal.event.shelved',
  unshelved: 'alarmJournal.event.unshelved',
  escalated: 'alarmJournal.event.escalated',
  released: 'alarmJournal.event.released',
  order_raised: 'alarmJournal.event.orderRaised',
};

export const PRIORITY_LABEL: Readonly<Record<AlarmPriority, MessageKey>> = {
  1: 'alarmJournal.priority.1',
  2: 'alarmJournal.priority.2',
  3: 'alarmJournal.priority.3',
  4: 'alarmJournal.priority.4',
};

/** Solid tag colours: white text at WCAG AA 4.5:1 in both themes (docs/layout.md "Status tags"). */
export const PRIORITY_COLOR: Readonly<Record<AlarmPriority, string>> = {
  1: TAG_COLORS.red,
  2: '#ad4e00',
  3: TAG_COLORS.yellow,
  4: TAG_COLORS.blue,
};

const GREY = '#595959';
export const EVENT_COLOR: Readonly<Record<AlarmEventKind, string>> = {
  raised: TAG_COLORS.red,
  cleared: TAG_COLORS.green,
  acknowledged: TAG_COLORS.blue,
  shelved: GREY,
  unshelved: GREY,
  escalated: TAG_COLORS.yellow,
  released: TAG_COLORS.green,
  order_raised: '#531dab',
};
