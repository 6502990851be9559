/** The factory a ledger page lists, above its query form; a notice while no factory is known yet. */
import { Alert, Space } from 'antd';
import type { AreaNode } from '@contract/system';
import { useT } from '@/shared/i18n';
import { AreaTreeSelect } from '@/shared/tree-select';

export interface LedgerFactoryProps {
  id: string;
  factoryId: number | null;
  /** the top bar's tree, when it has one */
  tree: AreaNode[];
  onChange: (id: number | undefined) => void;
}

export function LedgerFactory({ id, factoryId, tree, onChange }: LedgerFactoryProps) {
  const t = useT();
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor={id}>{t('device.factory')}</label>
        <AreaTreeSelect
          id={id}
          value={factoryId}
          tree={tree.length > 0 ? tree : undefined}
          pickDefault={false}
          onChange={onChange}
          style={{ width: 240 }}
        />
      </Space>
      {factoryId === null && <Alert type="info" showIcon message={t('device.pickFactory')} />}
    </>
  );
}
