/**
 * Serves the built console (STATIC_DIR) under /woms/ with history fallback (docs/architecture.md §1): an existing file
 * is sent as is; hashed files under assets/ are cached for a year; any other GET under /woms/ answers
 * index.html (no-cache) so that deep links and reloads work. A missing asset stays a 404: answering
 * HTML for a missing script would only hide the error behind a MIME-type failure.
 */
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PUBLIC_ROUTE } from '../../../contract/permissions';
import type { RouteModule } from '../context';

export const BASE = '/woms/';
export const NOT_BUILT = 'console not built: run npm run build';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export const staticConsole: RouteModule = async (app, { ctx }) => {
  const root = resolve(ctx.config.staticDir);
  // The build writes .br and .gz beside each file (scripts/lib/precompress.ts): sent as they are to browsers that
  // accept them, with Content-Encoding and Vary: Accept-Encoding (docs/architecture.md §1 "Compression").
  // Cache-Control is this module's alone (set below): @fastify/static's own is off for the whole plugin, because its
  // retry without a precompressed copy (a small file has none) drops a per-send `cacheControl: false` and would
  // answer `max-age=0` for a hashed file, which the browser then asks for again at every load.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });
  const index = resolve(root, 'index.html');

  const sendIndex = async (reply: FastifyReply): Promise<FastifyReply> => {
    if (!(await isFile(index))) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').sendFile('index.html');
  };

  const opts = { config: { permission: PUBLIC_ROUTE } } as const;

  app.get('/', opts, (_request, reply) => reply.redirect(BASE));
  app.get('/woms', opts, (_request, reply) => reply.redirect(BASE));

  app.get<{ Params: { '*': string } }>(`${BASE}*`, opts, async (request, reply) => {
    const rel = request.params['*'] ?? '';
    if (rel === '' || rel === 'index.html') return sendIndex(reply);
    const file = resolve(root, rel);
    if (!file.startsWith(root + sep))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (await isFile(file)) {
      const hashed = rel.startsWith('assets/');
      reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      // The answer depends on Accept-Encoding (a precompressed copy or not): caches must keep them apart.
      reply.header('Vary', 'Accept-Encoding');
      return reply.sendFile(rel);
    }
    if (rel.startsWith('assets/') || /\.[a-z0-9]{1,8}$/i.test(rel)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendIndex(reply);
  });
};
