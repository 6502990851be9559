/**
 * Fields of the report (create) form per kind, and its body (contract WoCreateBody). Repairs and
 * faults are reported: category, source, downtime counted and fault start time belong to them;
 * maintenance and inspection are planned work with a content and a planned execution time.
 * docs/requirements.md §5: report content and remark at most 100 characters; dates as YYYY-MM-DD HH:mm:ss.
 */
import { WO_TEXT_MAX, type WoCreateBody, type WoKind } from '@contract/work-order';
import type { FieldOption, FieldSpec, FormValues } from '@/shared/form';
import { textCheck, trimmed, type Translate } from './checks';
import { contentLabelKey } from './order-info';
import { priorityField } from '../priority';
import { WO_PRIORITIES } from '@contract/wo-priority';

export const isReported = (kind: WoKind): boolean => kind === 'fix' || kind === 'planFix';

export interface ReportOptions {
  devices: FieldOption[];
  fixTypes: FieldOption[];
  reportSources: FieldOption[];
}

export function reportFields(kind: WoKind, t: Translate, options: ReportOptions): FieldSpec[] {
  const content = t(contentLabelKey(kind));
  const fields: FieldSpec[] = [
    {
      type: 'select',
      prop: 'deviceId',
      label: t('woDlg.f.device'),
      required: true,
      options: options.devices,
    },
    priorityField(t),
  ];
  if (isReported(kind))
    fields.push(
      { type: 'select', prop: 'fixType', label: t('woDlg.f.fixType'), options: options.fixTypes },
      {
        type: 'select',
        prop: 'reportSource',
        label: t('woDlg.f.reportSource'),
        options: options.reportSources,
      },
      {
        type: 'select',
        prop: 'isStatistics',
        label: t('woDlg.f.isStatistics'),
        options: [
          { value: 1, label: t('woDlg.yes') },
          { value: 0, label: t('woDlg.no') },
        ],
      },
      { type: 'datetime', prop: 'fixStartTime', label: t('woDlg.f.fixStartTime') },
    );
  fields.push(
    { type: 'datetime', prop: 'execTime', label: t('woDlg.f.execTime') },
    {
      type: 'textarea',
      countMax: WO_TEXT_MAX,
      prop: 'reportContent',
      label: content,
      required: true,
      validator: textCheck(t, content, { required: true }),
    },
    {
      type: 'textarea',
      countMax: WO_TEXT_MAX,
      prop: 'remark',
      label: t('woDlg.f.remark'),
      validator: textCheck(t, t('woDlg.f.remark')),
    },
  );
  return fields;
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];

/** Only what was filled in: the server's patterns see real input, defaults stay the server's. */
export function reportBody(kind: WoKind, factoryId: number, values: FormValues): WoCreateBody {
  const body: WoCreateBody = {
    factoryId,
    deviceId: Number(values.deviceId),
    reportContent: trimmed(values.reportContent) ?? '',
  };
  const remark = trimmed(values.remark);
  if (remark) body.remark = remark;
  const priority = WO_PRIORITIES.find((p) => p === Number(values.priority));
  if (priority !== undefined) body.priority = priority;
  const execTime = trimmed(values.execTime);
  if (execTime) body.execTime = execTime;
  if (isReported(kind)) {
    const fixType = trimmed(values.fixType);
    if (fixType) body.fixType = fixType;
    const reportSource = trimmed(values.reportSource);
    if (reportSource) body.reportSource = reportSource;
    if (values.isStatistics === 0 || values.isStatistics === 1) body.isStatistics = values.isStatistics;
    const fixStartTime = trimmed(values.fixStartTime);
    if (fixStartTime) body.fixStartTime = fixStartTime;
  }
  const photos = numbers(values.attachmentIds);
  if (photos.length) body.attachmentIds = photos;
  const copyTo = numbers(values.copyTo);
  if (copyTo.length) body.copyTo = copyTo;
  if (kind === 'inspect' && Array.isArray(values.items))
    body.items = (values.items as Record<string, unknown>[]).map((item) => {
      const standard = trimmed(item.standard);
      return { itemName: trimmed(item.itemName) ?? '', ...(standard ? { standard } : {}) };
    });
  return body;
}
