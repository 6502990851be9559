/**
 * The one place where an answer's `msg` takes the request's language (docs/i18n.md): a preSerialization hook over
 * every envelope, the error handler's included, so no route translates its own messages. An answer a route sends as
 * text it serialized itself (getInfo, getRouters) is made in the request's language by that route. Answers vary by
 * Accept-Language, which `Vary` tells caches.
 */
import type { FastifyInstance } from 'fastify';
import { requestLang } from './lang';
import { messageIn } from './messages';

const hasMsg = (payload: unknown): payload is { msg: string } =>
  typeof payload === 'object' && payload !== null && typeof (payload as { msg?: unknown }).msg === 'string';

export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const lang = requestLang(request);
    if (lang === 'zh' || !hasMsg(payload)) {
      done(null, payload);
      return;
    }
    const msg = messageIn(lang, payload.msg);
    // a new envelope: the payload may be a cached answer that others share (docs/architecture.md §3 "Read caches")
    done(null, msg === payload.msg ? payload : { ...payload, msg });
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('Vary', 'Accept-Language');
    done(null, payload);
  });
}
