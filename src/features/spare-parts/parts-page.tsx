/**
 * 备件管理 (docs/parts.md): the catalogue, a factory's stock and its ledger as the tabs of one page; a tab is mounted
 * when first shown and kept, so switching back finds its filter and page as left.
 */
import { Tabs } from 'antd';
import { useT } from '@/shared/i18n';
import { CatalogueTab } from './catalogue-tab';
import { LedgerTab } from './ledger-tab';
import { StockTab } from './stock-tab';

export default function PartsPage() {
  const t = useT();
  return (
    <section className="parts-page" aria-label={t('parts.title')}>
      <Tabs
        defaultActiveKey="stock"
        items={[
          { key: 'stock', label: t('parts.tab.stock'), children: <StockTab /> },
          { key: 'ledger', label: t('parts.tab.ledger'), children: <LedgerTab /> },
          { key: 'catalogue', label: t('parts.tab.catalogue'), children: <CatalogueTab /> },
        ]}
      />
    </section>
  );
}
