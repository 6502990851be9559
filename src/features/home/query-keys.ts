/** Home's keys in the query cache (src/shared/query): the working-day summary, [...summary, factoryId]. */
export const homeKeys = {
  all: ['home'],
  summary: ['home', 'summary'],
} as const;
