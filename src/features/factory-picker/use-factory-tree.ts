/**
 * The user's area/factory tree for the picker, from the query cache (src/shared/query): asked once a session (the
 * cache is emptied at sign-out) and again when the area pages change areas (they invalidate `areaKeys.tree`, of which
 * this key is a child).
 */
import { useQuery } from '@tanstack/react-query';
import type { AreaNode } from '@contract/system';
import { areaKeys } from '@/shared/area/query-keys';
import { fetchProjects } from './api';

export const factoryTreeKey = [...areaKeys.tree, 'picker'] as const;

const NO_TREE: AreaNode[] = [];

export function useFactoryTree(): { tree: AreaNode[]; loading: boolean } {
  const query = useQuery({ queryKey: factoryTreeKey, queryFn: fetchProjects, staleTime: Infinity });
  return { tree: query.data ?? NO_TREE, loading: query.isFetching };
}
