// `npm run test:clock`: the proof that the suite passes at any hour (docs/architecture.md §5 "Tests, time and the
// clock"). The console, server and process tests run once per awkward instant with the whole process clock moved
// there by libfaketime (Debian's `faketime`, installed when missing as the tests' PostgreSQL is): the edges of a China
// day, of a week, of a month and of a year, and the hour of a daylight-saving change in another zone (with TZ set to
// that zone). The clock is moved by an offset from the real one (FAKETIME=+N seconds), which every process of the run
// inherits and shares: an absolute FAKETIME=@… starts each process's clock afresh, so a server started a minute later
// would disagree with the others. It starts at the instant and runs on, so a run that takes minutes crosses the edge
// it starts before. Each instant gets a PostgreSQL cluster of its own (on the real clock, as a database server beside the
// console would be) and snapshots seeded in that run. The e2e suite runs last under the first instant, its servers and
// its browser on the same moved clock.
//
//   npm run test:clock                      every instant, then e2e
//   npm run test:clock -- monday-0005       only the instants named (see INSTANTS), no e2e unless `e2e` is named
//   npm run test:clock -- e2e               e2e alone, at the first instant
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFaketime } from './lib/faketime.mjs';
import { startPostgres } from './lib/postgres.mjs';

/** Each instant: a name, the zone of the run (TZ) and the wall time there at which the clock starts. */
const INSTANTS = [
  // 00:05 China time on a Monday, the first of a month: the first hour of a day, a week and a month at once.
  { name: 'monday-0005', tz: 'Asia/Shanghai', at: '2027-02-01 00:05:00' },
  // 23:55 China time on the Sunday before: the last minutes of a day, a week and a month.
  { name: 'sunday-2355', tz: 'Asia/Shanghai', at: '2027-01-31 23:55:00' },
  // 1 January 00:05 China time: the first hour of a year; the machine's zone (UTC) is still in the old year.
  { name: 'new-year-0005', tz: 'UTC', at: '2026-12-31 16:05:00' },
  // 31 December 23:55 China time: the last minutes of a year.
  { name: 'year-end-2355', tz: 'UTC', at: '2026-12-31 15:55:00' },
  // New York springs forward at 02:00 on 14 March 2027: a day of 23 hours in the process's zone.
  { name: 'new-york-dst', tz: 'America/New_York', at: '2027-03-14 01:55:00' },
  // Berlin falls back at 03:00 summer time on 31 October 2027: a day of 25 hours, 02:00–03:00 twice. The offset names
  // the first 02:55 (summer time), five minutes before the clock goes back.
  { name: 'berlin-dst', tz: 'Europe/Berlin', at: '2027-10-31 02:55:00 +0200' },
];

/** The instant as seconds since the epoch, `at` read as wall time in its zone. */
function epochOf(instant) {
  const { stdout, status } = spawnSync('date', ['-d', instant.at, '+%s'], {
    env: { ...process.env, TZ: instant.tz },
    encoding: 'utf8',
  });
  if (status !== 0) throw new Error(`test:clock: cannot read ${instant.at} in ${instant.tz}`);
  return Number(stdout);
}

/** The environment of processes whose clock starts now at `instant` and runs on: an offset from the real clock. */
function movedClock(lib, instant) {
  const offset = epochOf(instant) - Math.round(Date.now() / 1000);
  return { ...process.env, TZ: instant.tz, LD_PRELOAD: lib, FAKETIME: `${offset >= 0 ? '+' : ''}${offset}` };
}

/**
 * What a Node process under `env` reads as the time, checked to be the instant's: a library that did not load would
 * leave the real clock, and the run would prove nothing.
 */
function checkClock(instant, env) {
  const { stdout } = spawnSync(process.execPath, ['-e', 'process.stdout.write(new Date().toString())'], {
    env,
    encoding: 'utf8',
  });
  const drift = Math.abs(Date.parse(stdout) / 1000 - epochOf(instant));
  console.info(`test:clock: ${instant.name}: Node reads ${stdout}`);
  if (!(drift < 60)) throw new Error(`test:clock: the clock did not move to ${instant.at} ${instant.tz}`);
}

function run(label, command, args, env) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`test:clock: ${label} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  return status === 0;
}

const asked = process.argv.slice(2);
const instants = asked.length === 0 ? INSTANTS : INSTANTS.filter((i) => asked.includes(i.name));
const withE2e = asked.length === 0 || asked.includes('e2e');
const unknown = asked.filter((a) => a !== 'e2e' && !INSTANTS.some((i) => i.name === a));
if (unknown.length > 0) {
  console.error(
    `test:clock: no instant ${unknown.join(', ')}; the instants: ${INSTANTS.map((i) => i.name).join(', ')}`,
  );
  process.exit(2);
}

const lib = ensureFaketime();
const results = [];
for (const instant of instants) {
  const postgres = await startPostgres();
  const scratch = mkdtempSync(join(tmpdir(), 'woms-clock-'));
  const env = {
    ...movedClock(lib, instant),
    WOMS_TEST_POSTGRES: postgres.url,
    // Made in this run, under the moved clock (the global setups make a snapshot that is named but missing).
    WOMS_SEEDED_SNAPSHOT: join(scratch, 'seeded.tar'),
    WOMS_LIVE_SNAPSHOT: join(scratch, 'live.tar'),
  };
  checkClock(instant, env);
  const label = `${instant.name} (${instant.at} ${instant.tz})`;
  const vitest = join('node_modules', 'vitest', 'vitest.mjs');
  const ok = run(
    label,
    process.execPath,
    [
      vitest,
      'run',
      '--project',
      'server',
      '--project',
      'server-pg',
      '--project',
      'console',
      '--project',
      'console-mocks',
      '--project',
      'processes',
    ],
    env,
  );
  results.push({ label, ok });
  postgres.stop();
  rmSync(scratch, { recursive: true, force: true });
}
if (withE2e) {
  const instant = INSTANTS[0];
  const label = `e2e at ${instant.name} (${instant.at} ${instant.tz})`;
  const env = movedClock(lib, instant);
  checkClock(instant, env);
  results.push({ label, ok: run(label, 'npm', ['run', '-s', 'test:e2e'], env) });
}
for (const r of results) console.info(`test:clock: ${r.ok ? 'passed' : 'FAILED'}  ${r.label}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
