import { PlatformLevel } from '#shared/levels';
import { cookieValue } from '../helpers/auth';
import { UNAUTHENTICATED } from '../helpers/expect';
import { PASSWORD } from '../helpers/factories';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

describe('queue dashboards at /api/admin/queues', () => {
  const t = useTestApp({ workers: false });
  const watch = new SecretWatch();

  async function loggedIn(permissionLevel: number) {
    const user = await t.user({ permissionLevel });
    const client = watch.client(t);
    const res = await client.post('/api/auth/public/login').send({ mail: user.mail, password: PASSWORD });
    expect(res.status).toBe(200);
    return { client, access: cookieValue(res, 'access_token')! };
  }

  it('answers 401 in the error shape without a session', async () => {
    for (const path of ['/api/admin/queues', '/api/admin/queues/api/queues']) {
      const res = await watch.raw(t).get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    }
  });

  it('answers 403 for every level below platform administration', async () => {
    for (const level of [PlatformLevel.PLENUM_MEMBER, PlatformLevel.PLENUM_MODERATION]) {
      const { client } = await loggedIn(level);
      for (const path of ['/api/admin/queues', '/api/admin/queues/api/queues']) {
        const res = await client.get(path);
        expect({ level, path, status: res.status }).toEqual({ level, path, status: 403 });
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
  });

  it('shows the dashboard and every queue to a platform administrator', async () => {
    const { client, access } = await loggedIn(PlatformLevel.PLENUM_ADMINISTRATION);
    const page = await client.get('/api/admin/queues');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);

    // The board's own API shows job data (ids and sealed, i.e. encrypted, tokens) to administrators; it is
    // not part of the product API, so it is read with an unwatched request.
    const queues = await t.client().set('Cookie', `access_token=${access}`).get('/api/admin/queues/api/queues');
    expect(queues.status).toBe(200);
    expect(queues.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['mail', 'notify', 'pdf', 'stats']);
  });

  it('closes the dashboard as soon as the administrator logs out', async () => {
    const { client, access } = await loggedIn(PlatformLevel.PLENUM_ADMINISTRATION);
    expect((await client.post('/api/auth/public/logout')).status).toBe(200);
    const res = await watch.raw(t).get('/api/admin/queues').set('Cookie', `access_token=${access}`);
    expect(res.status).toBe(401);
  });

  it('returns no hash, token or cookie value in any product response body', () => {
    expect(watch.leaks()).toEqual([]);
  });
});
