/**
 * The ONE axios instance (docs/architecture.md §2): Bearer header, 600000 ms timeout, array params as repeated
 * keys, envelope unwrapping, and the request rows of the error catalogue (docs/requirements.md §8, docs/architecture.md §3/§6).
 */
import axios, {
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import qs from 'qs';
import { IDEMPOTENCY_HEADER } from '@contract/common';
import { asSessionEndReason, type SessionEndReason } from '@contract/online';
import { API_BASE, REQUEST_TIMEOUT_MS, RESULT_CODE } from '../config/constants';
import { t, useLocaleStore } from '../i18n';
import { getAccessToken, getRefreshToken } from '../storage/token-storage';
import { notify } from '../ui/notify';
import { ApiError, CONFLICT_STATUS, NO_RESPONSE } from './errors';
import { newIdempotencyKey, versionedWriteKey } from './idempotency';
import { refreshOnce, sessionHooks } from './session-hooks';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Needs no session (captcha, sign-in, registration): no token rules apply. */
    anonymous?: boolean;
    /** The caller shows refusals itself (e.g. the login page shows code 500 as a warning). */
    silent?: boolean;
    /**
     * An edit form: the texts as stored, not in the console's language (docs/i18n.md: the server answers seeded texts
     * in English only to a request in English), so that saving the form never writes a translation.
     */
    asStored?: boolean;
    /** Internal: this request was already replayed once after a refresh. */
    replayed?: boolean;
    /** The write's idempotency key, held by a form across retries (idempotency.ts); else one per request. */
    idempotencyKey?: string;
  }
}

/** The language the seed writes in (zh-CN, the requirement's): what an `asStored` request asks for. */
const STORED_LANGUAGE = 'zh-CN';

interface Envelope {
  code?: number;
  msg?: string;
  error?: string;
  data?: unknown;
}

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => qs.stringify(params, { arrayFormat: 'repeat' }) },
  // The API takes its token in the Authorization header and sets no XSRF cookie. Left on, axios reads that cookie
  // through the browser's asynchronous Cookie Store before every send, so each request waited for the main thread
  // to be free: the first getInfo went out 190 ms after it was made, behind the console's first render
  // (docs/architecture.md §3 "Headers").
  withXSRFToken: false,
});

function withToken(config: InternalAxiosRequestConfig, token: string): InternalAxiosRequestConfig {
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** Why the server ended the session, when it said (the envelope's `error`, docs/administration.md "Why a session ended"). */
function endReason(body: Envelope | undefined): SessionEndReason | undefined {
  return asSessionEndReason(body?.error) ?? undefined;
}

function endSession(message?: string, reason?: SessionEndReason): ApiError {
  sessionHooks().onSessionEnd(reason);
  return new ApiError(message ?? t('http.unknown'), RESULT_CODE.NO_PERMISSION, 401, true, reason);
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

http.interceptors.request.use(async (config) => {
  // The server answers in the console's language, not the browser's (docs/i18n.md).
  config.headers.set('Accept-Language', config.asStored ? STORED_LANGUAGE : useLocaleStore.getState().locale);
  if (config.anonymous) return config;
  // Set once: a replay after a refresh runs this again with the same config and keeps the key.
  if (WRITES.has((config.method ?? 'get').toLowerCase()) && !config.headers.has(IDEMPOTENCY_HEADER)) {
    const versioned = versionedWriteKey(config.method ?? '', config.url ?? '', config.data);
    config.headers.set(IDEMPOTENCY_HEADER, config.idempotencyKey ?? versioned ?? newIdempotencyKey());
  }
  const token = getAccessToken();
  if (token) return withToken(config, token);
  if (getRefreshToken()) {
    // docs/requirements.md §4: with a refresh token but no access token, refresh first.
    const fresh = await refreshOnce();
    if (!fresh) throw endSession();
    return withToken(config, fresh);
  }
  if (sessionHooks().mayCallWithoutSession()) return config;
  throw endSession();
});

function isSessionInvalid(body: Envelope): boolean {
  return (
    body.code === RESULT_CODE.INVALID ||
    body.code === RESULT_CODE.NO_PERMISSION ||
    body.error === 'invalid_token'
  );
}

/** HTTP statuses that mean the back end cannot serve at all (docs/architecture.md §3 "Errors"). */
const BACKEND_UNAVAILABLE = new Set([502, 503, 504]);

function refuse(
  config: AxiosRequestConfig,
  message: string,
  code: number,
  status?: number,
  reason?: string,
  data?: unknown,
): ApiError {
  const shown = !config.silent;
  if (shown) notify('error', message);
  return new ApiError(message, code, status, shown, reason, data);
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    const body = response.data as Envelope | Blob | undefined;
    if (!body || body instanceof Blob || typeof body !== 'object' || body.code === undefined) return response;
    if (body.code === RESULT_CODE.OK) return response;
    if (!response.config.anonymous && isSessionInvalid(body)) throw endSession(body.msg, endReason(body));
    throw refuse(response.config, body.msg || t('http.unknown'), body.code, response.status, body.error);
  },
  async (error: AxiosError<Envelope>) => {
    if (error instanceof ApiError) throw error;
    const config = error.config;
    if (!config) throw new ApiError(t('http.unknown'), RESULT_CODE.ERROR);
    if (!error.response) {
      // A timeout or a network failure has no response (docs/architecture.md §6): say so once, do not throw inside.
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      throw refuse(config, t(timedOut ? 'http.timeout' : 'http.network'), NO_RESPONSE);
    }
    const { status, data } = error.response;
    if (status === 401 && !config.anonymous) {
      // Ended for a reason (强退, a password reset…): no refresh can cure it, and the user is told why
      // (docs/administration.md "Why a session ended").
      const reason = endReason(data);
      if (config.replayed || reason) throw endSession(data?.msg, reason);
      const fresh = await refreshOnce();
      if (!fresh) throw endSession(data?.msg);
      return http.request({ ...config, replayed: true });
    }
    // The back end is not there (its database unreachable: 503; a proxy in front of a stopped server: 502/504): to
    // the user that is the network error, said once however many calls fail (docs/architecture.md §3 "Errors").
    if (BACKEND_UNAVAILABLE.has(status))
      throw refuse(config, t('http.network'), data?.code ?? status, status);
    // A stale edit carries the stored record: the edit dialog shows the merge, or its submit the msg (docs/concurrency.md).
    if (status === CONFLICT_STATUS)
      throw new ApiError(
        data?.msg || t('http.status', { status }),
        data?.code ?? status,
        status,
        false,
        undefined,
        data?.data,
      );
    const message = data?.msg || t('http.status', { status });
    // A refusal carrying data (an import's bad rows, docs/parts.md "Import") hands it to the caller with its msg.
    throw refuse(config, message, data?.code ?? status, status, undefined, data?.data);
  },
);

/** Typed helpers returning the (already checked) body. */
export async function get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return (await http.get<T>(url, { ...config, params })).data;
}

export async function post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await http.post<T>(url, data, config)).data;
}

export async function put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await http.put<T>(url, data, config)).data;
}

export async function del<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await http.delete<T>(url, config)).data;
}

/** Form-encoded body (OAuth token calls): keeps passwords out of URLs and access logs (docs/architecture.md §3). */
export function formBody(fields: Record<string, string | undefined>): string {
  return qs.stringify(fields, { skipNulls: true });
}
