/**
 * The requests of the fuzz suite (tests/server/fuzz-routes.test.ts), derived from one route's own schemas: a valid
 * request (params, query, headers, body) with one thing broken, field by field (a wrong type, a missing required
 * field, a huge string, a bad number, odd Unicode, an injection, a duplicated query key) or part by part (extra
 * fields, a body that is no JSON or of another content type, a raw path segment or query string), and a few random
 * requests. Each case also says what Fastify's validators will see, where that is exactly known, so the suite can
 * tell which answers must be a 400 and which field it must name.
 */
import fc from 'fast-check';
import {
  DATE_STRINGS,
  INJECTIONS,
  NUMBERS,
  NUMBER_STRINGS,
  ODD_UNICODE,
  WRONG_TYPES,
  WRONG_TYPE_STRINGS,
  admittedTypes,
  fieldsOf,
  hugeStrings,
  isDateField,
  jsonText,
  validArb,
  type Field,
  type JsonSchema,
} from './fuzz-schema';

export type Part = 'params' | 'querystring' | 'headers' | 'body';

/** A route as the onRoute hook registered it, with the schemas its validators were compiled from. */
export interface FuzzRoute {
  method: string;
  url: string;
  /** the route rewrites its input before validation (merges query into body, checks the path): no exact verdict */
  preValidation: boolean;
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  /** a body schema validated whatever the content type */
  body?: JsonSchema;
  /** or one schema per content type (`schema.body.content`) */
  bodyByType?: Record<string, JsonSchema>;
}

/** What the validators see of a request: decoded params and query, parsed body and its media type. */
export interface Seen {
  params: Record<string, string>;
  querystring: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  mediaType: string | null;
}

export interface FuzzCase {
  kind: string;
  /** what the case breaks: `body/contacts/0/name`, `querystring/pageSize`, `body`, `params` */
  target: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what the validators will see, when the request is exactly known; null otherwise */
  seen: Seen | null;
  /** the body does not parse (bad JSON, empty, prototype keys): Fastify answers 400 before validating */
  unparsable: boolean;
  /** the request was valid before the case broke it: a 400 must then name what the case broke */
  baseValid: boolean;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

interface Draft {
  kind: string;
  target: string;
  baseValid: boolean;
  params: Record<string, string>;
  /** path segments sent as they are, not encoded */
  rawParams: Record<string, string>;
  query: [string, string][];
  rawQuery: string | null;
  headers: Record<string, string>;
  /** a JSON value to send, or raw bytes with their content type */
  body: { json: unknown } | { raw: string | Buffer } | null;
  contentType: string | null;
}

type Mutation = (d: Draft) => void;

const clone = <T>(v: T): T => structuredClone(v);

/** Sets (or with `undefined` deletes) the value at `path` inside a JSON value. */
function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  // deleting below something missing leaves it missing
  if (value === undefined && (!root || typeof root !== 'object')) return root;
  const container: Record<string, unknown> =
    root && typeof root === 'object' ? (root as Record<string, unknown>) : {};
  const next = setAt(container[head], rest, value);
  if (next === undefined) delete container[head];
  // `__proto__` as an own key, the way a JSON body carries it
  else
    Object.defineProperty(container, head, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return container;
}

function hasPath(root: unknown, path: string[]): boolean {
  let node = root;
  for (const key of path) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return Boolean(node) && typeof node === 'object';
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : jsonText(v));

/** Encodes a URL component; lone surrogates (which encodeURIComponent refuses) as their WTF-8 bytes. */
function encode(s: string): { text: string; exact: boolean } {
  try {
    return { text: encodeURIComponent(s), exact: true };
  } catch {
    const bytes: string[] = [];
    for (const ch of s) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp >= 0xd800 && cp <= 0xdfff)
        bytes.push(
          '%ED',
          `%${(0x80 | ((cp >> 6) & 0x3f)).toString(16)}`,
          `%${(0x80 | (cp & 0x3f)).toString(16)}`,
        );
      else bytes.push(encodeURIComponent(ch));
    }
    return { text: bytes.join(''), exact: false };
  }
}

/** secure-json-parse, which Fastify parses JSON with, refuses `__proto__` and `constructor.prototype` keys. */
function poisoned(v: unknown): boolean {
  if (!v || typeof v !== 'object') return false;
  for (const [k, inner] of Object.entries(v)) {
    if (k === '__proto__') return true;
    if (k === 'constructor' && inner && typeof inner === 'object' && Object.hasOwn(inner, 'prototype'))
      return true;
    if (poisoned(inner)) return true;
  }
  return false;
}

