// `npm run typecheck`: the console, the server and the tooling, each a strict project, checked by
// TypeScript 7's native compiler (the `typescript-native` alias of typescript@7: a few seconds where
// TypeScript 5 took half a minute on this 2-core machine; docs/architecture.md §5 "Tests"). TypeScript 5
// stays beside it because typescript-eslint's parser needs its JavaScript API. Single-threaded: on 2 cores,
// and beside the lint, its parallel checkers cost twice the CPU for no gain in time (tsconfig.json alone: 2.8 s and
// 3.3 s of CPU against 3.6 s and 7.0 s).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The package exports no subpaths: its bin file by path.
const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));
const PROJECTS = ['tsconfig.json', 'server/tsconfig.json', 'tsconfig.tools.json'];

let failed = false;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit', '--singleThreaded'], {
    stdio: 'inherit',
  });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
