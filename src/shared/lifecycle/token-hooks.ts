/**
 * Who must hear of an access token a refresh just gave (docs/architecture.md §3 "Live channels": the live sockets send
 * it on, so the server keeps them open past the old token's expiry). The session runs them after every refresh; the
 * HTTP client needs none, it reads the stored token per request.
 */
type Hook = (accessToken: string) => void;
const hooks = new Set<Hook>();

export function onTokenRefreshed(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function runTokenRefreshedHooks(accessToken: string): void {
  for (const hook of [...hooks]) {
    try {
      hook(accessToken);
    } catch (error) {
      console.error('token refresh hook failed', error);
    }
  }
}
