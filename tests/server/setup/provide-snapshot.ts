/** What the two snapshot global setups share: the file `npm test` prepared, or one made now and removed at the end. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Clock } from '../../../server/src/shared/clock';
import { writeSeededSnapshot } from './snapshot';

export async function provideSnapshot(
  project: TestProject,
  key: 'seededSnapshot' | 'liveSnapshot',
  prepared: string | undefined,
  clock: Clock,
): Promise<() => void> {
  if (prepared && existsSync(prepared)) {
    project.provide(key, prepared);
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'woms-seed-'));
  const file = prepared ?? join(dir, 'seeded.tar');
  await writeSeededSnapshot(file, clock);
  project.provide(key, file);
  return () => rmSync(dir, { recursive: true, force: true });
}
