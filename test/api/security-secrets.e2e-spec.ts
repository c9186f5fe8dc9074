// Issue 10 §3: no secret from the repository signs anything, every purpose has its own key, and mail jobs
// (which the queue dashboard shows) carry ids only: the sealed token waits in its row until the mail is out.
import { createHmac } from 'node:crypto';
import { registerAndReadToken, RESET_SUBJECT, tokenOf } from '../helpers/auth';
import { uniqueMail } from '../helpers/factories';
import { waitForMails } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

/** An HS256 token for a live session, signed with a key of our choosing. */
function forge(key: string | Buffer, payload: { sub: string; sid: string }) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...payload, iat: Math.floor(Date.now() / 1000) })}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

describe('secrets', () => {
  const t = useTestApp();

  it('refuses access tokens signed with the old repository default or with the raw secret', async () => {
    const user = await t.user();
    const client = await t.login(user);
    expect((await client.get('/api/auth/public/check')).status).toBe(200);
    const [session] = await t.dataSource.query(`SELECT id FROM auth_session WHERE user_id = $1 AND revoked_at IS NULL`, [user._id]);
    const claims = { sub: user._id, sid: session.id };
    for (const key of ['plenum-development-secret-change-me', process.env.JWT_SECRET!]) {
      const res = await t
        .client()
        .get('/api/auth/public/check')
        .set('Cookie', `access_token=${forge(key, claims)}`);
      expect(res.status).toBe(401);
    }
  });

  it('puts only ids into mail jobs and clears the sealed token once the mail is out', async () => {
    const mail = uniqueMail();
    const token = await registerAndReadToken(t.client(), mail);
    await t.drain();

    const events: { type: string; payload: Record<string, unknown> }[] = await t.dataSource.query(
      `SELECT o.type, o.payload FROM outbox o JOIN user_account u ON o.payload->>'userId' = u.id::text WHERE u.mail = $1`,
      [mail],
    );
    expect(events.map((e) => e.type)).toEqual(['auth.user-registered']);
    expect(Object.keys(events[0].payload).sort()).toEqual(['tokenId', 'userId']);
    expect(JSON.stringify(events[0].payload)).not.toContain(token);

    const [row] = await t.dataSource.query(`SELECT mail_sealed FROM user_token WHERE id = $1`, [events[0].payload.tokenId]);
    expect(row.mail_sealed).toBeNull();
    expect((await t.client().post('/api/auth/public/verify').send({ token })).status).toBeLessThan(300);
  });

  it('keeps no sealed reset token once its mail is out', async () => {
    const user = await t.user();
    expect((await t.client().post('/api/auth/public/reset-password').send({ mail: user.mail })).status).toBe(200);
    const [first] = await waitForMails(user.mail, { subject: RESET_SUBJECT, count: 1 });
    expect(tokenOf(first, '/reset-password/')).toBeTruthy();
    const rows = await t.dataSource.query(`SELECT mail_sealed, used_at FROM user_token WHERE user_id = $1 AND kind = 'RESET'`, [user._id]);
    expect(rows).toEqual([{ mail_sealed: null, used_at: null }]);
  });
});
