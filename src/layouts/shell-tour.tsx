import { lazy, Suspense, useEffect, useState } from 'react';
import type { TourProps } from 'antd';
import { useT } from '@/shared/i18n';
import { readText, writeText } from '@/shared/storage/local';

/** Where the tour points: elements carry data-tour="…" (kept stable across layouts). */
export const TOUR_TARGET = {
  SUBSYSTEMS: 'subsystems',
  FACTORY: 'factory',
  SEARCH: 'search',
  MESSAGES: 'messages',
  TABS: 'tabs',
  THEME: 'theme',
  USER: 'user',
} as const;

// antd's Tour is a chunk of its own, loaded when the tour first opens (docs/architecture.md §4 "Bundles").
const Tour = lazy(() => import('antd/es/tour'));

const seenKey = (username: string) => `woms.tourSeen.${username}`;

/** A target not on screen (e.g. hidden in this layout) falls back to the page, so the step still shows. */
const at = (name: string) => (): HTMLElement =>
  document.querySelector<HTMLElement>(`[data-tour="${name}"]`) ?? document.body;

interface Props {
  username: string;
  /** opened again from the user menu */
  open: boolean;
  onClose: () => void;
}

/**
 * The guided tour of the shell's main controls (docs/requirements.md §2): offered once to each new user on this
 * browser, and reachable again from the user menu. antd's Tour gives next, previous, end and close.
 */
export function ShellTour({ username, open, onClose }: Props) {
  const t = useT();
  const [firstVisit, setFirstVisit] = useState(false);

  useEffect(() => {
    if (!username || readText(seenKey(username))) return undefined;
    // Let the shell paint first so every target exists.
    const timer = setTimeout(() => setFirstVisit(true), 800);
    return () => clearTimeout(timer);
  }, [username]);

  const close = () => {
    writeText(seenKey(username), '1');
    setFirstVisit(false);
    onClose();
  };

  const steps: TourProps['steps'] = Object.values(TOUR_TARGET).map((name) => ({
    title: t(`tour.${name}.title`),
    description: t(`tour.${name}.text`),
    target: at(name),
  }));

  // Mounted only while open: a closed antd Tour still measures its first target on every render, a forced layout
  // that cost about 40 ms of each shell load (a CPU profile of home).
  if (!open && !firstVisit) return null;
  return (
    <Suspense fallback={null}>
      <Tour open onClose={close} onFinish={close} steps={steps} />
    </Suspense>
  );
}
