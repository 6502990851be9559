/**
 * A dialog or drawer whose code loads the first time it opens (docs/architecture.md §4 "Bundles"): until then nothing
 * is mounted and its chunk is not fetched, so the shell does not carry what a user opens now and then (the theme
 * drawer's colour picker, the alarm settings' sliders, the profile dialogs' upload). Once opened it stays mounted, as
 * an eager one would: its closing animation plays and its state is kept.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyOnOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyOnOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Derived state set during render: React re-renders at once, before anything is committed.
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyOnOpen;
}
