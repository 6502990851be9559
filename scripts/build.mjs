// `npm run build`: what `npm start` runs, built whether or not it is current: the console into dist/ (Vite, its assets
// precompressed beside them) and the server into server/dist/ (its bundle and the thumbnail worker's;
// docs/architecture.md §1 "What ships"). `npm start` builds each only when its sources are newer.
import { buildConsoleIfStale } from './lib/console-build.mjs';
import { buildServerIfStale } from './lib/server-build.mjs';

buildConsoleIfStale({ force: true });
buildServerIfStale({ force: true });
console.info('build: dist/ and server/dist/ are built');
