/**
 * A dialog or drawer whose code loads the first time it opens (docs/architecture.md §4 "Bundles"): until then nothing
 * is mounted and its chunk is not fetched, so the shell does not carry what a user opens now and then (the theme
 * drawer's colour picker, the alarm settings' sliders, the profile dialogs' upload). Once opened it stays mounted, as
 * an eager one would: its closing animation plays and its state is kept.
 * It renders nothing until the code is in, then re-renders, instead of suspending: React holds a suspended content's
 * commit until 300 ms after its fallback (preloadable-lazy.ts), which was most of the alarm panel's first opening
 * (docs/bench-log.md, the alarm panel). A failed fetch is thrown at render, to the error boundary, and asked again at
 * the next mount.
 */
import { useEffect, useReducer, useState, type ComponentType } from 'react';

export function lazyOnOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function LazyOnOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // Derived state set during render: React re-renders at once, before anything is committed.
    if (props.open && !opened) setOpened(true);
    useEffect(() => {
      if (!opened || loaded) return;
      let mounted = true;
      loadOnce().then(
        () => mounted && arrived(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [opened]);
    if (failure) throw failure.error;
    const Loaded = loaded;
    if (!opened || !Loaded) return null;
    return <Loaded {...props} />;
  }
  return LazyOnOpen;
}
