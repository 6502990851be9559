/** The work-order pages' keys in the query cache (src/shared/query). */
export const workOrderKeys = {
  all: ['work-orders'],
  /** a kind's list, or the acceptance list over every kind */
  list: (source: string) => ['work-orders', 'list', source] as const,
} as const;
