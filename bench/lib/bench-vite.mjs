// The Vite config of a bench page under bench/<name>/ (not part of the app): the app's aliases, a build
// in the temporary directory.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export function benchConfig(pageDir, name) {
  return defineConfig({
    root: fileURLToPath(pageDir),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('../../src', import.meta.url)),
        '@contract': fileURLToPath(new URL('../../contract', import.meta.url)),
      },
    },
    build: {
      outDir: process.env.BENCH_OUT_DIR || join(tmpdir(), `woms-${name}-bench`),
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
    },
  });
}
