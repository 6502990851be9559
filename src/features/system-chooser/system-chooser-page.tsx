/** /system (docs/requirements.md §2): choose the subsystem to work in; choosing lands on its first page. */
import { Button, Col, Row, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { SubsystemTile } from '@/shared/ui/subsystem-tile';
import './system-chooser.css';

export interface ChooserSubsystem {
  id: number;
  title: string;
  icon?: string;
  pageCount: number;
}

interface Props {
  nickName: string;
  subsystems: ChooserSubsystem[];
  onChoose: (id: number) => void;
  onLogout: () => void;
}

export function SystemChooserPage({ nickName, subsystems, onChoose, onLogout }: Props) {
  const t = useT();
  return (
    <div className="woms-chooser">
      <header className="woms-chooser__bar">
        <span className="woms-chooser__brand">{t('app.title')}</span>
        <span className="woms-chooser__user">
          {t('layout.welcome', { name: nickName })}
          <Button type="text" icon={<LogoutOutlined />} onClick={onLogout} className="woms-chooser__logout">
            {t('layout.logout')}
          </Button>
        </span>
      </header>
      <main className="woms-chooser__main">
        <Typography.Title level={2}>{t('system.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('system.subtitle')}</Typography.Paragraph>
        <Row gutter={[20, 20]}>
          {subsystems.map((s) => (
            <Col key={s.id} xs={24} sm={12} lg={8}>
              <SubsystemTile
                id={s.id}
                title={s.title}
                icon={s.icon}
                meta={t('home.pages', { count: s.pageCount })}
                onClick={() => onChoose(s.id)}
              />
            </Col>
          ))}
        </Row>
      </main>
    </div>
  );
}
