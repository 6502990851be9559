/**
 * The table's pagination in the docs/requirements.md §9 layout: total, sizes, prev, pager, next, jumper. antd's own
 * Pagination puts the size changer after `next`, so the total and the sizes are drawn here first.
 */
import { Pagination, Select } from 'antd';
import { useT } from '../i18n';
import { PAGE_SIZES } from './table-logic';

export interface TablePagerProps {
  total: number;
  pageNum: number;
  pageSize: number;
  /** A new page size goes back to page 1. */
  onChange?: (pageNum: number, pageSize: number) => void;
}

export function TablePager({ total, pageNum, pageSize, onChange }: TablePagerProps) {
  const t = useT();
  return (
    <div
      className="generic-table-pager"
      style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 8 }}
    >
      <span className="generic-table-pager-total">{t('generic.pagination.total', { total })}</span>
      <Select
        className="generic-table-pager-sizes"
        size="small"
        aria-label={t('generic.pagination.sizes')}
        value={pageSize}
        style={{ width: 110 }}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('generic.pagination.size', { size }) }))}
        onChange={(size: number) => onChange?.(1, size)}
      />
      <Pagination
        size="small"
        current={pageNum}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(page) => onChange?.(page, pageSize)}
      />
    </div>
  );
}
