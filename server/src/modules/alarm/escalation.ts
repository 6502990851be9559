/**
 * The alarm escalation job (docs/alarms.md "Escalation"): now and every minute, on the jobs' database (main.ts), the
 * unacknowledged 紧急/高 alarms whose time has come climb a rung — the factory's supervisors are told, later the
 * administrators — each rung once, even with several instances (EscalationRepository.claim).
 */
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { EscalationRepository, type EscalationRung } from './escalation-repository';

export const ESCALATION_EVERY_MS = 60_000;

export interface EscalationRun {
  alarms: number;
  messages: number;
}

/** One run at `clock`'s now: both rungs, each in its transaction. */
export async function escalateAlarms(db: Db, clock: Clock): Promise<EscalationRun> {
  const now = at(clock);
  const run: EscalationRun = { alarms: 0, messages: 0 };
  for (const rung of [1, 2] as EscalationRung[]) {
    await db.transaction(async (tx) => {
      const repo = new EscalationRepository(tx);
      const claimed = await repo.claim(rung, await repo.minutes(rung), now);
      run.alarms += claimed.length;
      for (const alarm of claimed) run.messages += await repo.tell(rung, alarm, now);
    });
  }
  return run;
}

export function startAlarmEscalation(
  run: () => Promise<EscalationRun>,
  report: { info(msg: string): void; error(msg: string): void },
  everyMs = ESCALATION_EVERY_MS,
): Periodic {
  return startPeriodic(
    async () => {
      const done = await run();
      if (done.alarms > 0)
        report.info(`alarm escalation: ${done.alarms} alarm(s), ${done.messages} message(s)`);
    },
    (err) => report.error(`alarm escalation failed: ${err.message}`),
    everyMs,
    true,
  );
}
