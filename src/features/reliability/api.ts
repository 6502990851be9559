/** The 设备可靠性 page's own reads: the devices of a factory for its device filter. */
import type { WoDevice } from '@contract/work-order';
import { get, type DataResult } from '@/shared/api';

/** The work-order device list (GET /api/system/base/workOrder/devices, the caller's factories only). */
export const fetchFactoryDevices = async (factoryId: number): Promise<WoDevice[]> =>
  (await get<DataResult<WoDevice[]>>('/system/base/workOrder/devices', { factoryId })).data;

export const deviceOptionsKey = (factoryId: number | undefined) =>
  ['reliability', 'devices', factoryId ?? null] as const;
