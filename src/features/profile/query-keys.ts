/** The profile feature's keys in the query cache (src/shared/query). */
import { DICT_TYPE } from '@contract/dict';
import { dictKeys } from '@/shared/query';

export const profileKeys = {
  all: ['profile'],
  /** the signed-in user's own record (GET profile) */
  me: ['profile', 'me'],
  /** shared with every reader of the type, so that 字典管理's changes reach it */
  idTypes: dictKeys.ofType(DICT_TYPE.ID_TYPE),
  /** an uploaded avatar's picture, by its URL (use-avatar-src.ts) */
  avatar: (url: string) => ['profile', 'avatar', url] as const,
} as const;
