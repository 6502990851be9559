import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './scripts/lib/antd-static-styles.ts';
import { GroupedSequencer } from './tests/setup/grouped-sequencer.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  // as vite.config.ts: the tests run the module the bundle ships
  'side-channel': fileURLToPath(new URL('./src/shared/api/side-channel.cjs', import.meta.url)),
};

// Test files that replace modules with vi.mock run isolated (a fresh module registry each), so that
// their doubles never reach another file; every other file shares its worker's modules, which saves
// importing antd, fastify and the app once per file (docs/architecture.md §5 "Tests").
const MOCKING_CONSOLE_FILES = [
  'src/features/profile/avatar-upload.test.tsx',
  'src/features/tabs/tags-bar.test.tsx',
  'src/features/work-orders/pages/work-order-actions.test.tsx',
  'src/app/route-guard.test.tsx',
  'tests/console/app-session.test.tsx',
];

/** What only a real PostgreSQL server shows (pools racing, two apps on one database): the `server-pg` project alone. */
const POSTGRES_ONLY = 'tests/server/postgres-*.test.ts';
/**
 * Tests of real server processes (start, SIGTERM, kill -9, two instances, the database cut off): mostly waiting, so
 * `npm test` runs their project beside the others (`test:processes`, scripts/test.mjs) instead of in a worker slot.
 */
const PROCESS_TESTS = 'tests/server/**/*.process.test.ts';
const SERVER_TESTS = ['server/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/tooling/**/*.test.ts'];

/**
 * The server test files that open the seeded database (`openSeededDb`, tests/server/helpers/test-app.ts): every
 * repository and route test. They run twice, on PGlite and on a real PostgreSQL, so the two cannot drift
 * (docs/architecture.md §5 "Tests"); read from disk, so a new file is covered at once.
 */
function databaseTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes('openSeededDb(')) {
        found.push(path);
      }
    }
  };
  for (const root of ['server', 'tests/server']) walk(root);
  return found.sort();
}

const SHUFFLED = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));

const consoleProject = {
  // src/app/app.tsx imports antd's build-time styles: an empty sheet here
  plugins: [antdStaticStyles(), react()],
  resolve: { alias },
};
const consoleTest = {
  environment: 'jsdom' as const,
  // Worker threads, not processes: the console files took about a tenth less CPU (75 against 82 s, 43 against 47 s
  // of wall time alone, back to back); the server files gained nothing, and stay in processes.
  pool: 'threads' as const,
  setupFiles: ['tests/setup/console.ts'],
  css: false,
  // A component test is a few renders and clicks: seconds even on a loaded 2-core machine. A test that
  // needs more is a journey for e2e, or logic for a unit test.
  testTimeout: 15000,
};

export default defineConfig({
  test: {
    // PGlite costs ~700 MB per instance (docs/architecture.md §5): at most two workers.
    maxWorkers: 2,
    // Files grouped by project and environment so workers are reused (tests/setup/grouped-sequencer.ts);
    // `--sequence.shuffle.files`, the check that files pass in any order, keeps Vitest's random order.
    ...(SHUFFLED ? {} : { sequence: { sequencer: GroupedSequencer } }),
    projects: [
      {
        ...consoleProject,
        test: {
          ...consoleTest,
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}', 'tests/console/**/*.test.{ts,tsx}'],
          exclude: MOCKING_CONSOLE_FILES,
          isolate: false,
        },
      },
      {
        ...consoleProject,
        test: { ...consoleTest, name: 'console-mocks', include: MOCKING_CONSOLE_FILES },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          exclude: [POSTGRES_ONLY, PROCESS_TESTS],
          globalSetup: ['tests/server/setup/seeded-snapshot.ts'],
          // No test replaces a module; each file opens its own database from the snapshot.
          isolate: false,
          testTimeout: 15000,
          hookTimeout: 30000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-pg',
          environment: 'node',
          include: [...databaseTestFiles(), POSTGRES_ONLY],
          exclude: [PROCESS_TESTS],
          globalSetup: ['tests/server/setup/seeded-postgres.ts'],
          isolate: false,
          testTimeout: 15000,
          hookTimeout: 30000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'processes',
          environment: 'node',
          include: [PROCESS_TESTS],
          // Real server processes run on the process clock: the snapshot and template seeded on it.
          globalSetup: [
            'tests/server/setup/server-bundle.ts',
            'tests/server/setup/live-snapshot.ts',
            'tests/server/setup/live-postgres.ts',
          ],
          isolate: false,
          testTimeout: 15000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
