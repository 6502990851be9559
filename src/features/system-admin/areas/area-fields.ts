/** The area form as a field spec (the generic edit form renders and validates it, docs/requirements.md §5). */
import { AREA_RULE, type DistrictNode } from '@contract/area';
import type { FieldOption, FieldSpec } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import { checkAddress, checkLatitude, checkLongitude, checkRemarks, type Check } from '@/shared/validators';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

const NAME = new RegExp(AREA_RULE.NAME);
const CODE = new RegExp(AREA_RULE.CODE);

/** Required and patterned like the server's contract, so the console refuses what the server would. */
const pattern =
  (re: RegExp, required: string, rule: string): Check =>
  (value) => {
    const s = value === undefined || value === null ? '' : String(value).trim();
    if (!s) return required;
    return re.test(s) ? undefined : rule;
  };

function districtOptions(nodes: DistrictNode[]): FieldOption[] {
  return nodes.map((n) => ({
    label: n.name,
    value: n.code,
    ...(n.children?.length ? { children: districtOptions(n.children) } : {}),
  }));
}

export function areaFields(t: T, parents: FieldOption[], districts: DistrictNode[]): FieldSpec[] {
  return [
    { type: 'treeSelect', label: t('area.parent'), prop: 'parentId', required: true, options: parents },
    {
      type: 'select',
      label: t('area.type'),
      prop: 'type',
      required: true,
      options: [
        { label: t('area.type.area'), value: 'area' },
        { label: t('area.type.factory'), value: 'factory' },
      ],
    },
    {
      type: 'input',
      label: t('area.name'),
      prop: 'name',
      required: true,
      validator: pattern(NAME, t('generic.required.fill', { label: t('area.name') }), t('area.nameRule')),
    },
    {
      type: 'input',
      label: t('area.code'),
      prop: 'code',
      required: true,
      validator: pattern(CODE, t('generic.required.fill', { label: t('area.code') }), t('area.codeRule')),
    },
    { type: 'number', label: t('area.orderNum'), prop: 'orderNum' },
    {
      type: 'treeSelect',
      label: t('area.district'),
      prop: 'districtCode',
      options: districtOptions(districts),
    },
    { type: 'input', label: t('area.address'), prop: 'address', validator: checkAddress },
    { type: 'input', label: t('area.longitude'), prop: 'longitude', validator: checkLongitude },
    { type: 'input', label: t('area.latitude'), prop: 'latitude', validator: checkLatitude },
    { type: 'textarea', label: t('area.remark'), prop: 'remark', validator: checkRemarks },
  ];
}
