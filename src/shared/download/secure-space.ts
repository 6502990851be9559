/**
 * The local secure-space helper (docs/requirements.md §1, §5; docs/secure-space.md): data downloads work only while it
 * reports a signed-in state. The check is a small interface:
 *
 *   interface SecureSpace { isSignedIn(): Promise<boolean> }
 *
 * The default implementation is OFF (always false), so every download is refused with 请在安全空间内下载文件 until the
 * server's settings have been read at start and the real one is plugged in (./secure-space-helper.ts, from
 * src/app/app.tsx). A helper that throws or hangs counts as "not signed in" (see `secureSpaceSignedIn`). Tests
 * install a double with `setSecureSpace` and restore the default with `resetSecureSpace`.
 *
 * The refusal itself is shown by the view the app registers (`registerRefusalView`: an explanation with a link to
 * the docs); without one, a plain warning.
 */
import { t } from '../i18n';
import { notify } from '../ui/notify';

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

let refusalView: (() => void) | null = null;

/** The app's explanation of a refusal (src/shared/download/refusal-notice.tsx); null: the plain warning. */
export function registerRefusalView(view: (() => void) | null): void {
  refusalView = view;
}

/** Tells the user that the download was refused, and why. */
export function showRefusal(): void {
  if (refusalView) refusalView();
  else notify('warning', t('generic.download.secureSpace'));
}
