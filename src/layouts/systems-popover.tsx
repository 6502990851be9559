import { Button, Popover } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import type { MenuNode, Subsystem } from '@/features/navigation';
import { useT } from '@/shared/i18n';
import { menuIcon } from '@/shared/ui/menu-icon';

interface Props {
  subsystems: Subsystem[];
  /** a subsystem (and, when given, the first-level menu inside it) was chosen */
  onChoose: (subsystemId: number, menu?: MenuNode) => void;
}

/**
 * docs/requirements.md §2 "Top bar": a pop-over listing every top-level entry (the hidden application system too)
 * and its children; choosing one enters that subsystem.
 */
export function SystemsPopover({ subsystems, onChoose }: Props) {
  const t = useT();
  const content = (
    <div className="woms-systems" data-testid="systems-popover">
      {subsystems.map((s) => (
        <section key={s.id} className="woms-systems__group">
          <button type="button" className="woms-systems__title" onClick={() => onChoose(s.id)}>
            {menuIcon(s.icon)} <span>{s.title}</span>
          </button>
          <div className="woms-systems__children">
            {s.menus.map((menu) => (
              <Button key={menu.key} size="small" type="text" onClick={() => onChoose(s.id, menu)}>
                {menu.title}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomLeft" title={t('shell.allSystems')}>
      <button
        type="button"
        className="woms-topbar__tool"
        aria-label={t('shell.allSystems')}
        data-testid="all-systems"
      >
        <AppstoreOutlined />
      </button>
    </Popover>
  );
}
