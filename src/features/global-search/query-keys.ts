/** The global search's query keys (docs/architecture.md §4 "Server data"): one answer per text. */
export const searchKeys = {
  results: ['search', 'results'] as const,
};
