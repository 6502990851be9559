/**
 * The server's source folder (server/src/), where the migrations live (and, one folder up, package.json). `npm start`
 * runs the server bundled into server/dist/main.mjs (scripts/lib/server-build.mjs; docs/architecture.md §1 "What
 * ships"); this file and that bundle are both one folder below server/, so `../src/` names the same folder from
 * either, while a path relative to the module that reads it would move with the bundle.
 */
export const SERVER_SRC_URL = new URL('../src/', import.meta.url);
