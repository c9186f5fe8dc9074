// Helpers for the tenant e2e suites: a snapshot of everything a tenant owns (to prove a refused request
// changed nothing), sockets logged in as a user, and waiting for a socket event.
import { io, Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { SOCKET_PATH } from '#shared/socket-events';
import type { ServerToClientEvents } from '#shared/socket-events';
import type { TestApp } from './app';
import { PASSWORD } from './factories';
import { untilJoined } from './sockets';

export type ClientSocket = Socket<ServerToClientEvents>;

export async function tenantState(ds: DataSource, tenantId: string) {
  const q = (sql: string) => ds.query(sql, [tenantId]);
  return {
    tenant: await q(`SELECT * FROM tenant WHERE id = $1`),
    memberships: await q(`SELECT * FROM membership WHERE tenant_id = $1 ORDER BY id`),
    invitations: await q(`SELECT * FROM invitation WHERE tenant_id = $1 ORDER BY id`),
    notifications: await q(`SELECT * FROM group_notification WHERE tenant_id = $1 ORDER BY id`),
    seen: await q(`SELECT * FROM notification_seen WHERE tenant_id = $1 ORDER BY id`),
  };
}

/** Logs in and opens a socket with the session cookie, as the browser does. */
export async function connectSocket(t: TestApp, user: { mail: string }): Promise<ClientSocket> {
  const res = await t.client().post('/api/auth/public/login').send({ mail: user.mail, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
  const socket: ClientSocket = io(t.url, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect')), 5000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
  await untilJoined(t, socket);
  return socket;
}

/** Resolves with the next payload of `event` that passes `filter`, or rejects after the timeout. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  filter: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 10000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!filter(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Collects every `event` the socket receives from now on. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => received.push(payload)) as never);
  return received;
}

/** Polls until the condition holds (for effects of queued jobs), instead of sleeping a fixed time. */
export async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await probe();
  }
  return value;
}
