/**
 * Vitest global setup of the server tests on real PostgreSQL (docs/architecture.md §5 "Tests"): the cluster
 * `npm test` started (WOMS_TEST_POSTGRES, scripts/test.mjs) or, run alone, a throwaway one of its own
 * (scripts/lib/postgres.mjs), with the seeded template database every test file copies (seeded at SEEDED_AT).
 */
import type { TestProject } from 'vitest/node';
import { SEEDED_TEMPLATE } from './postgres-template';
import { providePostgres } from './provide-postgres';

export default function setup(project: TestProject): Promise<() => void> {
  return providePostgres(project, SEEDED_TEMPLATE);
}
