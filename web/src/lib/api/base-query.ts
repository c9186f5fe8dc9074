import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { toast } from '../toast/toast';
import { waitForAuthRefresh } from './auth-refresh';
import { errorMessage, errorStatus } from './errors';
import { unauthorized } from './events';

export interface ApiExtraOptions {
  /** No 'Fehler' toast: the screen shows the failure itself (or, like the invitation count, ignores it). */
  silent?: boolean;
}

/**
 * Errors once (docs/ui-patterns.md): every failed request is reported exactly once. By default that is a
 * 'Fehler' toast from here. A read whose screens show its failure inline (QueryState's alert with
 * 'Erneut versuchen') declares `extraOptions: SHOWN_INLINE` on its endpoint and gets no toast; a form that
 * shows the failure under its fields does the same on its mutation. Such an endpoint must then be shown inline
 * on every screen that uses it.
 */
export const SHOWN_INLINE: ApiExtraOptions = { silent: true };

export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

// Absolute, because Node's fetch (tests) refuses relative URLs.
const apiBaseUrl = () => new URL('/api/', window.location.href).toString();

const rawBaseQuery = fetchBaseQuery({ baseUrl: apiBaseUrl(), credentials: 'include' });

/** 1 s, 2 s, 4 s ... capped at 30 s (SPEC 9). */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
}

/** Only reads are retried, and only when trying again can help: never a 4xx answer. */
export function shouldRetry(error: FetchBaseQueryError, attempt: number, type: BaseQueryApi['type']): boolean {
  if (type !== 'query' || attempt > MAX_RETRIES) return false;
  const status = errorStatus(error);
  if (status === undefined) return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
  return status >= 500;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

// The condition also enforces MAX_RETRIES (RTK takes either maxRetries or a condition, not both).
const retrying = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) => shouldRetry(error as FetchBaseQueryError, attempt, baseQueryApi.type),
  backoff: (attempt, _max, signal) => wait(retryDelay(attempt), signal ?? new AbortController().signal),
});

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
// The auth gate's own calls (check, refresh, login ...) answer 401 as part of their job; raising the
// signal for them would loop refresh -> 401 -> refresh.
const isAuthGateCall = (args: string | FetchArgs) => urlOf(args).replace(/^\//, '').startsWith('auth/public/');

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await retrying(args, api, {});
  if (!result.error || api.signal.aborted) return result;
  if (errorStatus(result.error) === 401 && !isAuthGateCall(args)) {
    // SPEC 7: raise the global signal; the saga refreshes the session and this call is sent once more.
    const refreshed = waitForAuthRefresh();
    api.dispatch(unauthorized());
    if (!(await refreshed)) return result; // the session is over: the login screen takes it from here
    result = await rawBaseQuery(args, api, {});
    if (!result.error || errorStatus(result.error) === 401) return result;
  }
  if (!extraOptions?.silent) toast.error(errorMessage(result.error));
  return result;
};
