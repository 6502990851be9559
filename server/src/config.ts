/**
 * Server configuration from the environment (docs/architecture.md §3 "Server config"). Every value is checked at
 * start: a bad value is a ConfigError naming the variable, which main.ts prints as one line and exits 1.
 */
import { resolve } from 'node:path';
import { URGE_SCHEDULE } from '../../contract/report';
import { SECURE_SPACE_MODE, type SecureSpaceMode } from '../../contract/secure-space';

export type DbKind = 'pglite-dir' | 'pglite-memory' | 'postgres';
export type AlarmSimulatorMode = 'on' | 'off' | 'manual';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The urge ladder of the reports (docs/architecture.md §3 "Report urges"): each step's deadline, 'HH:mm' China time
 * (daily steps on the day after the report's day, weekly fill on the Monday and approval on the Tuesday after the
 * week), and how many minutes before it the reminder goes out.
 */
export interface ReportUrgeTimes {
  dailyFillDue: string;
  dailyApprovalDue: string;
  weeklyFillDue: string;
  weeklyApprovalDue: string;
  remindBeforeMin: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dbKind: DbKind;
  /**
   * where uploaded files live (docs/architecture.md §3 "Files"), absolute: FILES_DIR resolved against the working
   * directory. Several instances must share it, as they share the database.
   */
  filesDir: string;
  /** PostgreSQL: how long opening a connection may take before the call answers 503, ms */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: how long a statement of a request may take before the call answers 503, ms */
  dbQueryTimeoutMs: number;
  seed: 'demo' | 'none';
  /**
   * demo device alarms (docs/architecture.md §3 "Alarms"): `on` a timer writes them, `manual` only
   * POST simulate does, `off` neither (the route answers 404)
   */
  alarmSimulator: AlarmSimulatorMode;
  /** how often the ends of alarm shelves are journaled and told to the consoles (docs/alarms.md "Shelving"), seconds */
  alarmShelveSweepS: number;
  /** the report urge scheduler (docs/architecture.md §3 "Report urges"): `on` writes reminders, urges, escalations */
  reportUrges: 'on' | 'off';
  reportUrgeTimes: ReportUrgeTimes;
  /** every captcha answer becomes this code: tests only */
  captchaTestCode: string | null;
  /** access token lifetime, seconds */
  tokenTtlS: number;
  /** absolute refresh token lifetime from the sign-in, seconds */
  refreshTtlS: number;
  /**
   * the maps service of docs/requirements.md §9 (docs/architecture.md §3 "Plant archive"): its key, null for no map,
   * and the security code (jscode) that keys issued since December 2021 need beside it
   */
  amapKey: string | null;
  amapSecurityCode: string | null;
  staticDir: string;
  logLevel: LogLevel;
  /**
   * how many proxies in front of the server to trust (docs/architecture.md §3 "Server config"): 0 none, else the
   * client address is the X-Forwarded-For entry that many hops from the right, and X-Forwarded-Proto/-Host are read
   */
  trustProxy: number;
  /** the mobile app's download address behind the top bar's QR code; null: no QR code (docs/architecture.md §3 "Top bar services") */
  appDownloadUrl: string | null;
  /** the key of the weather provider (AMap's weather REST API); null: no weather */
  weatherKey: string | null;
  /** the weather provider's endpoint */
  weatherUrl: string;
  /** how long a weather call may take before the route answers 503, ms */
  weatherTimeoutMs: number;
  /**
   * how long a connection may stay silent, ms (docs/architecture.md §3 "Server config"): a request whose body stalls,
   * or a client that opens a connection and sends nothing, is cut after it; a live socket is not (it has pings)
   */
  socketIdleTimeoutMs: number;
  /** how many bytes of files one user may upload in a China day (docs/architecture.md §3 "Files") */
  uploadQuotaBytesPerDay: number;
  /**
   * the secure-space gate of downloads (docs/secure-space.md): `required` (the requirement's default) makes the console
   * ask the local helper at `secureSpaceUrl` before every download; `off` does not gate them
   */
  secureSpace: SecureSpaceMode;
  /** the local helper's status address the console asks (docs/secure-space.md "Protocol") */
  secureSpaceUrl: string;
  /** where the refusal's "how to" link points; null: the server's own copy of docs/secure-space.md */
  secureSpaceHelpUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Blank counts as unset so that `PORT= npm start` behaves like no PORT at all. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`Invalid ${name} "${raw}": expected an integer ${min}-${max}`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const found = allowed.find((a) => a === raw.toLowerCase());
  if (found === undefined)
    throw new ConfigError(`Invalid ${name} "${raw}": expected one of ${allowed.join(', ')}`);
  return found;
}

