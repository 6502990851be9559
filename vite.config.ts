import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './scripts/lib/antd-static-styles.ts';
import { precompress } from './scripts/lib/precompress.ts';

/** Base path and dev port of docs/requirements.md §9. */
const BASE = '/woms/';
const DEV_PORT = 6567;

/** The shell's route and home's (src/app/app-routes.tsx): one `shell` chunk with all they import. */
const SHELL_ENTRIES = /[\\/]src[\\/]app[\\/]routes[\\/](shell|home)-route\.tsx$/;
/**
 * What the shell shares with the routes drawn outside it (the public big screens, registration): a `shell-kit` chunk
 * of its own, so that their visitors do not load the shell. e2e/big-screens.spec.ts and e2e/register.spec.ts fail
 * when one of them fetches the shell's chunk: a piece they start to share with it belongs here.
 */
const SHELL_KIT =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](col|empty|grid|input|row|select|tag)[\\/]|screenfull[\\/]|@ant-design[\\/]icons[\\/]es[\\/]icons[\\/](Fullscreen|FullscreenExit|Idcard)Outlined\.js$)|[\\/]src[\\/]shared[\\/]ui[\\/]use-clock\.ts$/;

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
          // shared chunks: 85 files and 8 kB more for home than one chunk, since each file compresses alone. Then the
          // shell with home: left to the automatic splitting, they were some 35 files, each costing the page's main
          // thread its request's work, and HTTP/1.1 gives a host six connections.
          codeSplitting: {
            groups: [
              { name: 'boot', test: /[\\/]src[\\/]main\.tsx$/, priority: 5 },
              { name: 'sign-in', test: /[\\/]src[\\/]app[\\/]sign-in\.tsx$/, priority: 4 },
              { name: 'console', test: /[\\/]src[\\/]app[\\/]app\.tsx$/, priority: 3 },
              { name: 'shell-kit', test: SHELL_KIT, priority: 2 },
              { name: 'shell', test: SHELL_ENTRIES, priority: 1 },
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
