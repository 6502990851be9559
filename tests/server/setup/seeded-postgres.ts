/**
 * Vitest global setup of the server tests on real PostgreSQL (docs/architecture.md §5 "Tests"): the cluster
 * `npm test` started (WOMS_TEST_POSTGRES, scripts/test.mjs) or, run alone, a throwaway one of its own
 * (scripts/lib/postgres.mjs), with the seeded template database every test file copies.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';
import { writeSeededTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** superuser URL of the cluster holding the seeded template; unset in the PGlite run */
    seededPostgres?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.WOMS_TEST_POSTGRES;
  const cluster = given ? null : await startPostgres();
  const url = given ?? cluster?.url ?? '';
  await writeSeededTemplate(url);
  project.provide('seededPostgres', url);
  return () => cluster?.stop();
}
