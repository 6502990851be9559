/** The system administration pages' keys in the query cache (src/shared/query). */
export const adminKeys = {
  users: ['admin', 'users'],
  dictTypes: ['admin', 'dict-types'],
  dictData: ['admin', 'dict-data'],
  loginLocks: ['admin', 'login-locks'],
} as const;
