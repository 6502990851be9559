/**
 * One change of a stock with its ledger row and, when it falls below the minimum, the keepers' message
 * (docs/parts.md "Stock", "Low stock"): used by the movement route and by the handling of an order, inside their
 * transactions, so a refused take rolls the whole write back.
 */
import {
  hasQuantityScale,
  PART_MOVE,
  PARTS_MSG,
  partsLowStockTitle,
  type PartMoveKind,
  type PartRow,
} from '../../../../contract/parts/schemas';
import type { WoPartInput } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { badInput, refusal } from '../../errors';
import { CatalogueRepository } from './catalogue-repository';
import { round, StockRepository, type StockChange } from './stock-repository';

export interface StockMove {
  factoryId: number;
  partId: number;
  /** for the refusal's text */
  partCode: string;
  partName: string;
  kind: PartMoveKind;
  /** signed: what the stock gains */
  delta: number;
  taskId: number | null;
  reason: string;
  userId: number | null;
  now: Date;
}

/** Moves the stock by `delta`, refusing (nothing changed) a take of more than is there; answers the ledger row. */
export async function moveStock(tx: Db, m: StockMove): Promise<{ movementId: number; balance: number }> {
  const stock = new StockRepository(tx);
  let change: StockChange | null;
  if (m.delta < 0) {
    change = await stock.take(m.factoryId, m.partId, -m.delta);
    if (!change) throw refusal(PARTS_MSG.short(m.partCode, await stock.held(m.factoryId, m.partId)));
  } else {
    change = await stock.put(m.factoryId, m.partId, m.delta);
  }
  const movementId = await stock.record({
    factoryId: m.factoryId,
    partId: m.partId,
    kind: m.kind,
    quantity: m.delta,
    balance: change.after,
    taskId: m.taskId,
    reason: m.reason,
    userId: m.userId,
    now: m.now,
  });
  // Only the take that crosses the minimum tells the keepers, so a stock staying low does not repeat the message.
  if (change.min > 0 && change.before >= change.min && change.after < change.min) {
    const factory = await stock.factoryName(m.factoryId);
    await stock.tellKeepers(
      m.factoryId,
      partsLowStockTitle(factory, m.partCode, m.partName, change.after, change.min),
      m.now,
    );
  }
  return { movementId, balance: change.after };
}

/** A part an order's handling lists from stock, with the quantity it uses. */
export interface UsedPart {
  partId: number;
  partCode: string;
  partName: string;
  quantity: number;
}

/**
 * Brings what an order holds from its factory's stock to what its handling lists: issues the difference, returns what
 * is no longer listed (a handling after a rejection replaces the one before). Ledger rows name the order.
 */
export async function settleOrderParts(
  tx: Db,
  order: { taskId: number; factoryId: number },
  used: UsedPart[],
  userId: number,
  now: Date,
): Promise<void> {
  const stock = new StockRepository(tx);
  const held = await stock.heldByOrder(order.taskId);
  const wanted = new Map<number, UsedPart>();
  for (const u of used) {
    const seen = wanted.get(u.partId);
    wanted.set(u.partId, seen ? { ...seen, quantity: round(seen.quantity + u.quantity) } : u);
  }
  const partIds = [...new Set([...held.keys(), ...wanted.keys()])].sort((a, b) => a - b);
  const names = await new CatalogueRepository(tx).findMany(partIds.filter((id) => !wanted.has(id)));
  // In part id order, so two handlings taking the same parts lock the stock rows in one order (no deadlock).
  for (const partId of partIds) {
    const want = wanted.get(partId)?.quantity ?? 0;
    const delta = round((held.get(partId) ?? 0) - want);
    if (delta === 0) continue;
    const part = wanted.get(partId) ?? names.get(partId) ?? { partCode: '', partName: '' };
    await moveStock(tx, {
      factoryId: order.factoryId,
      partId,
      partCode: part.partCode,
      partName: part.partName,
      kind: delta < 0 ? PART_MOVE.ISSUE : PART_MOVE.RETURN,
      delta,
      taskId: order.taskId,
      reason: '',
      userId,
      now,
    });
  }
}

/**
 * The parts rows of a handling as stored (wo_task_part) and the stock they use: a row naming a catalogue part
 * (`partId`) carries the catalogue's code, name, specs and unit (the order sheet and the reviews show what quantity
 * means, docs/parts.md "Orders"); a part that is no catalogue part is 400 naming the row.
 */
export async function orderParts(
  tx: Db,
  given: readonly WoPartInput[],
): Promise<{ rows: WoPartInput[]; used: UsedPart[] }> {
  const ids = given.flatMap((p) => (p.partId === undefined ? [] : [p.partId]));
  const found = ids.length > 0 ? await new CatalogueRepository(tx).findMany(ids) : new Map<number, PartRow>();
  const rows: WoPartInput[] = [];
  const used: UsedPart[] = [];
  given.forEach((p, i) => {
    if (p.partId === undefined) {
      rows.push(p);
      return;
    }
    const part = found.get(p.partId);
    if (!part) throw badInput(`body/parts/${i}/partId`, PARTS_MSG.NOT_FOUND);
    if (!hasQuantityScale(p.quantity)) throw badInput(`body/parts/${i}/quantity`, PARTS_MSG.QUANTITY_SCALE);
    rows.push({
      ...p,
      partsCode: part.partCode,
      partsName: part.partName,
      partsSpecs: part.partSpecs,
      unit: part.unit,
    });
    used.push({
      partId: part.partId,
      partCode: part.partCode,
      partName: part.partName,
      quantity: p.quantity,
    });
  });
  return { rows, used };
}
