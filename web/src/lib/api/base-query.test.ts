import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { MESSAGES } from '#shared/validation';
import { mockApi } from '../../test/fetch-mock';
import { SOCKET_OPTIONS } from '../socket';
import { toast } from '../toast/toast';
import { api } from './api';
import { settleAuthRefresh } from './auth-refresh';
import { MAX_RETRIES, retryDelay, shouldRetry } from './base-query';
import { unauthorized } from './events';

const probeApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, void>({ query: () => 'probe' }),
    quietProbe: build.query<{ ok: boolean }, void>({ query: () => 'probe', extraOptions: { silent: true } }),
    save: build.mutation<void, void>({ query: () => ({ url: 'probe', method: 'POST' }) }),
  }),
});

function setup() {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, record),
  });
  return { store, actions };
}

const serverError = { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'Gerade nicht erreichbar.' } };

describe('base query', () => {
  it('waits 1 s, doubling, at most 30 s between retries', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(MAX_RETRIES).toBe(3);
  });

  it('retries reads on server and network errors only, never 4xx or writes', () => {
    expect(shouldRetry({ status: 503, data: null }, 1, 'query')).toBe(true);
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'offline' }, 3, 'query')).toBe(true);
    expect(shouldRetry({ status: 503, data: null }, 4, 'query')).toBe(false);
    expect(shouldRetry({ status: 404, data: null }, 1, 'query')).toBe(false);
    expect(shouldRetry({ status: 429, data: null }, 1, 'query')).toBe(false);
    expect(shouldRetry({ status: 503, data: null }, 1, 'mutation')).toBe(false);
  });

  it('retries a failing read three times with 1, 2 and 4 s pauses', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({ 'GET /api/probe': [serverError, serverError, serverError, { status: 200, body: { ok: true } }] });
    const { store } = setup();
    const pending = store.dispatch(probeApi.endpoints.probe.initiate());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(4);
    expect((await pending).data).toEqual({ ok: true });
  });

  it("shows the server's message in a 'Fehler' toast, once, without retrying a 4xx", async () => {
    const error = vi.spyOn(toast, 'error');
    const { calls } = mockApi({
      'GET /api/probe': { status: 409, body: { statusCode: 409, code: 'SURVEY_ACTIVE', message: 'Die Umfrage läuft gerade.' } },
    });
    const { store } = setup();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(calls).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Die Umfrage läuft gerade.');
  });

  it('falls back to the default sentence when the answer carries no message', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'POST /api/probe': { status: 500 } });
    const { store } = setup();
    await store.dispatch(probeApi.endpoints.save.initiate());
    expect(error).toHaveBeenCalledWith(MESSAGES.genericError);
  });

  it('stays quiet for silent endpoints', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'GET /api/probe': { status: 404 } });
    const { store } = setup();
    await store.dispatch(probeApi.endpoints.quietProbe.initiate());
    expect(error).not.toHaveBeenCalled();
  });

  it('raises unauthorized once for a 401 and hands the error on when the session is over', async () => {
    const error = vi.spyOn(toast, 'error');
    const { calls } = mockApi({
      'GET /api/probe': { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Bitte melde dich an.' } },
    });
    const { store, actions } = setup();
    const pending = store.dispatch(probeApi.endpoints.probe.initiate());
    await vi.waitFor(() => expect(actions.filter((action) => unauthorized.match(action))).toHaveLength(1));
    settleAuthRefresh(false);
    const result = await pending;
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('sends a call that got 401 once more after a successful refresh, writes included', async () => {
    const { calls } = mockApi({
      'POST /api/probe': [
        { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Bitte melde dich an.' } },
        { status: 200 },
      ],
    });
    const { store, actions } = setup();
    const pending = store.dispatch(probeApi.endpoints.save.initiate());
    await vi.waitFor(() => expect(actions.some((action) => unauthorized.match(action))).toBe(true));
    settleAuthRefresh(true);
    expect((await pending).error).toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('sends cookies and keeps unused data for 5 minutes', async () => {
    const { fetchMock } = mockApi({ 'GET /api/probe': { status: 200, body: { ok: true } } });
    const { store } = setup();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect((fetchMock.mock.calls[0][0] as Request).credentials).toBe('include');
    expect(store.getState().api.config.keepUnusedDataFor).toBe(300);
  });
});

describe('socket options', () => {
  it('reconnect forever from 1 s to 5 s with jitter 0.5 and a 20 s timeout, with cookies', () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      path: '/api/socket.io',
      transports: ['websocket'],
      withCredentials: true,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });
});
