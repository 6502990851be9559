// `npm run bench`: performance figures, printed, never asserted. For now: bundle sizes, including what
// the first page (login) has to load before it can render.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildConsoleIfStale } from './lib/console-build.mjs';

buildConsoleIfStale();

const dist = 'dist';
const assets = join(dist, 'assets');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function sizes(file) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body).length };
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/woms\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const initialSizes = initial.map((f) => ({ file: f, ...sizes(join(dist, f)) }));

const all = readdirSync(assets)
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({ file: f, ...sizes(join(assets, f)), mtime: statSync(join(assets, f)).mtimeMs }));

const sum = (list, key) => list.reduce((n, x) => n + x[key], 0);
console.log('bundle');
console.log(
  `  files: ${all.length} (js ${all.filter((f) => f.file.endsWith('.js')).length}, css ${all.filter((f) => f.file.endsWith('.css')).length})`,
);
console.log(`  total: ${kb(sum(all, 'raw'))} raw, ${kb(sum(all, 'gzip'))} gzip`);
console.log(
  `  loaded by index.html before any route: ${kb(sum(initialSizes, 'raw'))} raw, ${kb(sum(initialSizes, 'gzip'))} gzip`,
);
for (const f of initialSizes) console.log(`    ${f.file}  ${kb(f.raw)} / ${kb(f.gzip)} gzip`);
console.log('  largest chunks:');
for (const f of all.sort((a, b) => b.raw - a.raw).slice(0, 8))
  console.log(`    ${f.file}  ${kb(f.raw)} / ${kb(f.gzip)} gzip`);
