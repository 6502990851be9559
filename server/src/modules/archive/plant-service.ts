/**
 * The edit of a factory's archive (docs/architecture.md §3 "Plant archive"), one short transaction: the factory gate,
 * the rules the schema cannot say (each a 400 naming its field), then the write; a refusal writes nothing.
 */
import { AREA_RULE, coordinateDigits } from '../../../../contract/area/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import type { PlantEditBody } from '../../../../contract/plant-archive/schemas';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import { at, type Clock } from '../../shared/clock';
import { requireFactory } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { claimVersion } from '../record-version/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { requireDictValue } from './checks';
import { PlantRepository } from './plant-repository';

/** docs/requirements.md §5: a coordinate holds at most 10 digits (the area form's rule). */
function checkCoordinates(body: PlantEditBody): void {
  for (const key of ['longitude', 'latitude'] as const) {
    const v = body[key];
    if (v !== null && coordinateDigits(v) > AREA_RULE.MAX_COORD_DIGITS) {
      throw badInput(`body/${key}`, `must have at most ${AREA_RULE.MAX_COORD_DIGITS} digits`);
    }
  }
}

export class PlantService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async save(caller: Principal, factoryId: number, body: PlantEditBody): Promise<void> {
    checkCoordinates(body);
    await this.db.transaction(async (tx) => {
      await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, factoryId);
      if (body.processType !== '') {
        await requireDictValue(tx, DICT_TYPE.PROCESS_TYPE, body.processType, 'body/processType');
      }
      const plants = new PlantRepository(tx);
      const now = at(this.clock);
      // The factory's area row carries the archive's version: the area form edits its address and coordinates too.
      await claimVersion(
        tx,
        { record: 'area', id: factoryId, version: body.version, userId: caller.userId, now },
        () => plants.find(factoryId),
      );
      await plants.save(factoryId, body, caller.userId, now);
    });
  }
}
