/**
 * 设备台账 (docs/architecture.md §3 "Asset ledger"): the devices of one factory (the top-bar factory by default,
 * following its changes until another is chosen here) in the generic table with a query form; add, edit and
 * delete, each gated by its code; a device's orders, alarms and meters in a drawer. The server refuses deleting a
 * device that an open order or an active alarm references; its message is shown as it comes.
 */
import { Button, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { DEVICE_STATUS, type DeviceListQuery, type DeviceRow } from '@contract/asset';
import { DICT_TYPE } from '@contract/dict';
import { PERM } from '@contract/permissions';
import { QueryForm, type FormValues } from '@/shared/form';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { ExportButton } from '@/shared/download';
import { Permission } from '@/shared/permissions';
import { GenericTable, type CellColor, type ColumnSpec } from '@/shared/table';
import { FactoryRow } from '@/shared/tree-select';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { DEVICE_EXPORT_PATH, fetchDevices, removeDevice } from './api';
import { DeviceDetailDrawer } from './device-detail-drawer';
import { DeviceDialog, type DeviceDialogState } from './device-dialog';
import { queryFields } from './device-fields';
import { unitOptions } from './unit-label';
import { useFactoryList } from '@/shared/query';
import { assetKeys } from './query-keys';
import { useAssetsChanged } from './use-assets-changed';

export const DEVICE_TABLE_ID = 'asset_device';
const ACTIONS = 'actions';
const CODE = 'deviceShowCode';

const STATUS_COLOR: Record<number, CellColor> = {
  [DEVICE_STATUS.RUNNING]: 'green',
  [DEVICE_STATUS.STANDBY]: 'blue',
  [DEVICE_STATUS.REPAIRING]: 'yellow',
  [DEVICE_STATUS.STOPPED]: 'red',
};

/** The query form's values as the list filter: empty values dropped, the status as a number. */
export function toFilter(values: FormValues): Omit<DeviceListQuery, 'factoryId' | 'pageNum' | 'pageSize'> {
  const keyword = String(values.keyword ?? '').trim();
  const assetType = String(values.assetType ?? '').trim();
  const status = values.status;
  return {
    ...(keyword ? { keyword } : {}),
    ...(assetType ? { assetType } : {}),
    ...(status !== undefined && status !== null && status !== ''
      ? { status: Number(status) as DeviceListQuery['status'] }
      : {}),
  };
}

export default function DeviceLedgerPage() {
  const t = useT();
  const confirm = useConfirm();
  const [extraRows, setExtraRows] = useState(0);
  const [dialog, setDialog] = useState<DeviceDialogState>(null);
  const [detail, setDetail] = useState<DeviceRow | null>(null);
  const assetTypes = useDictOptions(DICT_TYPE.ASSET_TYPE, true);
  const statuses = useDictOptions(DICT_TYPE.DEVICE_STATUS, true);
  const list = useFactoryList(assetKeys.devices, fetchDevices, toFilter);
  const { factoryId } = list;
  const changed = useAssetsChanged();

  const assetTypeLabel = useCallback(
    (code: string) => assetTypes.find((o) => String(o.value) === code)?.label ?? code,
    [assetTypes],
  );
  const statusLabel = useCallback(
    (status: number) => statuses.find((o) => String(o.value) === String(status))?.label ?? String(status),
    [statuses],
  );

  const columns = useMemo((): ColumnSpec[] => {
    const num = (prop: string, label: string): ColumnSpec => ({
      prop,
      label,
      type: 'number',
      isShow: true,
      width: 90,
    });
    // The columns fit a 1440 px screen with the side menu open (docs/layout.md "Tables"); the meter count, which the
    // detail drawer lists, is one tick away in the column settings.
    return [
      {
        prop: CODE,
        label: t('device.code'),
        type: 'text',
        isShow: true,
        width: 130,
        click: true,
        fixed: 'left',
      },
      { prop: 'deviceName', label: t('device.name'), type: 'text', isShow: true, width: 160 },
      {
        prop: 'assetType',
        label: t('device.assetType'),
        type: 'select',
        isShow: true,
        width: 110,
        options: assetTypes.map((o) => ({ value: o.value, label: o.label })),
      },
      { prop: 'model', label: t('device.model'), type: 'text', isShow: true, width: 110 },
      { prop: 'location', label: t('device.location'), type: 'text', isShow: true, width: 130 },
      {
        prop: 'unit',
        label: t('device.unit'),
        type: 'select',
        isShow: true,
        width: 80,
        options: unitOptions(t),
      },
      { prop: 'installDate', label: t('device.installDate'), type: 'date', isShow: true, width: 110 },
      {
        prop: 'status',
        label: t('device.status'),
        type: 'select',
        isShow: true,
        width: 90,
        options: statuses.map((o) => ({ value: o.value, label: o.label })),
      },
      { ...num('openOrders', t('device.openOrders')), width: 100 },
      num('activeAlarms', t('device.activeAlarms')),
      { ...num('meters', t('device.meters')), isShow: false },
      { prop: ACTIONS, label: t('device.actions'), type: 'text', isShow: true, fixed: 'right', width: 160 },
    ];
  }, [t, assetTypes, statuses]);
  const rows = useMemo(
    () => list.rows.map((row) => ({ ...row, statusColor: STATUS_COLOR[row.status] ?? '' })),
    [list.rows],
  );

  const remove = (row: DeviceRow) =>
    confirm(t('device.confirmRemove', { name: row.deviceName }), async () => {
      const reply = await removeDevice(row.deviceId).catch(() => null);
      if (reply) {
        notify('success', reply.msg);
        changed();
      }
    });

  const renderCell = (prop: string, row: DeviceRow) => {
    if (prop !== ACTIONS) return undefined;
    return (
      <Space size={0} wrap>
        <Button size="small" type="link" onClick={() => setDetail(row)}>
          {t('device.detail')}
        </Button>
        <Permission codes={PERM.DEVICE_EDIT}>
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'edit', row })}>
            {t('device.edit')}
          </Button>
        </Permission>
        <Permission codes={PERM.DEVICE_REMOVE}>
          <Button size="small" type="link" danger onClick={() => remove(row)}>
            {t('device.remove')}
          </Button>
        </Permission>
      </Space>
    );
  };

  const toolbar = (
    <Space wrap>
      <Permission codes={PERM.DEVICE_ADD}>
        <Button
          type="primary"
          disabled={factoryId === null}
          onClick={() => factoryId !== null && setDialog({ mode: 'add', factoryId })}
        >
          {t('device.add')}
        </Button>
      </Permission>
      <ExportButton
        code={PERM.DEVICE_EXPORT}
        url={DEVICE_EXPORT_PATH}
        filter={() => list.query}
        pageTitle={t('device.title')}
        disabled={factoryId === null}
      />
    </Space>
  );

  return (
    <section className="device-ledger-page" aria-label={t('device.title')}>
      <FactoryRow id="device-factory" factoryId={factoryId} tree={list.tree} onChange={list.chooseFactory} />
      <QueryForm
        initialValues={list.linkValues}
        fields={queryFields(t, assetTypes, statuses)}
        onSearch={list.setValues}
        onReset={list.setValues}
        onLayoutRows={setExtraRows}
      />
      <GenericTable<DeviceRow & { statusColor: string }>
        tableId={DEVICE_TABLE_ID}
        columns={columns}
        rows={rows}
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        loading={list.loading}
        extraQueryRows={extraRows}
        renderCell={renderCell}
        onCellClick={(prop, row) => prop === CODE && setDetail(row)}
        rowKey="deviceId"
        toolbar={toolbar}
      />
      <DeviceDialog
        state={dialog}
        assetTypes={assetTypes}
        statuses={statuses}
        onClose={() => setDialog(null)}
      />
      <DeviceDetailDrawer
        row={detail}
        assetTypeLabel={assetTypeLabel}
        statusLabel={statusLabel}
        onClose={() => setDetail(null)}
      />
    </section>
  );
}
