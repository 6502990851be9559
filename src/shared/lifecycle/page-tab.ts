import { createContext, useContext } from 'react';

/**
 * The key of the tab a component is drawn in (its path and query, as the tab bar names it), null outside the
 * keep-alive stack: a form that holds unsaved typing says which tab closing would drop it (docs/drafts.md).
 */
export const PageTabContext = createContext<string | null>(null);

export function usePageTab(): string | null {
  return useContext(PageTabContext);
}
