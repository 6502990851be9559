/**
 * Things to undo when the user signs out (docs/requirements.md §4: "the live channel closed"). Features that open
 * channels or timers register here; sign-out runs them all once.
 */
type Hook = () => void;
const hooks = new Set<Hook>();

export function onLogout(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function runLogoutHooks(): void {
  for (const hook of [...hooks]) {
    try {
      hook();
    } catch (error) {
      console.error('logout hook failed', error);
    }
  }
}
