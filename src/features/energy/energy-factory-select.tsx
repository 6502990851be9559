/** The factory picker above an energy page; cleared, it stands for every factory (or asks for one). */
import { Space } from 'antd';
import type { AreaNode } from '@contract/system';
import { useT } from '@/shared/i18n';
import { AreaTreeSelect } from '@/shared/tree-select';

export interface EnergyFactorySelectProps {
  id: string;
  factoryId: number | null;
  tree: AreaNode[];
  onChange: (id: number | undefined) => void;
  /** cleared means every factory (overview, report); otherwise a factory is needed */
  allowAll: boolean;
}

export function EnergyFactorySelect({ id, factoryId, tree, onChange, allowAll }: EnergyFactorySelectProps) {
  const t = useT();
  return (
    <Space wrap>
      <label htmlFor={id}>{t('energy.factory')}</label>
      <AreaTreeSelect
        id={id}
        value={factoryId}
        tree={tree.length > 0 ? tree : undefined}
        pickDefault={false}
        allowClear={allowAll}
        placeholder={allowAll ? t('energy.allFactories') : undefined}
        onChange={onChange}
        style={{ width: 240 }}
      />
    </Space>
  );
}
