import { createContext, useCallback, useContext, useState } from 'react';
import type { AreaNode } from '@contract/system';

/**
 * The factory chosen in the top-bar picker, provided by the shell so that business pages (which may not
 * import the picker's feature) default their queries to it and follow a change.
 */
export interface CurrentFactory {
  factoryId: number | null;
  factoryName: string;
  /** the area/factory tree of the picker, for pages that let the user pick another factory */
  tree: AreaNode[];
}

export const CurrentFactoryContext = createContext<CurrentFactory>({
  factoryId: null,
  factoryName: '',
  tree: [],
});

export function useCurrentFactory(): CurrentFactory {
  return useContext(CurrentFactoryContext);
}

/**
 * The factory a factory page shows (docs/architecture.md §4 "Factory pages"): the top-bar factory, followed until
 * another one is chosen on the page itself (or named by the address that opened it, `initial`); null while none is
 * known.
 */
export function useChosenFactory(initial: number | null = null): {
  factoryId: number | null;
  tree: AreaNode[];
  chooseFactory: (id: number | undefined) => void;
} {
  const current = useCurrentFactory();
  // null: follow the top-bar factory; a number: the one chosen on this page.
  const [chosen, setChosen] = useState<number | null>(initial);
  const chooseFactory = useCallback((id: number | undefined) => setChosen(id ?? null), []);
  return { factoryId: chosen ?? current.factoryId, tree: current.tree, chooseFactory };
}
