/**
 * `npm run -s test:snapshot`: writes the seeded snapshot to WOMS_SEEDED_SNAPSHOT and, when WOMS_TEST_POSTGRES names
 * the run's PostgreSQL server, makes its seeded template database. `npm test` runs it beside the type check and the
 * lint, on the core they leave idle, so the server tests find both ready (scripts/test.mjs).
 */
import { writeSeededTemplate } from './postgres-template';
import { writeSeededSnapshot } from './snapshot';

const file = process.env.WOMS_SEEDED_SNAPSHOT;
if (!file) {
  console.error('test:snapshot: set WOMS_SEEDED_SNAPSHOT to the file to write');
  process.exit(1);
}
const postgres = process.env.WOMS_TEST_POSTGRES;
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
await Promise.all([
  writeSeededSnapshot(file).then(() =>
    console.info(`test:snapshot: migrated and demo-seeded PGlite snapshot written in ${seconds()} s`),
  ),
  postgres
    ? writeSeededTemplate(postgres).then(() =>
        console.info(`test:snapshot: migrated and demo-seeded PostgreSQL template made in ${seconds()} s`),
      )
    : undefined,
]);
