/**
 * The real secure space (docs/secure-space.md): at start the console reads the server's settings (SECURE_SPACE,
 * SECURE_SPACE_URL) and plugs in an implementation of the SecureSpace interface. `required` asks the local helper's
 * status address from the browser before each download; `off` does not gate downloads. Until the settings have
 * arrived (or when they cannot be read) the default stays: refused.
 */
import type { DataResult } from '@contract/common';
import {
  SECURE_SPACE_API,
  SECURE_SPACE_MODE,
  type SecureSpaceSettings,
  type SecureSpaceStatus,
} from '@contract/secure-space';
import { get } from '../api';
import { SECURE_SPACE_TIMEOUT_MS, setSecureSpace, type SecureSpace } from './secure-space';

/** Downloads not gated: SECURE_SPACE=off. */
export const SECURE_SPACE_NOT_GATED: SecureSpace = { isSignedIn: () => Promise.resolve(true) };

/**
 * Asks the helper at `url`: signed in only on a 2xx JSON answer whose `signedIn` is true. No cookie or token goes
 * with it (credentials: 'omit'): the helper learns nothing of the console's session.
 */
export function helperSecureSpace(url: string): SecureSpace {
  return {
    async isSignedIn() {
      const response = await fetch(url, {
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(SECURE_SPACE_TIMEOUT_MS),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as Partial<SecureSpaceStatus> | null;
      return body?.signedIn === true;
    },
  };
}

/** What the refusal shows: the helper's address and the "how to" page (the server's copy of the docs by default). */
let known: Pick<SecureSpaceSettings, 'url' | 'helpUrl'> = { url: '', helpUrl: SECURE_SPACE_API.HELP };

export const secureSpaceHelp = (): Pick<SecureSpaceSettings, 'url' | 'helpUrl'> => known;

/** The implementation the settings ask for. */
export function secureSpaceOf(settings: SecureSpaceSettings): SecureSpace {
  return settings.mode === SECURE_SPACE_MODE.OFF ? SECURE_SPACE_NOT_GATED : helperSecureSpace(settings.url);
}

/**
 * Reads the settings (GET /api/system/secureSpace: public, so sent without a token and without the session's refresh,
 * silent) and plugs the implementation in.
 */
export async function installSecureSpace(): Promise<void> {
  const reply = await get<DataResult<SecureSpaceSettings>>(
    SECURE_SPACE_API.SETTINGS.replace(/^\/api/, ''),
    undefined,
    { silent: true, anonymous: true },
  );
  known = { url: reply.data.url, helpUrl: reply.data.helpUrl };
  setSecureSpace(secureSpaceOf(reply.data));
}
