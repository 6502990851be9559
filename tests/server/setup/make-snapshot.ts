/**
 * `npm run -s test:snapshot`: writes the seeded snapshot to WOMS_SEEDED_SNAPSHOT. `npm test` runs it beside the type
 * check and the lint, on the core they leave idle, so the server tests find it ready (scripts/test.mjs).
 */
import { writeSeededSnapshot } from './snapshot';

const file = process.env.WOMS_SEEDED_SNAPSHOT;
if (!file) {
  console.error('test:snapshot: set WOMS_SEEDED_SNAPSHOT to the file to write');
  process.exit(1);
}
const started = Date.now();
await writeSeededSnapshot(file);
console.info(
  `test:snapshot: migrated and demo-seeded database written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
