/** The big screens' keys in the query cache (src/shared/query): the signed-in wall and the public screens. */
export const screenKeys = {
  all: ['screens'],
  internal: ['screens', 'internal'],
  /** the public external screen's overview */
  external: ['screens', 'external'],
  /** the process page's plants, and one plant's flow: [...process, factoryId] */
  plants: ['screens', 'plants'],
  process: ['screens', 'process'],
} as const;
