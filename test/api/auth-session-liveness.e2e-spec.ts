// Issue 8: one session-liveness check for the JWT strategy, the socket handshake and the queue dashboards,
// and an HS256 key prepared once instead of parsed on every request.
import { JwtService } from '@nestjs/jwt';
import { KeyObject } from 'node:crypto';
import { io } from 'socket.io-client';
import { JwtStrategy } from '#api/common/auth/jwt.strategy';
import { PlatformLevel } from '#shared/levels';
import { SOCKET_PATH } from '#shared/socket-events';
import { cookieValue } from '../helpers/auth';
import { PASSWORD } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

describe('session liveness', () => {
  const t = useTestApp({ workers: false });

  async function login(mail: string) {
    const res = await t.client().post('/api/auth/public/login').send({ mail, password: PASSWORD });
    expect(res.status).toBe(200);
    const access = cookieValue(res, 'access_token')!;
    const { sid } = (await t.app.get(JwtService).verifyAsync(access)) as { sid: string };
    return { access, sid };
  }

  const expireSession = (sid: string) =>
    t.dataSource.query(`UPDATE auth_session SET expires_at = now() - interval '1 second' WHERE id = $1`, [sid]);

  /** Opens a socket with this access cookie; resolves with how the server treated it within a second. */
  function socketOutcome(access: string): Promise<'stayed' | 'dropped'> {
    const socket = io(t.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: `access_token=${access}` },
      reconnection: false,
    });
    return new Promise((resolve) => {
      const done = (outcome: 'stayed' | 'dropped') => {
        clearTimeout(timer);
        resolve(outcome); // first outcome wins: our own close() below fires 'disconnect' too
        socket.close();
      };
      const timer = setTimeout(() => done('stayed'), 1000);
      socket.on('disconnect', () => done('dropped'));
      socket.on('connect_error', () => done('dropped'));
    });
  }

  it('verifies access tokens with a prepared secret KeyObject, and tokens signed by the app still pass', async () => {
    const strategy = t.app.get(JwtStrategy) as unknown as {
      _secretOrKeyProvider: (req: unknown, raw: unknown, done: (err: unknown, key: unknown) => void) => void;
    };
    const key = await new Promise<unknown>((resolve) => strategy._secretOrKeyProvider(null, null, (_, k) => resolve(k)));
    expect(key).toBeInstanceOf(KeyObject);
    expect((key as KeyObject).type).toBe('secret');

    const user = await t.user();
    const { access } = await login(user.mail);
    const check = await t.client().get('/api/auth/public/check').set('Cookie', `access_token=${access}`);
    expect(check.status).toBe(200);
    expect(check.body.mail).toBe(user.mail);
  });

  it('refuses an API request whose session has expired although it was never revoked', async () => {
    const user = await t.user();
    const { access, sid } = await login(user.mail);
    await expireSession(sid);
    expect((await t.client().get('/api/auth/public/check').set('Cookie', `access_token=${access}`)).status).toBe(401);
  });

  it('keeps a socket of a live session and drops one whose session has expired', async () => {
    const user = await t.user();
    const live = await login(user.mail);
    expect(await socketOutcome(live.access)).toBe('stayed');

    const expired = await login(user.mail);
    await expireSession(expired.sid);
    expect(await socketOutcome(expired.access)).toBe('dropped');
  });

  it('lets an administrator with a live session into the queue dashboards, and not once the session expired', async () => {
    const admin = await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
    const { access, sid } = await login(admin.mail);
    const board = () => t.client().get('/api/admin/queues/api/queues').set('Cookie', `access_token=${access}`);
    expect((await board()).status).toBe(200);
    await expireSession(sid);
    const refused = await board();
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
