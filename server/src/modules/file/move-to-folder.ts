/**
 * The start-up move (docs/architecture.md §3 "Files"): rows whose bytes are still in sys_file.data (an older
 * database, the demo seed) get them written to the files folder, with their thumbnail, and the column emptied.
 * main.ts (and a buildApp that opens its own database) runs it after the migrations and the seed, before serving.
 *
 * In batches, each one transaction under an advisory lock: two instances starting together never move a row twice
 * (the second waits, then finds nothing left), and a crash leaves only whole batches moved. A row's names are fixed
 * in the row, so a batch that rolled back is written again to the same files at the next start.
 */
import type { Db } from '../../db/client';
import { FileRepository } from './repository';
import { makeThumbnailFile, pictureIn, sha256 } from './service';
import { FileStore } from './store';
import { Thumbnailer } from './thumbnailer';

/** Beside the migrations' lock (server/src/db/migrate.ts), its own number: it guards only this move. */
const FILE_MOVE_LOCK = 727_002;
/** Rows and bytes per transaction: what one batch holds in memory. */
const BATCH_ROWS = 100;
const BATCH_BYTES = 32 * 1024 * 1024;

/** Answers how many rows it moved (0 once everything is in the folder). */
export async function moveFilesToFolder(
  db: Db,
  filesDir: string,
  warn: (msg: string) => void = (msg) => console.warn(`woms-server: ${msg}`),
): Promise<number> {
  const store = new FileStore(filesDir);
  await store.ensure();
  // Started only for a picture larger than a thumbnail: the demo's photos are small enough to be their own.
  const thumbnailer = new Thumbnailer();
  let moved = 0;
  try {
    for (;;) {
      const count = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [FILE_MOVE_LOCK]);
        const files = new FileRepository(tx);
        const batch = await files.pending(BATCH_ROWS, BATCH_BYTES);
        // The writes of a batch together (the files are independent); one worker still makes the thumbnails in turn.
        const done = await Promise.all(
          batch.map(async (file) => {
            const bytes = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
            await store.write(store.pathOf(file), bytes);
            const picture = pictureIn(bytes, file.contentType);
            const thumbName = picture
              ? await makeThumbnailFile(store, thumbnailer, file, picture, warn)
              : null;
            return { fileId: file.fileId, sha256: sha256(bytes), thumbName };
          }),
        );
        if (done.length > 0) await files.moved(done);
        return batch.length;
      });
      moved += count;
      if (count === 0) return moved;
    }
  } finally {
    await thumbnailer.close();
  }
}
