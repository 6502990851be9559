// Types of postgres.mjs for the TypeScript tests that start a throwaway cluster (tests/server/setup/).
export interface PostgresCluster {
  /** superuser URL of the cluster's `postgres` database, trust authentication on loopback */
  url: string;
  port: number;
  control: { start(): void; stop(mode?: 'smart' | 'fast' | 'immediate'): void };
  /** stops the server at once and removes its folder */
  stop(): void;
}
export function ensurePostgres(): string;
export function startPostgres(options?: { port?: number }): Promise<PostgresCluster>;
