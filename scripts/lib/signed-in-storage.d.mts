// Types of signed-in-storage.mjs for the TypeScript tests.
import type { BrowserContextOptions } from '@playwright/test';

interface Grant {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user_id: number;
  username: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export function signedInStorage(grant: Grant, origin: string, extra?: Record<string, string>): StorageState;
