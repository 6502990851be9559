/**
 * The server's bundle (scripts/lib/server-build.mjs, docs/architecture.md §1 "What ships"): made when missing, made
 * again when a source is newer, runnable by Node alone, its thumbnail worker too, found beside it as thumbnailer.ts
 * finds it; and the files the server reads at run time are found from the bundle where they are found from the
 * sources.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildServerIfStale,
  SERVER_ARGS,
  SERVER_BUNDLE,
  serverIsStale,
  WORKER_BUNDLE,
} from '../../scripts/lib/server-build.mjs';
import { SERVER_SRC_URL } from '../../server/src/source-dir';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'woms-server-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('is made when missing, kept while current, made again when a source is newer, and runs without tsx', () => {
    mkdirSync(join(root, 'server/src/modules/file'), { recursive: true });
    mkdirSync(join(root, 'contract'));
    writeFileSync(join(root, 'contract/greeting.ts'), "export const GREETING: string = 'ready';\n");
    // as server/src/modules/file/thumbnailer.ts starts its worker: `thumbnail-worker.mjs` beside the module
    writeFileSync(
      join(root, 'server/src/main.ts'),
      [
        "import { Worker } from 'node:worker_threads';",
        "import { GREETING } from '../../contract/greeting';",
        "const worker = new Worker(new URL('thumbnail-worker.mjs', import.meta.url));",
        "worker.once('message', (said: string) => {",
        '  console.info(`${GREETING}, worker ${said}`);',
        '  void worker.terminate();',
        '});',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'server/src/modules/file/thumbnail-worker.ts'),
      "import { parentPort } from 'node:worker_threads';\n" +
        "import { GREETING } from '../../../../contract/greeting';\n" +
        'parentPort?.postMessage(GREETING);\n',
    );
    expect(serverIsStale(root)).toBe(true);
    buildServerIfStale({ root });
    expect(serverIsStale(root)).toBe(false);
    expect(statSync(join(root, WORKER_BUNDLE)).isFile()).toBe(true);
    const builtAt = statSync(join(root, SERVER_BUNDLE)).mtimeMs;
    buildServerIfStale({ root });
    expect(statSync(join(root, SERVER_BUNDLE)).mtimeMs).toBe(builtAt);

    const run = () => spawnSync(process.execPath, [...SERVER_ARGS], { cwd: root, encoding: 'utf8' });
    expect(run().stdout).toBe('ready, worker ready\n');

    writeFileSync(join(root, 'contract/greeting.ts'), "export const GREETING: string = 'changed';\n");
    const later = new Date(builtAt + 60_000);
    utimesSync(join(root, 'contract/greeting.ts'), later, later);
    expect(serverIsStale(root)).toBe(true);
    buildServerIfStale({ root });
    expect(run().stdout).toBe('changed, worker changed\n');

    rmSync(join(root, WORKER_BUNDLE));
    expect(serverIsStale(root)).toBe(true);
  });

  it('finds server/src/ from where the bundle lies as from the sources', () => {
    const fromBundle = new URL('../src/', pathToFileURL(join(repo, SERVER_BUNDLE)));
    expect(fromBundle.href).toBe(SERVER_SRC_URL.href);
    expect(fileURLToPath(SERVER_SRC_URL)).toBe(join(repo, 'server/src/'));
  });
});
