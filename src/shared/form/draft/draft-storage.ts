/**
 * Drafts kept in the browser (docs/drafts.md): a form's typed values under its user's name and the form's key
 * (`device:12`, `daily-report:11:2026-11-29`), kept across a reload, a closed tab, a sign-out and a session an
 * administrator ended, and removed once saved. localStorage, not IndexedDB: a form is a few hundred bytes, a write is
 * synchronous (nothing to flush when the tab closes), and the session already lives there.
 */
import dayjs from 'dayjs';
import { STORAGE_KEYS } from '../../storage/keys';
import { readJson, readText, removeKey, writeJson } from '../../storage/local';

/** Storage keys are `woms.draft.<user>.<form key>`. */
export const DRAFT_KEY_PREFIX = 'woms.draft';
/** A draft nobody came back to for two weeks is dropped (a form changed meanwhile would not take it back anyway). */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 3600 * 1000;
/** At most this many drafts per user; the oldest goes first. */
export const DRAFT_MAX_PER_USER = 30;

export interface StoredDraft {
  /** the form's values, dates as `{ $date: ISO }` */
  values: Record<string, unknown>;
  /** ms since the epoch */
  savedAt: number;
  /** the record the typing stands on (its version), when the form edits one under optimistic concurrency */
  base?: unknown;
}

/** A password never reaches storage, whatever form it is typed in. */
const SECRET = /password|pwd/i;

const DATE_TAG = '$date';

function encode(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return { [DATE_TAG]: value.toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value instanceof File || value instanceof Blob) return undefined;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = encode(v);
    return out;
  }
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === DATE_TAG) return dayjs(String(entries[0]![1]));
    return Object.fromEntries(entries.map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

/** The form's values as stored: dates tagged, secrets and files left out. */
export function encodeValues(values: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values ?? {}))
    if (!SECRET.test(k) && v !== undefined) out[k] = encode(v);
  return out;
}

export function decodeValues(values: Record<string, unknown>): Record<string, unknown> {
  return decode(values) as Record<string, unknown>;
}

/** The signed-in account (kept through a sign-out, so a draft is found again by whoever signs back in). */
const owner = (): string | null => readText(STORAGE_KEYS.USERNAME);

const keyOf = (user: string, formKey: string) => `${DRAFT_KEY_PREFIX}.${user}.${formKey}`;

function isDraft(value: unknown): value is StoredDraft {
  const d = value as StoredDraft | null;
  return d !== null && typeof d === 'object' && typeof d.savedAt === 'number' && typeof d.values === 'object';
}

export function readDraft(formKey: string, now: number = Date.now()): StoredDraft | null {
  const user = owner();
  if (!user) return null;
  const stored = readJson<unknown>(keyOf(user, formKey), null);
  if (!isDraft(stored)) return null;
  if (now - stored.savedAt > DRAFT_MAX_AGE_MS) {
    removeKey(keyOf(user, formKey));
    return null;
  }
  return stored;
}

/** Every stored draft key of `user` with its time, oldest first. */
function draftsOf(user: string): Array<{ key: string; savedAt: number }> {
  const prefix = `${DRAFT_KEY_PREFIX}.${user}.`;
  const found: Array<{ key: string; savedAt: number }> = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      const d = readJson<unknown>(key, null);
      found.push({ key, savedAt: isDraft(d) ? d.savedAt : 0 });
    }
  } catch {
    /* storage blocked: nothing kept */
  }
  return found.sort((a, b) => a.savedAt - b.savedAt);
}

export function writeDraft(
  formKey: string,
  values: Record<string, unknown>,
  now: number,
  base?: unknown,
): void {
  const user = owner();
  if (!user) return;
  writeJson(keyOf(user, formKey), { values, savedAt: now, base } satisfies StoredDraft);
  const all = draftsOf(user);
  for (const old of all.slice(0, Math.max(0, all.length - DRAFT_MAX_PER_USER))) removeKey(old.key);
}

export function removeDraft(formKey: string): void {
  const user = owner();
  if (user) removeKey(keyOf(user, formKey));
}
