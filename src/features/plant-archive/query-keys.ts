/** The plant archive pages' keys in the query cache (src/shared/query). */
export const plantKeys = {
  /** one factory's archive: [...plant, factoryId] */
  plant: ['plant-archive', 'plant'],
  /** one factory's process units: [...units, factoryId] */
  units: ['plant-archive', 'units'],
  mapConfig: ['plant-archive', 'map-config'],
} as const;
