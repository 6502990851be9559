/**
 * 备件管理's writes (docs/parts.md), each one short transaction: checks first (a 400 naming the field, a refusal),
 * then the write, so a refused call changes nothing. The catalogue is shared by every factory; a stock, its minimum and
 * its movements belong to one factory, which passes the factory gate.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import {
  hasQuantityScale,
  PART_MOVE,
  PARTS_MSG,
  type PartAddBody,
  type PartEditBody,
  type PartMovementBody,
  type PartMovementResult,
  type PartStockEditBody,
} from '../../../../contract/parts/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound, refusal } from '../../errors';
import { at, type Clock } from '../../shared/clock';
import { requireFactory } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { writeWithCode } from '../asset/ledger';
import { DictRepository } from '../dict/repository';
import { claimVersion } from '../record-version/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { CatalogueRepository, type PartFields } from './catalogue-repository';
import { moveStock } from './stock-moves';
import { StockRepository } from './stock-repository';

export const fieldsOf = (body: PartAddBody): PartFields => ({
  partCode: body.partCode,
  partName: body.partName.trim(),
  partSpecs: (body.partSpecs ?? '').trim(),
  unit: body.unit.trim(),
  assetTypes: body.assetTypes ?? [],
  remark: (body.remark ?? '').trim(),
});

/** The rules TypeBox cannot say: names not blank, device classes of the dictionary (400 naming the field). */
export async function checkFields(tx: Db, f: PartFields, at = 'body'): Promise<void> {
  if (f.partName === '') throw badInput(`${at}/partName`, PARTS_MSG.NAME_BLANK);
  if (f.unit === '') throw badInput(`${at}/unit`, PARTS_MSG.UNIT_BLANK);
  if (f.assetTypes.length === 0) return;
  const known = new Set(
    (await new DictRepository(tx).dataOfType(DICT_TYPE.ASSET_TYPE)).map((d) => d.dictValue),
  );
  const i = f.assetTypes.findIndex((t) => !known.has(t));
  if (i >= 0) throw badInput(`${at}/assetTypes/${i}`, PARTS_MSG.ASSET_TYPE);
}

export class PartsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async add(body: PartAddBody): Promise<number> {
    const f = fieldsOf(body);
    return writeWithCode(this.db, PARTS_MSG.codeTaken(f.partCode), async (tx) => {
      await checkFields(tx, f);
      const repo = new CatalogueRepository(tx);
      if (await repo.codeTaken(f.partCode, null)) throw refusal(PARTS_MSG.codeTaken(f.partCode));
      return repo.insert(f, at(this.clock));
    });
  }

  async edit(caller: Principal, body: PartEditBody): Promise<void> {
    const f = fieldsOf(body);
    await writeWithCode(this.db, PARTS_MSG.codeTaken(f.partCode), async (tx) => {
      const repo = new CatalogueRepository(tx);
      if (!(await repo.find(body.partId))) throw notFound(PARTS_MSG.NOT_FOUND);
      await checkFields(tx, f);
      if (await repo.codeTaken(f.partCode, body.partId)) throw refusal(PARTS_MSG.codeTaken(f.partCode));
      await claimVersion(
        tx,
        {
          record: 'part',
          id: body.partId,
          version: body.version,
          userId: caller.userId,
          now: at(this.clock),
        },
        () => repo.find(body.partId),
      );
      await repo.update(body.partId, f);
    });
  }

  /** A factory's minimum of a part: the stock row is made (version 0) when the part was never received there. */
  async setMinimum(caller: Principal, body: PartStockEditBody): Promise<void> {
    if (!hasQuantityScale(body.minQuantity)) throw badInput('body/minQuantity', PARTS_MSG.QUANTITY_SCALE);
    await this.db.transaction(async (tx) => {
      await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, body.factoryId);
      if (!(await new CatalogueRepository(tx).find(body.partId))) throw notFound(PARTS_MSG.NOT_FOUND);
      const stock = new StockRepository(tx);
      const stockId = await stock.ensure(body.factoryId, body.partId);
      await claimVersion(
        tx,
        {
          record: 'partStock',
          id: stockId,
          version: body.version,
          userId: caller.userId,
          now: at(this.clock),
        },
        () => stock.find(body.factoryId, body.partId),
      );
      await stock.setMinimum(stockId, body.minQuantity);
    });
  }

  /** A movement by hand (docs/parts.md "Ledger"); an issue to an order is the order's handling. */
  async move(caller: Principal, body: PartMovementBody): Promise<PartMovementResult> {
    const reason = (body.reason ?? '').trim();
    const q = body.quantity;
    if (body.kind === PART_MOVE.ADJUST) {
      if (q === 0) throw badInput('body/quantity', PARTS_MSG.QUANTITY_NOT_ZERO);
    } else if (q <= 0) {
      throw badInput('body/quantity', PARTS_MSG.QUANTITY_POSITIVE);
    }
    if (!hasQuantityScale(q)) throw badInput('body/quantity', PARTS_MSG.QUANTITY_SCALE);
    const needsReason = body.kind === PART_MOVE.ADJUST || body.kind === PART_MOVE.ISSUE;
    if (needsReason && reason === '') throw badInput('body/reason', PARTS_MSG.REASON_REQUIRED);
    return this.db.transaction(async (tx) => {
      await requireFactory(new UserFactoryRepository(tx), caller.factoryIds, body.factoryId);
      const part = await new CatalogueRepository(tx).find(body.partId);
      if (!part) throw badInput('body/partId', PARTS_MSG.NOT_FOUND);
      return moveStock(tx, {
        factoryId: body.factoryId,
        partId: body.partId,
        partCode: part.partCode,
        partName: part.partName,
        kind: body.kind,
        delta: body.kind === PART_MOVE.ISSUE ? -q : q,
        taskId: null,
        reason,
        userId: caller.userId,
        now: at(this.clock),
      });
    });
  }
}
