// Issue 10 §8: ending a session closes its open sockets at once, in every API process, so that they stop
// receiving events: logout, password change (the other sessions), reset (all), refresh-token theft.
import { io, Socket } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { SOCKET_PATH } from '#shared/socket-events';
import type { TestApp } from '../helpers/app';
import { RESET_SUBJECT, STRONG, tokenOf } from '../helpers/auth';
import { PASSWORD } from '../helpers/factories';
import { waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

interface Tab {
  client: TestAgent;
  cookie: string;
}

describe('sockets of ended sessions', () => {
  const t = useTestApp();
  // A second API process on the same database and Redis: sockets opened there must close too.
  const other = useTestApp({ workers: false });
  const sockets: Socket[] = [];

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  async function login(mail: string, password = PASSWORD): Promise<Tab> {
    const client = t.client();
    const res = await client.post('/api/auth/public/login').send({ mail, password });
    expect(res.status).toBe(200);
    const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
    return { client, cookie };
  }

  /** Opens a socket and resolves once the server has accepted it (it stays open for 300 ms). */
  async function connect(app: TestApp, tab: Tab): Promise<{ socket: Socket; closed: Promise<string> }> {
    const socket = io(app.url, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie: tab.cookie }, reconnection: false });
    sockets.push(socket);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const early = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve(null), 300))]);
    if (early) throw new Error(`socket was refused: ${String(early)}`);
    return { socket, closed };
  }

  /** The server closed the socket within the time (not our own close). */
  const closedByServer = (closed: Promise<string>, ms = 3000) =>
    Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);

  it('closes the sockets of a session on logout, in this and in another API process, and no others', async () => {
    const user = await t.user();
    const bystander = await t.user();
    const tab = await login(user.mail);
    const elsewhere = await login(user.mail);
    const here = await connect(t, tab);
    const there = await connect(other, tab);
    const otherSession = await connect(t, elsewhere);
    const otherUser = await connect(other, await login(bystander.mail));

    expect((await tab.client.post('/api/auth/public/logout')).status).toBe(200);

    expect(await closedByServer(here.closed)).toBe('io server disconnect');
    expect(await closedByServer(there.closed)).toBe('io server disconnect');
    expect(await closedByServer(otherSession.closed, 500)).toBe('still open');
    expect(await closedByServer(otherUser.closed, 10)).toBe('still open');
  });

  it('closes the sockets of the other sessions on a password change and keeps the current one', async () => {
    const user = await t.user();
    const current = await login(user.mail);
    const stolen = await login(user.mail);
    const mine = await connect(t, current);
    const theirs = await connect(other, stolen);

    const res = await current.client
      .post('/api/auth/private/user/change-password')
      .send({ oldPassword: PASSWORD, password: STRONG, passwordRepeat: STRONG });
    expect(res.status).toBe(200);

    expect(await closedByServer(theirs.closed)).toBe('io server disconnect');
    expect(await closedByServer(mine.closed, 500)).toBe('still open');
  });

  it('closes every socket of the account when the password is reset', async () => {
    const user = await t.user();
    const a = await connect(t, await login(user.mail));
    const b = await connect(other, await login(user.mail));

    expect((await t.client().post('/api/auth/public/reset-password').send({ mail: user.mail })).status).toBe(200);
    const token = tokenOf(await waitForMail(user.mail, RESET_SUBJECT), '/reset-password/');
    expect(
      (await t.client().post(`/api/auth/public/reset-password/${token}`).send({ password: STRONG, passwordRepeat: STRONG })).status,
    ).toBe(200);

    expect(await closedByServer(a.closed)).toBe('io server disconnect');
    expect(await closedByServer(b.closed)).toBe('io server disconnect');
  });

  it('refuses a new socket for a session that has ended', async () => {
    const user = await t.user();
    const tab = await login(user.mail);
    expect((await tab.client.post('/api/auth/public/logout')).status).toBe(200);
    await expect(connect(t, tab)).rejects.toThrow(/refused/);
  });
});
