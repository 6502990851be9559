// The thumbnail worker's entry (thumbnailer.ts): the worker's module is TypeScript, and on Node 20 a worker thread
// inherits no loader (under tsx in tests and `npm run dev`; `npm start` runs the server's bundle, which has none), so
// the worker registers tsx itself, then loads its module.
import { register } from 'tsx/esm/api';

register();
await import('./thumbnail-worker.ts');
