export const SERVER_BUNDLE: string;
export const WORKER_BUNDLE: string;
export const SERVER_ARGS: readonly string[];
export function serverIsStale(root?: string): boolean;
export function buildServerIfStale(options?: { root?: string; force?: boolean }): void;
