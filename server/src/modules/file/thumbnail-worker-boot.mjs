// The thumbnail worker's entry (thumbnailer.ts): the server's TypeScript runs through tsx (scripts/start.mjs), and on
// Node 20 a worker thread does not inherit that loader, so the worker registers tsx itself, then loads its module.
import { register } from 'tsx/esm/api';

register();
await import('./thumbnail-worker.ts');
