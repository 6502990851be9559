// Bundles the server into server/dist/main.mjs when it is missing or older than its sources (used by start, e2e, the
// process tests and the bench): one file of JavaScript that Node runs without a TypeScript loader, its packages left
// as imports. A server started from it is ready in about 2.2 s on this machine with 3.3 s of CPU, against 3.2 s and
// 4.8 s through tsx, whose loader resolves and transforms every module at each start (docs/architecture.md §1
// "What ships"). A linked source map keeps stack traces on the TypeScript lines.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { newestMtime } from './newest-mtime.mjs';

export const SERVER_BUNDLE = 'server/dist/main.mjs';
/**
 * The thumbnail worker's bundle, beside the server's: server/src/modules/file/thumbnailer.ts starts
 * `thumbnail-worker.mjs` next to itself, which from the bundle is this file, so the worker needs no TypeScript loader
 * either.
 */
export const WORKER_BUNDLE = 'server/dist/thumbnail-worker.mjs';
/** The arguments to Node that run the server, from the repository's root: its bundle, stack traces mapped back. */
export const SERVER_ARGS = Object.freeze(['--enable-source-maps', SERVER_BUNDLE]);

// The bundle's inputs, and this file, whose build options shape it.
const SOURCES = ['server/src', 'contract', 'package-lock.json', 'scripts/lib/server-build.mjs'];

export function serverIsStale(root = process.cwd()) {
  const bundles = [SERVER_BUNDLE, WORKER_BUNDLE].map((file) => join(root, file));
  if (!bundles.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...bundles.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

export function buildServerIfStale({ root = process.cwd(), force = false } = {}) {
  if (!force && !serverIsStale(root)) return;
  buildSync({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/src/main.ts',
      'thumbnail-worker': 'server/src/modules/file/thumbnail-worker.ts',
    },
    outdir: 'server/dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
