/** The big screens' keys in the query cache (src/shared/query): the signed-in wall's one answer. */
export const screenKeys = {
  all: ['screens'],
  internal: ['screens', 'internal'],
} as const;
