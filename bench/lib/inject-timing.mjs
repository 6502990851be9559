// Timing of calls in a bench's own process (the PostgreSQL benches under tsx): the median of `runs` calls after one
// warm-up, in ms to two decimals, and the China time a query names.
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

export async function timedMedian(call, runs) {
  await call();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return Math.round(median(times) * 100) / 100;
}

/** 'YYYY-MM-DD HH:mm:ss' China time of an instant. */
export const chinaTime = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
