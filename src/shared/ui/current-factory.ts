import { createContext, useContext } from 'react';
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
