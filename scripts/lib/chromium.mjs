// Finds Debian's Chromium for the e2e suite and bench, installing it with apt-get when missing
// (`npx playwright install` cannot work on these machines).
//
// Two builds: the e2e suite drives `chromium-headless-shell` (Chromium's old headless mode: the same
// Blink and V8 without the browser's UI layers, about a sixth less CPU per page here, which is what a
// 2-core machine running three servers and two browsers runs out of; docs/architecture.md §5 "Tests").
// The bench measures the browser users run, `chromium`.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const BUILDS = {
  browser: { path: '/usr/bin/chromium', pkg: 'chromium' },
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
};

/** The executable of `build` (CHROMIUM_PATH wins), installed with its CJK font when missing and root. */
export function ensureChromium(build = 'browser') {
  const { path, pkg } = BUILDS[build];
  const wanted = process.env.CHROMIUM_PATH || path;
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} does not exist`);
  // Without a CJK font every Chinese character renders as a box.
  const packages = `${pkg} fonts-wqy-microhei`;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error(
      `${pkg} is missing: run \`apt-get install -y ${packages}\` as root, or set CHROMIUM_PATH`,
    );
  }
  console.info(`installing ${packages} with apt-get …`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
  if (!existsSync(wanted)) throw new Error(`installing ${pkg} did not produce ${wanted}`);
  return wanted;
}

export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('../../e2e/chromium-args.json', import.meta.url), 'utf8'),
);
