// The bench's bare React page (bench/bare-page/), built once per bench run and served on a free loopback port for
// whichever measurement asks (bench/page-weight.mjs, bench/lighthouse.mjs).
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serve } from './page-bench.mjs';

const configFile = fileURLToPath(new URL('../bare-page/vite.config.mjs', import.meta.url));
let built = null;

/** Serves the bare page (building it the first time); answers its URL and close(). */
export async function serveBarePage() {
  built ??= build({ configFile, logLevel: 'warn' }).then(
    async () => (await import(configFile)).default.build.outDir,
  );
  const server = await serve(await built);
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}
