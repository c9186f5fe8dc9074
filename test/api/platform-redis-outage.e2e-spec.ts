import type { ChildProcess } from 'node:child_process';
import { spawnRedis, stopChild } from '../../api/scripts/services';
import { createTestApp, TestApp } from '../helpers/app';
import { expectMailCount, registration, sleep, tokenOf, VERIFY_SUBJECT } from '../helpers/auth';
import { uniqueMail } from '../helpers/factories';
import { createScratchDatabase, freePort, ScratchDatabase } from '../helpers/isolated';
import { mailsTo } from '../helpers/mail';
import { SecretWatch } from '../helpers/secrets';

// The app, the workers and their outbox relay get a Redis and a database of their own (see isolated.ts).
describe('outbox delivery across a Redis outage', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let db: ScratchDatabase;
  let t: TestApp;
  const watch = new SecretWatch();

  beforeAll(async () => {
    port = await freePort();
    redis = await spawnRedis(port);
    db = await createScratchDatabase();
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, DATABASE_URL: db.url } });
  });
  afterAll(async () => {
    // Close with Redis up, also when a failed assertion left it down: this suite is about delivery.
    redis ??= await spawnRedis(port);
    await t?.close();
    await stopChild(redis);
    await db?.drop();
  });

  const unpublished = async (userId: string) =>
    t.dataSource.query(`SELECT type FROM outbox WHERE payload->>'userId' = $1 AND published_at IS NULL`, [userId]);

  it('accepts a registration while Redis is down and mails the verification link exactly once when Redis is back', async () => {
    const mail = uniqueMail('ausfall');
    await stopChild(redis!);
    redis = undefined;

    const res = await watch.client(t).post('/api/auth/public/register').send(registration(mail));
    expect(res.status).toBe(201);
    const [user] = await t.dataSource.query(`SELECT id FROM user_account WHERE mail = $1`, [mail]);
    expect(user).toBeDefined();

    // Two relay polls later the event still waits in the outbox and nothing has been sent.
    await sleep(4500);
    expect(await unpublished(user.id)).toEqual([{ type: 'auth.user-registered' }]);
    expect(await mailsTo(mail)).toEqual([]);
    const ready = await watch.client(t).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 'NOT_READY', details: expect.arrayContaining([{ field: 'redis', message: 'down' }]) });

    redis = await spawnRedis(port);
    const [verifyMail] = await expectMailCount(mail, 1, { subject: VERIFY_SUBJECT, timeoutMs: 45_000, settleMs: 4000 });
    expect(await unpublished(user.id)).toEqual([]);
    expect(await t.dataSource.query(`SELECT sent_at FROM mail_delivery WHERE recipient = $1`, [mail])).toEqual([{ sent_at: expect.any(Date) }]);

    const token = tokenOf(verifyMail, '/verify');
    watch.remember(token);
    expect((await watch.client(t).post('/api/auth/public/verify').send({ token })).status).toBe(200);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.leaks()).toEqual([]);
  });
});
