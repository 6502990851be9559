// Finds Debian's Chromium for the e2e suite and bench, installing it with apt-get when missing
// (`npx playwright install` cannot work on these machines).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} does not exist`);
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    throw new Error(
      'Chromium is missing: run `apt-get install -y chromium fonts-wqy-microhei` as root, or set CHROMIUM_PATH',
    );
  }
  console.info('e2e: installing Chromium and a CJK font with apt-get …');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei',
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(wanted)) throw new Error('Chromium install did not produce /usr/bin/chromium');
  return wanted;
}

export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('../../e2e/chromium-args.json', import.meta.url), 'utf8'),
);
