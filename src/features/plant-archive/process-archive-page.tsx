/**
 * 工艺档案 (docs/architecture.md §3 "Plant archive"): the process units of one factory (the top-bar factory by default,
 * followed until another is chosen here) as a flow and as a table; add, edit, delete and move up/down, each gated by
 * its code. A move sends the whole new order; a refusal (the flow changed meanwhile) is shown as it comes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useCallback, useState } from 'react';
import { DICT_TYPE } from '@contract/dict';
import { PERM } from '@contract/permissions';
import type { ProcessUnit } from '@contract/plant-archive';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { FactoryRow } from '@/shared/tree-select';
import { useChosenFactory } from '@/shared/ui/current-factory';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { fetchUnits, removeUnit, reorderUnits } from './api';
import { ProcessDialog, type UnitDialogState } from './process-dialog';
import { moved } from './process-fields';
import { ProcessFlow } from './process-flow';
import { ProcessTable } from './process-table';
import { plantKeys } from './query-keys';
import { useFactoryResource } from './use-factory-resource';
import './plant-archive.css';

export default function ProcessArchivePage() {
  const t = useT();
  const confirm = useConfirm();
  const { factoryId, tree, chooseFactory } = useChosenFactory();
  const client = useQueryClient();
  const { data, loading } = useFactoryResource(plantKeys.units, factoryId, fetchUnits);
  const reload = () => void client.invalidateQueries({ queryKey: plantKeys.units });
  const units = data ?? [];
  const kinds = useDictOptions(DICT_TYPE.PROCESS_UNIT_KIND, true);
  const [dialog, setDialog] = useState<UnitDialogState>(null);
  const [moving, setMoving] = useState(false);

  const kindLabel = useCallback(
    (kind: string) => kinds.find((o) => String(o.value) === kind)?.label ?? kind,
    [kinds],
  );

  const move = (index: number, step: -1 | 1) => {
    const order = moved(
      units.map((u) => u.unitId),
      index,
      step,
    );
    if (!order || factoryId === null) return;
    setMoving(true);
    reorderUnits(factoryId, order)
      // The client shows a refusal itself; the flow is read again either way.
      .catch(() => undefined)
      .finally(() => {
        setMoving(false);
        reload();
      });
  };

  const remove = (unit: ProcessUnit) =>
    confirm(t('process.confirmRemove', { name: unit.name }), async () => {
      const reply = await removeUnit(unit.unitId).catch(() => null);
      if (reply) {
        notify('success', reply.msg);
        reload();
      }
    });

  const addButton = (
    <Permission codes={PERM.PROCESS_ADD}>
      <Button
        type="primary"
        disabled={factoryId === null}
        onClick={() => factoryId !== null && setDialog({ mode: 'add', factoryId })}
      >
        {t('process.add')}
      </Button>
    </Permission>
  );

  return (
    <section className="process-archive-page" aria-label={t('process.title')}>
      <FactoryRow id="process-factory" factoryId={factoryId} tree={tree} onChange={chooseFactory} />
      {factoryId !== null && (
        <>
          <Card title={t('process.flow')} extra={addButton} loading={data === null && loading}>
            <ProcessFlow units={units} kindLabel={kindLabel} />
          </Card>
          <Card title={t('process.units')} style={{ marginTop: 16 }}>
            <ProcessTable
              units={units}
              loading={loading}
              moving={moving}
              kindLabel={kindLabel}
              onMove={move}
              onEdit={(unit) => setDialog({ mode: 'edit', unit })}
              onRemove={remove}
            />
          </Card>
        </>
      )}
      <ProcessDialog state={dialog} kinds={kinds} onClose={() => setDialog(null)} />
    </section>
  );
}
