/**
 * Vitest global setup of the tests of real server processes on PostgreSQL: the cluster as seeded-postgres.ts gives it,
 * with the template seeded on the process clock their servers run on (`LIVE_TEMPLATE`).
 */
import type { TestProject } from 'vitest/node';
import { LIVE_TEMPLATE } from './postgres-template';
import { providePostgres } from './provide-postgres';

export default function setup(project: TestProject): Promise<() => void> {
  return providePostgres(project, LIVE_TEMPLATE);
}
