/**
 * The area/factory tree (/system/area/tree/list) from the query cache (src/shared/query): the callers on screen
 * share one request, asked again at each mount; a failure reads as an empty tree (the HTTP client has told the user).
 */
import { useQuery } from '@tanstack/react-query';
import type { AreaNode } from '@contract/system';
import { fetchAreaTree } from './api';
import { areaKeys } from './query-keys';

const NO_TREE: AreaNode[] = [];

export interface AreaTree {
  /** null until the first answer; empty after a failure */
  tree: AreaNode[] | null;
  loading: boolean;
}

export function useAreaTree(enabled = true): AreaTree {
  const { data, isError, isLoading } = useQuery({ queryKey: areaKeys.tree, queryFn: fetchAreaTree, enabled });
  return { tree: data ?? (isError ? NO_TREE : null), loading: isLoading };
}
