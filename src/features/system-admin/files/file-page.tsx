/**
 * 文件管理 (应用系统 → 系统管理; docs/architecture.md §3 "Files"): the file store's figures, then its files on the
 * generic table with the query form, newest first, each with a download. Read-only: files go by themselves when
 * nothing is attached to them a day after their upload (the orphan sweep).
 */
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import {
  FILE_ATTACHED_FILTER,
  FILE_ATTACHED_TO,
  type FileAttachedFilter,
  type FileRow,
} from '@contract/file';
import { downloadFile } from '@/shared/download';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { formatBytes } from '@/shared/format/number';
import { pagedTableProps, useKeptQuery, usePagedQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { GenericTable, type ColumnSpec, type Row } from '@/shared/table';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { adminKeys } from '../query-keys';
import { fetchFiles, fetchFileStats, type FileQuery } from './api';
import { FileStatsBar } from './file-stats';

export const FILE_TABLE_ID = 'sys_file';
const ACTIONS_PROP = 'actions';
/** The figures stand where about two query rows would: the table is that much shorter (docs/requirements.md §9). */
const STATS_ROWS = 2;

type FileFilter = Omit<FileQuery, 'pageNum' | 'pageSize'>;
type ShownRow = FileRow & Row & { sizeText: string; attachedToColor?: string };

/** The row as the table shows it: its size in units, an orphan's label in yellow. */
const shownRow = (row: FileRow): ShownRow => ({
  ...row,
  sizeText: formatBytes(row.size),
  ...(row.attachedTo === 'none' ? { attachedToColor: 'yellow' } : {}),
});

/** The query form's values as the list's filter: a name only when typed, `all` left out. */
function filterOf(values: FormValues): FileFilter {
  const name = typeof values.fileName === 'string' ? values.fileName.trim() : '';
  const attached = FILE_ATTACHED_FILTER.find((a) => a === values.attached);
  return {
    ...(name ? { fileName: name } : {}),
    ...(attached && attached !== 'all' ? { attached } : {}),
  };
}

export default function FilePage() {
  const t = useT();
  const layout = useShellLayout();
  const [extraRows, setExtraRows] = useState(0);
  const list = usePagedQuery(adminKeys.files, fetchFiles, {} as FileFilter);
  // The figures are asked again with every search, so they agree with the list below them.
  const stats = useKeptQuery(adminKeys.fileStats, list.query, fetchFileStats);

  const fields: FieldSpec[] = [
    { type: 'input', label: t('file.name'), prop: 'fileName' },
    {
      type: 'select',
      label: t('file.attached'),
      prop: 'attached',
      options: FILE_ATTACHED_FILTER.map((a: FileAttachedFilter) => ({
        value: a,
        label: t(`file.attached.${a}`),
      })),
    },
  ];
  const columns = useMemo<ColumnSpec[]>(
    () => [
      { label: t('file.id'), prop: 'fileId', type: 'number', isShow: true, width: 90 },
      { label: t('file.name'), prop: 'fileName', type: 'text', isShow: true, width: 280 },
      { label: t('file.size'), prop: 'sizeText', type: 'text', isShow: true, width: 110 },
      { label: t('file.createBy'), prop: 'createBy', type: 'text', isShow: true, width: 130 },
      { label: t('file.createTime'), prop: 'createTime', type: 'date', isShow: true, width: 170 },
      {
        label: t('file.attachedTo'),
        prop: 'attachedTo',
        type: 'select',
        isShow: true,
        width: 120,
        options: FILE_ATTACHED_TO.map((a) => ({ value: a, label: t(`file.attachedTo.${a}`) })),
      },
      { label: t('file.actions'), prop: ACTIONS_PROP, type: 'text', isShow: true, fixed: 'right', width: 90 },
    ],
    [t],
  );
  const rows = useMemo(() => list.rows.map(shownRow), [list.rows]);

  const renderCell = (prop: string, row: ShownRow) =>
    prop === ACTIONS_PROP ? (
      <Button
        size="small"
        type="link"
        aria-label={`${t('file.download')} ${row.fileName}`}
        onClick={() => void downloadFile(row.fileId, row.fileName).catch(() => undefined)}
      >
        {t('file.download')}
      </Button>
    ) : undefined;

  return (
    <div className="woms-file-page" data-testid="file-page">
      <FileStatsBar stats={stats.data} />
      <QueryForm
        fields={fields}
        initialValues={{ attached: 'all' }}
        onSearch={(values) => list.search(filterOf(values))}
        onLayoutRows={setExtraRows}
      />
      <GenericTable<ShownRow>
        tableId={FILE_TABLE_ID}
        columns={columns}
        {...pagedTableProps(list)}
        rows={rows}
        layout={layout}
        extraQueryRows={extraRows + STATS_ROWS}
        rowKey="fileId"
        renderCell={renderCell}
      />
    </div>
  );
}
