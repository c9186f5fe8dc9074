import { randomUUID } from 'node:crypto';
import { PlatformLevel, SvLevel } from '#shared/levels';
import { MESSAGES, NAME_MAX_LENGTH } from '#shared/validation';
import { accountState } from '../helpers/auth';
import { FORBIDDEN, NOT_FOUND } from '../helpers/expect';
import { addMember, PASSWORD } from '../helpers/factories';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

const UNKNOWN_FIELD = 'Dieses Feld ist nicht erlaubt.';

describe('user directory and profile', () => {
  const t = useTestApp();
  const watch = new SecretWatch();
  const tag = randomUUID().slice(0, 8);

  /**
   * The caller shares group A with Anna (admin) and Ben (class speaker), Ben also sits in B with Dora; Gina
   * joined A as a guest and Emil has no group. The contact rule (issue 24) leaves Gina out: a guest meets
   * only office holders, and the caller holds no office.
   */
  async function neighbourhood() {
    const [a, b] = [await t.tenant(), await t.tenant()];
    const person = (firstName: string) => t.user({ firstName, lastName: `Nachbar${tag}` });
    const [me, anna, ben, dora, emil, gina] = [
      await person('Ich'),
      await person('Anna'),
      await person('Ben'),
      await person('Dora'),
      await person('Emil'),
      await person('Gina'),
    ];
    await addMember(t.dataSource, a._id, me._id, SvLevel.SV_MEMBER);
    await addMember(t.dataSource, a._id, anna._id, SvLevel.SV_ADMIN);
    await addMember(t.dataSource, a._id, ben._id, SvLevel.CLASS_SPEAKER);
    await addMember(t.dataSource, a._id, gina._id, SvLevel.GUEST);
    await addMember(t.dataSource, b._id, ben._id, SvLevel.SV_MEMBER);
    await addMember(t.dataSource, b._id, dora._id, SvLevel.SV_MEMBER);
    return { me, anna, ben, dora, emil, gina, client: await loggedIn(me.mail) };
  }

  async function loggedIn(mail: string) {
    const client = watch.client(t);
    expect((await client.post('/api/auth/public/login').send({ mail, password: PASSWORD })).status).toBe(200);
    return client;
  }

  const summary = (u: { _id: string; firstName: string; lastName: string }) => ({
    _id: u._id,
    contact: { first_name: u.firstName, last_name: u.lastName },
  });

  it('lists only the people the caller may write to (not the guest), names only, paginated', async () => {
    const { anna, ben, client } = await neighbourhood();
    const res = await client.get('/api/auth/private/user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [summary(anna), summary(ben)], total: 2, page: 1, pageSize: 50 });

    const second = await client.get('/api/auth/private/user').query({ page: 2, pageSize: 1 });
    expect(second.body).toEqual({ items: [summary(ben)], total: 2, page: 2, pageSize: 1 });
    const beyond = await client.get('/api/auth/private/user').query({ page: 3, pageSize: 1 });
    expect(beyond.body).toEqual({ items: [], total: 2, page: 3, pageSize: 1 });
  });

  it('filters the shared list by first name, last name or both, with wildcards taken literally', async () => {
    const { ben, client } = await neighbourhood();
    const search = async (text: string) => (await client.get('/api/auth/private/user').query({ text })).body;
    expect(await search('be')).toEqual({ items: [summary(ben)], total: 1, page: 1, pageSize: 50 });
    expect((await search(`ben nachbar${tag}`)).items).toEqual([summary(ben)]);
    expect((await search(`Nachbar${tag}`)).total).toBe(2);
    expect((await search('Dora')).total).toBe(0);
    expect((await search('%')).total).toBe(0);
  });

  it.each([
    ['pageSize is above 200', { pageSize: 201 }, 'pageSize', 'Die Seitengröße darf höchstens 200 sein.'],
    ['pageSize is not a number', { pageSize: 'viele' }, 'pageSize', 'Die Seitengröße muss eine ganze Zahl sein.'],
    ['page is 0', { page: 0 }, 'page', 'Die Seite muss mindestens 1 sein.'],
    ['page is not a number', { page: 'zwei' }, 'page', 'Die Seite muss eine ganze Zahl sein.'],
    ['the search text is huge', { text: 's'.repeat(101) }, 'text', 'Der Suchtext darf höchstens 100 Zeichen lang sein.'],
    ['an unknown parameter is sent', { sort: 'mail' }, 'sort', UNKNOWN_FIELD],
  ])('refuses the shared list with 400 when %s', async (_, query, field, message) => {
    const { client } = await neighbourhood();
    const res = await client.get('/api/auth/private/user').query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
  });

  it('shows one person the caller may write to and answers 404 for everyone else and for malformed ids', async () => {
    const { me, ben, dora, emil, gina, client } = await neighbourhood();
    const one = await client.get(`/api/auth/private/user/${ben._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(summary(ben));
    expect((await client.get(`/api/auth/private/user/${me._id}`)).body).toEqual(summary(me));

    for (const id of [dora._id, emil._id, gina._id, randomUUID(), 'keine-id', `${ben._id}x`]) {
      const res = await client.get(`/api/auth/private/user/${id}`);
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: NOT_FOUND });
    }
  });

  it('answers 401 on every private user route without a session', async () => {
    const anonymous = watch.client(t);
    for (const res of [
      await anonymous.get('/api/auth/private/user'),
      await anonymous.get(`/api/auth/private/user/${randomUUID()}`),
      await anonymous.put('/api/auth/private/user').send({ contact: { first_name: 'A', last_name: 'B' } }),
      await anonymous.get('/api/auth/admin/user'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it("updates the caller's own names and returns the new auth data", async () => {
    const { me, client } = await neighbourhood();
    const res = await client.put('/api/auth/private/user').send({ contact: { first_name: ' Ida ', last_name: 'Neu' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: me._id, mail: me.mail, contact: { first_name: 'Ida', last_name: 'Neu' } });
    expect((await accountState(t.dataSource, me.mail)).user).toMatchObject({ first_name: 'Ida', last_name: 'Neu' });
    expect((await client.get('/api/auth/public/check')).body.contact).toEqual({ first_name: 'Ida', last_name: 'Neu' });
  });

  it.each([
    ['the contact is missing', {}, 'contact', MESSAGES.firstNameRequired],
    ['the first name is missing', { contact: { last_name: 'Neu' } }, 'contact.first_name', MESSAGES.firstNameRequired],
    ['the last name is blank', { contact: { first_name: 'Ida', last_name: ' ' } }, 'contact.last_name', MESSAGES.lastNameRequired],
    [
      'the first name is huge',
      { contact: { first_name: 'I'.repeat(NAME_MAX_LENGTH + 1), last_name: 'Neu' } },
      'contact.first_name',
      MESSAGES.tooLong(NAME_MAX_LENGTH),
    ],
    ['the last name is a list', { contact: { first_name: 'Ida', last_name: ['Neu'] } }, 'contact.last_name', MESSAGES.lastNameRequired],
    ['the mail is sent along', { contact: { first_name: 'Ida', last_name: 'Neu' }, mail: 'neu@plenum.test' }, 'mail', UNKNOWN_FIELD],
    [
      'a platform level is sent along',
      { contact: { first_name: 'Ida', last_name: 'Neu' }, permissionLevel: 7 },
      'permissionLevel',
      UNKNOWN_FIELD,
    ],
  ])('refuses an update with the German message and changes nothing when %s', async (_, body, field, message) => {
    const { me, client } = await neighbourhood();
    const before = await accountState(t.dataSource, me.mail);
    const res = await client.put('/api/auth/private/user').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
    expect(await accountState(t.dataSource, me.mail)).toEqual(before);
  });

  it('answers 403 on the admin user list for everyone below platform administration', async () => {
    for (const permissionLevel of [PlatformLevel.PLENUM_MEMBER, PlatformLevel.SSR_ADMIN, PlatformLevel.PLENUM_MODERATION]) {
      const user = await t.user({ permissionLevel });
      const res = await (await loggedIn(user.mail)).get('/api/auth/admin/user');
      expect({ permissionLevel, status: res.status, body: res.body }).toEqual({ permissionLevel, status: 403, body: FORBIDDEN });
    }
  });

  it('lists and searches every account for a platform administrator', async () => {
    const admin = await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
    const marker = `Admin${randomUUID().slice(0, 8)}`;
    const zoe = await t.user({ firstName: 'Zoe', lastName: marker, verified: false });
    const max = await t.user({ firstName: 'Max', lastName: marker });
    const client = await loggedIn(admin.mail);

    const all = await client.get('/api/auth/admin/user').query({ pageSize: 200 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.pageSize).toBe(200);

    const byName = await client.get('/api/auth/admin/user').query({ text: marker });
    expect(byName.body.total).toBe(2);
    expect(byName.body.items).toEqual([
      {
        ...summary(max),
        mail: max.mail,
        permissionLevel: 1,
        verified: true,
        suspended: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      {
        ...summary(zoe),
        mail: zoe.mail,
        permissionLevel: 1,
        verified: false,
        suspended: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(new Date(byName.body.items[0].createdAt).toISOString()).toBe(byName.body.items[0].createdAt);

    const byMail = await client.get('/api/auth/admin/user').query({ text: zoe.mail.toUpperCase() });
    expect(byMail.body.items.map((u: { _id: string }) => u._id)).toEqual([zoe._id]);

    const tooBig = await client.get('/api/auth/admin/user').query({ pageSize: 500 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('Die Seitengröße darf höchstens 200 sein.');
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(30);
    expect(watch.leaks()).toEqual([]);
  });
});
