/**
 * The factory a factory page shows (docs/architecture.md §4 "Factory pages"), above its content: a labelled area tree
 * select, and a notice while no factory is known yet.
 */
import { Alert, Space } from 'antd';
import type { AreaNode } from '@contract/system';
import { useT } from '../i18n';
import { AreaTreeSelect } from './area-tree-select';

export interface FactoryRowProps {
  id: string;
  factoryId: number | null;
  /** the top bar's tree, when it has one */
  tree: AreaNode[];
  onChange: (id: number | undefined) => void;
}

export function FactoryRow({ id, factoryId, tree, onChange }: FactoryRowProps) {
  const t = useT();
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor={id}>{t('generic.factory')}</label>
        <AreaTreeSelect
          id={id}
          value={factoryId}
          tree={tree.length > 0 ? tree : undefined}
          pickDefault={false}
          onChange={onChange}
          style={{ width: 240 }}
        />
      </Space>
      {factoryId === null && <Alert type="info" showIcon message={t('generic.pickFactory')} />}
    </>
  );
}
