/**
 * The migrated and demo-seeded database of the server tests, as a PGlite data directory dumped to an uncompressed tar
 * (docs/architecture.md §5 "Tests"): made once per run, twice over. Seeded at SEEDED_AT (seed-instant.ts) it is opened
 * by every server test file that runs the app in its own process on a clock it sets; seeded on the process clock (the
 * "live" one) it is loaded by the tests of real server processes and by the e2e servers, which run on that clock.
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../../../server/src/db/client';
import { migrate } from '../../../server/src/db/migrate';
import { seedDemo } from '../../../server/src/setup/seed/index';
import type { Clock } from '../../../server/src/shared/clock';
import { cheapenDemoHashes } from './test-hashes';

export async function writeSeededSnapshot(file: string, clock: Clock): Promise<void> {
  // Segments the checkpoint below frees are removed, not kept for reuse: they were 64 of the snapshot's 124 MB, and
  // every test file reads the whole snapshot to open its database (about 0.1 s less per file).
  const lite = await PGlite.create({ postgresqlconf: ['min_wal_size = 32MB', 'wal_recycle = off'] });
  const db = pgliteDb(lite);
  await migrate(db);
  await seedDemo(db, clock);
  await cheapenDemoHashes(db);
  // The tests, the e2e servers and the process tests only ever connect to `postgres`: the two template databases
  // were 600 of the snapshot's 1,200 files and 15 of its 74 MB, written into memory by every file that opens it (an
  // open took about 0.23 s instead of 0.18).
  await db.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await db.query('DROP DATABASE template0');
  await db.query('DROP DATABASE template1');
  // Written out now rather than replayed from the log by every file that opens the snapshot: with the demo's
  // readings (docs/architecture.md §3 "Energy") that replay doubled the time a file takes to open its database.
  // A fresh WAL segment first: past three quarters of its segment the checkpoint preallocates the next one, 16 MB more
  // in the snapshot (the demo's alarm history moved the seed's log past that mark).
  await db.query('SELECT pg_switch_wal()');
  await db.query('CHECKPOINT');
  const dump = await lite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
}
