/**
 * Vitest global setup of the tests of real server processes: the demo-seeded snapshot seeded on the process clock, the
 * clock those servers run on (docs/architecture.md §5 "Tests"), for `restoreSeededFolder`. Under `npm test` it is made
 * beforehand (WOMS_LIVE_SNAPSHOT, scripts/test.mjs) and kept for the e2e stage.
 */
import type { TestProject } from 'vitest/node';
import { systemClock } from '../../../server/src/shared/clock';
import { provideSnapshot } from './provide-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** path of the migrated + demo-seeded (on the process clock) PGlite data directory, as an uncompressed tar */
    liveSnapshot: string;
  }
}

export default function setup(project: TestProject): Promise<() => void> {
  return provideSnapshot(project, 'liveSnapshot', process.env.WOMS_LIVE_SNAPSHOT, systemClock);
}
