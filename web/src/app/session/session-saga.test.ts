import { waitFor } from '@testing-library/react';
import { authApi } from '../../features/auth/api';
import { unauthorized } from '../../lib/api/events';
import { browser } from '../../lib/browser';
import { serverEvent } from '../../lib/realtime/realtime-slice';
import { SESSION_KEYS, STORAGE_KEYS } from '../../lib/storage';
import { FakeSocket } from '../../test/fake-socket';
import { mockApi } from '../../test/fetch-mock';
import { makeGroup, makeUser } from '../../test/fixtures';
import { makeStore } from '../store';

const sockets: FakeSocket[] = [];
vi.mock('../../lib/socket', () => ({
  createSocket: async () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const user = makeUser({ groups: [makeGroup({ _id: 'g1' }), makeGroup({ _id: 'g2', name: 'SSR Frankfurt' })] });
const unauthorizedAnswer = { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Bitte melde dich an.' } };

describe('session saga', () => {
  beforeEach(() => {
    sockets.length = 0;
  });

  it('checks the session at start, opens the real-time connection, restores the saved group, then is ready', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currentGroup, 'g2');
    mockApi({ 'GET /api/auth/public/check': { status: 200, body: user } });
    const store = makeStore();
    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    expect(store.getState().session).toMatchObject({ status: 'authenticated', currentGroupId: 'g2' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(store.getState().realtime.status).toBe('connecting');
    sockets[0].fire('connect');
    expect(store.getState().realtime.status).toBe('connected');
    sockets[0].fire('disconnect', 'transport close');
    expect(store.getState().realtime.status).toBe('disconnected');
  });

  it('falls back to the first group and clears a saved group the user no longer belongs to', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currentGroup, 'left-long-ago');
    mockApi({ 'GET /api/auth/public/check': { status: 200, body: user } });
    const store = makeStore();
    await waitFor(() => expect(store.getState().session.currentGroupId).toBe('g1'));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.currentGroup)).toBe('g1'));
  });

  it('shows the login when the check answers 401, without a socket', async () => {
    mockApi({ 'GET /api/auth/public/check': unauthorizedAnswer });
    const store = makeStore();
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(sockets).toHaveLength(0);
  });

  it('refreshes on unauthorized and refetches the call that failed with 401', async () => {
    let invitationCalls = 0;
    const { calls } = mockApi({
      'GET /api/auth/public/check': { status: 200, body: user },
      'GET /api/auth/public/refresh': { status: 200, body: user },
      'GET /api/tenant/user/invitation': () => {
        invitationCalls += 1;
        return invitationCalls === 1 ? unauthorizedAnswer : { status: 200, body: { items: [], total: 0, page: 1, pageSize: 50 } };
      },
    });
    const store = makeStore();
    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    const { tenantApi } = await import('../../features/tenant/api');
    await store.dispatch(tenantApi.endpoints.myInvitations.initiate());
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/public/refresh')).toHaveLength(1));
    await waitFor(() => expect(invitationCalls).toBe(2));
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('ends the session when the refresh is refused, closing the socket', async () => {
    mockApi({
      'GET /api/auth/public/check': { status: 200, body: user },
      'GET /api/auth/public/refresh': unauthorizedAnswer,
    });
    const store = makeStore();
    await waitFor(() => expect(sockets).toHaveLength(1));
    store.dispatch(unauthorized());
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(sockets[0].disconnectCalls).toBe(1);
    expect(store.getState().realtime.status).toBe('idle');
  });

  it('refreshes when the server refuses the socket handshake and then reconnects', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { calls } = mockApi({
      'GET /api/auth/public/check': { status: 200, body: user },
      'GET /api/auth/public/refresh': { status: 200, body: user },
    });
    const store = makeStore();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0];
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/public/refresh')).toBe(true));
    await waitFor(() => expect(socket.connectCalls).toBe(1), { timeout: 2500 });
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('fetches the auth data again when the server says it changed', async () => {
    const { calls } = mockApi({ 'GET /api/auth/public/check': { status: 200, body: user } });
    const store = makeStore();
    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    store.dispatch(serverEvent({ name: 'authChanged', payload: { reason: 'membership' } }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/public/check')).toHaveLength(2));
  });

  it("logs out with an 'Erfolg' toast that survives the reload to the login", async () => {
    const load = vi.spyOn(browser, 'load').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/public/check': { status: 200, body: user },
      'POST /api/auth/public/logout': { status: 200 },
    });
    const store = makeStore();
    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    await store.dispatch(authApi.endpoints.logout.initiate());
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth'));
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.flashToast)!)).toEqual({
      kind: 'success',
      message: 'Du hast dich erfolgreich abgemeldet.',
    });
    expect(store.getState().session.status).toBe('anonymous');
  });
});
