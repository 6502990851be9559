/**
 * The index route 'home' (docs/requirements.md §2 "Home"): a greeting, the user's working day in the top bar's factory
 * (work-summary.tsx), what the user can reach, and a tile per subsystem with its first pages as quick links. Data
 * comes in through props; app/ composes it.
 */
import { Button, Card, Col, Empty, Row, Space, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TodoKind } from '@contract/message';
import { listFactories } from '@/shared/area/api';
import { useAreaTree } from '@/shared/area/use-area-tree';
import { useT } from '@/shared/i18n';
import { SubsystemTile } from '@/shared/ui/subsystem-tile';
import { greetingKey } from './greeting';
import { QuickActions } from './quick-actions';
import { WorkSummary } from './work-summary';
import './home.css';

export interface HomeSubsystem {
  id: number;
  title: string;
  icon?: string;
  hidden: boolean;
  pageCount: number;
  links: { path: string; title: string }[];
}

interface Props {
  nickName: string;
  roleNames: string[];
  permissionCount: number;
  isAdmin: boolean;
  subsystems: HomeSubsystem[];
  /** the top bar's factory, whose working day home shows; null while none is known */
  factoryId: number | null;
  onEnter: (subsystemId: number) => void;
  onOpen: (path: string) => void;
  /** opens the alarm panel on one kind of alarm of the factory */
  onOpenAlarms: (kind: number) => void;
  /** opens the message drawer's 待办 tab on one kind of to-do */
  onOpenTodos: (kind: TodoKind) => void;
}

function useFactoryCount(): number | null {
  const { tree } = useAreaTree();
  return tree ? listFactories(tree).length : null;
}

export function HomePage({
  nickName,
  roleNames,
  permissionCount,
  isAdmin,
  subsystems,
  factoryId,
  onEnter,
  onOpen,
  onOpenAlarms,
  onOpenTodos,
}: Props) {
  const t = useT();
  const factories = useFactoryCount();
  const now = dayjs();
  return (
    <div className="woms-home">
      <Card className="woms-home__welcome" variant="borderless">
        <Row gutter={[24, 16]} align="middle">
          <Col flex="auto">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('home.greeting.line', { greeting: t(greetingKey(now.hour())), name: nickName })}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 12px' }}>
              {t('home.intro', { date: now.format('YYYY-MM-DD dddd') })}
            </Typography.Paragraph>
            <Space size={[4, 4]} wrap>
              <span className="woms-home__label">{t('home.role')}</span>
              {roleNames.map((name) => (
                <Tag color="blue" key={name}>
                  {name}
                </Tag>
              ))}
            </Space>
          </Col>
          <Col>
            <Space size={40}>
              <Statistic title={t('home.factories')} value={factories ?? '-'} />
              <Statistic
                title={t('home.subsystems')}
                value={subsystems.length}
                data-testid="home-subsystem-count"
              />
              <Statistic
                title={t('home.permissions')}
                value={
                  isAdmin ? t('home.permissionsAll') : t('home.permissionsCount', { count: permissionCount })
                }
              />
            </Space>
          </Col>
        </Row>
      </Card>

      <WorkSummary
        factoryId={factoryId}
        onOpen={onOpen}
        onOpenAlarms={onOpenAlarms}
        onOpenTodos={onOpenTodos}
      />

      <QuickActions onOpen={onOpen} />

      <Typography.Title level={5} className="woms-home__section">
        {t('home.subsystems')}
      </Typography.Title>
      {subsystems.length === 0 ? (
        <Card>
          <Empty description={t('common.noData')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {subsystems.map((s) => (
            <Col key={s.id} xs={24} sm={12} xl={8} xxl={6}>
              <SubsystemTile
                id={s.id}
                title={s.title}
                icon={s.icon}
                meta={t('home.pages', { count: s.pageCount })}
                action={
                  <Button type="link" onClick={() => onEnter(s.id)}>
                    {t('home.enter')}
                  </Button>
                }
              >
                <div className="woms-home__links">
                  {s.links.map((link) => (
                    <Button key={link.path} size="small" onClick={() => onOpen(link.path)}>
                      {link.title}
                    </Button>
                  ))}
                </div>
              </SubsystemTile>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
