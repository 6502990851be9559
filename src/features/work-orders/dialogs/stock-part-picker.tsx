/**
 * 从库存选择 of the handle dialog's parts table (docs/parts.md "Orders"): the parts the order's factory holds, searched
 * on the server by code or name; choosing one adds a row that the handling issues from that stock. Shown only to
 * holders of the stock list's code: anyone else types parts as free text, as before.
 */
import { Select } from 'antd';
import { useState } from 'react';
import type { PartStockRow } from '@contract/parts';
import { PERM } from '@contract/permissions';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { usePageQuery } from '@/shared/query';
import { fetchStockParts } from '../api';
import { workOrderKeys } from '../query-keys';

const NONE: PartStockRow[] = [];

export function StockPartPicker({
  factoryId,
  disabled,
  onPick,
}: {
  factoryId: number | null;
  disabled: boolean;
  onPick: (part: PartStockRow) => void;
}) {
  const t = useT();
  const allowed = usePermission()(PERM.PARTS_LIST);
  const [keyword, setKeyword] = useState('');
  const stock = usePageQuery({
    queryKey: workOrderKeys.stock(factoryId ?? 0, keyword),
    queryFn: () => fetchStockParts(factoryId ?? 0, keyword),
    enabled: allowed && factoryId !== null,
  });
  if (!allowed || factoryId === null) return null;
  const parts = stock.data ?? NONE;
  return (
    <Select<number>
      showSearch
      value={null}
      disabled={disabled}
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      loading={stock.isFetching}
      placeholder={t('parts.pickPlaceholder')}
      aria-label={t('parts.pick')}
      style={{ width: 420, marginBottom: 8 }}
      options={parts.map((p) => ({
        value: p.partId,
        label: t('parts.pickOption', {
          code: p.partCode,
          name: p.partName,
          specs: p.partSpecs,
          quantity: p.quantity,
          unit: p.unit,
        }),
      }))}
      onChange={(partId) => {
        const part = parts.find((p) => p.partId === partId);
        if (part) onPick(part);
      }}
    />
  );
}
