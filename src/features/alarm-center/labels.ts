import type { AlarmEventKind } from '@contract/alarm';
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

/** The one priority look of the product, named as the pages of this feature use it. */
export { PRIORITY_COLOR, PRIORITY_LABEL } from '@/shared/alarm/priority';
