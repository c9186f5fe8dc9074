import { IMPRINT_DEFAULT } from '../../api/src/config/config';
import { uniqueMail } from '../helpers/factories';
import { linkIn, waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

describe('auth: register, verify, login', () => {
  const t = useTestApp();

  it('tells anyone the support address and the imprint (issue 28 §17), sending no cookie and taking no input', async () => {
    const site = await t.client().get('/api/auth/public/site').query({ supportMail: 'evil@attacker.example' });
    expect(site.status).toBe(200);
    // The test app's MAIL_FROM names the address; no IMPRINT_TEXT set gives the German placeholder.
    expect(site.body).toEqual({ supportMail: expect.stringMatching(/^[^\s<>@]+@[^\s<>@]+$/), imprintText: IMPRINT_DEFAULT });
    expect(site.body.supportMail).not.toBe('evil@attacker.example');
    expect(site.headers['set-cookie']).toBeUndefined();
  });

  it('registers, mails a verification link that activates the account, and logs in', async () => {
    const mail = uniqueMail('flow');
    const client = t.client();
    const reg = await client
      .post('/api/auth/public/register')
      .send({ mail, password: 'Gutes!Passwort9', contact: { first_name: 'Lea', last_name: 'Schmidt' }, termsAccepted: true });
    expect(reg.status).toBe(201);

    const early = await client.post('/api/auth/public/login').send({ mail, password: 'Gutes!Passwort9' });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('NOT_VERIFIED');

    const verifyMail = await waitForMail(mail, /bestätige/);
    const token = linkIn(verifyMail, '/verify').searchParams.get('token');
    expect(token).toBeTruthy();
    expect((await client.post('/api/auth/public/verify').send({ token })).status).toBe(200);

    const login = await client.post('/api/auth/public/login').send({ mail, password: 'Gutes!Passwort9' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ mail, contact: { first_name: 'Lea', last_name: 'Schmidt' }, groups: [], domains: [] });

    const check = await client.get('/api/auth/public/check');
    expect(check.status).toBe(200);
    expect(check.body._id).toBe(login.body._id);
  });
});
