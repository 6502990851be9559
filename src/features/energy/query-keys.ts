/** The energy pages' keys in the query cache (src/shared/query): one prefix per answer they load. */
export const energyKeys = {
  all: ['energy'],
  meters: ['energy', 'meters'],
  overview: ['energy', 'overview'],
  report: ['energy', 'report'],
  series: ['energy', 'series'],
  readings: ['energy', 'readings'],
} as const;
