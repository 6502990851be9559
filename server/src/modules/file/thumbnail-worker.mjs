// The thumbnail worker's entry when the server runs from its TypeScript (tsx: the server tests, `npm run dev`):
// thumbnailer.ts starts `thumbnail-worker.mjs` beside itself, which from the bundle (`npm start`, e2e, the process
// tests) is the worker's own bundle, server/dist/thumbnail-worker.mjs (scripts/lib/server-build.mjs), and here is this
// file. On Node 20 a worker thread inherits no loader, so this entry registers tsx itself, then loads the worker's
// module.
import { register } from 'tsx/esm/api';

register();
await import('./thumbnail-worker.ts');
