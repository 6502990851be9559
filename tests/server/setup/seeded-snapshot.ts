/**
 * Vitest global setup of the server tests: one migrated and demo-seeded database per run, dumped to a file
 * (snapshot.ts); every test file then opens its own database from it (`openSeededDb`), which costs a fraction of
 * running the migrations and the seed again (docs/architecture.md §5 "Tests"). Under `npm test` the file is made
 * beforehand, beside the type check and the lint (WOMS_SEEDED_SNAPSHOT, scripts/test.mjs), and kept for the e2e
 * stage; alone, Vitest makes its own and removes it at the end.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeededSnapshot } from './snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** path of the migrated + demo-seeded PGlite data directory, as an uncompressed tar */
    seededSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const prepared = process.env.WOMS_SEEDED_SNAPSHOT;
  if (prepared && existsSync(prepared)) {
    project.provide('seededSnapshot', prepared);
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'woms-seed-'));
  const file = prepared ?? join(dir, 'seeded.tar');
  await writeSeededSnapshot(file);
  project.provide('seededSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