/** Proxies one may put in front of the server; more than a few is a typo. */
const TRUST_PROXY_MAX = 10;

/**
 * TRUST_PROXY: `off` (or 0) trusts no proxy, `on` one, a number that many hops. Never "every proxy": the client
 * address is taken from the right of X-Forwarded-For, where the trusted proxies append, so a client cannot choose it by
 * writing the first entry itself (docs/architecture.md §3 "Server config").
 */
function proxyHops(env: Env): number {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'off') return 0;
  if (raw.toLowerCase() === 'on') return 1;
  const hops = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(hops) || hops > TRUST_PROXY_MAX) {
    throw new ConfigError(
      `Invalid TRUST_PROXY "${raw}": expected on, off or a number of proxies 0-${TRUST_PROXY_MAX}`,
    );
  }
  return hops;
}

/** AMap's live-weather endpoint (docs/architecture.md §3 "Top bar services"). */
export const DEFAULT_WEATHER_URL = 'https://restapi.amap.com/v3/weather/weatherInfo';
const URL_MAX = 1000;
/** The reference helper's address (scripts/secure-space.mjs, docs/secure-space.md). */
export const DEFAULT_SECURE_SPACE_URL = 'http://127.0.0.1:17653/status';

/** A URL as an error message may show it: no credentials, no query (either may hold a secret). */
const shown = (raw: string): string =>
  (raw.split('?')[0] ?? '').replace(/\/\/[^@/]*@/, '//***@').slice(0, 80);

/** An absolute http(s) URL without credentials, normalised (non-ASCII percent-encoded, so a QR code holds it). */
function httpUrl(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.href.length > URL_MAX
  ) {
    throw new ConfigError(
      `Invalid ${name} "${shown(raw)}": expected an http(s) URL without credentials, at most ${URL_MAX} characters`,
    );
  }
  return url.href;
}

/** An AMap key or security code: letters and digits (the service issues thirty-two hexadecimal characters). */
function mapToken(env: Env, name: string): string | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  if (!/^[A-Za-z0-9]{8,64}$/.test(raw))
    throw new ConfigError(`Invalid ${name}: expected 8-64 letters or digits`);
  return raw;
}

/** A clock time 'HH:mm' (00:00–23:59). */
function clockTime(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(raw))
    throw new ConfigError(`Invalid ${name} "${raw}": expected a time HH:mm`);
  return raw;
}

function reportUrgeTimes(env: Env): ReportUrgeTimes {
  const times: ReportUrgeTimes = {
    dailyFillDue: clockTime(env, 'REPORT_DAILY_FILL_DUE', URGE_SCHEDULE.DAILY_FILL_DUE),
    dailyApprovalDue: clockTime(env, 'REPORT_DAILY_APPROVAL_DUE', URGE_SCHEDULE.DAILY_APPROVAL_DUE),
    weeklyFillDue: clockTime(env, 'REPORT_WEEKLY_FILL_DUE', URGE_SCHEDULE.WEEKLY_FILL_DUE),
    weeklyApprovalDue: clockTime(env, 'REPORT_WEEKLY_APPROVAL_DUE', URGE_SCHEDULE.WEEKLY_APPROVAL_DUE),
    // At most a day: the scheduler looks at deadlines up to a day ahead.
    remindBeforeMin: integer(env, 'REPORT_REMIND_BEFORE_MIN', URGE_SCHEDULE.REMIND_BEFORE_MIN, 1, 24 * 60),
  };
  // Both daily deadlines fall on the day after the report's day: a report is approved after it is filled.
  if (times.dailyApprovalDue <= times.dailyFillDue) {
    throw new ConfigError(
      `Invalid REPORT_DAILY_APPROVAL_DUE "${times.dailyApprovalDue}": expected a time after REPORT_DAILY_FILL_DUE (${times.dailyFillDue})`,
    );
  }
  return times;
}

function databaseKind(url: string): DbKind {
  if (url === 'memory://') return 'pglite-memory';
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres';
  // Any other URL-looking value (mysql://, http://, memory://x) is a typo, not a directory name.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new ConfigError(
      `Invalid DATABASE_URL "${url.replace(/\/\/[^@/]*@/, '//***@')}": expected a directory path, memory:// or postgres://`,
    );
  }
  return 'pglite-dir';
}

