/**
 * Process unit writes (docs/architecture.md §3 "Plant archive"), each one short transaction: checks first, then the
 * write; a refusal rolls back, so a refused or bad call changes nothing. A unit outside the caller's factories
 * answers 404 like a missing one; a factory named in the body passes the factory gate.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import { FILE_MSG } from '../../../../contract/file/schemas';
import {
  ARCHIVE_MSG,
  ARCHIVE_RULE,
  type ProcessAddBody,
  type ProcessEditBody,
  type ProcessOrderBody,
} from '../../../../contract/plant-archive/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound, refusal } from '../../errors';
import { at, type Clock } from '../../shared/clock';
import { requireFactory } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { FileRepository } from '../file/repository';
import { claimVersion } from '../record-version/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { requireDictValue } from './checks';
import { ProcessRepository, type UnitFields } from './process-repository';

const fieldsOf = (body: ProcessAddBody | ProcessEditBody): UnitFields => ({
  name: body.name.trim(),
  kind: body.kind,
  remark: body.remark,
  params: body.params.map((p) => ({ name: p.name.trim(), value: p.value, unit: p.unit.trim() })),
  fileIds: body.fileIds,
});

/** The kind is a value of `oms_process_unit_kind`; every document is a file the caller may see. */
async function check(tx: Db, caller: Principal, f: UnitFields): Promise<void> {
  await requireDictValue(tx, DICT_TYPE.PROCESS_UNIT_KIND, f.kind, 'body/kind');
  const files = new FileRepository(tx);
  for (const [i, fileId] of f.fileIds.entries()) {
    if ((await files.visibleType(fileId, caller.userId, caller.factoryIds === 'all')) === null) {
      throw badInput(`body/fileIds/${i}`, FILE_MSG.NOT_FOUND);
    }
  }
}

export class ProcessService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async add(caller: Principal, body: ProcessAddBody): Promise<number> {
    const f = fieldsOf(body);
    return this.db.transaction(async (tx) => {
      await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, body.factoryId);
      const repo = new ProcessRepository(tx);
      await repo.lockFactory(body.factoryId);
      await check(tx, caller, f);
      if ((await repo.unitIdsOf(body.factoryId)).length >= ARCHIVE_RULE.UNITS_MAX) {
        throw refusal(ARCHIVE_MSG.TOO_MANY_UNITS);
      }
      return repo.insert(body.factoryId, f);
    });
  }

  async edit(caller: Principal, body: ProcessEditBody): Promise<void> {
    const f = fieldsOf(body);
    await this.db.transaction(async (tx) => {
      const repo = new ProcessRepository(tx);
      if ((await repo.lockInScope(body.unitId, caller.factoryIds)) === null) {
        throw notFound(ARCHIVE_MSG.UNIT_NOT_FOUND);
      }
      await check(tx, caller, f);
      await claimVersion(
        tx,
        {
          record: 'processUnit',
          id: body.unitId,
          version: body.version,
          userId: caller.userId,
          now: at(this.clock),
        },
        () => repo.find(body.unitId),
      );
      await repo.update(body.unitId, f);
    });
  }

  async remove(caller: Principal, unitId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new ProcessRepository(tx);
      // The factory first, then the unit: the order a reorder takes them in, so the two never wait on each other.
      const factoryId = await repo.factoryOf(unitId, caller.factoryIds);
      if (factoryId === null) throw notFound(ARCHIVE_MSG.UNIT_NOT_FOUND);
      await repo.lockFactory(factoryId);
      if ((await repo.lockInScope(unitId, caller.factoryIds)) !== factoryId) {
        throw notFound(ARCHIVE_MSG.UNIT_NOT_FOUND);
      }
      await repo.remove(unitId, factoryId);
    });
  }

  /** The new order must list exactly the factory's units; otherwise one was added or deleted meanwhile. */
  async reorder(caller: Principal, body: ProcessOrderBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, body.factoryId);
      const repo = new ProcessRepository(tx);
      await repo.lockFactory(body.factoryId);
      const current = await repo.unitIdsOf(body.factoryId);
      const wanted = new Set(body.unitIds);
      if (current.length !== wanted.size || current.some((id) => !wanted.has(id))) {
        throw refusal(ARCHIVE_MSG.ORDER_STALE);
      }
      await repo.reorder(body.factoryId, body.unitIds);
    });
  }
}
