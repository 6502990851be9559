/**
 * The live channels (docs/architecture.md §3 "Live channels"; docs/requirements.md §4 "Message"):
 * `/api/ws/count/{username}` and `/api/ws/task/{username}`, the access token in the query. Before the
 * upgrade the guard wants a valid token (401), and here the path's username must be the token's user
 * and the Origin, when a browser sends one, this server's own (403); a refusal is a plain HTTP answer
 * and no socket. An open socket lives as long as its access token, or the refreshed one the client sent on it
 * (`LiveAuthFrame`), then closes with 4001. Every instance listens to the one NOTIFY channel and serves its own
 * sockets.
 */
import websocket from '@fastify/websocket';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  LIVE_CHANNEL,
  LIVE_CLOSE,
  LIVE_HEARTBEAT_MS,
  LIVE_LANG_PARAM,
  LIVE_MAX_PAYLOAD,
  LIVE_PATH_PREFIX,
  LIVE_PING,
  LIVE_PONG,
  liveAuthToken,
  liveLang,
} from '../../../../contract/live';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { forbidden, isSocketClientFault, logClientFault, unauthorized } from '../../errors';
import { bearerToken } from '../../shared/http';
import { langOf } from '../../shared/i18n/lang';
import { principalOf } from '../../shared/principal';
import { tokenHash } from '../../shared/tokens';
import { TokenRepository, type AccessSession } from '../auth/token-repository';
import { MessageRepository } from '../message/repository';
import { UserRepository } from '../user/repository';
import { decodeLiveEvent, LIVE_NOTIFY_CHANNEL } from '../../shared/live-events';
import { LiveHub, type LiveConnection } from './hub';

const Params = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
const Query = Type.Object({
  access_token: Type.Optional(Type.String({ maxLength: 512 })),
  [LIVE_LANG_PARAM]: Type.Optional(
    Type.String({
      maxLength: 64,
      description: "the console's language, as an Accept-Language (docs/i18n.md)",
    }),
  ),
});

/** A browser always sends Origin on a WebSocket; a page of another site must not open ours. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

const CHANNEL_TEXT = {
  [LIVE_CHANNEL.COUNT]: {
    summary: 'Live unread counts',
    description:
      'WebSocket. Sends `{factoryId, msgCount}` whenever an unread count of the caller changes, and `{alarmsChanged: [factoryId…]}` ' +
      "whenever the active alarms of factories in the caller's scope change; answers the text `ping` with `pong`. " +
      "The access token comes as `access_token` in the query; the username must be the token's user and the Origin this server's. " +
      'The console names its language as `lang` (and after a switch sends `{"lang": "en-US"}`). ' +
      'The socket closes with 4001 when that token expires, unless the client sent a refreshed one on it as `{"access_token": "…"}`.',
  },
  [LIVE_CHANNEL.TASK]: {
    summary: 'Live new messages',
    description:
      'WebSocket. Sends `{factoryId, msgType, taskMsg, lang}` for each new message of the caller (msgType: 1 messages, 2 to-do), ' +
      'its title in the language the socket named (`lang` in the query, or a later `{"lang": …}` frame); answers `ping` with `pong`. ' +
      "Token, username, Origin and the close at the token's expiry as for the count channel.",
  },
} as const;

/** When the access token of an upgrade expires, from its check before the upgrade to the socket's handler. */
const tokenExpiry = new WeakMap<FastifyRequest, number>();

