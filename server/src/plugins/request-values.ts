/**
 * Values a request carries fit the database, so that bad input is a 400 naming the field, never a 500
 * (docs/architecture.md §3 "Errors"). Three holes of the schemas let values through to a statement that then failed:
 * - Ajv's `integer` has no bounds of its own, and every request integer is a PostgreSQL `integer` (an id, a count, a
 *   code): each integer of a route's params, query, headers and body gets the int4 bounds where it has no narrower
 *   ones (`params/id must be <= 2147483647`).
 * - Ajv's type coercion reads the text `1e400` or `Infinity` (of a query, a path or a JSON string) as Infinity and
 *   then skips `minimum` and `maximum`, which it checks on finite numbers only: after validation, a number that is
 *   not finite is refused (`querystring/factoryId must be a finite number`).
 * - PostgreSQL text cannot hold the character U+0000, which a JSON string or a `%00` may carry: a string with it is
 *   refused (`body/remark must not contain the character U+0000`).
 */
import type { FastifyInstance } from 'fastify';
import { badInput } from '../errors';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['const', 'default', 'enum', 'examples']);

function bound(node: unknown, seen: WeakSet<object>): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) bound(item, seen);
    return;
  }
  const schema = node as { type?: unknown; minimum?: unknown; maximum?: unknown };
  if ([schema.type].flat().includes('integer')) {
    schema.minimum = typeof schema.minimum === 'number' ? Math.max(schema.minimum, INT4_MIN) : INT4_MIN;
    schema.maximum = typeof schema.maximum === 'number' ? Math.min(schema.maximum, INT4_MAX) : INT4_MAX;
  }
  for (const [key, value] of Object.entries(node)) if (!DATA_KEYWORDS.has(key)) bound(value, seen);
}

/** A raw upload's body is a stream of the connection (or bytes): no input to look into. */
function isRaw(value: object): boolean {
  return Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function';
}

/** The first value the database cannot take, with its path (`/a/0/b`) and why. */
function unfit(value: unknown, path = ''): { path: string; why: string } | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return { path, why: 'must be a finite number' };
  if (typeof value === 'string' && value.includes('\u0000'))
    return { path, why: 'must not contain the character U+0000' };
  // Parsed input only (a query's object has a prototype of its own, so no check of prototypes).
  if (!value || typeof value !== 'object' || isRaw(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = unfit(inner, `${path}/${key}`);
    if (found) return found;
  }
  return null;
}

/** Call before the route modules are registered: the hooks see every route added after them. */
export function guardRequestValues(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const seen = new WeakSet<object>();
    for (const part of ['params', 'querystring', 'headers', 'body'] as const)
      bound(route.schema?.[part], seen);
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request per hook shows at
  // thousands of requests a second (docs/architecture.md §5 "Database and performance").
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = unfit(value);
      if (found) {
        done(badInput(`${part}${found.path}`, found.why));
        return;
      }
    }
    done();
  });
}
