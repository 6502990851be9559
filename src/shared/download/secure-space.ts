/**
 * The local secure-space helper (docs/requirements.md §1, §5): data downloads work only while it reports a signed-in
 * state. The console cannot know this on its own, so the check is a small interface:
 *
 *   interface SecureSpace { isSignedIn(): Promise<boolean> }
 *
 * The default implementation is OFF (always false), so every download is refused with
 * 请在安全空间内下载文件 until a real helper is plugged in at start-up, e.g. in app/providers:
 *
 *   setSecureSpace({
 *     async isSignedIn() {
 *       // a helper agent on the workstation answering on loopback, e.g.
 *       // const r = await fetch('http://127.0.0.1:<port>/status', { cache: 'no-store' });
 *       // return r.ok && (await r.json()).loggedIn === true;
 *       return false;
 *     },
 *   });
 *
 * A helper that throws or hangs counts as "not signed in" (see `secureSpaceSignedIn`). Tests install
 * a double with `setSecureSpace` and restore the default with `resetSecureSpace`.
 */
export interface SecureSpace {
  isSignedIn(): Promise<boolean>;
}

export const SECURE_SPACE_OFF: SecureSpace = { isSignedIn: () => Promise.resolve(false) };

/** How long the helper may take to answer before the download is refused. */
export const SECURE_SPACE_TIMEOUT_MS = 3000;

let current: SecureSpace = SECURE_SPACE_OFF;

export function setSecureSpace(impl: SecureSpace): void {
  current = impl;
}

export function resetSecureSpace(): void {
  current = SECURE_SPACE_OFF;
}

/** True only when the helper answers true in time; errors and time-outs count as false. */
export async function secureSpaceSignedIn(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), SECURE_SPACE_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([current.isSignedIn(), timeout])) === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
