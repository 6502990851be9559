import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { currentSubsystem, subsystemOfPath, useNavigationStore, type Subsystem } from '@/features/navigation';

/**
 * The subsystem whose menus the side bar shows: the one owning the current page when there is one
 * (a deep link into another subsystem switches to it), else the stored choice.
 */
export function useCurrentSubsystem(): Subsystem | undefined {
  const { pathname } = useLocation();
  const nav = useNavigationStore((s) => s.nav);
  const currentId = useNavigationStore((s) => s.currentId);
  const choose = useNavigationStore((s) => s.choose);
  const owner = subsystemOfPath(nav, pathname);

  useEffect(() => {
    if (owner && owner.id !== currentId) choose(owner.id);
  }, [owner, currentId, choose]);

  return owner ?? currentSubsystem({ nav, currentId });
}
