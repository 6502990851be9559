/**
 * Which factory the picker starts on (docs/requirements.md §3 "Area/factory", local key msgFactoryId): the stored
 * msgFactoryId if it is still in the user's tree, else the user's current factory, else the first
 * child of the first root.
 */
import type { AreaNode } from '@contract/system';
import { defaultFactory, listFactories } from '@/shared/area/api';

export function pickFactory(
  tree: AreaNode[],
  storedId: number | null,
  currentFactoryId: number | null | undefined,
): AreaNode | undefined {
  const factories = listFactories(tree);
  const find = (id: number | null | undefined) =>
    id == null ? undefined : factories.find((f) => f.id === id);
  return find(storedId) ?? find(currentFactoryId) ?? defaultFactory(tree);
}

export function findFactory(tree: AreaNode[], id: number): AreaNode | undefined {
  return listFactories(tree).find((f) => f.id === id);
}
