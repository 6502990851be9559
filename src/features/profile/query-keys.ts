/** The profile feature's keys in the query cache (src/shared/query). */
export const profileKeys = {
  all: ['profile'],
  /** the signed-in user's own record (GET profile) */
  me: ['profile', 'me'],
  idTypes: ['profile', 'id-types'],
} as const;
