/**
 * The live channels (docs/architecture.md §3 "Live channels"; docs/requirements.md §4 "Message"):
 * `/api/ws/count/{username}` and `/api/ws/task/{username}`, the access token in the query. Before the
 * upgrade the guard wants a valid token (401), and here the path's username must be the token's user
 * and the Origin, when a browser sends one, this server's own (403); a refusal is a plain HTTP answer
 * and no socket. Every instance listens to the one NOTIFY channel and serves its own sockets.
 */
import websocket from '@fastify/websocket';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  LIVE_CHANNEL,
  LIVE_CLOSE,
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_PAYLOAD,
  LIVE_PATH_PREFIX,
  LIVE_PING,
  LIVE_PONG,
} from '../../../../contract/live';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { forbidden } from '../../errors';
import { principalOf } from '../../shared/principal';
import { MessageRepository } from '../message/repository';
import { UserRepository } from '../user/repository';
import { decodeLiveEvent, LIVE_NOTIFY_CHANNEL } from './events';
import { LiveHub } from './hub';

const Params = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
const Query = Type.Object({ access_token: Type.Optional(Type.String({ maxLength: 512 })) });

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
      "The access token comes as `access_token` in the query; the username must be the token's user and the Origin this server's.",
  },
  [LIVE_CHANNEL.TASK]: {
    summary: 'Live new messages',
    description:
      'WebSocket. Sends `{factoryId, msgType, taskMsg}` for each new message of the caller (msgType: 1 messages, 2 to-do); answers `ping` with `pong`. ' +
      'Token, username and Origin as for the count channel.',
  },
} as const;

export const liveRoutes: RouteModule = async (app, { ctx }) => {
  const hub = new LiveHub(new MessageRepository(ctx.db), new UserRepository(ctx.db), app.log);
  let stopListening: (() => Promise<void>) | null = null;
  const heartbeat = setInterval(() => hub.heartbeat(), LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  // Before the plugin's own preClose (which closes sockets without a code): clients see 1001 going away.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    hub.closeAll(LIVE_CLOSE.GOING_AWAY, 'server stopping');
    await stopListening?.();
  });
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_PAYLOAD } });
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
    app.get<{ Params: { username: string }; Querystring: { access_token?: string } }>(
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
        },
      },
      (socket, request) => {
        hub.add({ socket, channel, userId: principalOf(request).userId, alive: true });
        socket.on('message', (data, isBinary) => {
          // The client's heartbeat; anything else from a client is ignored.
          if (!isBinary && data.toString() === LIVE_PING) socket.send(LIVE_PONG);
        });
      },
    );
  }
};
