// Logged-in browser "tabs" and their sockets, for the specs that check when the server closes a socket
// (session end, suspension, moderation). Why a helper: each of them needs the same login-with-cookie and
// the same "accepted and in its rooms" handshake, or a refused socket passes for an open one.
import { io, Socket } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { RealtimeGateway } from '#api/infrastructure/realtime/realtime.gateway';
import { SOCKET_PATH } from '#shared/socket-events';
import type { TestApp } from './app';
import { PASSWORD } from './factories';

/**
 * Resolves once the server has put the socket into its user's room. The client's 'connect' fires when the
 * handshake ends, before the gateway's asynchronous session check has joined the rooms: a push sent in
 * between would miss the socket, so a test that waits only for 'connect' is racy on a busy machine.
 */
export async function untilJoined(app: TestApp, socket: Socket, timeoutMs = 10_000): Promise<void> {
  const server = app.app.get(RealtimeGateway).server;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rooms = server.sockets.sockets.get(socket.id ?? '')?.rooms;
    if (rooms && [...rooms].some((room) => room.startsWith('user:'))) return;
    if (socket.disconnected) throw new Error('socket was refused');
    if (Date.now() > deadline) throw new Error(`socket did not join its rooms within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Tab {
  client: TestAgent;
  cookie: string;
}

/** Logs in and keeps the cookie header for sockets. */
export async function loginTab(t: TestApp, mail: string, password = PASSWORD): Promise<Tab> {
  const client = t.client();
  const res = await client.post('/api/auth/public/login').send({ mail, password });
  if (res.status !== 200) throw new Error(`login failed for ${mail}: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
  return { client, cookie };
}

export interface OpenSocket {
  socket: Socket;
  /** Resolves with the disconnect reason. */
  closed: Promise<string>;
}

/**
 * Opens a socket to `app` (any API process of the suite) and resolves once the server has it in its rooms;
 * rejects when it was refused. The socket goes into `opened`, for the suite's afterEach to close.
 */
export async function openSocket(app: TestApp, tab: Tab, opened: Socket[]): Promise<OpenSocket> {
  const socket = io(app.url, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie: tab.cookie }, reconnection: false });
  opened.push(socket);
  const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const refused = await Promise.race([closed, untilJoined(app, socket).then(() => null)]);
  if (refused) throw new Error(`socket was refused: ${String(refused)}`);
  return { socket, closed };
}

/** The server closed the socket within `ms` ('still open' otherwise). */
export const closedWithin = (closed: Promise<string>, ms = 3000) =>
  Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);
