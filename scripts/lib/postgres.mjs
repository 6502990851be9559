// A throwaway PostgreSQL server for the tests (docs/architecture.md §5 "Tests"): Debian's package, installed with
// apt-get when missing (as the e2e suite does for Chromium), a cluster made by initdb in a temporary folder and
// started on a free loopback port. initdb refuses root, so as root the cluster belongs to the `postgres` system user.
// Durability is switched off (fsync, full-page writes): the cluster lives for one run and its speed is what counts.
import { execFileSync, execSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (PG_BIN wins), or null. */
function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(PG_ROOT, versions[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The bin folder of an installed PostgreSQL server, installing Debian's `postgresql` when missing and root. */
export function ensurePostgres() {
  const found = findBin();
  if (found) return found;
  if (!isRoot()) {
    throw new Error('PostgreSQL is missing: run `apt-get install -y postgresql` as root, or set PG_BIN');
  }
  console.info('installing postgresql with apt-get …');
  // The package's own cluster is not wanted: the tests make theirs.
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-common && ' +
      "sed -i 's/^#\\?create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf && " +
      'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql',
    { stdio: 'inherit' },
  );
  const bin = findBin();
  if (!bin) throw new Error(`installing postgresql did not produce ${PG_ROOT}/<version>/bin/initdb`);
  return bin;
}

/** Runs a server program, as the `postgres` system user when this process is root. */
function runAs(bin, program, args) {
  const file = join(bin, program);
  if (isRoot()) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

/**
 * Makes and starts a cluster. Answers its superuser URL (trust authentication on loopback only) and `stop()`,
 * which stops it at once and removes its folder. `stop` and `start` are also used by the fault tests.
 */
export async function startPostgres({ port } = {}) {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'woms-pg-'));
  if (isRoot()) chownSync(dir, Number(execSync('id -u postgres')), Number(execSync('id -g postgres')));
  const data = join(dir, 'data');
  const chosen = port ?? (await freePort());
  try {
    runAs(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '-N',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${error.stderr?.toString() ?? error.message}`);
  }
  const options = [
    `-p ${chosen}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=256MB',
  ].join(' ');
  const control = {
    start: () =>
      runAs(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']),
    /** `immediate` is a crash as far as clients see it: the fault tests use it. */
    stop: (mode = 'fast') => runAs(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
  };
  try {
    control.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error.stderr?.toString() ?? error.message}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${chosen}/postgres`,
    port: chosen,
    control,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        control.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
