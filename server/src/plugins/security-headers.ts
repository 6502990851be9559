/**
 * Security headers on every answer (docs/architecture.md §3 "Headers"): a strict CSP without inline script, nosniff,
 * a referrer policy, no-store on the API (tokens and personal data must not sit in caches) and HSTS
 * only when the request came over TLS (announcing HSTS over plain HTTP is ignored and misleading).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SECURE_SPACE_URL } from '../config';
import { pathOf } from '../shared/http';

/**
 * The maps service's hosts (docs/architecture.md §3 "Plant archive"): AMap's script and the scripts, tiles and calls
 * it loads. Allowed only while a map key is configured; without one the policy stays the strict one.
 */
export const MAP_HOSTS = 'https://*.amap.com https://*.autonavi.com';

/**
 * `connect-src` names this origin only: the console's calls and its live channels are all same-origin
 * (docs/architecture.md §3 "Headers", "Live channels"), and CSP Level 3's 'self' covers ws: and wss: to this host and
 * port (Chromium 71+, Firefox, Safari 16+). A bare `ws: wss:` would let an injected script open a socket to any host;
 * nothing here is derived from the request's Host header, which a client chooses.
 */
export function cspFor(withMap: boolean, helperOrigin?: string): string {
  const map = withMap ? ` ${MAP_HOSTS}` : '';
  // The secure-space helper's origin (docs/secure-space.md): the console asks it from the browser, by exact origin.
  const helper = helperOrigin ? ` ${helperOrigin}` : '';
  return (
    `default-src 'self'; object-src 'none'; base-uri 'none'; script-src 'self'${map}; style-src 'self' 'unsafe-inline'; ` +
    `img-src 'self' data: blob:${map}; connect-src 'self'${map}${helper}; frame-ancestors 'self'`
  );
}

/** The policy of a server with the default configuration: no map, the reference secure-space helper's origin. */
export const CSP = cspFor(false, new URL(DEFAULT_SECURE_SPACE_URL).origin);

/** Where Swagger UI serves its static files (plugins/api-docs.ts). */
const DOCS_ASSETS = '/api/docs/static/';

export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { map?: boolean; helperOrigin?: string } = {},
): void {
  const always = {
    'content-security-policy': cspFor(opts.map ?? false, opts.helperOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
  // A callback hook with the headers set in one call: it runs on every answer (docs/architecture.md §5 "Database and
  // performance").
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(always);
    const path = pathOf(request.url);
    // Swagger UI's own script and styles (no data in them) may be cached; everything else under /api may not.
    if (path.startsWith(DOCS_ASSETS)) reply.header('cache-control', 'public, max-age=86400');
    else if (path.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
