/**
 * Rows written in batches off the request path (docs/administration.md "操作日志"): a request only queues its row;
 * one insert statement writes up to `batchSize` rows, one statement at a time, at most `delayMs` after the first row
 * of a batch came. The queue is bounded: past `maxQueue` rows waiting (a database that stopped answering), new rows
 * are dropped and counted rather than growing the process. `flush` writes everything queued so far (a list read on
 * this instance, shutdown).
 */
export interface BatchOptions {
  batchSize: number;
  delayMs: number;
  maxQueue: number;
}

export const BATCH_DEFAULTS: BatchOptions = { batchSize: 200, delayMs: 500, maxQueue: 10_000 };

export class BatchWriter<T> {
  private queue: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  /** rows refused because the queue was full, since the start */
  dropped = 0;

  constructor(
    private readonly write: (rows: T[]) => Promise<void>,
    /** a batch that failed is reported and given up: retrying it would hold every later row behind it */
    private readonly onError: (err: Error, rows: number) => void,
    private readonly opts: BatchOptions = BATCH_DEFAULTS,
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  push(row: T): void {
    if (this.queue.length >= this.opts.maxQueue) {
      this.dropped += 1;
      return;
    }
    this.queue.push(row);
    this.schedule();
  }

  /** Resolves once every row queued before the call has been written (or its batch has failed). */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.writing) await this.drain();
  }

  private schedule(): void {
    if (this.writing) return; // the batch in flight schedules the next one when it ends
    if (this.queue.length >= this.opts.batchSize) {
      void this.drain();
      return;
    }
    if (!this.timer && this.queue.length > 0) {
      this.timer = setTimeout(() => void this.drain(), this.opts.delayMs);
      this.timer.unref();
    }
  }

  private drain(): Promise<void> {
    if (this.writing) return this.writing;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.queue.length === 0) return Promise.resolve();
    const rows = this.queue.splice(0, this.opts.batchSize);
    this.writing = this.write(rows)
      .catch((err: unknown) => this.onError(err as Error, rows.length))
      .finally(() => {
        this.writing = null;
        this.schedule();
      });
    return this.writing;
  }
}
