import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/lib/precompress.ts';

/** Base path and dev port of docs/requirements.md §9. */
const BASE = '/woms/';
const DEV_PORT = 6567;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:6568';
  return {
    base: BASE,
    plugins: [react(), precompress()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
        // qs's side-channel without its fallbacks for engines that lack WeakMap (src/shared/api/side-channel.cjs).
        {
          find: /^side-channel$/,
          replacement: fileURLToPath(new URL('./src/shared/api/side-channel.cjs', import.meta.url)),
        },
      ],
    },
    server: {
      port: DEV_PORT,
      strictPort: true,
      proxy: {
        // Live channels keep the browser's Host: the server accepts a WebSocket only from its own origin
        // (docs/architecture.md §3 "Live channels"), and the page's origin is this dev server.
        '/api/ws': { target, changeOrigin: false, ws: true },
        '/api': { target, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      chunkSizeWarningLimit: 1500,
      rollupOptions: {
        output: {
          // Hashed names let the server cache assets for a year; index.html stays no-cache.
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
