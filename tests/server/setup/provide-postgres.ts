/** What the two PostgreSQL global setups share: the run's cluster (or one of their own) with a seeded template. */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';
import { writeSeededTemplate, type SeededTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** superuser URL of the cluster holding the seeded templates; unset in the PGlite run */
    seededPostgres?: string;
  }
}

export async function providePostgres(project: TestProject, template: SeededTemplate): Promise<() => void> {
  const given = process.env.WOMS_TEST_POSTGRES;
  const cluster = given ? null : await startPostgres();
  const url = given ?? cluster?.url ?? '';
  await writeSeededTemplate(url, template);
  project.provide('seededPostgres', url);
  return () => cluster?.stop();
}
