/**
 * The overdue urge ladder (docs/work-order-lifecycle.md "Priority and due time"): now and every minute, on the jobs'
 * database (main.ts), an overdue order (overdue-rule.ts) climbs a rung — its executor is told, an interval later its
 * dispatcher, another interval later the factory's managers — each rung once, even with several instances
 * (WoUrgeRepository.claim). A dispatch starts the ladder again (command-repository.ts setDue).
 */
import { WO_URGE_RUNG, type WoUrgeRung } from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { WoUrgeRepository } from './urge-repository';

export const WO_URGE_EVERY_MS = 60_000;
const RUNGS: readonly WoUrgeRung[] = [
  WO_URGE_RUNG.EXECUTOR,
  WO_URGE_RUNG.DISPATCHER,
  WO_URGE_RUNG.SUPERVISOR,
];

export interface WoUrgeRun {
  /** rungs climbed (an order climbing two rungs counts twice) */
  rungs: number;
  messages: number;
}

/** One run at `clock`'s now: the rungs in order, each in its transaction. */
export async function urgeOverdueOrders(db: Db, clock: Clock): Promise<WoUrgeRun> {
  const now = at(clock);
  const run: WoUrgeRun = { rungs: 0, messages: 0 };
  for (const rung of RUNGS) {
    await db.transaction(async (tx) => {
      const repo = new WoUrgeRepository(tx);
      const claimed = await repo.claim(rung, await repo.intervalMinutes(), now);
      run.rungs += claimed.length;
      for (const order of claimed) run.messages += await repo.tell(rung, order, now);
    });
  }
  return run;
}

export function startOverdueUrges(
  run: () => Promise<WoUrgeRun>,
  report: { info(msg: string): void; error(msg: string): void },
  everyMs = WO_URGE_EVERY_MS,
): Periodic {
  return startPeriodic(
    async () => {
      const done = await run();
      if (done.rungs > 0) report.info(`overdue orders: ${done.rungs} rung(s), ${done.messages} message(s)`);
    },
    (err) => report.error(`overdue urges failed: ${err.message}`),
    everyMs,
    true,
  );
}
