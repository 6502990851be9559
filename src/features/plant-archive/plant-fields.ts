/**
 * The plant archive's form (docs/architecture.md §3 "Plant archive"): its fields under the shared rules of
 * docs/requirements.md §5 (address 50, coordinates, the 9-digit number, remark 100; a contact's name, phone 请输入手机号
 * and landline 请输入座机号), so the console refuses what the server would, and the body it sends.
 */
import {
  CAPACITY_UNITS,
  type PlantArchive,
  type PlantContact,
  type PlantEditBody,
} from '@contract/plant-archive';
import type { FieldOption, FieldSpec, FormValues } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import {
  checkAddress,
  checkDigits,
  checkLandline,
  checkLatitude,
  checkLongitude,
  checkName,
  checkPhone,
  checkRemarks,
  checkText,
  DIGITS_LIMIT,
  type Check,
} from '@/shared/validators';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function plantFields(t: Translate, processTypes: FieldOption[]): FieldSpec[] {
  return [
    { type: 'input', prop: 'address', label: t('plant.address'), validator: checkAddress },
    { type: 'input', prop: 'longitude', label: t('plant.longitude'), validator: checkLongitude },
    { type: 'input', prop: 'latitude', label: t('plant.latitude'), validator: checkLatitude },
    {
      type: 'input',
      prop: 'designCapacity',
      label: t('plant.capacity'),
      validator: checkDigits(DIGITS_LIMIT),
    },
    {
      type: 'select',
      prop: 'capacityUnit',
      label: t('plant.capacityUnit'),
      required: true,
      options: CAPACITY_UNITS.map((u) => ({ value: u, label: u })),
    },
    { type: 'select', prop: 'processType', label: t('plant.processType'), options: processTypes },
    { type: 'date', prop: 'commissioningDate', label: t('plant.commissioningDate') },
    { type: 'textarea', prop: 'remark', label: t('plant.remark'), validator: checkRemarks },
  ];
}

/** The rule of each contact field; phone and landline are required with the requirement's own messages. */
export const CONTACT_CHECKS: Record<keyof PlantContact, Check> = {
  name: checkName(),
  role: checkText,
  mobile: checkPhone(true),
  landline: checkLandline,
};

const text = (value: unknown): string => String(value ?? '').trim();
const numberOrNull = (value: unknown): number | null => (text(value) === '' ? null : Number(text(value)));

/** The body from the form: empty values as the server's empty (null or ''), contacts in their order. */
export function toPlantBody(values: FormValues): Omit<PlantEditBody, 'version'> {
  const contacts = Array.isArray(values.contacts) ? (values.contacts as Partial<PlantContact>[]) : [];
  return {
    address: text(values.address),
    longitude: numberOrNull(values.longitude),
    latitude: numberOrNull(values.latitude),
    designCapacity: numberOrNull(values.designCapacity),
    capacityUnit: (CAPACITY_UNITS as readonly string[]).includes(text(values.capacityUnit))
      ? (text(values.capacityUnit) as PlantEditBody['capacityUnit'])
      : CAPACITY_UNITS[0],
    processType: text(values.processType),
    commissioningDate: text(values.commissioningDate) || null,
    remark: text(values.remark),
    contacts: contacts.map((c) => ({
      name: text(c.name),
      role: text(c.role),
      mobile: text(c.mobile),
      landline: text(c.landline),
    })),
  };
}

const asText = (n: number | null): string => (n === null ? '' : String(n));

/** The edit form's values: inputs hold text, an unset select nothing. */
export type PlantFormValues = Record<string, string | PlantContact[] | undefined>;

/** An archive as the form's values. */
export function toPlantValues(archive: PlantArchive): PlantFormValues {
  return {
    address: archive.address,
    longitude: asText(archive.longitude),
    latitude: asText(archive.latitude),
    designCapacity: asText(archive.designCapacity),
    capacityUnit: archive.capacityUnit,
    processType: archive.processType || undefined,
    commissioningDate: archive.commissioningDate ?? undefined,
    remark: archive.remark,
    contacts: archive.contacts.map((c) => ({ ...c })),
  };
}

/** 400,000 m³/d; '' when not set. */
export function capacityText(archive: Pick<PlantArchive, 'designCapacity' | 'capacityUnit'>): string {
  return archive.designCapacity === null
    ? ''
    : `${archive.designCapacity.toLocaleString('en-US')} ${archive.capacityUnit}`;
}
