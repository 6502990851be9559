import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

export default defineConfig({
  test: {
    // PGlite costs ~700 MB per instance (docs/architecture.md §5): at most two workers.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/console/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/console.ts'],
          css: false,
          // A component test is a few renders and clicks: seconds even on a loaded 2-core machine. A test
          // that needs more is a journey for e2e, or logic for a unit test.
          // The whole-app renders (tests/console/app-session) load lazy chunks on first use; at 15 s one timed
          // out in a fresh clone on a loaded machine. Every other console test ends in well under 10 s.
          testTimeout: 30000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          globalSetup: ['tests/server/setup/seeded-snapshot.ts'],
          testTimeout: 15000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
