/**
 * Home's card of the user's orders (docs/requirements.md §2 "Home"): how many they execute or accept are open, how many
 * of those are overdue (the server's interim rule), each figure opening the lists filtered to them (order-figure.tsx),
 * and the most overdue, each opening its page filtered to it.
 */
import { Button, Card, Empty, Space, Tag, Typography, theme } from 'antd';
import type { HomeSummary } from '@contract/home';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { OrderFigure, type KindFigure } from './order-figure';
import { myOrdersTarget, orderTarget } from './order-target';

/** The kinds of the user's orders a figure counts, each with its count and its list. */
function kindFigures(summary: HomeSummary | null, overdue: boolean): KindFigure[] {
  if (!summary) return [];
  return summary.orderKinds
    .map(({ kind, open, overdue: late }) => ({
      kind,
      count: overdue ? late : open,
      target: myOrdersTarget(kind, overdue, summary.factoryId),
    }))
    .filter((k) => k.count > 0);
}

export function OrdersCard({
  summary,
  onOpen,
}: {
  summary: HomeSummary | null;
  onOpen: (path: string) => void;
}) {
  const t = useT();
  const can = usePermission();
  const { token } = theme.useToken();
  const overdue = summary?.overdueOrders ?? 0;
  return (
    <Card title={t('home.orders.title')} size="small" loading={!summary} data-testid="home-orders">
      <div className="woms-home__figure-row woms-home__figures">
        <OrderFigure
          label={t('home.orders.open')}
          value={summary?.openOrders ?? 0}
          kinds={kindFigures(summary, false)}
          ariaLabel={t('orderLinks.openOpen')}
          testId="home-open-orders"
          onOpen={onOpen}
        />
        <OrderFigure
          label={t('home.orders.overdue')}
          value={overdue}
          kinds={kindFigures(summary, true)}
          ariaLabel={t('orderLinks.openOverdue')}
          testId="home-overdue-orders"
          hint={t('home.orders.overdueHint')}
          valueStyle={overdue > 0 ? { color: token.colorError } : undefined}
          onOpen={onOpen}
        />
      </div>
      {!summary || summary.mostOverdue.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.orders.noneOverdue')} />
      ) : (
        // a plain list, not antd's List: that brings its pagination and grid into home's chunk for five rows
        <ul className="woms-home__orders">
          {summary.mostOverdue.map((order) => {
            const target = orderTarget(order);
            return (
              <li
                key={order.taskId}
                className="woms-home__order"
                data-testid={`home-overdue-${order.taskNo}`}
              >
                <div className="woms-home__order-main">
                  <Space size={8} wrap>
                    {can(target.codes) ? (
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
                  <Typography.Text type="secondary" ellipsis className="woms-home__order-text">
                    {[order.deviceName, order.reportContent].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </div>
                <Typography.Text type="danger" className="woms-home__planned">
                  {t('home.orders.due', { time: order.dueTime })}
                </Typography.Text>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
