/**
 * A background job on a timer (maintenance plans, the alarm simulator): a failed run is reported and the
 * next one tries again; runs never overlap; the timer does not keep the process alive.
 */
export interface Periodic {
  /** no more runs; resolves once a run in flight has finished (so the database can close after) */
  stop(): Promise<void>;
}

export function startPeriodic(
  run: () => Promise<void>,
  onError: (err: Error) => void,
  everyMs: number,
  runNow: boolean,
): Periodic {
  let current: Promise<void> | null = null;
  const tick = (): void => {
    if (current) return;
    current = run()
      .catch((err: unknown) => onError(err as Error))
      .finally(() => {
        current = null;
      });
  };
  if (runNow) tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
