import { readFileSync } from 'node:fs';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/** Project order: the server's files are the longest, so they start first and none is left alone at the end. */
const PROJECT_ORDER = ['processes', 'server', 'server-pg', 'console', 'console-mocks'];

const DOCBLOCK_ENVIRONMENT = /@vitest-environment\s+([\w-]+)/;

/**
 * Orders test files so that files sharing a worker follow each other. A worker that runs files without
 * isolation is reused only while the next file in the queue has the same project and environment;
 * otherwise it is stopped and a new one imports jsdom, antd and the app again (about a second per file on
 * this 2-core machine). Vitest's own order (longest or largest first) is kept inside each group
 * (docs/architecture.md §5 "Tests").
 */
export class GroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const project = PROJECT_ORDER.indexOf(spec.project.name);
      return (project === -1 ? PROJECT_ORDER.length : project) * 2 + (environmentOf(spec) === 'node' ? 1 : 0);
    };
    return sorted
      .map((spec, index) => ({ spec, index, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

/** The environment a file asks for in its docblock, else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 400);
  return DOCBLOCK_ENVIRONMENT.exec(head)?.[1] ?? spec.project.config.environment;
}
