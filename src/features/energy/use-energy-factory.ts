/**
 * The factory an energy page looks at: the top-bar factory until another is chosen on the page; on the overview
 * and the report a cleared choice means every factory of the caller's scope.
 */
import { useCallback, useState } from 'react';
import { useCurrentFactory } from '@/shared/ui/current-factory';

/** undefined: follow the top bar; null: every factory; a number: the one chosen here. */
type Choice = number | null | undefined;

export function useEnergyFactory() {
  const current = useCurrentFactory();
  const [choice, setChoice] = useState<Choice>(undefined);
  const factoryId = choice === undefined ? current.factoryId : choice;
  const choose = useCallback((id: number | undefined) => setChoice(id ?? null), []);
  return { factoryId, tree: current.tree, choose };
}
