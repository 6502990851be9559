/**
 * A Vite plugin that writes brotli and gzip copies beside every compressible file of the build (docs/architecture.md
 * §1 "Compression"), so the server sends them as they are (`@fastify/static` `preCompressed`) and compresses nothing
 * per request. Files under 1 KB are left alone: the headers would outweigh the saving.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : [path];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'woms-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesOf(outDir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
      // zlib's async calls run on libuv's thread pool: every core compresses.
      await Promise.all(
        files.map(async (file) => {
          const body = readFileSync(file);
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          writeFileSync(`${file}.br`, br);
          writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
