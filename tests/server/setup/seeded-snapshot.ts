/**
 * Vitest global setup of the server tests: migrate and demo-seed one in-memory PGlite ONCE per run and
 * dump its data directory to a file; every test file then opens its own database from that snapshot
 * (`openSeededDb`), which costs a fraction of running the migrations and the seed again
 * (docs/architecture.md §5 "Tests").
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../../../server/src/db/client';
import { migrate } from '../../../server/src/db/migrate';
import { seedDemo } from '../../../server/src/db/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** path of the migrated + demo-seeded PGlite data directory, as an uncompressed tar */
    seededSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'woms-seed-'));
  const file = join(dir, 'seeded.tar');
  // Segments the checkpoint below frees are removed, not kept for reuse: they were 64 of the snapshot's 124 MB, and
  // every test file reads the whole snapshot to open its database (about 0.1 s less per file).
  const lite = await PGlite.create({ postgresqlconf: ['min_wal_size = 32MB', 'wal_recycle = off'] });
  const db = pgliteDb(lite);
  await migrate(db);
  await seedDemo(db);
  // Written out now rather than replayed from the log by every file that opens the snapshot: with the demo's
  // readings (docs/architecture.md §3 "Energy") that replay doubled the time a file takes to open its database.
  await db.query('CHECKPOINT');
  const dump = await lite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  // `npm test` hands the same snapshot on to the e2e stage (scripts/test.mjs, scripts/e2e.mjs): one seed per run.
  if (process.env.WOMS_SEEDED_SNAPSHOT) copyFileSync(file, process.env.WOMS_SEEDED_SNAPSHOT);
  project.provide('seededSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
