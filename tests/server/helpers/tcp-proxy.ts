/**
 * A TCP proxy in front of the test PostgreSQL server that can cut the line (docs/architecture.md §1 "Faults"): other
 * test files share that server, so the database "goes away" for one app only. `refuse` resets every connection and
 * refuses new ones (a stopped server); `stall` holds every byte both ways until the line opens again (a lost network:
 * only time-outs tell), then delivers what it held.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'open' | 'refuse' | 'stall';

export interface TcpProxy {
  port: number;
  setMode(mode: ProxyMode): Promise<void>;
  /** Resolves once the bytes held on their way to the database contain `text` (a query's SQL, sent as text). */
  heldUpstream(text: string, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  /** bytes held while stalled, per direction */
  up: Buffer[];
  down: Buffer[];
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let mode: ProxyMode = 'open';
  const pairs = new Set<Pair>();
  const onConnection = (client: Socket): void => {
    const upstream = createConnection(targetPort, targetHost);
    const pair: Pair = { client, upstream, up: [], down: [] };
    pairs.add(pair);
    const end = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk: Buffer) => (mode === 'open' ? upstream.write(chunk) : pair.up.push(chunk)));
    upstream.on('data', (chunk: Buffer) => (mode === 'open' ? client.write(chunk) : pair.down.push(chunk)));
  };
  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const listen = (): Promise<void> =>
    new Promise((resolve, reject) => {
      server = createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  const stopListening = (): Promise<void> =>
    new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    port,
    async setMode(next) {
      const was = mode;
      mode = next;
      if (next === 'refuse') {
        for (const pair of pairs) {
          pair.client.resetAndDestroy();
          pair.upstream.destroy();
        }
        pairs.clear();
        await stopListening();
      } else if (was === 'refuse') {
        await listen();
      }
      if (next === 'open') {
        for (const pair of pairs) {
          for (const chunk of pair.up.splice(0)) pair.upstream.write(chunk);
          for (const chunk of pair.down.splice(0)) pair.client.write(chunk);
        }
      }
    },
    async heldUpstream(text, timeoutMs) {
      const started = Date.now();
      const holds = (): boolean =>
        [...pairs].some((pair) => Buffer.concat(pair.up).toString('latin1').includes(text));
      while (!holds()) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`no held query with ${text} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      mode = 'refuse';
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await stopListening();
    },
  };
}
