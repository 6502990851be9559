/**
 * Which report to show after a decision on an approval page (日报审批, 周报审批): the one below the decided report in the
 * list as it was, else the nearest above it, among those still waiting in the list asked again; else the first report
 * now waiting (one submitted meanwhile); null when none waits.
 */
export function nextPending(
  before: readonly number[],
  decidedId: number,
  now: readonly { id: number }[],
): number | null {
  const waiting = new Set(now.map((row) => row.id).filter((id) => id !== decidedId));
  const at = before.indexOf(decidedId);
  const around = at < 0 ? [] : [...before.slice(at + 1), ...before.slice(0, at).reverse()];
  return around.find((id) => waiting.has(id)) ?? [...waiting][0] ?? null;
}
