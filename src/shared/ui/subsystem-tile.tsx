import type { ReactNode } from 'react';
import { Card } from 'antd';
import { menuIcon, SUBSYSTEM_COLORS } from './menu-icon';
import './subsystem-tile.css';

interface Props {
  id: number;
  title: string;
  icon?: string;
  meta: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  onClick?: () => void;
}

/** A subsystem as a tile: coloured icon, title, a meta line; used by home and the system chooser. */
export function SubsystemTile({ id, title, icon, meta, action, children, onClick }: Props) {
  const color = SUBSYSTEM_COLORS[icon ?? ''] ?? '#1677ff';
  return (
    <Card className="woms-tile" hoverable onClick={onClick} data-testid={`subsystem-tile-${id}`}>
      <div className="woms-tile__head">
        <span className="woms-tile__icon" style={{ background: color }}>
          {menuIcon(icon)}
        </span>
        <div className="woms-tile__text">
          <div className="woms-tile__title">{title}</div>
          <div className="woms-tile__meta">{meta}</div>
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}
