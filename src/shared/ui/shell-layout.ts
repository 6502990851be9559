import { createContext, useContext } from 'react';

/** The shell's layout, provided by the layout so pages (and the generic table's height rule) know it. */
export type ShellLayout = 'horizontal' | 'vertical';

export const ShellLayoutContext = createContext<ShellLayout>('vertical');

export function useShellLayout(): ShellLayout {
  return useContext(ShellLayoutContext);
}
