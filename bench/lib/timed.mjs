// What the measuring benches share: the median of warm calls (bench/utility-energy/measure.mjs; the older benches
// keep their own copies).

export const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Milliseconds to one decimal. */
export const round = (ms) => Math.round(ms * 10) / 10;

/** The median of `runs` timed calls, after one untimed call (caches warm, as for a user's second look). */
export async function timed(call, runs) {
  await call();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return round(median(times));
}
