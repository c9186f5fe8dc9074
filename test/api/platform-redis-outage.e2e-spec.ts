import type { ChildProcess } from 'node:child_process';
import { freePort, spawnRedis, stopChild } from '../../api/scripts/services';
import { expectMailCount, registration, tokenOf, VERIFY_SUBJECT } from '../helpers/auth';
import { uniqueMail } from '../helpers/factories';
import { createScratchDatabase, ScratchDatabase } from '../helpers/isolated';
import { mailsTo } from '../helpers/mail';
import { watchPublishAttempts } from '../helpers/queues';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

// The app, the workers and their outbox relay get a Redis and a database of their own (see isolated.ts).
describe('outbox delivery across a Redis outage', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let db: ScratchDatabase;
  const watch = new SecretWatch();

  // Close with Redis up, also when a failed assertion left it down: this suite is about delivery.
  // (Declared before useTestApp, so it runs before the app stops; the next afterAll runs after.)
  afterAll(async () => {
    if (port) redis ??= await spawnRedis(port);
  });
  const t = useTestApp(async () => {
    port = await freePort();
    redis = await spawnRedis(port);
    db = await createScratchDatabase();
    return { env: { REDIS_URL: `redis://127.0.0.1:${port}`, DATABASE_URL: db.url } };
  });
  afterAll(async () => {
    if (redis) await stopChild(redis);
    await db?.drop();
  });

  const unpublished = async (userId: string) =>
    t.dataSource.query(`SELECT type FROM outbox WHERE payload->>'userId' = $1 AND published_at IS NULL`, [userId]);

  it('accepts a registration while Redis is down and mails the verification link exactly once when Redis is back', async () => {
    const mail = uniqueMail('ausfall');
    const attempts = watchPublishAttempts(t);
    await stopChild(redis!);
    redis = undefined;

    const res = await watch.client(t).post('/api/auth/public/register').send(registration(mail));
    expect(res.status).toBe(201);
    const [user] = await t.dataSource.query(`SELECT id FROM user_account WHERE mail = $1`, [mail]);
    expect(user).toBeDefined();

    // Two relay attempts later the event still waits in the outbox and nothing has been sent.
    await attempts.waitFor(2, 'auth.user-registered');
    expect(await unpublished(user.id)).toEqual([{ type: 'auth.user-registered' }]);
    expect(await mailsTo(mail)).toEqual([]);
    const ready = await watch.client(t).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 'NOT_READY', details: expect.arrayContaining([{ field: 'redis', message: 'down' }]) });

    redis = await spawnRedis(port);
    const [verifyMail] = await expectMailCount(t, mail, 1, { subject: VERIFY_SUBJECT, timeoutMs: 45_000 });
    expect(await unpublished(user.id)).toEqual([]);
    expect(await t.dataSource.query(`SELECT sent_at FROM mail_delivery WHERE recipient = $1`, [mail])).toEqual([
      { sent_at: expect.any(Date) },
    ]);

    const token = tokenOf(verifyMail, '/verify');
    watch.remember(token);
    expect((await watch.client(t).post('/api/auth/public/verify').send({ token })).status).toBe(200);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.leaks()).toEqual([]);
  });
});
