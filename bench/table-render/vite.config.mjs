// Vite config of the table-render bench page (bench/table-render.mjs builds it; not part of the app).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
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
    outDir: process.env.BENCH_OUT_DIR || join(tmpdir(), 'woms-table-render-bench'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