export const liveRoutes: RouteModule = async (app, { ctx }) => {
  const hub = new LiveHub(new MessageRepository(ctx.db), new UserRepository(ctx.db), app.log, ctx.clock);
  const tokens = new TokenRepository(ctx.db);

  /** The session of an access token now, as the guard finds it (from the session cache or the database). */
  const sessionOf = (token: string): Promise<AccessSession | null> => {
    const hash = tokenHash(token);
    const now = new Date(ctx.clock.now());
    return ctx.auth.session(hash, now, () => tokens.findAccess(hash, now));
  };

  /** A refreshed token sent on the socket: if it is the socket's user's and valid, the socket lives as long. */
  const reauthenticate = async (conn: LiveConnection, token: string): Promise<void> => {
    const session = await sessionOf(token);
    if (session?.userId === conn.userId) hub.extend(conn, session.expiresAt);
  };

  /** One text frame of a client; a socket's frames are answered in order (contract/live/index.ts `LiveAuthFrame`). */
  const answer = async (conn: LiveConnection, text: string): Promise<void> => {
    if (text === LIVE_PING) {
      conn.socket.send(LIVE_PONG);
      return;
    }
    // The console's language changed: its next frames' texts follow (docs/i18n.md "Live frames").
    const lang = liveLang(text);
    if (lang !== null) {
      conn.lang = langOf(lang);
      return;
    }
    // Anything else but a refreshed token is ignored.
    const token = liveAuthToken(text);
    if (token === null) return;
    try {
      await reauthenticate(conn, token);
    } catch (err) {
      // The database unreachable: the socket keeps the expiry it had.
      app.log.warn(`live: refreshed token not checked: ${(err as Error).message}`);
    }
  };

  let stopListening: (() => Promise<void>) | null = null;
  const heartbeat = setInterval(() => hub.heartbeat(), LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  // Before the plugin's own preClose (which closes sockets without a code): clients see 1001 going away.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    hub.closeAll(LIVE_CLOSE.GOING_AWAY, 'server stopping');
    await stopListening?.();
  });
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_PAYLOAD },
    // A frame over maxPayload, a protocol error or a connection reset is the client's doing: one warning without a
    // stack; anything else is the server's, logged with its stack (docs/architecture.md §3 "Errors"). Either way the
    // socket goes (`ws` has already sent the close code of a refused frame, 1009 for one too big).
    errorHandler: (error, socket, request) => {
      if (isSocketClientFault(error)) logClientFault(request.log, error);
      else request.log.error({ err: error }, 'live: socket error');
      socket.terminate();
    },
  });
  // A refused upgrade is answered over plain HTTP on the upgrade's raw socket, which nothing else would
  // close afterwards (and the guard refuses before the plugin marks the request as a WebSocket one).
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket.end();
    done();
  });
  // The plugin hides WebSocket routes from the API reference; ours are documented (after its onRoute).
  app.addHook('onRoute', (route) => {
    if (route.websocket && route.url.startsWith(`/api${LIVE_PATH_PREFIX}/`) && route.schema) {
      delete route.schema.hide;
    }
  });

  app.addHook('onReady', async () => {
    stopListening = await ctx.db.listen(LIVE_NOTIFY_CHANNEL, (payload) => {
      const event = decodeLiveEvent(payload);
      if (event)
        hub.handle(event).catch((err: unknown) => app.log.error({ err }, 'live: event not delivered'));
    });
  });

  for (const channel of [LIVE_CHANNEL.COUNT, LIVE_CHANNEL.TASK]) {
    app.get<{ Params: { username: string }; Querystring: { access_token?: string; lang?: string } }>(
      `/api${LIVE_PATH_PREFIX}/${channel}/:username`,
      {
        websocket: true,
        config: { permission: SIGNED_IN },
        schema: {
          ...CHANNEL_TEXT[channel],
          tags: ['message'],
          params: Params,
          querystring: Query,
          response: { 101: Type.Null({ description: 'Switching Protocols: the WebSocket is open' }) },
        },
        preValidation: async (request) => {
          if (request.params.username !== principalOf(request).userName || !sameOrigin(request)) {
            throw forbidden();
          }
          // The guard admitted the token; the socket must also know when it expires. The same token the guard read.
          const token = bearerToken(request) ?? request.query.access_token ?? '';
          const session = await sessionOf(token);
          if (!session) throw unauthorized();
          tokenExpiry.set(request, session.expiresAt);
        },
      },
      (socket, request) => {
        const conn: LiveConnection = {
          socket,
          channel,
          userId: principalOf(request).userId,
          loginId: principalOf(request).loginId,
          alive: true,
          expiresAt: tokenExpiry.get(request) ?? 0,
          // the language the console named, else the upgrade's Accept-Language as for any request
          lang: langOf(request.query.lang ?? request.headers['accept-language']),
        };
        hub.add(conn);
        let answered = Promise.resolve();
        socket.on('message', (data, isBinary) => {
          if (isBinary) return;
          const text = data.toString();
          answered = answered
            .then(() => answer(conn, text))
            .catch((err: unknown) => app.log.error({ err }, 'live: frame not answered'));
        });
      },
    );
  }
};
