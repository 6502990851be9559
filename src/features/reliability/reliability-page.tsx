/**
 * 设备可靠性 (docs/reliability.md): the downtime and reliability figures of the user's factories, one of them or one
 * device over a chosen range — failures, downtime, MTTR, MTBF, availability, PM compliance, open and overdue orders —
 * with their trend per day (per month over long ranges), the failures by kind and the devices that stood most.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Select, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DICT_TYPE } from '@contract/dict';
import type { ReliabilityDeviceRow, ReliabilityQuery } from '@contract/reliability';
import { listFactories } from '@/shared/area/api';
import { useAreaTree } from '@/shared/area/use-area-tree';
import { EChart, useChartTheme } from '@/shared/charts';
import { DATE_TIME_FORMAT } from '@/shared/dates';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { fetchReliability, FigureCards, hoursText, reliabilityKeys, shareText } from '@/shared/reliability';
import { LINK_PARAMS, PAGE_PATHS } from '@/shared/routes/paths';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { lastDays, PastRangePicker, type PastRange } from '@/shared/ui/past-range-picker';
import { deviceOptionsKey, fetchFactoryDevices } from './api';
import { kindOption, trendOption } from './reliability-charts';

const DEFAULT_DAYS = 30;

export default function ReliabilityPage() {
  const t = useT();
  const theme = useChartTheme();
  const navigate = useAppNavigate();
  const { tree } = useAreaTree();
  const [range, setRange] = useState<PastRange>(() => lastDays(DEFAULT_DAYS));
  const [factoryId, setFactoryId] = useState<number | undefined>(undefined);
  const [deviceId, setDeviceId] = useState<number | undefined>(undefined);
  const [query, setQuery] = useState<ReliabilityQuery>(() => ({
    beginTime: range[0].format(DATE_TIME_FORMAT),
    endTime: range[1].format(DATE_TIME_FORMAT),
  }));
  const answer = useQuery({
    queryKey: reliabilityKeys.figures(query),
    queryFn: () => fetchReliability(query),
  });
  const devices = useQuery({
    queryKey: deviceOptionsKey(factoryId),
    queryFn: () => fetchFactoryDevices(factoryId ?? -1),
    enabled: factoryId !== undefined,
  });
  const fixTypes = useDictOptions(DICT_TYPE.FIX_TYPE, true);
  const factories = useMemo(() => listFactories(tree ?? []), [tree]);
  const factoryName = (id: number) => factories.find((f) => f.id === id)?.label ?? String(id);
  const kindName = (fixType: string) =>
    fixTypes.find((o) => String(o.value) === fixType)?.label ?? (fixType || t('reliability.unknownKind'));
  const r = answer.data;
  const h = t('reliability.hours');

  // The same filter asked again reads again: the figures move with every acceptance.
  const search = () => {
    const next: ReliabilityQuery = {
      beginTime: range[0].format(DATE_TIME_FORMAT),
      endTime: range[1].format(DATE_TIME_FORMAT),
      ...(factoryId === undefined ? {} : { factoryId }),
      ...(deviceId === undefined ? {} : { deviceId }),
    };
    if (JSON.stringify(next) === JSON.stringify(query)) void answer.refetch();
    else setQuery(next);
  };
  const openDevice = (row: ReliabilityDeviceRow) =>
    navigate(
      `${PAGE_PATHS.DEVICE_LEDGER}?${LINK_PARAMS.FACTORY_ID}=${row.factoryId}&${LINK_PARAMS.KEYWORD}=${encodeURIComponent(row.deviceShowCode)}`,
    );
  const trendTitle = r?.bucket === 'month' ? t('reliability.trendMonth') : t('reliability.trendDay');
  const names = {
    failures: t('reliability.failures'),
    downtime: `${t('reliability.downtime')} (${h})`,
    availability: `${t('reliability.availability')} (%)`,
  };

  return (
    <div data-testid="reliability-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('reliability.factory')}</span>
        <Select<number>
          aria-label={t('reliability.factory')}
          allowClear
          placeholder={t('reliability.allFactories')}
          style={{ width: 200 }}
          value={factoryId}
          onChange={(v) => {
            setFactoryId(v);
            setDeviceId(undefined);
          }}
          options={factories.map((f) => ({ label: f.label, value: f.id }))}
        />
        <span>{t('reliability.device')}</span>
        <Select<number>
          aria-label={t('reliability.device')}
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={factoryId === undefined}
          placeholder={t('reliability.allDevices')}
          style={{ width: 240 }}
          value={deviceId}
          onChange={(v) => setDeviceId(v)}
          options={(devices.data ?? []).map((d) => ({
            label: `${d.deviceName} · ${d.deviceShowCode}`,
            value: d.deviceId,
          }))}
        />
        <span>{t('reliability.range')}</span>
        <PastRangePicker label={t('reliability.range')} value={range} onChange={setRange} />
        <Button type="primary" onClick={search}>
          {t('reliability.query')}
        </Button>
      </Space>
      {answer.isLoading && <Spin />}
      {r && (
        <>
          <FigureCards figures={r} />
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={14}>
              <Card size="small" title={trendTitle}>
                <EChart
                  testId="reliability-trend"
                  label={trendTitle}
                  height={280}
                  option={trendOption(r, theme, names)}
                />
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card size="small" title={t('reliability.byKind')}>
                {r.byKind.length === 0 ? (
                  <Empty description={t('reliability.noFailure')} />
                ) : (
                  <EChart
                    testId="reliability-kinds"
                    label={t('reliability.byKind')}
                    height={280}
                    option={kindOption(r, theme, { ...names, kind: kindName })}
                  />
                )}
              </Card>
            </Col>
            <Col xs={24}>
              <Card size="small" title={t('reliability.worst')}>
                <Table<ReliabilityDeviceRow>
                  size="small"
                  rowKey="deviceId"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={r.worstDevices}
                  locale={{ emptyText: t('reliability.noFailure') }}
                  columns={[
                    {
                      title: t('reliability.deviceCode'),
                      dataIndex: 'deviceShowCode',
                      render: (code: string, row) => (
                        <Button
                          type="link"
                          size="small"
                          title={t('reliability.openDevice')}
                          onClick={() => openDevice(row)}
                        >
                          {code}
                        </Button>
                      ),
                    },
                    // the factory under the name: one column fewer, so that the figures fit 800 px
                    {
                      title: t('reliability.deviceName'),
                      dataIndex: 'deviceName',
                      render: (name: string, row) => (
                        <>
                          <div>{name}</div>
                          <Typography.Text type="secondary">{factoryName(row.factoryId)}</Typography.Text>
                        </>
                      ),
                    },
                    { title: t('reliability.failures'), dataIndex: 'failures', align: 'right' },
                    {
                      title: t('reliability.downtime'),
                      dataIndex: 'downtimeHours',
                      align: 'right',
                      render: (v: number) => hoursText(v, h),
                    },
                    {
                      title: t('reliability.mttrShort'),
                      dataIndex: 'mttrHours',
                      align: 'right',
                      render: (v: number | null) => hoursText(v, h),
                    },
                    {
                      title: t('reliability.mtbfShort'),
                      dataIndex: 'mtbfHours',
                      align: 'right',
                      render: (v: number | null) => hoursText(v, h),
                    },
                    {
                      title: t('reliability.availability'),
                      dataIndex: 'availability',
                      align: 'right',
                      render: (v: number | null) => shareText(v),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
