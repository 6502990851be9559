// Builds the console when dist/ is missing or older than its sources (used by start and e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const SOURCES = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  // antd's styles made at build time (scripts/lib/antd-static-styles.ts)
  'scripts/antd-static-styles.ts',
  'scripts/lib/antd-static-styles.ts',
  '.env.production',
  'package-lock.json',
];

export function consoleIsStale(root = process.cwd()) {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

export function buildConsoleIfStale({ force = false } = {}) {
  if (!force && !consoleIsStale()) {
    console.info('console: dist/ is up to date');
    return;
  }
  console.info('console: building dist/ …');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('console: build failed');
    process.exit(result.status ?? 1);
  }
}
