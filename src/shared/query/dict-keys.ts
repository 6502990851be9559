/**
 * Dictionary entries in the query cache, one key per type under one root: every page that caches a dictionary uses
 * these, so 字典管理 drops them all with one invalidation after a change (docs/administration.md "字典管理").
 */
import type { DictType } from '@contract/dict';

export const dictKeys = {
  all: ['dict'],
  ofType: (type: DictType) => ['dict', type] as const,
} as const;
