/**
 * The query form of a work-order page: order number and device name (docs/requirements.md §5 text rule, ≤ 20 like the
 * server's query), the status where the page spans several, the order type on the acceptance pages
 * (they span every kind) and the report-time window as two 'YYYY-MM-DD HH:mm:ss' values.
 */
import { WO_KINDS } from '@contract/work-order';
import type { FieldSpec } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import { checkText } from '@/shared/validators';
import { kindKey, statusKey } from './columns';
import type { WoPageConfig } from './page-configs';

type Translate = (key: MessageKey) => string;

export function queryFields(config: WoPageConfig, t: Translate): FieldSpec[] {
  const fields: FieldSpec[] = [
    { type: 'input', prop: 'taskNo', label: t('wo.query.taskNo'), validator: checkText },
    { type: 'input', prop: 'deviceName', label: t('wo.query.deviceName'), validator: checkText },
  ];
  if (config.statuses.length > 1) {
    fields.push({
      type: 'select',
      prop: 'status',
      label: t('wo.query.status'),
      options: config.statuses.map((s) => ({ value: s, label: t(statusKey(s)) })),
    });
  }
  if (config.source === 'accept') {
    fields.push({
      type: 'select',
      prop: 'kind',
      label: t('wo.query.kind'),
      options: WO_KINDS.map((k) => ({ value: k, label: t(kindKey(k)) })),
    });
  }
  fields.push(
    { type: 'datetime', prop: 'beginTime', label: t('wo.query.beginTime') },
    { type: 'datetime', prop: 'endTime', label: t('wo.query.endTime') },
  );
  return fields;
}
