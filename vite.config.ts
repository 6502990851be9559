import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './scripts/lib/antd-static-styles.ts';
import { precompress } from './scripts/lib/precompress.ts';

/** Base path and dev port of docs/requirements.md §9. */
const BASE = '/woms/';
const DEV_PORT = 6567;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:6568';
  return {
    base: BASE,
    plugins: [antdStaticStyles(), react(), precompress()],
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
          // Three chunks for what src/main.tsx loads (docs/architecture.md §4 "Sign-in page"), each with everything it
          // imports: the boot (React DOM, the language store), the sign-in page opened alone (no antd), and the
          // console proper. Left to the automatic splitting, the console's modules scattered over some thirty small
          // shared chunks: 85 files and 8 kB more for home than one chunk, since each file compresses alone.
          codeSplitting: {
            groups: [
              { name: 'boot', test: /[\\/]src[\\/]main\.tsx$/, priority: 3 },
              { name: 'sign-in', test: /[\\/]src[\\/]app[\\/]sign-in\.tsx$/, priority: 2 },
              { name: 'console', test: /[\\/]src[\\/]app[\\/]app\.tsx$/, priority: 1 },
            ],
          },
          // Hashed names let the server cache assets for a year; index.html stays no-cache.
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
