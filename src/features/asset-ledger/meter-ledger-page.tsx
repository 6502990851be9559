/**
 * 仪表台账 (docs/architecture.md §3 "Asset ledger"): the meters of one factory (the top-bar factory by default) with
 * their collector, the device they measure, their online state and last reading; add, edit and delete, each gated
 * by its code. The server refuses deleting a meter with an active alarm; its message is shown as it comes.
 */
import { Button, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { MeterRow } from '@contract/asset-meter';
import { PERM } from '@contract/permissions';
import { QueryForm } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { ExportButton } from '@/shared/download';
import { Permission } from '@/shared/permissions';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { FactoryRow } from '@/shared/tree-select';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { fetchMeters, METER_EXPORT_PATH, removeMeter } from './api';
import { MeterDialog, type MeterDialogState } from './meter-dialog';
import { kindOptions, meterQueryFields, toMeterFilter } from './meter-fields';
import { useFactoryList, pagedTableProps } from '@/shared/query';
import { assetKeys } from './query-keys';
import { useAssetsChanged } from './use-assets-changed';

export const METER_TABLE_ID = 'asset_meter';
const ACTIONS = 'actions';

const readAt = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

export default function MeterLedgerPage() {
  const t = useT();
  const confirm = useConfirm();
  const [extraRows, setExtraRows] = useState(0);
  const [dialog, setDialog] = useState<MeterDialogState>(null);
  const list = useFactoryList(assetKeys.meters, fetchMeters, toMeterFilter);
  const { factoryId } = list;
  const changed = useAssetsChanged();

  const columns = useMemo((): ColumnSpec[] => {
    const col = (prop: string, label: string, width: number, isShow = true): ColumnSpec => ({
      prop,
      label,
      type: 'text',
      isShow,
      width,
    });
    // The columns fit a 1440 px screen with the side menu open (docs/layout.md "Tables"); the energy address and the
    // collector are one tick away in the column settings.
    return [
      { ...col('code', t('meter.code'), 120), fixed: 'left' },
      col('name', t('meter.name'), 150),
      { ...col('kind', t('meter.kind'), 80), type: 'select', options: kindOptions(t) },
      col('instrumentAddr', t('meter.instrumentAddr'), 160),
      col('energyAddr', t('meter.energyAddr'), 100, false),
      col('collectorName', t('meter.collector'), 140, false),
      col('deviceName', t('meter.device'), 130),
      col('online', t('meter.online'), 90),
      { ...col('lastValue', t('meter.lastValue'), 120), type: 'number' },
      { ...col('lastReadAt', t('meter.lastReadAt'), 150), type: 'date' },
      { ...col('activeAlarms', t('meter.activeAlarms'), 90), type: 'number' },
      { ...col(ACTIONS, t('device.actions'), 110), fixed: 'right' },
    ];
  }, [t]);

  const remove = (row: MeterRow) =>
    confirm(t('meter.confirmRemove', { name: row.name }), async () => {
      const reply = await removeMeter(row.meterId).catch(() => null);
      if (reply) {
        notify('success', reply.msg);
        changed();
      }
    });

  const renderCell = (prop: string, row: MeterRow) => {
    if (prop === 'online') {
      return row.online ? (
        <Tag color="green">{t('device.related.online')}</Tag>
      ) : (
        <Tag color="red">{t('device.related.offline')}</Tag>
      );
    }
    if (prop === 'lastReadAt') return readAt(row.lastReadAt);
    if (prop !== ACTIONS) return undefined;
    return (
      <Space size={0} wrap>
        <Permission codes={PERM.METER_EDIT}>
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'edit', row })}>
            {t('device.edit')}
          </Button>
        </Permission>
        <Permission codes={PERM.METER_REMOVE}>
          <Button size="small" type="link" danger onClick={() => remove(row)}>
            {t('device.remove')}
          </Button>
        </Permission>
      </Space>
    );
  };

  const toolbar = (
    <Space wrap>
      <Permission codes={PERM.METER_ADD}>
        <Button
          type="primary"
          disabled={factoryId === null}
          onClick={() => factoryId !== null && setDialog({ mode: 'add', factoryId })}
        >
          {t('meter.add')}
        </Button>
      </Permission>
      <ExportButton
        code={PERM.METER_EXPORT}
        url={METER_EXPORT_PATH}
        filter={() => list.query}
        pageTitle={t('meter.title')}
        disabled={factoryId === null}
      />
    </Space>
  );

  return (
    <section className="meter-ledger-page" aria-label={t('meter.title')}>
      <FactoryRow id="meter-factory" factoryId={factoryId} tree={list.tree} onChange={list.chooseFactory} />
      <QueryForm
        initialValues={list.linkValues}
        fields={meterQueryFields(t)}
        onSearch={list.setValues}
        onReset={list.setValues}
        onLayoutRows={setExtraRows}
      />
      <GenericTable<MeterRow>
        tableId={METER_TABLE_ID}
        columns={columns}
        {...pagedTableProps(list)}
        extraQueryRows={extraRows}
        renderCell={renderCell}
        rowKey="meterId"
        toolbar={toolbar}
      />
      <MeterDialog state={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
