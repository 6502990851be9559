/**
 * Device ledger writes (docs/architecture.md §3 "Asset ledger"), each one short transaction: checks first, then
 * the write; a refusal rolls back, so a refused or bad call changes nothing. Scope: a device outside the
 * caller's factories answers 404 like a missing or deleted one; a factory named in the body passes the shared
 * factory gate (404 no factory, 403 out of scope).
 */
import {
  assetTypeHasUnit,
  DEVICE_MSG,
  DEVICE_UNITS,
  type DeviceAddBody,
  type DeviceEditBody,
} from '../../../../contract/asset/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import { FILE_MSG } from '../../../../contract/file/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound, refusal } from '../../errors';
import { at, type Clock } from '../../shared/clock';
import { chinaDay } from '../../shared/china-time';
import { requireFactory } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { DictRepository } from '../dict/repository';
import { FileRepository } from '../file/repository';
import { claimVersion } from '../record-version/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { DeviceRepository, type DeviceFields } from './device-repository';
import { writeWithCode } from './ledger';

/** Messages of field rules the contract has no entry for, sent after the field they concern. */
export const DEVICE_FIELD_MSG = {
  ASSET_TYPE: `资产类型须为字典 ${DICT_TYPE.ASSET_TYPE} 中的值`,
  UNIT: `计量单位须为 ${DEVICE_UNITS.join('、')} 之一`,
  NOT_AN_IMAGE: '设备照片必须是图片文件',
} as const;

/** The body as the row stores it: absent optional fields are empty. */
const fieldsOf = (body: DeviceAddBody): DeviceFields => ({
  factoryId: body.factoryId,
  deviceShowCode: body.deviceShowCode,
  deviceName: body.deviceName,
  assetType: body.assetType,
  model: body.model ?? '',
  location: body.location ?? '',
  unit: body.unit ?? '',
  installDate: body.installDate ?? null,
  status: body.status,
  photoFileId: body.photoFileId ?? null,
});

/** The rules TypeBox cannot say (each a 400 naming its field), then the show code (a refusal). */
async function check(tx: Db, caller: Principal, f: DeviceFields, selfId: number | null): Promise<void> {
  await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, f.factoryId);
  const types = (await new DictRepository(tx).dataOfType(DICT_TYPE.ASSET_TYPE)).map((d) => d.dictValue);
  if (!types.includes(f.assetType)) throw badInput('body/assetType', DEVICE_FIELD_MSG.ASSET_TYPE);
  if (assetTypeHasUnit(f.assetType)) {
    if (f.unit === '') throw badInput('body/unit', DEVICE_MSG.UNIT_REQUIRED);
    if (!(DEVICE_UNITS as readonly string[]).includes(f.unit))
      throw badInput('body/unit', DEVICE_FIELD_MSG.UNIT);
  } else if (f.unit !== '') {
    throw badInput('body/unit', DEVICE_MSG.UNIT_ONLY_WITH_UNIT_TYPE);
  }
  if (f.photoFileId !== null) {
    // The file module's rule: one's own upload, any for admin, or a file the caller may already see.
    const type = await new FileRepository(tx).visibleType(
      f.photoFileId,
      caller.userId,
      caller.factoryIds === 'all',
    );
    if (type === null) throw badInput('body/photoFileId', FILE_MSG.NOT_FOUND);
    if (!type.startsWith('image/')) throw badInput('body/photoFileId', DEVICE_FIELD_MSG.NOT_AN_IMAGE);
  }
  if (await new DeviceRepository(tx).codeTaken(f.factoryId, f.deviceShowCode, selfId)) {
    throw refusal(DEVICE_MSG.codeTaken(f.deviceShowCode));
  }
}

export class DeviceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A device is not installed in the future: the date is a day of China time, as the ledger shows it. */
  private checkInstallDate(f: DeviceFields): void {
    if (f.installDate !== null && f.installDate > chinaDay(this.clock.now())) {
      throw badInput('body/installDate', DEVICE_MSG.INSTALL_IN_FUTURE);
    }
  }

  async add(caller: Principal, body: DeviceAddBody): Promise<number> {
    const f = fieldsOf(body);
    this.checkInstallDate(f);
    return this.write(f, async (tx) => {
      await check(tx, caller, f, null);
      return new DeviceRepository(tx).insert(f);
    });
  }

  async edit(caller: Principal, body: DeviceEditBody): Promise<void> {
    const f = fieldsOf(body);
    this.checkInstallDate(f);
    await this.write(f, async (tx) => {
      const repo = new DeviceRepository(tx);
      const locked = await repo.lockInScope(body.deviceId, caller.factoryIds);
      if (!locked) throw notFound(DEVICE_MSG.NOT_FOUND);
      await check(tx, caller, f, body.deviceId);
      if (locked.factoryId !== f.factoryId && (await repo.tiedToFactory(body.deviceId))) {
        throw badInput('body/factoryId', DEVICE_MSG.MOVE_TIED);
      }
      await claimVersion(
        tx,
        {
          record: 'device',
          id: body.deviceId,
          version: body.version,
          userId: caller.userId,
          now: at(this.clock),
        },
        () => repo.find(body.deviceId, caller.factoryIds),
      );
      await repo.update(body.deviceId, f);
    });
  }

  async remove(caller: Principal, deviceId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new DeviceRepository(tx);
      if (!(await repo.lockInScope(deviceId, caller.factoryIds))) throw notFound(DEVICE_MSG.NOT_FOUND);
      await repo.disablePlans(deviceId);
      const { openOrders, activeAlarms } = await repo.blockers(deviceId);
      if (openOrders > 0) throw refusal(DEVICE_MSG.HAS_OPEN_ORDERS);
      if (activeAlarms > 0) throw refusal(DEVICE_MSG.HAS_ACTIVE_ALARMS);
      await repo.softDelete(deviceId, at(this.clock));
    });
  }

  /** A write whose show code another call may take first: the unique index answers, as the check would have. */
  private write<T>(f: DeviceFields, fn: (tx: Db) => Promise<T>): Promise<T> {
    return writeWithCode(this.db, DEVICE_MSG.codeTaken(f.deviceShowCode), fn);
  }
}
