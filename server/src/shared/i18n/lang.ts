/**
 * The language of an answer (docs/i18n.md): English when the request's Accept-Language names English first, the
 * requirement's Chinese otherwise. The console sends its own language on every request (src/shared/api), so a browser's
 * language never decides; a client that sends none (curl, the bench) gets Chinese as before.
 */
import type { FastifyRequest } from 'fastify';

export type Lang = 'zh' | 'en';

export function langOf(header: string | string[] | undefined): Lang {
  const first = [header ?? ''].flat()[0]?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
}

export const requestLang = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);
