import { measureThroughput, startBare, throughputLines } from './api-throughput.mjs';
import { startServer } from './lib/server.mjs';
const server = await startServer();
const bare = await startBare();
try {
  for (const l of throughputLines(await measureThroughput(server.baseURL, bare.url), 'PGlite')) console.log(l);
} finally { await server.stop(); await bare.stop?.(); }
process.exit(0);
