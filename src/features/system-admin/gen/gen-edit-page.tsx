/**
 * /gen/edit/{tableId}, 'modify generation config' (docs/requirements.md §2): an admin edits a table's default columns
 * (labels, visibility, order, fixed side, widths), stored on the server; the generic table of the page
 * that shows that table starts from them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Input,
  InputNumber,
  Result,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SaveOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import type { GenColumn, GenConfig } from '@contract/gen';
import { PERM } from '@contract/permissions';
import { ConflictView } from '@/shared/form/conflict-view';
import type { FormValues } from '@/shared/form/edit-conflict';
import { useEditConflict, type FormLike } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { notify } from '@/shared/ui/notify';
import { adminKeys } from '../query-keys';
import { fetchGenConfig, saveGenConfig } from './api';

const LABEL_MAX = 20;

/** Moves one column and renumbers `sort` so the order saved is the order shown. */
export function moveRow(rows: GenColumn[], index: number, by: -1 | 1): GenColumn[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return rows;
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row) next.splice(target, 0, row);
  return next.map((r, i) => ({ ...r, sort: i + 1 }));
}

/** A config as values the merge compares: each column by its prop (docs/concurrency.md). */
const columnsOf = (c: GenConfig): FormValues =>
  Object.fromEntries(c.rows.map(({ prop, type: _type, ...rest }) => [prop, rest]));
const genVersion = (c: GenConfig) => c.table.version;

export default function GenEditPage() {
  const t = useT();
  const tableId = Number(useParams().tableId);
  const client = useQueryClient();
  // Fetched at each mount (not when a kept tab is shown: that would drop the edits on screen).
  const answer = useQuery({
    queryKey: [...adminKeys.gen, tableId],
    queryFn: async (): Promise<GenConfig> => {
      const c = await fetchGenConfig(tableId);
      return { ...c, rows: [...c.rows].sort((a, b) => a.sort - b.sort) };
    },
  });
  // The edits, on the answer they were made on: a new answer (after a save) starts from the server's config.
  const [edited, setEdited] = useState<{ of: GenConfig; config: GenConfig } | null>(null);
  const [saving, setSaving] = useState(false);
  // The page's own state behind a form's two calls, for the conflict view of a stale save.
  const shown = useRef<{ config: GenConfig; set: (next: GenConfig) => void } | null>(null);
  const asForm: FormLike = {
    getFieldsValue: () => (shown.current ? columnsOf(shown.current.config) : {}),
    setFieldsValue: (values) => {
      const now = shown.current;
      if (!now) return;
      const rows = now.config.rows.map((r) =>
        r.prop in values ? { ...r, ...(values[r.prop] as object) } : r,
      );
      const next = { ...now.config, rows };
      // at once, not at the next render: 合并后保存 saves right after merging
      shown.current = { ...now, config: next };
      now.set(next);
    },
  };
  const conflict = useEditConflict<GenConfig>({
    form: asForm,
    fields: (answer.data?.rows ?? []).map((r) => ({ prop: r.prop, label: `${t('gen.label')} ${r.prop}` })),
    toValues: columnsOf,
    versionOf: genVersion,
  });
  const { start } = conflict;
  useEffect(() => {
    if (answer.data) start(answer.data);
  }, [answer.data, start]);

  const loaded = answer.data;
  const config = loaded && (edited?.of === loaded ? edited.config : loaded);
  useEffect(() => {
    shown.current =
      loaded && config ? { config, set: (next) => setEdited({ of: loaded, config: next }) } : null;
  });

  if (answer.isError && !answer.data)
    return <Result status="404" title="404" subTitle={t('page.notFound.text')} />;
  if (!loaded || !config) return null;
  const setConfig = (next: GenConfig) => setEdited({ of: loaded, config: next });
  const rows = config.rows;
  const update = (index: number, patch: Partial<GenColumn>) =>
    setConfig({ ...config, rows: rows.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const badLabel = rows.some((r) => r.label.trim() === '' || r.label.length > LABEL_MAX);

  const save = async () => {
    setSaving(true);
    try {
      const reply = await saveGenConfig({
        tableId,
        rows: (shown.current?.config.rows ?? rows).map((r) => ({ ...r, label: r.label.trim() })),
        version: conflict.versionToSend(),
      });
      notify('success', reply.msg);
      // The pages showing this table (the user page's columns) and this page ask for the saved config again.
      void client.invalidateQueries({ queryKey: adminKeys.gen });
    } catch (error) {
      // a stale save shows the merge; otherwise the client showed the server's message
      conflict.refusedBy(error);
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<GenColumn> = [
    {
      title: t('gen.order'),
      key: 'order',
      width: 110,
      render: (_v, _r, i) => (
        <Space size={2}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('gen.up')}
            disabled={i === 0}
            onClick={() => setConfig({ ...config, rows: moveRow(rows, i, -1) })}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('gen.down')}
            disabled={i === rows.length - 1}
            onClick={() => setConfig({ ...config, rows: moveRow(rows, i, 1) })}
          />
        </Space>
      ),
    },
    { title: t('gen.prop'), dataIndex: 'prop', key: 'prop', width: 160 },
    {
      title: t('gen.label'),
      key: 'label',
      render: (_v, r, i) => (
        <Input
          value={r.label}
          maxLength={LABEL_MAX}
          status={r.label.trim() ? undefined : 'error'}
          aria-label={`${t('gen.label')} ${r.prop}`}
          onChange={(e) => update(i, { label: e.target.value })}
        />
      ),
    },
    {
      title: t('gen.isShow'),
      key: 'isShow',
      width: 90,
      render: (_v, r, i) => (
        <Switch
          checked={r.isShow}
          aria-label={`${t('gen.isShow')} ${r.prop}`}
          onChange={(isShow) => update(i, { isShow })}
        />
      ),
    },
    {
      title: t('gen.fixed'),
      key: 'fixed',
      width: 140,
      render: (_v, r, i) => (
        <Select
          value={r.fixed}
          style={{ width: 120 }}
          onChange={(fixed) => update(i, { fixed })}
          options={[
            { label: t('gen.fixed.none'), value: '' },
            { label: t('gen.fixed.left'), value: 'left' },
            { label: t('gen.fixed.right'), value: 'right' },
          ]}
        />
      ),
    },
    {
      title: t('gen.width'),
      key: 'width',
      width: 140,
      render: (_v, r, i) => (
        <InputNumber
          min={40}
          max={800}
          value={r.width}
          onChange={(width) => width !== null && update(i, { width })}
        />
      ),
    },
  ];

  return (
    <Card
      title={`${t('gen.title')} · ${config.table.tableComment || config.table.tableName}`}
      data-testid="gen-edit-page"
      extra={
        <Permission codes={[PERM.GEN_EDIT]}>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={badLabel}
            onClick={() => void save()}
          >
            {t('gen.save')}
          </Button>
        </Permission>
      }
    >
      <ConflictView handle={conflict} onSave={() => void save()} busy={saving} />
      <Alert
        type="info"
        showIcon
        message={badLabel ? t('gen.labelRule') : t('gen.hint')}
        style={{ marginBottom: 12 }}
      />
      <Table<GenColumn> rowKey="prop" columns={columns} dataSource={rows} pagination={false} size="small" />
    </Card>
  );
}
