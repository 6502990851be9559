// The API bench's load generator (bench/api-throughput.mjs): autocannon in a process of its own, so the client has
// its own core and parses answers without decompressing them, where the bench's former fetch() client ran out of
// CPU before the server did. Argument: one JSON object { url, headers, seconds, connections }; prints the result
// as one JSON line { rps, p50, p99, failed }. Runs are timed, not counted: autocannon ends a counted run on its
// 1 s sampling tick, which made a short run look slow.
import autocannon from 'autocannon';

const { url, headers, seconds: duration, connections } = JSON.parse(process.argv[2]);
const result = await autocannon({ url, headers, duration, connections, timeout: 30 });
const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
console.log(
  JSON.stringify({
    rps: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  }),
);
