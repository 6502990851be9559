/**
 * Dictionaries (issue "generic components": read-only by design, as the page says): dictionary types
 * on the left, the entries of the chosen type on the right, both on the generic table and query form.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, Col, Empty, Row } from 'antd';
import type { DictDataListQuery, DictTypeListQuery, DictTypeRow } from '@contract/dict';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { pagedTableProps, usePagedQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { fetchDictData, fetchDictTypes } from './api';
import { adminKeys } from '../query-keys';

const text = (values: FormValues, key: string) => {
  const value = values[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export default function DictPage() {
  const t = useT();
  const layout = useShellLayout();
  const [chosen, setChosen] = useState<DictTypeRow | null>(null);
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

  const typeFields: FieldSpec[] = [
    { type: 'input', label: t('dict.name'), prop: 'dictName' },
    { type: 'input', label: t('dict.type'), prop: 'dictType' },
  ];
  const dataFields: FieldSpec[] = [{ type: 'input', label: t('dict.label'), prop: 'dictLabel' }];
  const typeColumns: ColumnSpec[] = [
    { label: t('dict.name'), prop: 'dictName', type: 'text', isShow: true, click: true },
    { label: t('dict.type'), prop: 'dictType', type: 'text', isShow: true, click: true },
    {
      label: t('dict.status'),
      prop: 'status',
      type: 'select',
      isShow: true,
      options: statusOptions,
      width: 90,
    },
  ];
  const dataColumns: ColumnSpec[] = [
    { label: t('dict.label'), prop: 'dictLabel', type: 'text', isShow: true },
    { label: t('dict.value'), prop: 'dictValue', type: 'text', isShow: true },
    { label: t('dict.sort'), prop: 'dictSort', type: 'number', isShow: true, width: 80 },
    {
      label: t('dict.status'),
      prop: 'status',
      type: 'select',
      isShow: true,
      options: statusOptions,
      width: 90,
    },
  ];

  const choose = (row: DictTypeRow) => {
    setChosen(row);
    data.search({ dictType: row.dictType });
  };

  return (
    <div className="woms-dict-page" data-testid="dict-page">
      <Alert type="info" showIcon message={t('dict.readOnly')} style={{ marginBottom: 12 }} />
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
                <GenericTable
                  tableId="sys_dict_data"
                  columns={dataColumns}
                  {...pagedTableProps(data)}
                  layout={layout}
                  rowKey="dictCode"
                />
              </>
            ) : (
              <Empty description={t('dict.pickType')} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
