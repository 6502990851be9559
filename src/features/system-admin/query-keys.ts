/** The system administration pages' keys in the query cache (src/shared/query). */
export const adminKeys = {
  users: ['admin', 'users'],
  dictTypes: ['admin', 'dict-types'],
  dictData: ['admin', 'dict-data'],
  loginLocks: ['admin', 'login-locks'],
  files: ['admin', 'files'],
  fileStats: ['admin', 'files', 'stats'],
} as const;
