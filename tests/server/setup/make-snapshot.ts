/**
 * `npm run -s test:snapshot`: writes the snapshot seeded at SEEDED_AT to WOMS_SEEDED_SNAPSHOT and the one seeded on the
 * process clock to WOMS_LIVE_SNAPSHOT (seed-instant.ts says which tests open which) and, when WOMS_TEST_POSTGRES names
 * the run's PostgreSQL server, makes its two seeded template databases. `npm test` runs it beside the type check and
 * the lint, on the core they leave idle, so the server tests find them ready (scripts/test.mjs).
 */
import { systemClock } from '../../../server/src/shared/clock';
import { LIVE_TEMPLATE, SEEDED_TEMPLATE, writeSeededTemplate } from './postgres-template';
import { seedClock } from './seed-instant';
import { writeSeededSnapshot } from './snapshot';

const file = process.env.WOMS_SEEDED_SNAPSHOT;
const live = process.env.WOMS_LIVE_SNAPSHOT;
if (!file || !live) {
  console.error('test:snapshot: set WOMS_SEEDED_SNAPSHOT and WOMS_LIVE_SNAPSHOT to the files to write');
  process.exit(1);
}
const postgres = process.env.WOMS_TEST_POSTGRES;
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
// PGlite runs in this process (one core), PostgreSQL in its own: one of each at a time.
await Promise.all([
  (async () => {
    await writeSeededSnapshot(file, seedClock);
    await writeSeededSnapshot(live, systemClock);
    console.info(`test:snapshot: migrated and demo-seeded PGlite snapshots written in ${seconds()} s`);
  })(),
  postgres
    ? (async () => {
        await writeSeededTemplate(postgres, SEEDED_TEMPLATE);
        await writeSeededTemplate(postgres, LIVE_TEMPLATE);
        console.info(`test:snapshot: migrated and demo-seeded PostgreSQL templates made in ${seconds()} s`);
      })()
    : undefined,
]);
