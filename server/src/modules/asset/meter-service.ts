/**
 * Meter ledger writes (docs/architecture.md §3 "Asset ledger"), each one short transaction: checks first, then
 * the write; a refusal rolls back, so a refused or bad call changes nothing. A meter outside the caller's
 * factories answers 404 like a missing one; a factory named in the body passes the shared factory gate.
 */
import { METER_MSG, type MeterAddBody, type MeterEditBody } from '../../../../contract/asset-meter/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound, refusal } from '../../errors';
import { at, type Clock } from '../../shared/clock';
import { requireFactory } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { claimVersion } from '../record-version/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { writeWithCode } from './ledger';
import { MeterRepository, type MeterFields } from './meter-repository';

/** The body as the row stores it: no device is NULL. */
const fieldsOf = (body: MeterAddBody): MeterFields => ({
  factoryId: body.factoryId,
  code: body.code,
  name: body.name,
  kind: body.kind,
  instrumentAddr: body.instrumentAddr,
  energyAddr: body.energyAddr,
  collectorId: body.collectorId,
  deviceId: body.deviceId ?? null,
});

/** The rules TypeBox cannot say (each a 400 naming its field), then the code (a refusal). */
async function check(tx: Db, caller: Principal, f: MeterFields, selfId: number | null): Promise<void> {
  await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, f.factoryId);
  const repo = new MeterRepository(tx);
  if (!(await repo.collectorInFactory(f.collectorId, f.factoryId)))
    throw badInput('body/collectorId', METER_MSG.COLLECTOR_NOT_IN_FACTORY);
  if (f.deviceId !== null && !(await repo.liveDeviceInFactory(f.deviceId, f.factoryId)))
    throw badInput('body/deviceId', METER_MSG.DEVICE_NOT_IN_FACTORY);
  if (await repo.codeTaken(f.factoryId, f.code, selfId)) throw refusal(METER_MSG.codeTaken(f.code));
}

export class MeterService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  add(caller: Principal, body: MeterAddBody): Promise<number> {
    const f = fieldsOf(body);
    return writeWithCode(this.db, METER_MSG.codeTaken(f.code), async (tx) => {
      await check(tx, caller, f, null);
      return new MeterRepository(tx).insert(f);
    });
  }

  async edit(caller: Principal, body: MeterEditBody): Promise<void> {
    const f = fieldsOf(body);
    await writeWithCode(this.db, METER_MSG.codeTaken(f.code), async (tx) => {
      const repo = new MeterRepository(tx);
      if (!(await repo.lockInScope(body.meterId, caller.factoryIds))) throw notFound(METER_MSG.NOT_FOUND);
      await check(tx, caller, f, body.meterId);
      await claimVersion(
        tx,
        {
          record: 'meter',
          id: body.meterId,
          version: body.version,
          userId: caller.userId,
          now: at(this.clock),
        },
        () => repo.find(body.meterId),
      );
      await repo.update(body.meterId, f);
    });
  }

  /**
   * A hard delete, refused while an alarm of the meter is active. The meter row is locked first, so an alarm
   * raised at the same moment either commits before the count (and refuses the delete) or waits and then
   * finds no meter.
   */
  async remove(caller: Principal, meterId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new MeterRepository(tx);
      if (!(await repo.lockInScope(meterId, caller.factoryIds))) throw notFound(METER_MSG.NOT_FOUND);
      if ((await repo.activeAlarms(meterId)) > 0) throw refusal(METER_MSG.HAS_ACTIVE_ALARMS);
      await repo.remove(meterId);
    });
  }
}
