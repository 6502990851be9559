import type { SessionEndReason } from '@contract/online';

/**
 * The client knows nothing of features (docs/architecture.md §2); the session feature plugs its behaviour in here:
 * how to refresh the tokens and what to do when the session is over.
 */
export interface SessionHooks {
  /** Refreshes the tokens; resolves to the new access token or null when the session cannot go on. */
  refresh: () => Promise<string | null>;
  /**
   * The session is over (invalid token, failed refresh): clear it and go to /login, once; `reason` when the server
   * said why (强退, a password reset…: docs/administration.md "Why a session ended"), for the sign-in page to tell.
   */
  onSessionEnd: (reason?: SessionEndReason) => void;
  /** True on pages that may call without a session (the external big screen). */
  mayCallWithoutSession: () => boolean;
}

const noop: SessionHooks = {
  refresh: () => Promise.resolve(null),
  onSessionEnd: () => undefined,
  mayCallWithoutSession: () => false,
};

let hooks: SessionHooks = noop;

export function setSessionHooks(next: Partial<SessionHooks>): void {
  hooks = { ...hooks, ...next };
}

export function sessionHooks(): SessionHooks {
  return hooks;
}

let inFlight: Promise<string | null> | null = null;

/** One refresh shared by every request in flight (single-flight, docs/architecture.md §6). */
export function refreshOnce(): Promise<string | null> {
  if (!inFlight) {
    inFlight = hooks
      .refresh()
      .catch(() => null)
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}
