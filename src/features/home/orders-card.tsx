/**
 * Home's card of the user's orders (docs/requirements.md §2 "Home"): how many they execute or accept are open, how many
 * of those are overdue (the server's interim rule), and the most overdue, each opening its page filtered to it.
 */
import { Button, Card, Empty, List, Space, Statistic, Tag, Tooltip, Typography, theme } from 'antd';
import type { HomeSummary } from '@contract/home';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { orderTarget } from './order-target';

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
