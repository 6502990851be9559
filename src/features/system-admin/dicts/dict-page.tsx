/**
 * 字典管理 (docs/administration.md "字典管理"): dictionary types on the left, the entries of the chosen type on the
 * right, both on the generic table and query form; types and entries added, edited and deleted behind
 * system:dict:add/edit/remove. The types the console reads and their built-in entries carry a 系统 tag: their
 * delete button is disabled with the reason, and the server refuses it too. After a change every cached dictionary
 * (src/shared/query dictKeys) is dropped, so the pages reading one get the new entries.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Space, Tag, Tooltip } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DictDataListQuery, DictDataRow, DictTypeListQuery, DictTypeRow } from '@contract/dict';
import { PERM } from '@contract/permissions';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { pagedTableProps, usePagedQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { dictKeys } from '@/shared/query';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { notify } from '@/shared/ui/notify';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { useConfirm } from '@/shared/ui/use-confirm';
import { fetchDictData, fetchDictTypes, removeDictData, removeDictType } from './api';
import { DictDataDialog, DictTypeDialog, LIST_CLASS_COLOR } from './dict-dialogs';
import { adminKeys } from '../query-keys';

const ACTIONS = 'actions';
const LABEL = 'dictLabel';

const text = (values: FormValues, key: string) => {
  const value = values[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export default function DictPage() {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const client = useQueryClient();
  const layout = useShellLayout();
  const [chosen, setChosen] = useState<DictTypeRow | null>(null);
  const [typeDialog, setTypeDialog] = useState<DictTypeRow | null | undefined>(undefined);
  const [dataDialog, setDataDialog] = useState<DictDataRow | null | undefined>(undefined);
  const mayAdd = can(PERM.DICT_ADD);
  const mayEdit = can(PERM.DICT_EDIT);
  const mayRemove = can(PERM.DICT_REMOVE);
  const statusOptions = useMemo(
    () => [
      { label: t('status.normal'), value: '0' },
      { label: t('status.disabled'), value: '1' },
    ],
    [t],
  );

  const types = usePagedQuery(adminKeys.dictTypes, fetchDictTypes, {} as DictTypeListQuery);
  const loadData = useCallback(
    (q: DictDataListQuery & { pageNum: number; pageSize: number }) => fetchDictData(q),
    [],
  );
  const data = usePagedQuery(
    adminKeys.dictData,
    loadData,
    { dictType: chosen?.dictType } as DictDataListQuery,
    chosen !== null,
  );

  /** After a write: both lists, and every dictionary another page keeps in the cache. */
  const changed = () => {
    types.reload();
    data.reload();
    void client.invalidateQueries({ queryKey: dictKeys.all });
  };

  const typeFields: FieldSpec[] = [
    { type: 'input', label: t('dict.name'), prop: 'dictName' },
    { type: 'input', label: t('dict.type'), prop: 'dictType' },
  ];
  const dataFields: FieldSpec[] = [{ type: 'input', label: t('dict.label'), prop: 'dictLabel' }];
  const actionColumn: ColumnSpec[] =
    mayEdit || mayRemove
      ? [{ label: t('dict.actions'), prop: ACTIONS, type: 'text', isShow: true, width: 120, fixed: 'right' }]
      : [];
  const typeColumns: ColumnSpec[] = [
    { label: t('dict.name'), prop: 'dictName', type: 'text', isShow: true, click: true },
    { label: t('dict.type'), prop: 'dictType', type: 'text', isShow: true, click: true },
    {
      label: t('dict.status'),
      prop: 'status',
      type: 'select',
      isShow: true,
      options: statusOptions,
      width: 80,
    },
    ...actionColumn,
  ];
  const dataColumns: ColumnSpec[] = [
    { label: t('dict.label'), prop: LABEL, type: 'text', isShow: true },
    { label: t('dict.value'), prop: 'dictValue', type: 'text', isShow: true },
    { label: t('dict.sort'), prop: 'dictSort', type: 'number', isShow: true, width: 70 },
    {
      label: t('dict.status'),
      prop: 'status',
      type: 'select',
      isShow: true,
      options: statusOptions,
      width: 80,
    },
    ...actionColumn,
  ];

  const choose = (row: DictTypeRow) => {
    setChosen(row);
    data.search({ dictType: row.dictType });
  };

  const remove = (message: string, call: () => Promise<{ msg: string }>) =>
    confirm(message, async () => {
      try {
        notify('success', (await call()).msg);
        changed();
      } catch {
        // the client showed the refusal
      }
    });

  /** Edit and delete; a protected row's delete is disabled with the reason in a tooltip. */
  const actions = (builtin: boolean, onEdit: () => void, onRemove: () => void): ReactNode => (
    <Space size={0}>
      {mayEdit && (
        <Button size="small" type="link" onClick={onEdit}>
          {t('dict.edit')}
        </Button>
      )}
      {mayRemove && (
        <Tooltip title={builtin ? t('dict.builtinTip') : undefined}>
          <Button size="small" type="link" danger disabled={builtin} onClick={onRemove}>
            {t('dict.delete')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
  /** A name or label with the 系统 tag of a protected row; an entry's label in its own style's colour. */
  const builtinTag = (label: string, builtin: boolean, color?: string) => (
    <Space size={4}>
      {color ? <Tag color={color}>{label}</Tag> : label}
      {builtin && <Tag color="gold">{t('dict.builtin')}</Tag>}
    </Space>
  );

  const renderType = (prop: string, row: DictTypeRow) => {
    if (prop === 'dictName')
      return <a onClick={() => choose(row)}>{builtinTag(row.dictName, row.builtin)}</a>;
    if (prop !== ACTIONS) return undefined;
    return actions(
      row.builtin,
      () => setTypeDialog(row),
      () =>
        remove(t('dict.confirmDeleteType', { name: row.dictName }), async () => {
          const reply = await removeDictType(row.dictId);
          if (chosen?.dictId === row.dictId) setChosen(null);
          return reply;
        }),
    );
  };
  const renderData = (prop: string, row: DictDataRow) => {
    if (prop === LABEL) {
      return builtinTag(row.dictLabel, row.builtin, LIST_CLASS_COLOR[row.listClass] ?? 'default');
    }
    if (prop !== ACTIONS) return undefined;
    return actions(
      row.builtin,
      () => setDataDialog(row),
      () => remove(t('dict.confirmDeleteData', { label: row.dictLabel }), () => removeDictData(row.dictCode)),
    );
  };

  return (
    <div className="woms-dict-page" data-testid="dict-page">
      <Alert type="info" showIcon message={t('dict.protectedNote')} style={{ marginBottom: 12 }} />
      <Row gutter={12}>
        <Col xs={24} lg={11}>
          <Card size="small" title={t('dict.types')}>
            <QueryForm
              fields={typeFields}
              perRow={3}
              onSearch={(v) => types.search({ dictName: text(v, 'dictName'), dictType: text(v, 'dictType') })}
            />
            <GenericTable<DictTypeRow>
              tableId="sys_dict_type"
              columns={typeColumns}
              {...pagedTableProps(types)}
              layout={layout}
              rowKey="dictId"
              onCellClick={(_prop, row) => choose(row)}
              renderCell={renderType}
              toolbar={
                mayAdd && (
                  <Button type="primary" onClick={() => setTypeDialog(null)}>
                    {t('dict.add')}
                  </Button>
                )
              }
            />
          </Card>
        </Col>
        <Col xs={24} lg={13}>
          <Card size="small" title={chosen ? `${t('dict.data')} · ${chosen.dictName}` : t('dict.data')}>
            {chosen ? (
              <>
                <QueryForm
                  fields={dataFields}
                  perRow={3}
                  onSearch={(v) =>
                    data.search({ dictType: chosen.dictType, dictLabel: text(v, 'dictLabel') })
                  }
                />
                <GenericTable<DictDataRow>
                  tableId="sys_dict_data"
                  columns={dataColumns}
                  {...pagedTableProps(data)}
                  layout={layout}
                  rowKey="dictCode"
                  renderCell={renderData}
                  toolbar={
                    mayAdd && (
                      <Button type="primary" onClick={() => setDataDialog(null)}>
                        {t('dict.add')}
                      </Button>
                    )
                  }
                />
              </>
            ) : (
              <Empty description={t('dict.pickType')} />
            )}
          </Card>
        </Col>
      </Row>
      <DictTypeDialog row={typeDialog} onClose={() => setTypeDialog(undefined)} onSaved={changed} />
      <DictDataDialog
        row={dataDialog}
        dictType={chosen?.dictType ?? ''}
        onClose={() => setDataDialog(undefined)}
        onSaved={changed}
      />
    </div>
  );
}
