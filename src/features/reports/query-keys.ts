/** The daily and weekly report pages' keys in the query cache (src/shared/query). */
export const reportKeys = {
  all: ['reports'],
  month: ['reports', 'month'],
  pending: ['reports', 'pending'],
  detail: ['reports', 'detail'],
  saved: ['reports', 'saved'],
} as const;
