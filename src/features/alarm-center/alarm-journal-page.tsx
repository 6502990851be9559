/**
 * 告警记录 (docs/alarms.md "Journal"): every event of the alarms of the user's factories — raised, cleared,
 * acknowledged, shelved, unshelved, escalated, released, order raised — with who and when, newest first; by time,
 * factory, device, kind, priority, event and user; an alarm's whole story in a drawer; the .xlsx export of the filter.
 * An address naming `alarmRecordId` (the work-order detail's link to the alarm an order came from) opens that story,
 * also in the kept page when a new link arrives.
 */
import { Button, Grid, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ALARM_EVENTS,
  ALARM_KINDS,
  ALARM_PRIORITIES,
  type AlarmEventKind,
  type AlarmJournalRow,
  type AlarmKind,
  type AlarmPriority,
} from '@contract/alarm';
import { PERM } from '@contract/permissions';
import { useAreaTree } from '@/shared/area/use-area-tree';
import { ExportButton } from '@/shared/download';
import { QUERY_FIELDS_PER_ROW, QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { pagedTableProps, usePagedQuery } from '@/shared/query';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { LINK_PARAMS, linkId } from '@/shared/routes/paths';
import { useShellLayout } from '@/shared/ui/shell-layout';
import {
  ALARM_JOURNAL_EXPORT_PATH,
  alarmJournalKeys,
  fetchAlarmJournal,
  type AlarmJournalFilter,
} from './api';
import { AlarmStoryDrawer } from './alarm-story-drawer';
import { factoryOptions } from './factory-options';
import { EVENT_COLOR, EVENT_LABEL, PRIORITY_COLOR, PRIORITY_LABEL } from './labels';

export const ALARM_JOURNAL_TABLE_ID = 'alarm_journal';
const NARROW_FIELDS_PER_ROW = 3;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const numberOf = (value: unknown): number | undefined =>
  value === undefined || value === null || value === '' ? undefined : Number(value);

/** The query form's values as the journal's filter: only what was filled in. */
export function journalFilterOf(values: FormValues): AlarmJournalFilter {
  const entries = {
    beginTime: text(values.beginTime),
    endTime: text(values.endTime),
    factoryId: numberOf(values.factoryId),
    deviceCode: text(values.deviceCode),
    kind: ALARM_KINDS.find((k) => k === numberOf(values.kind)),
    priority: ALARM_PRIORITIES.find((p) => p === numberOf(values.priority)),
    event: ALARM_EVENTS.find((e) => e === values.event),
    userName: text(values.userName),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as AlarmJournalFilter;
}

export default function AlarmJournalPage() {
  const t = useT();
  const layout = useShellLayout();
  const wide = Grid.useBreakpoint().lg ?? true;
  const [extraRows, setExtraRows] = useState(0);
  const [story, setStory] = useState<number | null>(null);
  const { search } = useLocation();
  const [seenSearch, setSeenSearch] = useState<string | null>(null);
  if (search !== seenSearch) {
    setSeenSearch(search);
    const linked = linkId(search, LINK_PARAMS.ALARM_RECORD_ID);
    if (linked !== null) setStory(linked);
  }
  const { tree } = useAreaTree();
  const list = usePagedQuery(alarmJournalKeys.list, fetchAlarmJournal, {} as AlarmJournalFilter);

  const fields: FieldSpec[] = [
    { type: 'input', label: t('alarmJournal.deviceCode'), prop: 'deviceCode' },
    {
      type: 'select',
      label: t('alarmJournal.factory'),
      prop: 'factoryId',
      options: factoryOptions(tree ?? []),
    },
    {
      type: 'select',
      label: t('alarmJournal.kind'),
      prop: 'kind',
      options: ALARM_KINDS.map((k: AlarmKind) => ({ label: t(`alarms.kind.${k}`), value: k })),
    },
    {
      type: 'select',
      label: t('alarmJournal.priority'),
      prop: 'priority',
      options: ALARM_PRIORITIES.map((p: AlarmPriority) => ({ label: t(PRIORITY_LABEL[p]), value: p })),
    },
    {
      type: 'select',
      label: t('alarmJournal.event'),
      prop: 'event',
      options: ALARM_EVENTS.map((e: AlarmEventKind) => ({ label: t(EVENT_LABEL[e]), value: e })),
    },
    { type: 'input', label: t('alarmJournal.user'), prop: 'userName' },
    { type: 'datetime', label: t('alarmJournal.beginTime'), prop: 'beginTime' },
    { type: 'datetime', label: t('alarmJournal.endTime'), prop: 'endTime' },
  ];

  const columns = useMemo<ColumnSpec[]>(
    () => [
      { label: t('alarmJournal.at'), prop: 'at', type: 'date', isShow: true, width: 160 },
      { label: t('alarmJournal.event'), prop: 'event', type: 'text', isShow: true, width: 90 },
      { label: t('alarmJournal.user'), prop: 'userName', type: 'text', isShow: true, width: 100 },
      {
        label: t('alarmJournal.alarm'),
        prop: 'alarmRecordId',
        type: 'text',
        isShow: true,
        width: 90,
        click: true,
      },
      { label: t('alarmJournal.priority'), prop: 'priority', type: 'text', isShow: true, width: 80 },
      { label: t('alarmJournal.kind'), prop: 'kind', type: 'text', isShow: true, width: 120 },
      { label: t('alarmJournal.factory'), prop: 'factoryName', type: 'text', isShow: true, width: 130 },
      {
        label: t('alarmJournal.deviceCode'),
        prop: 'deviceCode',
        type: 'text',
        isShow: true,
        width: 130,
        keep: true,
      },
      { label: t('alarmJournal.deviceName'), prop: 'deviceName', type: 'text', isShow: false, width: 130 },
      { label: t('alarmJournal.content'), prop: 'content', type: 'text', isShow: true, width: 200 },
      { label: t('alarmJournal.note'), prop: 'note', type: 'text', isShow: true, width: 160 },
    ],
    [t],
  );

  const renderCell = (prop: string, row: AlarmJournalRow) => {
    if (prop === 'event') return <Tag color={EVENT_COLOR[row.event]}>{t(EVENT_LABEL[row.event])}</Tag>;
    if (prop === 'priority')
      return <Tag color={PRIORITY_COLOR[row.priority]}>{t(PRIORITY_LABEL[row.priority])}</Tag>;
    if (prop === 'kind') return t(`alarms.kind.${row.kind}`);
    if (prop === 'userName') return row.userName ?? t('alarmJournal.system');
    return undefined;
  };

  return (
    <div data-testid="alarm-journal-page">
      <QueryForm
        fields={fields}
        onSearch={(v) => list.search(journalFilterOf(v))}
        onLayoutRows={setExtraRows}
        perRow={wide ? QUERY_FIELDS_PER_ROW : NARROW_FIELDS_PER_ROW}
      />
      <GenericTable<AlarmJournalRow>
        tableId={ALARM_JOURNAL_TABLE_ID}
        columns={columns}
        {...pagedTableProps(list)}
        layout={layout}
        extraQueryRows={extraRows}
        rowKey="eventId"
        renderCell={renderCell}
        onCellClick={(prop, row) => {
          if (prop === 'alarmRecordId') setStory(row.alarmRecordId);
        }}
        toolbar={
          <Space>
            <ExportButton
              code={PERM.ALARM_JOURNAL_EXPORT}
              url={ALARM_JOURNAL_EXPORT_PATH}
              filter={() => list.query}
              pageTitle={t('alarmJournal.title')}
            />
            <Button onClick={list.reload}>{t('alarmJournal.refresh')}</Button>
          </Space>
        }
      />
      <AlarmStoryDrawer alarmRecordId={story} onClose={() => setStory(null)} />
    </div>
  );
}
