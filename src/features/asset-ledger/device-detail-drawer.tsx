/**
 * A device and what points at it: its fields, its latest orders, its alarms (raised on it or on one of its
 * meters) and its meters (docs/architecture.md §3 "Asset ledger").
 */
import { Descriptions, Drawer, Table, Tabs, Tag } from 'antd';
import type { DeviceRelated, DeviceRow } from '@contract/asset';
import { useT, type MessageKey } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { fetchRelated } from './api';
import { DevicePhoto } from './device-photo';
import { DeviceReliability } from './device-reliability';
import { assetKeys } from './query-keys';
import { unitLabel } from './unit-label';

export interface DeviceDetailDrawerProps {
  row: DeviceRow | null;
  assetTypeLabel: (code: string) => string;
  statusLabel: (status: number) => string;
  onClose: () => void;
}

const time = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

export function DeviceDetailDrawer({ row, assetTypeLabel, statusLabel, onClose }: DeviceDetailDrawerProps) {
  const t = useT();
  const deviceId = row?.deviceId ?? null;
  // Keyed by the opened device and asked at each opening: its orders and alarms change elsewhere, so the tables
  // load until this opening's answer rather than show an earlier one.
  const related = usePageQuery({
    queryKey: assetKeys.related(deviceId),
    queryFn: () => fetchRelated(deviceId ?? -1),
    enabled: deviceId !== null,
    refetchOnMount: 'always',
  });
  const data: DeviceRelated | null = related.isFetchedAfterMount ? (related.data ?? null) : null;
  const label = (key: string, fallback: string) => {
    const text = t(key as MessageKey);
    return text === key ? fallback : text;
  };

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width={720}
      title={row ? `${row.deviceName} · ${row.deviceShowCode}` : ''}
      destroyOnHidden
    >
      {row && (
        <>
          <Descriptions size="small" column={2} bordered data-testid="device-detail">
            <Descriptions.Item label={t('device.factory')}>{row.factoryName}</Descriptions.Item>
            <Descriptions.Item label={t('device.assetType')}>
              {assetTypeLabel(row.assetType)}
            </Descriptions.Item>
            <Descriptions.Item label={t('device.model')}>{row.model}</Descriptions.Item>
            <Descriptions.Item label={t('device.unit')}>{unitLabel(t, row.unit)}</Descriptions.Item>
            <Descriptions.Item label={t('device.location')}>{row.location}</Descriptions.Item>
            <Descriptions.Item label={t('device.installDate')}>{row.installDate ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('device.status')}>{statusLabel(row.status)}</Descriptions.Item>
            {row.photoFileId !== null && (
              <Descriptions.Item label={t('device.photo')} span={2}>
                <DevicePhoto fileId={row.photoFileId} name={row.deviceName} />
              </Descriptions.Item>
            )}
          </Descriptions>
          <DeviceReliability deviceId={row.deviceId} />
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              {
                key: 'orders',
                label: `${t('device.related.orders')} (${data?.orders.length ?? 0})`,
                children: (
                  <Table
                    size="small"
                    rowKey="taskId"
                    loading={data === null}
                    pagination={false}
                    dataSource={data?.orders ?? []}
                    columns={[
                      { title: t('device.related.taskNo'), dataIndex: 'taskNo', width: 150 },
                      {
                        title: t('device.related.kind'),
                        dataIndex: 'kind',
                        width: 100,
                        render: (kind: string) => label(`wo.kind.${kind}`, kind),
                      },
                      {
                        title: t('device.related.orderStatus'),
                        dataIndex: 'status',
                        width: 90,
                        render: (status: number) => label(`wo.status.${status}`, String(status)),
                      },
                      { title: t('device.related.content'), dataIndex: 'reportContent' },
                      {
                        title: t('device.related.time'),
                        dataIndex: 'reportTime',
                        width: 160,
                        render: (iso: string) => time(iso),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'alarms',
                label: `${t('device.related.alarms')} (${data?.alarms.length ?? 0})`,
                children: (
                  <Table
                    size="small"
                    rowKey="alarmId"
                    loading={data === null}
                    pagination={false}
                    dataSource={data?.alarms ?? []}
                    columns={[
                      {
                        title: t('device.related.kind'),
                        dataIndex: 'kind',
                        width: 120,
                        render: (kind: number) => label(`alarms.kind.${kind}`, String(kind)),
                      },
                      { title: t('device.related.content'), dataIndex: 'content' },
                      {
                        title: t('device.related.time'),
                        dataIndex: 'raisedAt',
                        width: 160,
                        render: (iso: string) => time(iso),
                      },
                      {
                        title: t('device.related.orderStatus'),
                        dataIndex: 'releasedAt',
                        width: 90,
                        render: (released: string | null) =>
                          released ? (
                            <Tag>{t('device.related.released')}</Tag>
                          ) : (
                            <Tag color="red">{t('device.related.active')}</Tag>
                          ),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'meters',
                label: `${t('device.related.meters')} (${data?.meters.length ?? 0})`,
                children: (
                  <Table
                    size="small"
                    rowKey="meterId"
                    loading={data === null}
                    pagination={false}
                    dataSource={data?.meters ?? []}
                    columns={[
                      { title: t('device.related.meterCode'), dataIndex: 'code', width: 140 },
                      { title: t('device.related.meterName'), dataIndex: 'name' },
                      {
                        title: t('device.status'),
                        dataIndex: 'online',
                        width: 80,
                        render: (online: boolean) =>
                          online ? (
                            <Tag color="green">{t('device.related.online')}</Tag>
                          ) : (
                            <Tag color="red">{t('device.related.offline')}</Tag>
                          ),
                      },
                      { title: t('device.related.lastValue'), dataIndex: 'lastValue', width: 100 },
                      {
                        title: t('device.related.lastReadAt'),
                        dataIndex: 'lastReadAt',
                        width: 160,
                        render: (iso: string | null) => time(iso),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
