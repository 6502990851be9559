/**
 * The orphan sweep (docs/architecture.md §3 "Files"): an uploaded file that nothing is attached to FILE_ORPHAN_HOURS
 * after its upload is removed, its row, its file and its thumbnail, so that uploads abandoned in a dialog (or
 * replaced by newer ones) do not fill the files folder. A background job on the jobs' database (main.ts), at start
 * and hourly.
 *
 * In batches, each one transaction: the batch's rows are locked with SKIP LOCKED, so two instances sweeping at once
 * share the rows and never remove one twice, and nothing is kept in memory between runs. Rows first, files after
 * the commit: a file whose row is still there is never removed, and one already missing is no error.
 */
import { FILE_ORPHAN_HOURS } from '../../../../contract/file';
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { FileAdminRepository, type RemovedFile } from './admin-repository';
import { FileStore } from './store';

const HOUR_MS = 3_600_000;
/** Files per transaction: their row locks and the names of their files held at once. */
const SWEEP_BATCH = 100;
/** How often the job looks for files that have become orphans of age. */
export const SWEEP_EVERY_MS = HOUR_MS;

export interface SweepResult {
  files: number;
  bytes: number;
}

/** Removes every orphan older than FILE_ORPHAN_HOURS at `clock`'s now; `info` hears each batch removed. */
export async function sweepOrphanFiles(
  db: Db,
  filesDir: string,
  clock: Clock,
  info: (msg: string) => void = () => undefined,
  batch = SWEEP_BATCH,
): Promise<SweepResult> {
  const store = new FileStore(filesDir);
  const before = at(clock, -FILE_ORPHAN_HOURS * HOUR_MS);
  const done: SweepResult = { files: 0, bytes: 0 };
  for (;;) {
    const { locked, removed } = await db.transaction(async (tx) => {
      const files = new FileAdminRepository(tx);
      const ids = await files.lockOrphans(before, batch);
      return { locked: ids.length, removed: ids.length > 0 ? await files.deleteOrphans(ids) : [] };
    });
    for (const file of removed) await removeFiles(store, file);
    if (removed.length > 0) {
      const bytes = removed.reduce((sum, f) => sum + f.size, 0);
      done.files += removed.length;
      done.bytes += bytes;
      info(`orphan files removed: ${removed.length} (${bytes} bytes): ${removed.map(described).join(', ')}`);
    }
    // A short batch was the last: whatever another instance holds is its to remove.
    if (locked < batch) return done;
  }
}

const described = (f: RemovedFile): string => `#${f.fileId} ${f.bucket}/${f.prefix}/${f.storeName}`;

/** The file and its thumbnail (the file itself for a small picture, or none); one already gone is no error. */
async function removeFiles(store: FileStore, file: RemovedFile): Promise<void> {
  const thumb =
    file.thumbName && file.thumbName !== file.storeName ? store.pathOf(file, file.thumbName) : null;
  await store.remove(store.pathOf(file), thumb);
}

/** Runs `sweep` now and then every `everyMs` (hourly by default). */
export function startOrphanSweep(
  sweep: () => Promise<SweepResult>,
  report: { info(msg: string): void; error(msg: string): void },
  everyMs = SWEEP_EVERY_MS,
): Periodic {
  return startPeriodic(
    async () => {
      const { files, bytes } = await sweep();
      if (files > 0) report.info(`orphan files: ${files} removed, ${bytes} bytes freed`);
    },
    (err) => report.error(`orphan file sweep failed: ${err.message}`),
    everyMs,
    true,
  );
}
