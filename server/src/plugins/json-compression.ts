/**
 * JSON answers of at least JSON_COMPRESS_MIN_BYTES are sent compressed to clients that accept it (docs/architecture.md
 * §1 "Compression"): brotli when accepted, else gzip, both at their fastest settings, on zlib's thread pool so the
 * event loop does not wait for it. Measured on the 9 kB menu tree and a 76 kB list page: brotli at quality 1 took 0.07
 * and 0.2 ms for 1.9 and 2.3 kB, where quality 4 took 0.3 and 0.4 ms for 1.7 and 1.9 kB, which does not pay on
 * answers that cost the server about as much to make; gzip at level 1 is as fast and a little larger.
 * `npm run bench` prints the cost and the saving on the list page. Smaller answers go as they are: below a few kB
 * the bytes saved do not pay for the work. The console's own files are compressed at build
 * time instead (plugins/static-console.ts).
 *
 * The same text asked again (a menu tree, a list page answered from a read cache) is not compressed again: the last
 * compressed texts are kept, bounded by their bytes. A lookup hashes the text (V8 hashes a string of more than 16,383
 * characters by its length alone, and keeps a string's hash) and compares it with a kept text of that hash, far less
 * than compressing it; equal texts compress to equal bytes, so nothing of one caller's answer can reach another's.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Lru } from '../shared/lru';

export const JSON_COMPRESS_MIN_BYTES = 4096;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type JsonEncoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: br before gzip, neither when refused (q=0) or absent. */
export function pickEncoding(accept: string | string[] | undefined): JsonEncoding | null {
  const offered = new Set(
    String(accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

/** Compresses a JSON text as the answer would be: what the bench calls to price the work. */
export function compressJson(text: string, encoding: JsonEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 1,
          // a 256 kB window: smaller allocations on both sides; answers are far smaller
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipped(text, { level: 1 });
}

/** Bytes of texts and their compressed forms kept per encoding. */
const KEPT_BYTES = 16 * 1024 * 1024;

/** The last compressed texts of one encoding, least recently used out first once their bytes pass `maxBytes`. */
export class CompressedTexts {
  private readonly kept = new Lru<string, Buffer>(Number.MAX_SAFE_INTEGER);
  private bytes = 0;

  constructor(
    private readonly encoding: JsonEncoding,
    private readonly maxBytes = KEPT_BYTES,
    private readonly compressText = compressJson,
  ) {}

  async compress(text: string): Promise<Buffer> {
    const hit = this.kept.get(text);
    if (hit) return hit;
    const body = await this.compressText(text, this.encoding);
    if (!this.kept.get(text)) {
      this.kept.set(text, body);
      this.bytes += sizeOf(text, body);
      for (const [oldest, kept] of this.kept.entries()) {
        if (this.bytes <= this.maxBytes) break;
        this.kept.delete(oldest);
        this.bytes -= sizeOf(oldest, kept);
      }
    }
    return body;
  }
}

/** A text's bytes in memory (two a character at most) and its compressed form's. */
const sizeOf = (text: string, body: Buffer): number => 2 * text.length + body.length;

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export function registerJsonCompression(app: FastifyInstance): void {
  const compressed = { br: new CompressedTexts('br'), gzip: new CompressedTexts('gzip') };
  // A callback hook: most answers pass through untouched, without a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length < JSON_COMPRESS_MIN_BYTES / 3 || // at most 3 bytes a character: surely too small
      reply.getHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      Buffer.byteLength(payload) < JSON_COMPRESS_MIN_BYTES
    ) {
      done(null, payload);
      return;
    }
    // the answer now depends on Accept-Encoding: caches must keep the two apart
    addVary(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    compressed[encoding].compress(payload).then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: Error) => done(error),
    );
  });
}
