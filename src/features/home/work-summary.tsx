/**
 * Home's working day (docs/requirements.md §2 "Home"): the signed-in user's open and overdue orders with the most
 * overdue, and the active alarms of the factory per kind, from one call (`GET /api/home/summary`), kept live by
 * live-summary.ts. Each figure that has a page opens it, filtered; what the user may not open is shown without a link.
 */
import { Button, Card, Col, Empty, List, Row, Space, Statistic, Tag, Tooltip, Typography, theme } from 'antd';
import { ALARM_KINDS } from '@contract/alarm';
import type { HomeSummary } from '@contract/home';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { useKeptQuery } from '@/shared/query';
import { fetchHomeSummary } from './api';
import { orderTarget } from './order-target';
import { homeKeys } from './query-keys';
import './live-summary';

interface Props {
  /** the top bar's factory; null while none is known */
  factoryId: number | null;
  onOpen: (path: string) => void;
  onOpenAlarms: (kind: number) => void;
}

function OrdersCard({ summary, onOpen }: { summary: HomeSummary | null; onOpen: Props['onOpen'] }) {
  const t = useT();
  const can = usePermission();
  const { token } = theme.useToken();
  const overdue = summary?.overdueOrders ?? 0;
  return (
    <Card title={t('home.orders.title')} size="small" loading={!summary} data-testid="home-orders">
      <Space size={40} className="woms-home__figures">
        <Statistic
          title={t('home.orders.open')}
          value={summary?.openOrders ?? 0}
          data-testid="home-open-orders"
        />
        <Tooltip title={t('home.orders.overdueHint')}>
          <Statistic
            title={t('home.orders.overdue')}
            value={overdue}
            valueStyle={overdue > 0 ? { color: token.colorError } : undefined}
            data-testid="home-overdue-orders"
          />
        </Tooltip>
      </Space>
      <List
        size="small"
        dataSource={summary?.mostOverdue ?? []}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.orders.noneOverdue')} />
          ),
        }}
        renderItem={(order) => {
          const target = orderTarget(order);
          const allowed = can(target.codes);
          return (
            <List.Item key={order.taskId} data-testid={`home-overdue-${order.taskNo}`}>
              <List.Item.Meta
                title={
                  <Space size={8} wrap>
                    {allowed ? (
                      <Button
                        type="link"
                        className="woms-home__order-link"
                        onClick={() => onOpen(target.path)}
                        aria-label={t('home.orders.openLink', { taskNo: order.taskNo })}
                      >
                        {order.taskNo}
                      </Button>
                    ) : (
                      <Typography.Text>{order.taskNo}</Typography.Text>
                    )}
                    <Tag>{t(`wo.kind.${order.kind}`)}</Tag>
                    <Tag color="orange">{t(`wo.status.${order.status}` as 'wo.status.0')}</Tag>
                  </Space>
                }
                description={
                  <Typography.Text type="secondary" ellipsis>
                    {[order.deviceName, order.reportContent].filter(Boolean).join(' · ')}
                  </Typography.Text>
                }
              />
              <Typography.Text type="danger" className="woms-home__planned">
                {t('home.orders.planned', { time: order.execTime })}
              </Typography.Text>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

function AlarmsCard({
  summary,
  onOpenAlarms,
}: {
  summary: HomeSummary | null;
  onOpenAlarms: Props['onOpenAlarms'];
}) {
  const t = useT();
  const counts = new Map((summary?.alarms ?? []).map((a) => [a.kind, a.count]));
  const kinds = ALARM_KINDS.filter((k) => (counts.get(k) ?? 0) > 0);
  return (
    <Card title={t('home.alarms.title')} size="small" loading={!summary} data-testid="home-alarms">
      {kinds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.alarms.none')} />
      ) : (
        <div className="woms-home__alarm-kinds">
          {kinds.map((kind) => (
            <Button
              key={kind}
              className="woms-home__alarm-kind"
              onClick={() => onOpenAlarms(kind)}
              aria-label={t('home.alarms.open', { kind: t(`alarms.kind.${kind}`) })}
              data-testid={`home-alarm-${kind}`}
            >
              <Statistic title={t(`alarms.kind.${kind}`)} value={counts.get(kind) ?? 0} />
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}

export function WorkSummary({ factoryId, onOpen, onOpenAlarms }: Props) {
  const { data, loading } = useKeptQuery(homeKeys.summary, factoryId, fetchHomeSummary);
  return (
    // another factory's figures stay, dimmed, until its own arrive
    <Row gutter={[16, 16]} className={loading ? 'woms-home__work--loading' : undefined}>
      <Col xs={24} xl={12}>
        <OrdersCard summary={data} onOpen={onOpen} />
      </Col>
      <Col xs={24} xl={12}>
        <AlarmsCard summary={data} onOpenAlarms={onOpenAlarms} />
      </Col>
    </Row>
  );
}
