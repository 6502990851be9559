/**
 * The route schemas (TypeBox's JSON Schema, what Fastify validates with) as fast-check arbitraries, for the fuzz
 * suite (tests/server/fuzz-routes.test.ts): valid values to start a case from, the fields a case can break, and the
 * bad values of each kind the requirement names (wrong types, huge strings, bad numbers, odd Unicode, injections).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

/** A number written into the JSON text as is: `1e400`, `-0`, `9007199254740993` (JSON.stringify cannot). */
export class RawNumber {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0000raw:${this.text}\u0000`;
  }
}

/** JSON text of a value that may hold RawNumbers. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value);
  // most bodies hold none, and some are a megabyte long
  return text.includes('\\u0000raw:') ? text.replace(/"\\u0000raw:([^\\]*)\\u0000"/g, '$1') : text;
}

export function typesOf(s: JsonSchema): string[] {
  if (s.type === undefined) return [];
  return Array.isArray(s.type) ? s.type : [s.type];
}

/** Every type a schema (with its anyOf branches) admits. */
export function admittedTypes(s: JsonSchema): Set<string> {
  const out = new Set(typesOf(s));
  for (const branch of s.anyOf ?? []) for (const t of admittedTypes(branch)) out.add(t);
  if (out.has('integer')) out.add('number');
  return out;
}

const BASE_STRING_CAP = 16;
const BASE_ARRAY_CAP = 3;
const DATES = {
  min: new Date(Date.UTC(2000, 0, 1)),
  max: new Date(Date.UTC(2030, 11, 31)),
  noInvalidDate: true,
};

/**
 * A string brought within [min, max] code points, repeated or cut: a pattern's match may then no longer match, which
 * the suite's validity check of the whole request notices (a filter instead could search forever for `^\S+$` with
 * a minLength of 6).
 */
function fit(v: string, min: number, max: number): string {
  const cps = [...v];
  if (cps.length > max) return cps.slice(0, max).join('');
  if (cps.length >= min) return v;
  const unit = cps.length ? cps : ['a'];
  return Array.from({ length: min }, (_, i) => unit[i % unit.length]).join('');
}

/**
 * The pattern as a RegExp fast-check can generate from: without lookarounds, which it does not implement (a value may
 * then break one, which the validity check of the whole request notices).
 */
function generable(pattern: string): RegExp {
  return new RegExp(pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, ''), 'u');
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Infinity;
  if (s.format === 'date') return fc.date(DATES).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date(DATES).map((d) => d.toISOString());
  if (s.pattern !== undefined) return fc.stringMatching(generable(s.pattern)).map((v) => fit(v, min, max));
  return fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, BASE_STRING_CAP)) });
}

function numberBounds(s: JsonSchema, integer: boolean): { lo: number; hi: number } {
  const step = integer ? 1 : 0.001;
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? Math.floor(s.exclusiveMinimum) + step : -1000);
  const hi =
    s.maximum ?? (s.exclusiveMaximum !== undefined ? Math.ceil(s.exclusiveMaximum) - step : 1_000_000);
  return { lo, hi };
}

function integerArb(s: JsonSchema): fc.Arbitrary<number> {
  const { lo, hi } = numberBounds(s, true);
  // Small values name rows that exist (ids of the demo data), so some cases get past the lookups.
  return fc.oneof(
    { arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 40) }), weight: 3 },
    { arbitrary: fc.integer({ min: lo, max: hi }), weight: 1 },
  );
}

function numberArb(s: JsonSchema): fc.Arbitrary<number> {
  const { lo, hi } = numberBounds(s, false);
  return fc.oneof(
    integerArb({ ...s, minimum: Math.ceil(lo), maximum: Math.floor(hi) }),
    fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
  );
}

/**
 * Values the schema accepts. `full`: every optional property present and every array with an item, so that any
 * field a case breaks is there to break.
 */
export function validArb(s: JsonSchema, full = false): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((branch) => validArb(branch, full)));
  const types = typesOf(s);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  if (types.length > 1) return fc.oneof(...types.map((t) => validArb({ ...s, type: t }, full)));
  switch (types[0]) {
    case 'object': {
      const entries = Object.entries(s.properties ?? {});
      const shape = Object.fromEntries(entries.map(([k, ps]) => [k, validArb(ps, full)]));
      return full ? fc.record(shape) : fc.record(shape, { requiredKeys: s.required ?? [] });
    }
    case 'array': {
      const item = validArb(s.items ?? {}, full);
      const maxLength = Math.min(s.maxItems ?? BASE_ARRAY_CAP, BASE_ARRAY_CAP);
      const minLength = Math.min(maxLength, Math.max(s.minItems ?? 0, full ? 1 : 0));
      return s.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'string':
      return stringArb(s);
    case 'integer':
      return integerArb(s);
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constant(null);
  }
}

/** A field a case can break: its path below the request part, its schema, whether the part requires it. */
export interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** The fields of an object schema, nested objects and the first item of arrays included, to `depth` levels. */
export function fieldsOf(s: JsonSchema, depth = 3, prefix: string[] = []): Field[] {
  const out: Field[] = [];
  if (depth === 0) return out;
  const object = objectBranch(s);
  for (const [name, ps] of Object.entries(object?.properties ?? {})) {
    const path = [...prefix, name];
    out.push({ path, schema: ps, required: object?.required?.includes(name) ?? false });
    const inner = arrayBranch(ps);
    if (inner?.items) {
      out.push({ path: [...path, '0'], schema: inner.items, required: false });
      out.push(...fieldsOf(inner.items, depth - 1, [...path, '0']));
    } else {
      out.push(...fieldsOf(ps, depth - 1, path));
    }
  }
  return out;
}

const objectBranch = (s: JsonSchema): JsonSchema | undefined =>
  typesOf(s).includes('object') ? s : s.anyOf?.find((b) => typesOf(b).includes('object'));
const arrayBranch = (s: JsonSchema): JsonSchema | undefined =>
  typesOf(s).includes('array') ? s : s.anyOf?.find((b) => typesOf(b).includes('array'));

/** Odd Unicode: lone surrogates, bidi overrides, NUL and controls, emoji sequences, combining marks, BOM. */
export const ODD_UNICODE = [
  '\uD800',
  'x\uDFFFy\uD83D',
  '\u202Eevil\u202C',
  '\u200F\u061C\u200E',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001B[31m',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈🇨🇳',
  'e\u0301\u0301\u0301\u0301',
  'Z̴̡̛͓̈́a̷͍͒l̸̠̿g̵̱̈́o̸̥̍',
  '\u200B\u2060\uFEFF',
  '\uFFFE\uFFFF',
  '\u0085\u2028\u2029',
  'ｆｕｌｌ\u3000ｗｉｄｔｈ',
  '\u{10FFFF}\u{E0001}',
  'İıſK',
  '﷽',
];

/** Path, query and SQL injections, template and shell strings, LIKE wildcards. */
export const INJECTIONS = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/',
  '%00',
  'x%00.png',
  "' OR 1=1--",
  "' OR '1'='1",
  '1; DROP TABLE sys_user;--',
  '"; DROP TABLE sys_user; --',
  "1' AND pg_sleep(5)--",
  '$1',
  '%',
  '_',
  '\\',
  '*',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '$(id)`id`',
  'javascript:alert(1)',
  '\r\nSet-Cookie: x=1',
];

/** Strings that are not numbers, or numbers as no JSON parser or Ajv reads them. */
export const NUMBER_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1.5',
  '-0',
  '0x10',
  '1_000',
  ' 7 ',
  '+7',
  '١٢',
  '９',
  '9007199254740993',
  '99999999999999999999999',
  '-2147483649',
  '2147483648',
  '1e3',
  '',
];

/** Numbers for fields that want integers or bounded numbers: negative, huge, fractional, beyond JSON's doubles. */
export const NUMBERS: unknown[] = [
  -1,
  0,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1.5,
  -0.5,
  5e-324,
  new RawNumber('9007199254740993'),
  new RawNumber('99999999999999999999999999'),
  new RawNumber('1e400'),
  new RawNumber('-1e400'),
  new RawNumber('-0'),
  new RawNumber('1.0'),
];

/** Dates and times that match `YYYY-MM-DD( HH:mm:ss)` but are no day or time, or lie at the calendar's ends. */
export const DATE_STRINGS = [
  '0000-01-01',
  '0000-00-00 00:00:00',
  '0001-01-01 00:00:00',
  '9999-12-31 23:59:59',
  '2025-02-29',
  '2024-02-30 12:00:00',
  '2025-13-01 00:00:00',
  '2025-00-10',
  '2025-01-01 24:00:00',
  '2025-01-01 23:59:60',
  '2025-01-01 12:60:00',
  '2025-01-01T12:00:00Z',
  '2025-01-01 12:00:00+08:00',
  ' 2025-01-01',
  '２０２５-０１-０１',
  '2025-1-1',
  '1969-12-31 23:59:59',
];

/** A string field that holds a date or a time (a format, or a pattern of digits and dashes). */
export const isDateField = (s: JsonSchema): boolean =>
  s.format === 'date' || s.format === 'date-time' || /\\d\{4\}-/.test(s.pattern ?? '');

/** Values of another JSON type, `{}` and `[]` where a scalar is expected among them. */
export const WRONG_TYPES: unknown[] = [
  'abc',
  '',
  12345,
  -1,
  true,
  false,
  null,
  {},
  [],
  [1, 'x'],
  { $gt: '' },
  [[]],
];
/** The same over a query string or a path, where everything is text. */
export const WRONG_TYPE_STRINGS = [
  'abc',
  '{}',
  '[]',
  '{"a":1}',
  'true',
  'null',
  'undefined',
  ' ',
  '1,2',
  '1.5',
];

/** About 100 KB: of ASCII, and of CJK (three bytes each in UTF-8). */
const HUNDRED_KB = ['A'.repeat(100 * 1024), '字'.repeat(34 * 1024)];
const hugeByMax = new Map<number, fc.Arbitrary<string>>();

/** A string past the schema's maxLength (in code points: also of surrogate pairs), and about 100 KB. */
export function hugeStrings(s: JsonSchema): fc.Arbitrary<string> {
  const over = (s.maxLength ?? 255) + 1;
  let arb = hugeByMax.get(over);
  if (!arb) {
    arb = fc.constantFrom('x'.repeat(over), '汉'.repeat(over), '𝔘'.repeat(over), ...HUNDRED_KB);
    hugeByMax.set(over, arb);
  }
  return arb;
}
