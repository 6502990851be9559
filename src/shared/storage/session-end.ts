/**
 * Why this browser's last session ended, as the sign-in page tells it (docs/administration.md "Why a session ended"):
 * the server's reasons, and one only the console knows — the user signed out in another window of this browser. The
 * window that ends a session notes the reason here before it clears the tokens, so the other windows, which hear the
 * tokens go (window-session.ts), tell the same reason rather than none. A sign-in forgets it.
 */
import { asSessionEndReason, type SessionEndReason } from '@contract/online';
import { readText, removeKey, writeText } from './local';

/** Signed out in another window of this browser: the console's own reason, never the server's. */
export const SIGNED_OUT_ELSEWHERE = 'signed_out';

/** Why the sign-in page was opened: a server's reason, or a sign-out in another window. */
export type LoginNotice = SessionEndReason | typeof SIGNED_OUT_ELSEWHERE;

const SESSION_END_KEY = 'woms.sessionEnd';

/** The notice a text names (the address's reason parameter, the stored note), or null. */
export function asLoginNotice(value: unknown): LoginNotice | null {
  return value === SIGNED_OUT_ELSEWHERE ? SIGNED_OUT_ELSEWHERE : asSessionEndReason(value);
}

/** Notes why the session is ending, before its tokens go; without a reason, an older note goes. */
export function noteSessionEnd(notice: LoginNotice | null | undefined): void {
  if (notice) writeText(SESSION_END_KEY, notice);
  else removeKey(SESSION_END_KEY);
}

/** Why the last session of this browser ended, when a window noted it. */
export function noteOfSessionEnd(): LoginNotice | null {
  return asLoginNotice(readText(SESSION_END_KEY));
}

export function forgetSessionEnd(): void {
  removeKey(SESSION_END_KEY);
}
