/**
 * React's `lazy` for a module that is fetched ahead of its first render (docs/architecture.md §4 "Bundles": the
 * shell's and home's chunks load beside the session). `lazy` calls its loader at the first render only, and a promise,
 * even a settled one, answers a callback later: the component suspends once however early its module arrived. React
 * then shows the fallback and renders the content as a retry, in time slices, and holds that commit until 300 ms after
 * the fallback appeared. Here the loader hands a module that is already in over at once, so `lazy` renders it in the
 * same pass; one that is still on its way suspends as with plain `lazy`.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };

export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the module, once however often asked; a failed fetch is tried again at the next call. */
  preload: () => Promise<Module<ComponentType<P>>>;
};

export function preloadableLazy<P extends object>(
  load: () => Promise<Module<ComponentType<P>>>,
): PreloadableLazy<P> {
  type T = ComponentType<P>;
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy<T>(() => {
    if (!loaded) return preload();
    const module = loaded;
    // A thenable that calls back before `then` returns: `lazy` marks itself resolved while it is still reading. Its
    // type says Promise because `lazy`'s does; `lazy` only ever calls `then`.
    const settled = { then: (resolve: (value: Module<T>) => void) => resolve(module) };
    return settled as unknown as Promise<Module<T>>;
  });
  return Object.assign(component, { preload });
}
