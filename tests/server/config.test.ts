/** Environment validation (docs/architecture.md §3 "Server config"): bad values are one clear error. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 6567,
      host: '127.0.0.1',
      databaseUrl: './data/pg',
      dbKind: 'pglite-dir',
      dbConnectTimeoutMs: 2000,
      dbQueryTimeoutMs: 3000,
      filesDir: resolve('data/files'),
      seed: 'demo',
      alarmSimulator: 'on',
      alarmShelveSweepS: 60,
      reportUrges: 'on',
      reportUrgeTimes: {
        dailyFillDue: '10:00',
        dailyApprovalDue: '17:00',
        weeklyFillDue: '12:00',
        weeklyApprovalDue: '17:00',
        remindBeforeMin: 120,
      },
      captchaTestCode: null,
      tokenTtlS: 1800,
      refreshTtlS: 604800,
      staticDir: 'dist',
      logLevel: 'info',
      trustProxy: 0,
      amapKey: null,
      amapSecurityCode: null,
      appDownloadUrl: null,
      weatherKey: null,
      weatherUrl: 'https://restapi.amap.com/v3/weather/weatherInfo',
      weatherTimeoutMs: 5000,
      socketIdleTimeoutMs: 30000,
      uploadQuotaBytesPerDay: 200 * 1024 * 1024,
      secureSpace: 'required',
      secureSpaceUrl: 'http://127.0.0.1:17653/status',
      secureSpaceHelpUrl: null,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u:p@db/woms',
      FILES_DIR: '/srv/woms-files',
      SEED: 'none',
      ALARM_SIMULATOR: 'off',
      ALARM_SHELVE_SWEEP_S: '5',
      REPORT_URGES: 'off',
      REPORT_DAILY_FILL_DUE: '09:30',
      REPORT_DAILY_APPROVAL_DUE: '16:00',
      REPORT_WEEKLY_FILL_DUE: '11:00',
      REPORT_WEEKLY_APPROVAL_DUE: '18:15',
      REPORT_REMIND_BEFORE_MIN: '45',
      CAPTCHA_TEST_CODE: 'ab12',
      TOKEN_TTL_S: '60',
      REFRESH_TTL_S: '3600',
      STATIC_DIR: '/srv/woms',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'on',
      AMAP_KEY: '0123456789abcdef0123456789abcdef',
      AMAP_SECURITY_CODE: 'fedcba9876543210fedcba9876543210',
      APP_DOWNLOAD_URL: 'https://apps.example.com/woms/下载.apk',
      WEATHER_KEY: 'abc123DEF',
      WEATHER_URL: 'http://127.0.0.1:9000/weather',
      WEATHER_TIMEOUT_MS: '250',
      SOCKET_IDLE_TIMEOUT_MS: '15000',
      UPLOAD_QUOTA_MB_PER_DAY: '50',
      DB_CONNECT_TIMEOUT_MS: '1500',
      DB_QUERY_TIMEOUT_MS: '2500',
      SECURE_SPACE: 'OFF',
      SECURE_SPACE_URL: 'http://127.0.0.1:9999/status',
      SECURE_SPACE_HELP_URL: 'https://wiki.example.com/secure-space',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dbKind: 'postgres',
      dbConnectTimeoutMs: 1500,
      dbQueryTimeoutMs: 2500,
      filesDir: '/srv/woms-files',
      seed: 'none',
      alarmSimulator: 'off',
      alarmShelveSweepS: 5,
      reportUrges: 'off',
      reportUrgeTimes: {
        dailyFillDue: '09:30',
        dailyApprovalDue: '16:00',
        weeklyFillDue: '11:00',
        weeklyApprovalDue: '18:15',
        remindBeforeMin: 45,
      },
      captchaTestCode: 'ab12',
      tokenTtlS: 60,
      refreshTtlS: 3600,
      staticDir: '/srv/woms',
      logLevel: 'warn',
      trustProxy: 1,
      amapKey: '0123456789abcdef0123456789abcdef',
      amapSecurityCode: 'fedcba9876543210fedcba9876543210',
      // Normalised: non-ASCII is percent-encoded, so a QR code holds the address as it is.
      appDownloadUrl: 'https://apps.example.com/woms/%E4%B8%8B%E8%BD%BD.apk',
      weatherKey: 'abc123DEF',
      weatherUrl: 'http://127.0.0.1:9000/weather',
      weatherTimeoutMs: 250,
      socketIdleTimeoutMs: 15000,
      uploadQuotaBytesPerDay: 50 * 1024 * 1024,
      secureSpace: 'off',
      secureSpaceUrl: 'http://127.0.0.1:9999/status',
      secureSpaceHelpUrl: 'https://wiki.example.com/secure-space',
    });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).dbKind).toBe('pglite-memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).dbKind).toBe('postgres');
    expect(loadConfig({ PORT: '' }).port).toBe(6567);
    // a relative FILES_DIR is taken from the working directory, once, at start (docs/architecture.md §3 "Files")
    expect(loadConfig({ FILES_DIR: 'shared/files' }).filesDir).toBe(resolve('shared/files'));
    expect(loadConfig({ ALARM_SIMULATOR: 'Manual' }).alarmSimulator).toBe('manual');
    expect(loadConfig({ REPORT_URGES: 'OFF' }).reportUrges).toBe('off');
    // TRUST_PROXY is a count of proxies (docs/architecture.md §3 "Server config"): `on` one, `off` none
    expect(loadConfig({ TRUST_PROXY: 'On' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'OFF' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(0);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT "abc": expected an integer 1-65535'],
    [{ PORT: '70000' }, 'Invalid PORT "70000": expected an integer 1-65535'],
    [{ PORT: '80.5' }, 'Invalid PORT "80.5": expected an integer 1-65535'],
    [
      { DATABASE_URL: 'mysql://root:secret@db/woms' },
      'Invalid DATABASE_URL "mysql://***@db/woms": expected a directory path, memory:// or postgres://',
    ],
    [{ FILES_DIR: 's3://bucket/woms' }, 'Invalid FILES_DIR "s3://bucket/woms": expected a folder path'],
    [{ FILES_DIR: 'data/\u0007files' }, 'Invalid FILES_DIR'],
    [{ SEED: 'full' }, 'Invalid SEED "full": expected one of demo, none'],
    [{ DB_CONNECT_TIMEOUT_MS: '50' }, 'Invalid DB_CONNECT_TIMEOUT_MS "50": expected an integer 100-60000'],
    [{ DB_QUERY_TIMEOUT_MS: '3s' }, 'Invalid DB_QUERY_TIMEOUT_MS "3s": expected an integer 100-600000'],
    [{ ALARM_SIMULATOR: 'yes' }, 'Invalid ALARM_SIMULATOR "yes": expected one of on, off, manual'],
    [{ REPORT_URGES: 'sometimes' }, 'Invalid REPORT_URGES "sometimes": expected one of on, off'],
    [{ REPORT_DAILY_FILL_DUE: '9:30' }, 'Invalid REPORT_DAILY_FILL_DUE "9:30": expected a time HH:mm'],
    [{ REPORT_WEEKLY_FILL_DUE: '24:00' }, 'Invalid REPORT_WEEKLY_FILL_DUE "24:00": expected a time HH:mm'],
    [
      { REPORT_WEEKLY_APPROVAL_DUE: '17:60' },
      'Invalid REPORT_WEEKLY_APPROVAL_DUE "17:60": expected a time HH:mm',
    ],
    [
      { REPORT_DAILY_APPROVAL_DUE: '09:00' },
      'Invalid REPORT_DAILY_APPROVAL_DUE "09:00": expected a time after REPORT_DAILY_FILL_DUE (10:00)',
    ],
    [{ REPORT_REMIND_BEFORE_MIN: '0' }, 'Invalid REPORT_REMIND_BEFORE_MIN "0": expected an integer 1-1440'],
    [
      { REPORT_REMIND_BEFORE_MIN: '1441' },
      'Invalid REPORT_REMIND_BEFORE_MIN "1441": expected an integer 1-1440',
    ],
    [{ CAPTCHA_TEST_CODE: '12345' }, 'Invalid CAPTCHA_TEST_CODE "12345": expected 4 letters or digits'],
    [{ TOKEN_TTL_S: '0' }, 'Invalid TOKEN_TTL_S "0": expected an integer 1-2592000'],
    [{ REFRESH_TTL_S: '-5' }, 'Invalid REFRESH_TTL_S "-5": expected an integer 60-31536000'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid LOG_LEVEL "loud": expected one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      { APP_DOWNLOAD_URL: 'ftp://apps.example.com/woms.apk' },
      'Invalid APP_DOWNLOAD_URL "ftp://apps.example.com/woms.apk": expected an http(s) URL without credentials, at most 1000 characters',
    ],
    [
      { APP_DOWNLOAD_URL: 'not a url' },
      'Invalid APP_DOWNLOAD_URL "not a url": expected an http(s) URL without credentials, at most 1000 characters',
    ],
    [
      { APP_DOWNLOAD_URL: 'https://user:secret@apps.example.com/' },
      'Invalid APP_DOWNLOAD_URL "https://***@apps.example.com/": expected an http(s) URL without credentials',
    ],
    [
      { WEATHER_URL: 'weather.example.com/v3?key=secret' },
      'Invalid WEATHER_URL "weather.example.com/v3": expected an http(s) URL',
    ],
    [{ WEATHER_KEY: 'has space' }, 'Invalid WEATHER_KEY: expected 8-64 letters or digits'],
    [{ WEATHER_TIMEOUT_MS: '50' }, 'Invalid WEATHER_TIMEOUT_MS "50": expected an integer 100-30000'],
    [{ SOCKET_IDLE_TIMEOUT_MS: '0' }, 'Invalid SOCKET_IDLE_TIMEOUT_MS "0": expected an integer 200-600000'],
    [{ UPLOAD_QUOTA_MB_PER_DAY: '0' }, 'Invalid UPLOAD_QUOTA_MB_PER_DAY "0": expected an integer 1-100000'],
    [{ TRUST_PROXY: 'yes' }, 'Invalid TRUST_PROXY "yes": expected on, off or a number of proxies 0-10'],
    [{ TRUST_PROXY: '11' }, 'Invalid TRUST_PROXY "11": expected on, off or a number of proxies 0-10'],
    [{ TRUST_PROXY: '-1' }, 'Invalid TRUST_PROXY "-1": expected on, off or a number of proxies 0-10'],
    [{ TRUST_PROXY: '1.5' }, 'Invalid TRUST_PROXY "1.5": expected on, off or a number of proxies 0-10'],
    [{ TRUST_PROXY: 'true' }, 'Invalid TRUST_PROXY "true": expected on, off or a number of proxies 0-10'],
    [{ SECURE_SPACE: 'maybe' }, 'Invalid SECURE_SPACE "maybe": expected one of required, off'],
    [
      { SECURE_SPACE_URL: '127.0.0.1:17653/status' },
      'Invalid SECURE_SPACE_URL "127.0.0.1:17653/status": expected an http(s) URL without credentials',
    ],
    [{ AMAP_KEY: 'not-a-key' }, 'Invalid AMAP_KEY: expected 8-64 letters or digits'],
    [{ AMAP_SECURITY_CODE: 'abcdef0123456789' }, 'Invalid AMAP_SECURITY_CODE: it needs AMAP_KEY'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