/** The app's body limit (buildApp), below the upload route's own. */
const BODY_LIMIT = 1024 * 1024;

/** Fastify's router refuses a parameter longer than this (414). */
const MAX_PARAM_LENGTH = 100;

function finish(route: FuzzRoute, d: Draft): FuzzCase {
  let exact = !route.preValidation && d.rawQuery === null;
  const url = route.url.replace(/:([A-Za-z0-9_]+)|\*$/g, (_whole, name: string | undefined) => {
    const key = name ?? '*';
    if (key in d.rawParams) {
      exact = false;
      return d.rawParams[key] ?? '';
    }
    const value = d.params[key] ?? '';
    const enc = key === '*' ? { text: value, exact: false } : encode(value);
    if (!enc.exact || enc.text === '' || enc.text.length > MAX_PARAM_LENGTH) exact = false;
    return enc.text;
  });
  const queryParts = d.query.map(([k, v]) => {
    const ek = encode(k);
    const ev = encode(v);
    if (!ek.exact || !ev.exact || k === '') exact = false;
    return `${ek.text}=${ev.text}`;
  });
  const query = d.rawQuery ?? queryParts.join('&');
  const headers = { ...d.headers };
  let payload: string | Buffer | undefined;
  let body: unknown;
  let unparsable = false;
  if (d.body && BODY_METHODS.has(route.method)) {
    payload = 'json' in d.body ? jsonText(d.body.json) : d.body.raw;
    if (d.contentType !== null) headers['content-type'] = d.contentType;
    const mediaType = d.contentType?.split(';')[0]?.trim().toLowerCase() ?? null;
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    if (payload.length > BODY_LIMIT) {
      // the body limit answers (413) before anything is parsed
      exact = false;
    } else if (mediaType === JSON_TYPE) {
      try {
        // secure-json-parse, Fastify's parser, skips a byte order mark
        body = JSON.parse(text.replace(/^\uFEFF/, ''));
        unparsable = poisoned(body);
      } catch {
        unparsable = true;
      }
      if (text === '') unparsable = true;
    } else if (mediaType === FORM_TYPE) {
      body = Object.fromEntries(new URLSearchParams(text));
    } else if (mediaType === 'text/plain') {
      body = text;
    } else {
      exact = false;
    }
  }
  const querystring = queryObject(d.query);
  const seen: Seen | null = exact
    ? {
        params: { ...d.params },
        querystring,
        headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
        body,
        mediaType: d.body ? (d.contentType?.split(';')[0]?.trim().toLowerCase() ?? null) : null,
      }
    : null;
  return {
    kind: d.kind,
    target: d.target,
    method: route.method,
    url: query === '' ? url : `${url}?${query}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
    seen,
    unparsable,
    baseValid: d.baseValid,
  };
}

/** The schema of the body as JSON (the content type a case starts from), and that content type. */
function jsonBody(route: FuzzRoute): { schema: JsonSchema; contentType: string } | null {
  if (route.body) return { schema: route.body, contentType: JSON_TYPE };
  const byType = route.bodyByType ?? {};
  const type =
    JSON_TYPE in byType ? JSON_TYPE : Object.keys(byType).find((t) => t !== 'application/octet-stream');
  return type ? { schema: byType[type] ?? {}, contentType: type } : null;
}

const scalarText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Query entries of an object: an array is the key repeated (docs/architecture.md §3 "Envelope"). */
const entriesOf = (v: unknown): [string, string][] =>
  Object.entries((v ?? {}) as Record<string, unknown>).flatMap(([k, x]) =>
    x === undefined || x === null
      ? []
      : Array.isArray(x)
        ? x.map((i): [string, string] => [k, scalarText(i)])
        : [[k, scalarText(x)]],
  );

/** The query as Fastify parses it: a repeated key is an array. */
export function queryObject(entries: [string, string][]): Record<string, string | string[]> {
  // no prototype, like Fastify's parser: `__proto__` is a key like any other
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [k, v] of entries) {
    const had = out[k];
    out[k] = had === undefined ? v : [...[had].flat(), v];
  }
  return out;
}

/** The valid request a case starts from; `valid` is Fastify's own verdict on each part. */
function baseArb(
  route: FuzzRoute,
  full: boolean,
  valid: (part: Part, value: unknown, mediaType: string | null) => boolean,
): fc.Arbitrary<Draft> {
  const body = BODY_METHODS.has(route.method) ? jsonBody(route) : null;
  const wildcard = route.url.endsWith('*');
  const params = route.params
    ? validArb(route.params, true)
        .map((p) => Object.fromEntries(Object.entries(p as object).map(([k, v]) => [k, scalarText(v)])))
        .filter((p) => Object.values(p).every((v) => v !== '' && encode(v).text.length <= MAX_PARAM_LENGTH))
    : fc.constant({});
  const wild = wildcard
    ? fc.constantFrom('', 'index.html', 'assets/index.js', 'favicon.ico', 'static/index.html', 'no/such/page')
    : fc.constant(null);
  const query = route.querystring
    ? validArb(route.querystring, full).map(entriesOf)
    : fc.constant<[string, string][]>([]);
  const headers = route.headers ? validArb(route.headers, full) : fc.constant({});
  const json = body ? validArb(body.schema, full) : fc.constant(undefined);
  return fc.record({ params, wild, query, headers, json }).map((b): Draft => ({
    kind: 'valid',
    target: '',
    // validated as the server sees it (the query as text, an array as the key repeated); the generators aim at
    // valid values, and a case whose start is not valid is only held to the checks that need no start
    baseValid:
      valid('params', b.params, null) &&
      valid('querystring', queryObject(b.query), null) &&
      valid('headers', clone(b.headers), null) &&
      (!body || valid('body', clone(b.json), body.contentType)),
    params: { ...b.params, ...(b.wild === null ? {} : { '*': b.wild }) },
    rawParams: {},
    query: b.query,
    rawQuery: null,
    headers: Object.fromEntries(Object.entries(b.headers as object).map(([k, v]) => [k, scalarText(v)])),
    body: body ? { json: b.json } : null,
    contentType: body ? body.contentType : null,
  }));
}

/** Bad values of one kind for a field: JSON values, or with `text` the text of a query string, path or header. */
function badValues(kind: string, f: Field, text: boolean): fc.Arbitrary<unknown> | null {
  const types = admittedTypes(f.schema);
  const numeric = types.has('number') || types.has('integer');
  switch (kind) {
    case 'wrong-type': {
      const pool = text
        ? WRONG_TYPE_STRINGS
        : WRONG_TYPES.filter((v) => !types.has(v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v));
      return pool.length ? fc.constantFrom(...pool) : null;
    }
    case 'huge':
      return hugeStrings(f.schema);
    case 'number':
      if (!numeric) return null;
      return text
        ? fc.constantFrom(...NUMBER_STRINGS, ...NUMBERS.map((n) => asText(n)))
        : fc.constantFrom(...NUMBERS, ...NUMBER_STRINGS);
    case 'unicode':
      return fc.oneof(
        fc.constantFrom(...ODD_UNICODE),
        fc
          .tuple(fc.constantFrom(...ODD_UNICODE), fc.constantFrom(...ODD_UNICODE))
          .map(([a, b]) => `a${a}${b}z`),
      );
    case 'injection':
      return fc.constantFrom(...INJECTIONS);
    case 'date': {
      const dated = [f.schema, ...(f.schema.anyOf ?? [])].some(isDateField);
      return dated ? fc.constantFrom(...DATE_STRINGS) : null;
    }
    default:
      return null;
  }
}

const FIELD_KINDS = ['wrong-type', 'huge', 'number', 'unicode', 'injection', 'date'] as const;

/** One field broken in one way: the value set (or dropped, or the query key repeated). */
function fieldMutation(part: Part, fields: Field[]): fc.Arbitrary<Mutation> | null {
  const text = part !== 'body';
  const kinds = [
    ...FIELD_KINDS,
    ...(part === 'querystring' ? (['dup-key'] as const) : []),
    // a path without one of its parameters is another path (404), not a missing field
    ...(part === 'params' ? [] : (['missing'] as const)),
  ];
  // every (field, kind) once, built here: arbitraries built per case cost more than the requests
  const arbitraries = fields.flatMap((f) =>
    kinds.flatMap((kind): fc.Arbitrary<Mutation>[] => {
      const target = `${part}/${f.path.join('/')}`;
      const [key] = f.path as [string, ...string[]];
      if (kind === 'missing') {
        if (!f.required) return [];
        return [
          fc.constant((d: Draft) => {
            Object.assign(d, { kind: 'missing', target });
            if (part === 'body' && d.body && 'json' in d.body)
              d.body = { json: setAt(d.body.json, f.path, undefined) };
            if (part === 'querystring') d.query = d.query.filter(([k]) => k !== key);
            if (part === 'headers') delete d.headers[key];
          }),
        ];
      }
      if (kind === 'dup-key') {
        if (f.path.length > 1) return [];
        return [
          fc.constantFrom(...WRONG_TYPE_STRINGS, '1', '').map((v) => (d: Draft) => {
            Object.assign(d, { kind: 'dup-key', target });
            const first = d.query.find(([k]) => k === key);
            d.query.push([key, first?.[1] ?? v], [key, v]);
          }),
        ];
      }
      const values = badValues(kind, f, text);
      if (!values) return [];
      return [
        values.map((value) => (d: Draft) => {
          Object.assign(d, { kind, target });
          if (part === 'body') {
            const json = d.body && 'json' in d.body ? d.body.json : {};
            // a field set inside an object the request did not have leaves that object's required fields missing
            if (!hasPath(json, f.path.slice(0, -1))) d.baseValid = false;
            d.body = { json: setAt(json, f.path, value) };
          } else if (part === 'params') d.params[key] = asText(value);
          else if (part === 'headers') d.headers[key] = asText(value);
          else {
            const at = f.path.length > 1 ? d.query.findIndex(([k]) => k === key) : -1;
            if (at >= 0) d.query[at] = [key, asText(value)];
            else d.query = [...d.query.filter(([k]) => k !== key), [key, asText(value)]];
          }
        }),
      ];
    }),
  );
  return arbitraries.length ? fc.oneof(...arbitraries) : null;
}

/** Unknown fields beside the known ones, prototype keys among them. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'isAdmin',
  'userId',
  'x',
  'a[b]',
  '$where',
  'password',
  '',
];
const extraValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...INJECTIONS, ...ODD_UNICODE));

function extraFields(part: 'querystring' | 'body'): fc.Arbitrary<Mutation> {
  return fc
    .uniqueArray(
      fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })), extraValue),
      {
        minLength: 1,
        maxLength: 3,
        selector: ([k]) => k,
      },
    )
    .map((extras) => (d: Draft) => {
      Object.assign(d, { kind: 'extra-field', target: part });
      if (part === 'querystring') d.query.push(...extras.map(([k, v]): [string, string] => [k, asText(v)]));
      else {
        let json =
          d.body && 'json' in d.body && d.body.json && typeof d.body.json === 'object'
            ? clone(d.body.json)
            : {};
        for (const [k, v] of extras) json = setAt(json, [k], v) as object;
        d.body = { json };
        d.contentType ??= JSON_TYPE;
      }
    });
}

/** Text that is no JSON, or JSON Fastify refuses to parse. */
const BAD_JSON = [
  '{',
  '{"a":',
  '}',
  '[',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1}}',
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":01}',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  ' ',
];
const OTHER_TYPES = [
  'text/plain',
  'application/xml',
  'text/html',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  FORM_TYPE,
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/x-json',
  'application/json-patch+json',
  null,
];

function bodyMutation(route: FuzzRoute): fc.Arbitrary<Mutation> | null {
  if (!BODY_METHODS.has(route.method)) return null;
  const setBody = (kind: string, body: Draft['body'], contentType: string | null) => (d: Draft) =>
    void Object.assign(d, { kind, target: 'body', body, contentType });
  const jsonOf = (d: Draft) => (d.body && 'json' in d.body ? d.body.json : {});
  return fc.oneof(
    fc.constantFrom(...BAD_JSON).map((t) => setBody('bad-json', { raw: t }, JSON_TYPE)),
    fc.constant(setBody('empty-body', { raw: '' }, JSON_TYPE)),
    fc
      .constantFrom<unknown>(null, [], 'x', 0, -1, true, [{}], 'A'.repeat(100 * 1024))
      .map((v) => setBody('body-root', { json: v }, JSON_TYPE)),
    fc.constantFrom(...OTHER_TYPES).map((type) => (d: Draft) => {
      Object.assign(d, {
        kind: 'content-type',
        target: 'body',
        body: { raw: jsonText(jsonOf(d) ?? {}) },
        contentType: type,
      });
    }),
    fc.constant((d: Draft) => {
      const form = new URLSearchParams(entriesOf(jsonOf(d))).toString();
      Object.assign(d, { kind: 'form-body', target: 'body', body: { raw: form }, contentType: FORM_TYPE });
    }),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .chain((bytes) =>
        fc
          .constantFrom(JSON_TYPE, 'application/octet-stream')
          .map((type) => setBody('bytes', { raw: Buffer.from(bytes) }, type)),
      ),
    fc.constant(setBody('huge-body', { raw: jsonText({ padding: 'x'.repeat(1100 * 1024) }) }, JSON_TYPE)),
  );
}

/** Path segments as a client may send them, not encoded: traversal, NUL, broken escapes, SQL. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '../..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5c..%5c',
  '%00',
  'x%00.png',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%EF%BB%BF',
  ';DROP%20TABLE%20sys_user',
  "'%20OR%201=1--",
  '%27%20OR%201%3D1--',
  '%20',
  '%2F',
  'a/b',
  '',
  '{}',
  '[]',
  '-1',
  '1.5',
  '1e400',
  // integers not written as plain decimals, which Ajv's coercion once read as ids (docs/architecture.md §3 "Strict input")
  '0x10',
  '4e1',
  '%2B40',
  '40.0',
  '%2040',
  '040',
  'x'.repeat(MAX_PARAM_LENGTH + 1),
  '%F0%9F%98%80',
  '%E2%80%AE',
];

function paramMutation(route: FuzzRoute): fc.Arbitrary<Mutation> | null {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((m) => m[1] ?? '*');
  if (names.length === 0) return null;
  return fc
    .tuple(
      fc.constantFrom(...names),
      fc.oneof(fc.constantFrom(...RAW_SEGMENTS), fc.constantFrom(...INJECTIONS)),
    )
    .map(([name, raw]) => (d: Draft) => {
      Object.assign(d, { kind: 'path-injection', target: name === '*' ? 'params' : `params/${name}` });
      d.rawParams[name] = raw;
    });
}

/** Query strings as a client may send them: broken escapes, empty keys, prototype keys, 100 KB. */
const RAW_QUERIES = [
  '&&&',
  '=',
  '==&=',
  'a',
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  'a=%00',
  '__proto__[x]=1',
  '__proto__=1',
  'constructor[prototype][x]=1',
  'a=1;b=2',
  '?',
  'a=1&a=2&a=3',
  `q=${'x'.repeat(100 * 1024)}`,
  'pageNum=1&pageNum=-1',
  'pageSize=0&pageSize=99999',
];

const rawQuery = fc.constantFrom(...RAW_QUERIES).map((q) => (d: Draft) => {
  Object.assign(d, { kind: 'query-injection', target: 'querystring', rawQuery: q });
});

/** Random JSON and random query keys in place of the whole request. */
const chaos = (route: FuzzRoute): fc.Arbitrary<Mutation> =>
  fc
    .tuple(
      fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 12 }), { maxKeys: 4 }),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([query, json]) => (d: Draft) => {
      Object.assign(d, { kind: 'random', target: '' });
      d.query = Object.entries(query);
      if (BODY_METHODS.has(route.method)) {
        d.body = { json };
        d.contentType = JSON_TYPE;
      }
    });

/**
 * The cases of one route: a valid request broken in one way. `valid(part, value, mediaType)` is Fastify's own
 * validator of that part of the route (the suite compiles it with the app's validator compiler).
 */
export function routeCases(
  route: FuzzRoute,
  valid: (part: Part, value: unknown, mediaType: string | null) => boolean,
): fc.Arbitrary<FuzzCase> {
  const body = BODY_METHODS.has(route.method) ? jsonBody(route) : null;
  const fieldParts: [Part, JsonSchema | undefined][] = [
    ['params', route.params],
    ['querystring', route.querystring],
    ['headers', route.headers],
    ['body', body?.schema],
  ];
  // a field is broken in a request that has every field; the rest start from any valid request
  const fieldMutations: fc.WeightedArbitrary<Mutation>[] = [];
  for (const [part, schema] of fieldParts) {
    const m = schema ? fieldMutation(part, fieldsOf(schema)) : null;
    if (m) fieldMutations.push({ arbitrary: m, weight: 6 });
  }
  const mutations: fc.WeightedArbitrary<Mutation>[] = [];
  const b = bodyMutation(route);
  if (b) mutations.push({ arbitrary: b, weight: 2 }, { arbitrary: extraFields('body'), weight: 1 });
  const p = paramMutation(route);
  if (p) mutations.push({ arbitrary: p, weight: 2 });
  mutations.push(
    { arbitrary: extraFields('querystring'), weight: 1 },
    { arbitrary: rawQuery, weight: 1 },
    { arbitrary: chaos(route), weight: 1 },
  );
  // built once: an arbitrary built inside chain() would parse every pattern again for each case
  const sparse = baseArb(route, false, valid);
  const full = baseArb(route, true, valid);
  const any = fc.oneof(sparse, full);
  return fc
    .oneof(
      ...fieldMutations.map(({ arbitrary, weight }) => ({ arbitrary: fc.tuple(full, arbitrary), weight })),
      ...mutations.map(({ arbitrary, weight }) => ({ arbitrary: fc.tuple(any, arbitrary), weight })),
    )
    .map(([draft, mutate]) => {
      const d = clone(draft);
      mutate(d);
      return finish(route, d);
    });
}
