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
 *
 * And input is read strictly (docs/architecture.md §3 "Errors", "Strict input"): Ajv's coercion, which a path, a
 * query and a form need since they carry text, also read `0x28`, `4e1`, `+40`, `40.0` and ` 40` as the id 40, a JSON
 * `true` as the user id 1 and a JSON `null` as 0. Before validation, an integer of a path or a query must be written
 * as a plain decimal, and a JSON body must fit its schema without any coercion (`body/userId must be integer`).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { badInput, formatValidationErrors } from '../errors';

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

/** How an integer of a path or a query is written: plain decimal digits, a minus sign at most. */
const DECIMAL = /^-?(?:0|[1-9]\d*)$/;

interface SchemaNode {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: unknown;
}

const isInteger = (node: SchemaNode | undefined): boolean => [node?.type].flat().includes('integer');

/** The keys of a params or querystring schema that hold an integer (false) or an array of integers (true). */
function integerKeys(schema: unknown): [string, boolean][] {
  const properties = (schema as SchemaNode | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([key, node]): [string, boolean][] => {
    if (isInteger(node)) return [[key, false]];
    return isInteger(node.items as SchemaNode | undefined) ? [[key, true]] : [];
  });
}

const integerKeysOf = new WeakMap<object, [string, boolean][]>();

/**
 * The first integer of `value` (a path's or a query's parsed text) not written as a plain decimal, named as Ajv names
 * it (an item of an array by its index: a single value is item 0 once Ajv has made it an array).
 */
function loose(part: 'params' | 'querystring', schema: unknown, value: unknown): string | null {
  if (!schema || typeof schema !== 'object' || !value || typeof value !== 'object') return null;
  let keys = integerKeysOf.get(schema);
  if (!keys) {
    keys = integerKeys(schema);
    integerKeysOf.set(schema, keys);
  }
  for (const [key, array] of keys) {
    const texts = [(value as Record<string, unknown>)[key]].flat();
    const i = texts.findIndex((text) => typeof text === 'string' && !DECIMAL.test(text));
    if (i >= 0) return array ? `${part}/${key}/${i}` : `${part}/${key}`;
  }
  return null;
}

/** Ajv as Fastify sets it up (formats too) but coercing nothing: JSON bodies are checked with it first. */
const strictAjv = AjvCompiler()(
  {},
  { customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: false, allErrors: false } },
);
type StrictCheck = ((data: unknown) => boolean) & {
  errors?: Parameters<typeof formatValidationErrors>[0] | null;
};
const strictChecks = new WeakMap<object, StrictCheck | null>();

/**
 * The strict check of a route's JSON body: its schema, or with per-type bodies (`content`) the JSON one; null when it
 * has none (a form-only or raw body) or Ajv cannot compile it strictly (then the route's own validation decides).
 */
function strictCheck(schema: object): StrictCheck | null {
  if (strictChecks.has(schema)) return strictChecks.get(schema) ?? null;
  const content = (schema as { content?: Record<string, { schema?: object }> }).content;
  const json = content ? Object.entries(content).find(([type]) => isJson(type))?.[1].schema : schema;
  let check: StrictCheck | null = null;
  try {
    if (json)
      check = strictAjv({ schema: json, method: '', url: '', httpPart: 'body' }) as unknown as StrictCheck;
  } catch {
    check = null;
  }
  strictChecks.set(schema, check);
  return check;
}

const isJson = (contentType: string | undefined): boolean =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');

/** Call before the route modules are registered: the hooks see every route added after them. */
export function guardRequestValues(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const seen = new WeakSet<object>();
    for (const part of ['params', 'querystring', 'headers', 'body'] as const)
      bound(route.schema?.[part], seen);
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request per hook shows at
  // thousands of requests a second (docs/architecture.md §5 "Database and performance").
  app.addHook('preValidation', (request, _reply, done) => {
    const schema: FastifySchema | undefined = request.routeOptions.schema;
    if (!schema) {
      done();
      return;
    }
    const field =
      loose('params', schema.params, request.params) ??
      loose('querystring', schema.querystring, request.query);
    if (field) {
      done(badInput(field, 'must be integer'));
      return;
    }
    const body = request.body;
    if (
      schema.body &&
      body !== null &&
      typeof body === 'object' &&
      !isRaw(body) &&
      isJson(request.headers['content-type'])
    ) {
      const check = strictCheck(schema.body);
      if (check && !check(body)) {
        const message = formatValidationErrors(check.errors ?? [], 'body').message;
        const space = message.indexOf(' ');
        done(badInput(message.slice(0, space), message.slice(space + 1)));
        return;
      }
    }
    done();
  });
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
