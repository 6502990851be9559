/** The profile feature's keys in the query cache (src/shared/query). */
export const profileKeys = {
  all: ['profile'],
  /** the signed-in user's own record (GET profile) */
  me: ['profile', 'me'],
  idTypes: ['profile', 'id-types'],
  /** an uploaded avatar's picture, by its URL (use-avatar-src.ts) */
  avatar: (url: string) => ['profile', 'avatar', url] as const,
} as const;
