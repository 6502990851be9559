/**
 * The process tests run the server's bundle as `npm start` does (tests/server/helpers/server-process.ts): brought up
 * to date once, before any file starts a server, so that no two build it at once.
 */
import { buildServerIfStale } from '../../../scripts/lib/server-build.mjs';

export default function setup(): void {
  buildServerIfStale();
}
