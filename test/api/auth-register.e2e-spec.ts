import { MESSAGES, NAME_MAX_LENGTH } from '#shared/validation';
import { accountState, registration } from '../helpers/auth';
import { uniqueMail } from '../helpers/factories';
import { linkIn, mailsTo, waitForMail, waitForMails } from '../helpers/mail';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

const REGISTERED = 'Fast geschafft! Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt.';
const UNKNOWN_FIELD = 'Dieses Feld ist nicht erlaubt.';

describe('POST /api/auth/public/register', () => {
  const t = useTestApp();
  const watch = new SecretWatch();

  it('creates an unverified account with a lower-cased address and mails a verification link when the input is valid', async () => {
    const mail = uniqueMail('Neu.Person').replace('neu', 'NEU');
    const res = await watch
      .client(t)
      .post('/api/auth/public/register')
      .send(registration(mail, { contact: { first_name: '  Mia ', last_name: 'Keller  ' } }));

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: REGISTERED });
    const state = await accountState(t.dataSource, mail);
    expect(state.user).toMatchObject({
      mail: mail.toLowerCase(),
      first_name: 'Mia',
      last_name: 'Keller',
      verified_at: null,
      permission_level: 1,
    });
    expect(state.user!.terms_accepted_at).toBeInstanceOf(Date);
    expect(String(state.user!.password_hash)).toMatch(/^\$argon2id\$/);
    expect(state.tokens).toHaveLength(1);

    const verifyMail = await waitForMail(mail.toLowerCase(), /bestätige/);
    const link = linkIn(verifyMail, '/verify');
    expect(link.origin).toBe(t.origin);
    const token = link.searchParams.get('token')!;
    watch.remember(token);
    // Only a hash of the token is stored, and it takes at least 128 bits of randomness.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(state.tokens[0].token_hash).not.toBe(token);
    expect(JSON.stringify(state)).not.toContain(token);
    expect(verifyMail.html).toContain('Plenum');
  });

  it('answers exactly like a new registration and mails the owner a notice when the address is taken', async () => {
    const owner = await t.user({ mail: uniqueMail('besetzt'), firstName: 'Ole' });
    const before = await accountState(t.dataSource, owner.mail);

    const fresh = await watch
      .client(t)
      .post('/api/auth/public/register')
      .send(registration(uniqueMail('frei')));
    const taken = await watch
      .client(t)
      .post('/api/auth/public/register')
      .send(registration(owner.mail.toUpperCase(), { password: 'Anderes!Passwort8', contact: { first_name: 'Eve', last_name: 'Dieb' } }));

    expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(taken.headers['set-cookie']).toBeUndefined();

    const notice = await waitForMail(owner.mail, /registrieren/);
    expect(notice.text).toContain('Hallo Ole');
    expect(notice.text).not.toMatch(/\/verify\?token=/);
    const after = await accountState(t.dataSource, owner.mail);
    expect(after.user).toEqual(before.user);
    expect(after.tokens).toEqual(before.tokens);
    expect(after.outbox.map((row) => row.type)).toEqual(['auth.registration-repeated']);
    expect(await mailsTo(owner.mail)).toHaveLength(1);
  });

  it('creates one account and one verification mail when the same address registers several times at once', async () => {
    const mail = uniqueMail('gleichzeitig');
    const answers = await Promise.all([1, 2, 3].map(() => watch.client(t).post('/api/auth/public/register').send(registration(mail))));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    const rows = await t.dataSource.query(`SELECT id FROM user_account WHERE mail = $1`, [mail]);
    expect(rows).toHaveLength(1);
    await waitForMails(mail, { subject: /bestätige/ });
    // The two losing attempts are repeats of an existing address: their owner hears of it once a day.
    await waitForMails(mail, { count: 2 });
    await t.drain();
    expect((await mailsTo(mail)).filter((m) => /bestätige/.test(m.subject))).toHaveLength(1);
    expect(await mailsTo(mail)).toHaveLength(2);
  });

  it('tells the owner of a taken address at most once a day, however often someone tries', async () => {
    const owner = await t.user({ mail: uniqueMail('oft') });
    const attempt = () => watch.client(t).post('/api/auth/public/register').send(registration(owner.mail));
    const answers = await Promise.all([1, 2, 3, 4].map(attempt));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    await waitForMail(owner.mail, /registrieren/);
    expect((await attempt()).status).toBe(201);
    await t.drain();
    expect(await mailsTo(owner.mail)).toHaveLength(1);

    // A day later the owner hears of the next attempt again.
    await t.dataSource.query(`UPDATE registration_notice SET noticed_at = now() - interval '25 hours' WHERE user_id = $1`, [owner._id]);
    expect((await attempt()).status).toBe(201);
    await waitForMails(owner.mail, { count: 2 });
  });

  const longName = 'x'.repeat(NAME_MAX_LENGTH + 1);
  const refused: [string, (mail: string) => Record<string, unknown>, string, string][] = [
    ['the address has no @', (m) => registration(m, { mail: 'keine-adresse.de' }), 'mail', MESSAGES.emailInvalid],
    ['the top-level domain is longer than 4 letters', (m) => registration(m, { mail: 'lea@schule.schule' }), 'mail', MESSAGES.emailInvalid],
    ['the address is a number', (m) => registration(m, { mail: 42 }), 'mail', MESSAGES.emailInvalid],
    ['the address is huge', (m) => registration(m, { mail: `${'a'.repeat(20000)}@plenum.test` }), 'mail', MESSAGES.emailInvalid],
    ['the address is missing', (m) => registration(m, { mail: undefined }), 'mail', MESSAGES.emailInvalid],
    ['the password is short', (m) => registration(m, { password: 'Ab1!' }), 'password', MESSAGES.passwordRule],
    [
      'the password lacks an uppercase letter',
      (m) => registration(m, { password: 'klein!buchstaben1' }),
      'password',
      MESSAGES.passwordRule,
    ],
    [
      'the password lacks a special character',
      (m) => registration(m, { password: 'OhneSonderzeichen1' }),
      'password',
      MESSAGES.passwordRule,
    ],
    ['the password lacks a digit', (m) => registration(m, { password: 'Ohne!Ziffern' }), 'password', MESSAGES.passwordRule],
    ['the password is a number', (m) => registration(m, { password: 12345678 }), 'password', MESSAGES.passwordRule],
    ['the password is huge', (m) => registration(m, { password: `Aa1!${'x'.repeat(50000)}` }), 'password', MESSAGES.passwordRule],
    [
      'the first name is missing',
      (m) => registration(m, { contact: { last_name: 'Keller' } }),
      'contact.first_name',
      MESSAGES.firstNameRequired,
    ],
    [
      'the first name is blank',
      (m) => registration(m, { contact: { first_name: '   ', last_name: 'Keller' } }),
      'contact.first_name',
      MESSAGES.firstNameRequired,
    ],
    [
      'the first name is a number',
      (m) => registration(m, { contact: { first_name: 7, last_name: 'Keller' } }),
      'contact.first_name',
      MESSAGES.firstNameRequired,
    ],
    [
      'the last name is missing',
      (m) => registration(m, { contact: { first_name: 'Mia' } }),
      'contact.last_name',
      MESSAGES.lastNameRequired,
    ],
    [
      'the last name is huge',
      (m) => registration(m, { contact: { first_name: 'Mia', last_name: longName } }),
      'contact.last_name',
      MESSAGES.tooLong(NAME_MAX_LENGTH),
    ],
    ['the contact is missing', (m) => registration(m, { contact: undefined }), 'contact', MESSAGES.firstNameRequired],
    ['the contact is a string', (m) => registration(m, { contact: 'Mia Keller' }), 'contact', MESSAGES.firstNameRequired],
    ['the terms are not accepted', (m) => registration(m, { termsAccepted: false }), 'termsAccepted', MESSAGES.termsRequired],
    ['the terms are missing', (m) => registration(m, { termsAccepted: undefined }), 'termsAccepted', MESSAGES.termsRequired],
    ['the terms flag is the string "true"', (m) => registration(m, { termsAccepted: 'true' }), 'termsAccepted', MESSAGES.termsRequired],
    ['an unknown field is sent', (m) => registration(m, { permissionLevel: 7 }), 'permissionLevel', UNKNOWN_FIELD],
    [
      'an unknown contact field is sent',
      (m) => registration(m, { contact: { first_name: 'Mia', last_name: 'Keller', admin: true } }),
      'contact.admin',
      UNKNOWN_FIELD,
    ],
  ];

  it.each(refused)('refuses with the German message and stores nothing when %s', async (_, body, field, message) => {
    const mail = uniqueMail('abgelehnt');
    const res = await watch.client(t).post('/api/auth/public/register').send(body(mail));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
    expect((await accountState(t.dataSource, mail)).user).toBeNull();
  });

  it('leaves an existing account untouched when a refused registration names its address', async () => {
    const owner = await t.user();
    const before = await accountState(t.dataSource, owner.mail);
    const res = await watch
      .client(t)
      .post('/api/auth/public/register')
      .send(registration(owner.mail, { password: 'schwach', termsAccepted: false }));
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'password', message: MESSAGES.passwordRule },
      { field: 'termsAccepted', message: MESSAGES.termsRequired },
    ]);
    expect(await accountState(t.dataSource, owner.mail)).toEqual(before);
  });

  it('refuses a body larger than the limit with 413 in the error shape', async () => {
    const mail = uniqueMail('riesig');
    const res = await watch
      .client(t)
      .post('/api/auth/public/register')
      .send(registration(mail, { contact: { first_name: 'x'.repeat(2_000_000), last_name: 'K' } }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(typeof res.body.message).toBe('string');
    expect((await accountState(t.dataSource, mail)).user).toBeNull();
  });

  it('accepts the password rule at its lower bound of 8 characters', async () => {
    const mail = uniqueMail('grenze');
    const res = await watch
      .client(t)
      .post('/api/auth/public/register')
      .send(registration(mail, { password: 'Ab1!cdef' }));
    expect(res.status).toBe(201);
    expect((await accountState(t.dataSource, mail)).user).not.toBeNull();
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(20);
    expect(watch.leaks()).toEqual([]);
  });
});
