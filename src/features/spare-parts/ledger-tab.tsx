/**
 * 备件管理 → 出入库记录: the movements of one factory's stock, the latest first: what changed, the stock after it, the
 * order an issue went to or a return came from, why and who.
 */
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import {
  PART_MOVE_KINDS,
  type PartMoveKind,
  type PartMovementQuery,
  type PartMovementRow,
} from '@contract/parts';
import { QueryForm, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { useFactoryList, pagedTableProps } from '@/shared/query';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { FactoryRow } from '@/shared/tree-select';
import { checkText } from '@/shared/validators';
import { fetchMovements } from './api';
import { MOVE_LABEL } from './part-fields';
import { partsKeys } from './query-keys';

type LedgerFilter = Omit<PartMovementQuery, 'factoryId' | 'pageNum' | 'pageSize'>;

const KIND_COLOR: Record<PartMoveKind, string> = {
  receipt: 'green',
  issue: 'orange',
  return: 'blue',
  adjust: 'purple',
};

export function ledgerFilter(values: FormValues): LedgerFilter {
  const keyword = String(values.taskNo ?? '').trim();
  const kind = PART_MOVE_KINDS.find((k) => k === values.kind);
  const begin = String(values.beginTime ?? '');
  const end = String(values.endTime ?? '');
  return {
    ...(kind ? { kind } : {}),
    ...(keyword ? { taskNo: keyword } : {}),
    ...(begin ? { beginTime: begin } : {}),
    ...(end ? { endTime: end } : {}),
  };
}

export function LedgerTab() {
  const t = useT();
  const [extraRows, setExtraRows] = useState(0);
  const list = useFactoryList(partsKeys.ledger, fetchMovements, ledgerFilter);
  const columns = useMemo(
    (): ColumnSpec[] => [
      {
        prop: 'createTime',
        label: t('parts.createTime'),
        type: 'text',
        isShow: true,
        width: 160,
        fixed: 'left',
      },
      { prop: 'partCode', label: t('parts.code'), type: 'text', isShow: true, width: 130, keep: true },
      { prop: 'partName', label: t('parts.name'), type: 'text', isShow: true, width: 120 },
      { prop: 'kind', label: t('parts.kind'), type: 'text', isShow: true, width: 100 },
      { prop: 'quantity', label: t('parts.change'), type: 'number', isShow: true, width: 90 },
      { prop: 'balance', label: t('parts.balance'), type: 'number', isShow: true, width: 90 },
      { prop: 'unit', label: t('parts.unit'), type: 'text', isShow: true, width: 70 },
      { prop: 'taskNo', label: t('parts.taskNo'), type: 'text', isShow: true, width: 150, keep: true },
      { prop: 'reason', label: t('parts.reason'), type: 'text', isShow: true, width: 140 },
      { prop: 'createByName', label: t('parts.createBy'), type: 'text', isShow: true, width: 100 },
    ],
    [t],
  );
  const kinds = PART_MOVE_KINDS.map((k) => ({ value: k, label: t(MOVE_LABEL[k]) }));

  return (
    <>
      <FactoryRow
        id="parts-ledger-factory"
        factoryId={list.factoryId}
        tree={list.tree}
        onChange={list.chooseFactory}
      />
      <QueryForm
        fields={[
          { type: 'select', prop: 'kind', label: t('parts.kind'), options: kinds },
          { type: 'input', prop: 'taskNo', label: t('parts.taskNo'), validator: checkText },
          { type: 'datetime', prop: 'beginTime', label: t('parts.beginTime') },
          { type: 'datetime', prop: 'endTime', label: t('parts.endTime') },
        ]}
        onSearch={list.setValues}
        onReset={list.setValues}
        onLayoutRows={setExtraRows}
      />
      <GenericTable<PartMovementRow>
        tableId="parts_ledger"
        columns={columns}
        {...pagedTableProps(list)}
        extraQueryRows={extraRows}
        rowKey="movementId"
        renderCell={(prop, row) =>
          prop === 'kind' ? <Tag color={KIND_COLOR[row.kind]}>{t(MOVE_LABEL[row.kind])}</Tag> : undefined
        }
      />
    </>
  );
}
