/**
 * A consumable's unit as shown: the stored value is the Chinese unit (contract DEVICE_UNITS), its text the
 * language's (docs/i18n.md). A value outside the list is shown as stored.
 */
import { DEVICE_UNITS } from '@contract/asset';
import type { MessageKey, Vars } from '@/shared/i18n';

type DeviceUnit = (typeof DEVICE_UNITS)[number];

const UNIT_KEY: Readonly<Record<DeviceUnit, MessageKey>> = {
  个: 'device.unitName.piece',
  件: 'device.unitName.item',
  米: 'device.unitName.metre',
  千克: 'device.unitName.kilogram',
  升: 'device.unitName.litre',
  套: 'device.unitName.set',
};

const isUnit = (unit: string): unit is DeviceUnit => (DEVICE_UNITS as readonly string[]).includes(unit);

export const unitLabel = (t: (key: MessageKey, vars?: Vars) => string, unit: string): string =>
  isUnit(unit) ? t(UNIT_KEY[unit]) : unit;

/** The unit select's options: stored values, shown in the language. */
export const unitOptions = (t: (key: MessageKey, vars?: Vars) => string) =>
  DEVICE_UNITS.map((u) => ({ value: u, label: unitLabel(t, u) }));
