/**
 * Vitest global setup of the server tests: one migrated and demo-seeded database per run, seeded at SEEDED_AT
 * (seed-instant.ts) and dumped to a file (snapshot.ts); every test file then opens its own database from it
 * (`openSeededDb`), which costs a fraction of running the migrations and the seed again (docs/architecture.md §5
 * "Tests"). Under `npm test` the file is made beforehand, beside the type check and the lint (WOMS_SEEDED_SNAPSHOT,
 * scripts/test.mjs); alone, Vitest makes its own and removes it at the end. live-snapshot.ts does the same for the
 * snapshot seeded on the process clock.
 */
import type { TestProject } from 'vitest/node';
import { seedClock } from './seed-instant';
import { provideSnapshot } from './provide-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** path of the migrated + demo-seeded (at SEEDED_AT) PGlite data directory, as an uncompressed tar */
    seededSnapshot: string;
  }
}

export default function setup(project: TestProject): Promise<() => void> {
  return provideSnapshot(project, 'seededSnapshot', process.env.WOMS_SEEDED_SNAPSHOT, seedClock);
}
