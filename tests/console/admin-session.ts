/**
 * A signed-in console for the component tests that call the API: an admin session's tokens stored, and session hooks
 * that neither end nor refresh it (tests of sign-out and refresh set their own).
 */
import { vi } from 'vitest';
import { setSessionHooks } from '@/shared/api';
import { saveTokens } from '@/shared/storage/token-storage';

export function storeAdminSession(): void {
  saveTokens({
    accessToken: 't',
    refreshToken: 'r',
    expiresIn: 60,
    clientId: 'woms',
    userId: 1,
    username: 'admin',
  });
  setSessionHooks({ onSessionEnd: vi.fn(), refresh: () => Promise.resolve(null) });
}
