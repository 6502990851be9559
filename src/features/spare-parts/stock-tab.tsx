/**
 * 备件管理 → 库存: every catalogue part in one factory (the top-bar factory until another is chosen here) with what it
 * holds and its minimum, the parts below it marked; receipts, issues, returns, adjustments and the minimum by code.
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { PART_MOVE, type PartMoveKind, type PartStockQuery, type PartStockRow } from '@contract/parts';
import { PERM } from '@contract/permissions';
import { QueryForm, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { useFactoryList, pagedTableProps } from '@/shared/query';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { FactoryRow } from '@/shared/tree-select';
import { fetchStock } from './api';
import { MOVE_LABEL } from './part-fields';
import { partsKeys } from './query-keys';
import { MinimumDialog, MovementDialog, type MoveState } from './stock-dialogs';
import { checkText } from '@/shared/validators';

const ACTIONS = 'actions';
const STATE = 'state';
const LOW = 'low';
const MINIMUM = 'minimum';

type StockFilter = Omit<PartStockQuery, 'factoryId' | 'pageNum' | 'pageSize'>;

export function stockFilter(values: FormValues): StockFilter {
  const keyword = String(values.keyword ?? '').trim();
  return { ...(keyword ? { keyword } : {}), ...(values.state === LOW ? { low: true } : {}) };
}

export function StockTab() {
  const t = useT();
  const [extraRows, setExtraRows] = useState(0);
  const [move, setMove] = useState<MoveState>(null);
  const [minimum, setMinimumRow] = useState<PartStockRow | null>(null);
  const list = useFactoryList(partsKeys.stock, fetchStock, stockFilter);

  const may = usePermission();
  const canMove = may(PERM.PARTS_STOCK);
  // What a keeper looks for first (the quantity against its minimum) comes right after the part, so it stays on an
  // 800 px screen beside the fixed code and actions (docs/layout.md "Tables"); the actions only for who may move stock.
  const columns = useMemo(
    (): ColumnSpec[] => [
      { prop: 'partCode', label: t('parts.code'), type: 'text', isShow: true, width: 120, fixed: 'left' },
      { prop: 'partName', label: t('parts.name'), type: 'text', isShow: true, width: 130 },
      { prop: 'quantity', label: t('parts.quantity'), type: 'number', isShow: true, width: 100 },
      { prop: 'minQuantity', label: t('parts.minQuantity'), type: 'number', isShow: true, width: 100 },
      { prop: STATE, label: t('parts.state'), type: 'text', isShow: true, width: 130 },
      { prop: 'unit', label: t('parts.unit'), type: 'text', isShow: true, width: 70 },
      { prop: 'partSpecs', label: t('parts.specs'), type: 'text', isShow: true, width: 140 },
      ...(canMove
        ? [
            {
              prop: ACTIONS,
              label: t('parts.actions'),
              type: 'text',
              isShow: true,
              fixed: 'right',
              width: 120,
            } as const,
          ]
        : []),
    ],
    [t, canMove],
  );
  const open = useCallback((kind: PartMoveKind, row: PartStockRow) => setMove({ kind, row }), []);

  const renderCell = (prop: string, row: PartStockRow) => {
    if (prop === STATE)
      return row.low ? (
        <Tag color="red">{t('parts.state.low')}</Tag>
      ) : (
        <Tag color="green">{t('parts.state.ok')}</Tag>
      );
    if (prop !== ACTIONS) return undefined;
    const kinds = [PART_MOVE.RECEIPT, PART_MOVE.ISSUE, PART_MOVE.RETURN, PART_MOVE.ADJUST];
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            ...kinds.map((kind) => ({ key: kind, label: t(MOVE_LABEL[kind]) })),
            { type: 'divider' as const },
            { key: MINIMUM, label: t('parts.setMinimum') },
          ],
          onClick: ({ key }) => {
            if (key === MINIMUM) setMinimumRow(row);
            else {
              const kind = kinds.find((k) => k === key);
              if (kind) open(kind, row);
            }
          },
        }}
      >
        <Button size="small" type="link">
          {t('parts.moveStock')} <DownOutlined />
        </Button>
      </Dropdown>
    );
  };

  return (
    <>
      <FactoryRow
        id="parts-stock-factory"
        factoryId={list.factoryId}
        tree={list.tree}
        onChange={list.chooseFactory}
      />
      <QueryForm
        initialValues={list.linkValues}
        fields={[
          { type: 'input', prop: 'keyword', label: t('parts.keyword'), validator: checkText },
          {
            type: 'select',
            prop: 'state',
            label: t('parts.state'),
            options: [{ value: LOW, label: t('parts.state.low') }],
          },
        ]}
        onSearch={list.setValues}
        onReset={list.setValues}
        onLayoutRows={setExtraRows}
      />
      <GenericTable<PartStockRow>
        tableId="parts_stock"
        columns={columns}
        {...pagedTableProps(list)}
        extraQueryRows={extraRows}
        rowKey="partId"
        renderCell={renderCell}
      />
      <MovementDialog state={move} onClose={() => setMove(null)} />
      <MinimumDialog row={minimum} onClose={() => setMinimumRow(null)} />
    </>
  );
}
