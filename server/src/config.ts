/**
 * Server configuration from the environment (docs/architecture.md §3 "Server config"). Every value is checked at
 * start: a bad value is a ConfigError naming the variable, which main.ts prints as one line and exits 1.
 */

export type DbKind = 'pglite-dir' | 'pglite-memory' | 'postgres';
export type AlarmSimulatorMode = 'on' | 'off' | 'manual';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dbKind: DbKind;
  seed: 'demo' | 'none';
  /**
   * demo device alarms (docs/architecture.md §3 "Alarms"): `on` a timer writes them, `manual` only
   * POST simulate does, `off` neither (the route answers 404)
   */
  alarmSimulator: AlarmSimulatorMode;
  /** every captcha answer becomes this code: tests only */
  captchaTestCode: string | null;
  /** access token lifetime, seconds */
  tokenTtlS: number;
  /** absolute refresh token lifetime from the sign-in, seconds */
  refreshTtlS: number;
  staticDir: string;
  logLevel: LogLevel;
  /** behind a TLS-terminating proxy: trust X-Forwarded-For/-Proto (client address for throttling, HSTS) */
  trustProxy: boolean;
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

export function loadConfig(env: Env): Config {
  const databaseUrl = read(env, 'DATABASE_URL') ?? './data/pg';
  const captcha = read(env, 'CAPTCHA_TEST_CODE');
  if (captcha !== undefined && !/^[A-Za-z0-9]{4}$/.test(captcha)) {
    throw new ConfigError(`Invalid CAPTCHA_TEST_CODE "${captcha}": expected 4 letters or digits`);
  }
  const host = read(env, 'HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) throw new ConfigError(`Invalid HOST "${host}": expected a host name or address`);
  return {
    port: integer(env, 'PORT', 6567, 1, 65535),
    host,
    databaseUrl,
    dbKind: databaseKind(databaseUrl),
    seed: oneOf(env, 'SEED', ['demo', 'none'] as const, 'demo'),
    alarmSimulator: oneOf(env, 'ALARM_SIMULATOR', ['on', 'off', 'manual'] as const, 'on'),
    captchaTestCode: captcha ?? null,
    // As short as 1 s: the e2e suite runs a server with TOKEN_TTL_S=3 to prove transparent refresh.
    tokenTtlS: integer(env, 'TOKEN_TTL_S', 1800, 1, 30 * 24 * 3600),
    refreshTtlS: integer(env, 'REFRESH_TTL_S', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    staticDir: read(env, 'STATIC_DIR') ?? 'dist',
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: oneOf(env, 'TRUST_PROXY', ['on', 'off'] as const, 'off') === 'on',
  };
}
