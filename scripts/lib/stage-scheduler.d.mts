// Types of stage-scheduler.mjs for the TypeScript tests.
export interface Stage {
  name: string;
  needs: readonly string[];
}
export interface StageResult {
  start: number;
  seconds: number | undefined;
  ok: boolean | undefined;
}
export function runStages<S extends Stage>(
  stages: readonly S[],
  run: (stage: S) => Promise<{ code: number; seconds: number }>,
  clock: { now: () => number; stopped?: () => boolean },
): Promise<{ results: Map<string, StageResult>; failed: boolean }>;
export function stageTable(
  stages: readonly Stage[],
  results: ReadonlyMap<string, StageResult>,
  total: number,
  failed: boolean,
): string;
export function failureExcerpt(output: string, maxLines?: number): string;
