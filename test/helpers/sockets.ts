// Logged-in browser "tabs" and their sockets, for the specs that check when the server closes a socket
// (session end, suspension, moderation). Why a helper: each of them needs the same login-with-cookie and
// the same "accepted, and still open 300 ms later" handshake, or a refused socket passes for an open one.
import { io, Socket } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { SOCKET_PATH } from '#shared/socket-events';
import type { TestApp } from './app';
import { PASSWORD } from './factories';

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
 * Opens a socket to `app` (any API process of the suite) and resolves once the server kept it for 300 ms;
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
  const early = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve(null), 300))]);
  if (early) throw new Error(`socket was refused: ${String(early)}`);
  return { socket, closed };
}

/** The server closed the socket within `ms` ('still open' otherwise). */
export const closedWithin = (closed: Promise<string>, ms = 3000) =>
  Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);
