/**
 * 告警分析 (docs/alarms.md "Analysis"): the alarm load of the user's factories, or one of them, over a chosen range,
 * as EEMUA 191 measures it — alarms per 10 minutes and per hour against what an operator can handle, the share of
 * 10-minute periods in flood and the peak, the priority mix against 5/15/80 %, the bad actors, chattering and stale
 * alarms, and the mean times to acknowledge and to release.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Select, Space, Spin, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { ALARM_LOAD, type AlarmAnalysisQuery, type AlarmPriority } from '@contract/alarm';
import { useAreaTree } from '@/shared/area/use-area-tree';
import { EChart, useChartTheme } from '@/shared/charts';
import { useT } from '@/shared/i18n';
import { lastDays, PastRangePicker, type PastRange } from '@/shared/ui/past-range-picker';
import { alarmJournalKeys, fetchAlarmAnalysis } from './api';
import { factoryOptions } from './factory-options';
import { badActorsOption, hourlyOption, loadSeries, priorityOption } from './analysis-charts';
import { PRIORITY_LABEL } from './labels';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DEFAULT_DAYS = 7;

export default function AlarmAnalysisPage() {
  const t = useT();
  const theme = useChartTheme();
  const { tree } = useAreaTree();
  const [range, setRange] = useState<PastRange>(() => lastDays(DEFAULT_DAYS));
  const [factoryId, setFactoryId] = useState<number | undefined>(undefined);
  const [query, setQuery] = useState<AlarmAnalysisQuery>(() => ({
    beginTime: range[0].format(FORMAT),
    endTime: range[1].format(FORMAT),
  }));
  const answer = useQuery({
    queryKey: alarmJournalKeys.analysis(query),
    queryFn: () => fetchAlarmAnalysis(query),
  });
  const a = answer.data;
  const priority = (p: number) => t(PRIORITY_LABEL[p as AlarmPriority]);
  const kindName = (k: number) => t(`alarms.kind.${k}` as Parameters<typeof t>[0]);
  const overLoad = (a?.perTenMinutes ?? 0) > ALARM_LOAD.MANAGEABLE_PER_10_MIN;
  const loadTitle = a && loadSeries(a).unit === 'day' ? 'alarmAnalysis.daily' : 'alarmAnalysis.hourly';

  const search = () =>
    setQuery({
      beginTime: range[0].format(FORMAT),
      endTime: range[1].format(FORMAT),
      ...(factoryId === undefined ? {} : { factoryId }),
    });

  return (
    <div data-testid="alarm-analysis-page" className="alarm-analysis">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('alarmJournal.factory')}</span>
        <Select<number>
          aria-label={t('alarmJournal.factory')}
          allowClear
          placeholder={t('alarmAnalysis.allFactories')}
          style={{ width: 200 }}
          value={factoryId}
          onChange={(v) => setFactoryId(v)}
          options={factoryOptions(tree ?? [])}
        />
        <span>{t('alarmAnalysis.range')}</span>
        <PastRangePicker label={t('alarmAnalysis.range')} value={range} onChange={setRange} />
        <Button type="primary" onClick={search}>
          {t('alarmAnalysis.query')}
        </Button>
      </Space>
      {answer.isLoading && <Spin />}
      {a && a.total === 0 && <Empty description={t('alarmAnalysis.none')} />}
      {a && a.total > 0 && (
        <>
          <Row gutter={[16, 16]}>
            {[
              ['alarmAnalysis.total', a.total, undefined],
              [
                'alarmAnalysis.per10',
                a.perTenMinutes,
                t('alarmAnalysis.per10Goal', { n: ALARM_LOAD.MANAGEABLE_PER_10_MIN }),
              ],
              ['alarmAnalysis.perHour', a.perHour, undefined],
              [
                'alarmAnalysis.flood',
                `${(a.floodShare * 100).toFixed(1)} %`,
                t('alarmAnalysis.floodHint', { n: a.floodPeriods, max: ALARM_LOAD.FLOOD_PER_10_MIN }),
              ],
              ['alarmAnalysis.peak', a.peakTenMinutes.count, a.peakTenMinutes.at ?? undefined],
              ['alarmAnalysis.stale', a.stale, t('alarmAnalysis.staleHint', { h: ALARM_LOAD.STALE_HOURS })],
              ['alarmAnalysis.mtta', a.meanAckMinutes ?? '—', t('alarmAnalysis.minutes')],
              ['alarmAnalysis.mttr', a.meanReleaseMinutes ?? '—', t('alarmAnalysis.minutes')],
            ].map(([key, value, hint]) => (
              <Col key={String(key)} xs={12} md={6} xl={3}>
                <Card size="small">
                  <Statistic
                    title={t(key as Parameters<typeof t>[0])}
                    value={value as string | number}
                    valueStyle={key === 'alarmAnalysis.per10' && overLoad ? { color: '#cf1322' } : undefined}
                  />
                  {hint && <Typography.Text type="secondary">{String(hint)}</Typography.Text>}
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24}>
              <Card size="small" title={t(loadTitle)}>
                <EChart
                  testId="alarm-analysis-hourly"
                  label={t(loadTitle)}
                  height={260}
                  option={hourlyOption(a, theme, {
                    alarms: t('alarmAnalysis.alarms'),
                    manageable: t('alarmAnalysis.manageable'),
                  })}
                />
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card size="small" title={t('alarmAnalysis.priorityMix')}>
                <EChart
                  label={t('alarmAnalysis.priorityMix')}
                  height={260}
                  option={priorityOption(a, theme, {
                    actual: t('alarmAnalysis.actual'),
                    target: t('alarmAnalysis.target'),
                    priority,
                  })}
                />
              </Card>
            </Col>
            <Col xs={24} xl={14}>
              <Card size="small" title={t('alarmAnalysis.badActors')}>
                <EChart
                  label={t('alarmAnalysis.badActors')}
                  height={260}
                  option={badActorsOption(a, theme, kindName)}
                />
              </Card>
            </Col>
            <Col xs={24}>
              <Card size="small" title={t('alarmAnalysis.chattering')}>
                <Table
                  size="small"
                  rowKey={(r) => `${r.deviceCode}:${r.kind}`}
                  pagination={false}
                  dataSource={a.chattering}
                  locale={{ emptyText: t('alarmAnalysis.noChattering') }}
                  columns={[
                    { title: t('alarmJournal.deviceCode'), dataIndex: 'deviceCode' },
                    { title: t('alarmJournal.deviceName'), dataIndex: 'deviceName' },
                    { title: t('alarmJournal.kind'), dataIndex: 'kind', render: (k: number) => kindName(k) },
                    { title: t('alarmAnalysis.count'), dataIndex: 'count' },
                    { title: t('alarmAnalysis.bursts'), dataIndex: 'bursts' },
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