/**
 * A folder path (FILES_DIR): no `scheme://` (a URL is a typo here: the files live on a file system the instances
 * share) and no control characters; resolved against the working directory.
 */
function folderPath(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  // eslint-disable-next-line no-control-regex
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || /[\x00-\x1f]/.test(raw) || raw.length > 1000) {
    throw new ConfigError(`Invalid ${name} "${shown(raw)}": expected a folder path`);
  }
  return resolve(raw);
}

export function loadConfig(env: Env): Config {
  const databaseUrl = read(env, 'DATABASE_URL') ?? './data/pg';
  const captcha = read(env, 'CAPTCHA_TEST_CODE');
  if (captcha !== undefined && !/^[A-Za-z0-9]{4}$/.test(captcha)) {
    throw new ConfigError(`Invalid CAPTCHA_TEST_CODE "${captcha}": expected 4 letters or digits`);
  }
  const amapKey = mapToken(env, 'AMAP_KEY');
  const amapSecurityCode = mapToken(env, 'AMAP_SECURITY_CODE');
  if (amapSecurityCode !== null && amapKey === null) {
    throw new ConfigError('Invalid AMAP_SECURITY_CODE: it needs AMAP_KEY');
  }
  const host = read(env, 'HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) throw new ConfigError(`Invalid HOST "${host}": expected a host name or address`);
  return {
    port: integer(env, 'PORT', 6567, 1, 65535),
    host,
    databaseUrl,
    dbKind: databaseKind(databaseUrl),
    filesDir: folderPath(env, 'FILES_DIR', './data/files'),
    // Together under 5 s: an unreachable database is a 503 within 5 s, never a hang (docs/architecture.md §3 "Errors").
    dbConnectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 2000, 100, 60_000),
    dbQueryTimeoutMs: integer(env, 'DB_QUERY_TIMEOUT_MS', 3000, 100, 600_000),
    seed: oneOf(env, 'SEED', ['demo', 'none'] as const, 'demo'),
    alarmSimulator: oneOf(env, 'ALARM_SIMULATOR', ['on', 'off', 'manual'] as const, 'on'),
    alarmShelveSweepS: integer(env, 'ALARM_SHELVE_SWEEP_S', 60, 1, 3600),
    reportUrges: oneOf(env, 'REPORT_URGES', ['on', 'off'] as const, 'on'),
    reportUrgeTimes: reportUrgeTimes(env),
    captchaTestCode: captcha ?? null,
    // As short as 1 s: the e2e suite runs a server with TOKEN_TTL_S=3 to prove transparent refresh.
    tokenTtlS: integer(env, 'TOKEN_TTL_S', 1800, 1, 30 * 24 * 3600),
    refreshTtlS: integer(env, 'REFRESH_TTL_S', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    amapKey,
    amapSecurityCode,
    staticDir: read(env, 'STATIC_DIR') ?? 'dist',
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: proxyHops(env),
    appDownloadUrl: httpUrl(env, 'APP_DOWNLOAD_URL') ?? null,
    // A key of AMap's web-service kind, not the maps key: AMap issues them per platform.
    weatherKey: mapToken(env, 'WEATHER_KEY'),
    weatherUrl: httpUrl(env, 'WEATHER_URL') ?? DEFAULT_WEATHER_URL,
    // Short in tests (a provider that never answers); 5 s by default (docs/architecture.md §3).
    weatherTimeoutMs: integer(env, 'WEATHER_TIMEOUT_MS', 5000, 100, 30000),
    socketIdleTimeoutMs: integer(env, 'SOCKET_IDLE_TIMEOUT_MS', 30_000, 200, 600_000),
    uploadQuotaBytesPerDay: integer(env, 'UPLOAD_QUOTA_MB_PER_DAY', 200, 1, 100_000) * 1024 * 1024,
    secureSpace: oneOf(env, 'SECURE_SPACE', Object.values(SECURE_SPACE_MODE), SECURE_SPACE_MODE.REQUIRED),
    secureSpaceUrl: httpUrl(env, 'SECURE_SPACE_URL') ?? DEFAULT_SECURE_SPACE_URL,
    secureSpaceHelpUrl: httpUrl(env, 'SECURE_SPACE_HELP_URL') ?? null,
  };
}
