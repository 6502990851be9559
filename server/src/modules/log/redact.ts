/**
 * The request summary an operation-log row keeps (docs/administration.md "操作日志"): the query and the body as JSON,
 * every value under a secret-looking key replaced, at any depth, and the whole cut to OPER_PARAM_MAX characters. The
 * walk itself is bounded (depth, items, string length), so a large body costs no more than a small one.
 */
export const OPER_PARAM_MAX = 2000;
export const REDACTED = '******';

/**
 * Keys whose values never reach the log: passwords (password, oldPassword, newPassword, confirmPassword, pwd), tokens
 * (token, access_token, refresh_token), secrets (client_secret), the captcha and its answer (captcha, code, uuid), and
 * the encrypted sign-in (param).
 */
const SECRET_KEY = /pass(word)?|pwd|secret|token|captcha|^code$|^uuid$|^param$/i;

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 500;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  // An upload's body is its bytes: their count is all a log needs (walking a 5 MB Buffer's keys took seconds).
  if (ArrayBuffer.isView(value)) return `(${value.byteLength} bytes)`;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  let n = 0;
  // for…in stops at the limit; Object.entries would list every key first
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (n++ >= MAX_ITEMS) break;
    const v: unknown = (value as Record<string, unknown>)[key];
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

export function redact(value: unknown): unknown {
  return redactValue(value, 0);
}

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'object' && Object.keys(v).length === 0);

/** `{"query":…,"body":…}` of what was sent, redacted; '' when nothing was. */
export function requestSummary(query: unknown, body: unknown): string {
  const parts: Record<string, unknown> = {};
  if (!isEmpty(query)) parts.query = redact(query);
  if (!isEmpty(body)) parts.body = typeof body === 'object' ? redact(body) : '(not JSON)';
  if (Object.keys(parts).length === 0) return '';
  const text = JSON.stringify(parts);
  return text.length > OPER_PARAM_MAX ? `${text.slice(0, OPER_PARAM_MAX - 1)}…` : text;
}
