/**
 * The auth guard (docs/architecture.md §3): every route declares `config.permission`; a route without it fails at
 * startup, so nobody forgets. Per request: PUBLIC_ROUTE passes; otherwise a valid, unexpired, unrevoked
 * access token is required (401), then the route's permission code (403). The principal lands on
 * `request.principal` for handlers and the factory scope.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ErrorReply } from '../../../contract/common/schemas';
import { PUBLIC_ROUTE, SIGNED_IN, type RoutePermission } from '../../../contract/permissions';
import { forbidden, sessionEnded, unauthorized } from '../errors';
import type { Clock } from '../shared/clock';
import { bearerToken, pathOf } from '../shared/http';
import { hasPermission, type Principal } from '../shared/principal';
import { tokenHash } from '../shared/tokens';
import type { AuthCache } from '../modules/auth/auth-cache';
import type { SeenSession, TokenRepository } from '../modules/auth/token-repository';
import type { UserRepository } from '../modules/user/repository';
import { isDocsRoute } from './api-docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * How stale a sign-in's last-seen time may grow before a request writes it (docs/administration.md "在线用户"). It is
 * written only when a session is read from the database, which the session cache does at most about once a minute.
 */
export const LAST_SEEN_EVERY_MS = 60_000;

export interface GuardDeps {
  clock: Clock;
  tokens: TokenRepository;
  users: UserRepository;
  auth: AuthCache;
}

/** Browsers cannot set headers on a WebSocket, so live channels carry the token in the query. */
function accessToken(request: FastifyRequest): string | null {
  const header = bearerToken(request);
  if (header) return header;
  if (!pathOf(request.url).startsWith('/api/ws/')) return null;
  const q = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof q === 'string' && q !== '' ? q : null;
}

/**
 * Lets the request through with its principal, or refuses it. A function of the module, not a closure made per request:
 * the server runs under tsx, whose kept function names cost a property definition for every closure created.
 */
function admit(
  request: FastifyRequest,
  permission: RoutePermission,
  principal: Principal | null,
  done: (error?: Error) => void,
): void {
  if (!principal) {
    done(unauthorized());
    return;
  }
  request.principal = principal;
  done(permission !== SIGNED_IN && !hasPermission(principal, permission) ? forbidden() : undefined);
}

export function registerAuthGuard(app: FastifyInstance, deps: GuardDeps): void {
  app.decorateRequest('principal', null);

  /** A session read from the database; its sign-in's last-seen time is moved on when a minute old. */
  const loadSession = async (hash: string, now: Date): Promise<SeenSession | null> => {
    const found = await deps.tokens.findAccess(hash, now);
    if (found && now.getTime() - found.lastSeenAt >= LAST_SEEN_EVERY_MS)
      await deps.tokens.touch(found.loginId, now);
    return found;
  };

  /**
   * The principal of a token's hash, from memory or the database (the guard's path when nothing is kept). A token
   * refused because its sign-in ended for a known reason says why (docs/administration.md "Why a session ended").
   */
  const principalOfToken = async (hash: string, now: Date): Promise<Principal | null> => {
    const session = await deps.auth.session(hash, now, () => loadSession(hash, now));
    if (!session) {
      const reason = await deps.tokens.revokeReason(hash);
      if (reason) throw sessionEnded(reason);
      return null;
    }
    return deps.auth.principal(session, () =>
      deps.users.principal(session.userId, session.userName, session.loginId),
    );
  };

  /**
   * The onRequest hook of a route guarded by `permission`: a callback hook with a path that makes no promise, a token
   * whose session and principal are kept (docs/architecture.md §3 "Session cache", §5 "Database and performance"),
   * which is nearly every guarded request.
   */
  const guardOf =
    (permission: RoutePermission): onRequestHookHandler =>
    (request, _reply, done) => {
      const token = accessToken(request);
      if (!token) {
        done(unauthorized());
        return;
      }
      const hash = tokenHash(token);
      const now = new Date(deps.clock.now());
      const session = deps.auth.keptSession(hash, now);
      const principal = session ? deps.auth.keptPrincipal(session) : undefined;
      if (session === null || principal) {
        admit(request, permission, principal ?? null, done);
        return;
      }
      principalOfToken(hash, now).then(
        (found) => admit(request, permission, found, done),
        (error: Error) => done(error),
      );
    };

  app.addHook('onRoute', (route) => {
    const where = `${String(route.method)} ${route.url}`;
    // The API reference is public by decision (docs/architecture.md §3 "API reference"); @fastify/swagger-ui
    // registers its routes without our config, so they are marked here, and only they. It serves HTML, assets
    // and the document itself, not the envelope, so no response schema is required of it.
    if (isDocsRoute(route.url) && route.config?.permission === undefined) {
      route.config = { ...route.config, permission: PUBLIC_ROUTE };
      return;
    }
    if (route.config?.permission === undefined) {
      throw new Error(`Route ${where} has no config.permission (PUBLIC_ROUTE, SIGNED_IN or a PERM code)`);
    }
    if (route.url.startsWith('/api/')) {
      const schema = (route.schema ??= {});
      if (!schema.response) throw new Error(`Route ${where} has no response schema`);
      // Every API route can fail with the error envelope; say so once here instead of in each route.
      const response = schema.response as Record<string, unknown>;
      response['4xx'] ??= ErrorReply;
      response['5xx'] ??= ErrorReply;
    }
    const permission = route.config.permission;
    if (permission === PUBLIC_ROUTE) return;
    // The route's own guard, its permission bound now: nothing to look up per request (`request.routeOptions`
    // builds an object on every read). First among the route's onRequest hooks.
    const own = route.onRequest;
    route.onRequest = [guardOf(permission), ...(own === undefined ? [] : [own].flat())];
  });
}
