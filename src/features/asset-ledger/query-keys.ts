/**
 * The device and meter ledgers' keys in the query cache (src/shared/query). A device or meter written (added, edited,
 * removed) invalidates `all`: the lists count and name each other, the meter options list the factory's devices and
 * a device's related answer lists its meters.
 */
export const assetKeys = {
  all: ['asset'],
  devices: ['asset', 'devices'],
  meters: ['asset', 'meters'],
  /** a factory's collectors and devices, offered by the meter dialog */
  meterOptions: (factoryId: number | null) => ['asset', 'meter-options', factoryId] as const,
  /** a device's latest orders, alarms and meters, shown by its detail drawer */
  related: (deviceId: number | null) => ['asset', 'related', deviceId] as const,
} as const;
