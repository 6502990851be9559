// Types of secure-space-helper.mjs for the TypeScript tests and the e2e suite.
import type { Server } from 'node:http';

export const DEFAULT_HELPER_PORT: number;
export const STATUS_PATH: string;
export const DEFAULT_ORIGINS: readonly string[];
export function startSecureSpaceHelper(options?: {
  port?: number;
  origins?: readonly string[];
  signedIn?: boolean;
  user?: string;
}): Promise<{ server: Server; port: number }>;
