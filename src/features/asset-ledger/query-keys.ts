/** The device and meter ledgers' keys in the query cache (src/shared/query). */
export const assetKeys = {
  devices: ['asset', 'devices'],
  meters: ['asset', 'meters'],
} as const;
