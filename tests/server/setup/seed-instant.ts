/**
 * The instant the server tests' demo data is seeded at (docs/architecture.md §5 "Tests"): fixed, so that every figure
 * a test derives from the data (today, yesterday's same hours, this week, this month) is the same at any hour the
 * suite runs. A Wednesday afternoon in the middle of a month, China time: the demo's newest reading is its 14:00 one,
 * `dataClock` (helpers/energy.ts) stands at 14:10. The tests of the edges of a day, a week, a month and a year set
 * those edges themselves on top of this data. Real servers (the process tests, e2e) seed on the process clock
 * instead: `npm run test:clock` moves that clock to the awkward instants.
 */
import type { Clock } from '../../../server/src/shared/clock';

export const SEEDED_AT = Date.parse('2026-06-17T14:20:00+08:00');

export const seedClock: Clock = { now: () => SEEDED_AT };
