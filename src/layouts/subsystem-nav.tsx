import { useNavigationStore, type Subsystem } from '@/features/navigation';
import { useT } from '@/shared/i18n';
import { menuIcon } from '@/shared/ui/menu-icon';
import { TOUR_TARGET } from './shell-tour';
import { SystemsPopover } from './systems-popover';
import { useEnterSubsystem } from './use-enter-subsystem';

/** Subsystem entries from the server (the application system hidden) and the pop-over of all of them. */
export function SubsystemNav({ current }: { current: Subsystem | undefined }) {
  const t = useT();
  const subsystems = useNavigationStore((s) => s.nav.subsystems);
  const enter = useEnterSubsystem();
  return (
    <nav
      className="woms-topbar__systems"
      aria-label={t('layout.subsystems')}
      data-tour={TOUR_TARGET.SUBSYSTEMS}
    >
      <SystemsPopover subsystems={subsystems} onChoose={enter} />
      {subsystems
        .filter((s) => !s.hidden)
        .map((s) => (
          <button
            key={s.id}
            type="button"
            className={`woms-topbar__system${current?.id === s.id ? ' is-active' : ''}`}
            onClick={() => enter(s.id)}
            title={s.title}
            aria-label={s.title}
            data-testid={`topbar-subsystem-${s.id}`}
          >
            {menuIcon(s.icon)}
            <span>{s.title}</span>
          </button>
        ))}
    </nav>
  );
}
