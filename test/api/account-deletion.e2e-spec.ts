// Deleting an account (issue 26 §2): the request with the password and its 14 days of grace (cancelled by the
// route or by logging in), the refusal while the person is the last administration of a group, the deletion
// itself in the workers (a killed run rolls back whole and runs again), what stays as 'Ehemaliges Mitglied',
// and a platform administrator's deletion with or without the grace period. The central test holds the
// person's name and address against every text and JSON column of every table and every stored file.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { ConfigService } from '#api/config/config';
import { AccountErasureRegistry } from '#api/core/identity/account-erasure.registry';
import { AccountDeletionJobs } from '#api/modules/auth/jobs/account-deletion.jobs';
import { ACCOUNT_DELETION_TEXT, FORMER_MEMBER_NAME, GROUP_DELETION_TEXT, lastAdminSentence } from '#shared/account-deletion';
import { PlatformLevel, SvLevel } from '#shared/levels';
import { auditEntries } from '../fixtures/chat-report';
import { activeSurvey, fullAnswer, publicSurveyUrl, surveyGroup } from '../fixtures/survey';
import { multipart, PDF } from '../helpers/calendar';
import { chatMultipart } from '../helpers/chat';
import { apiError, expectApiError, FORBIDDEN, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { addMember, PASSWORD, uniqueMail } from '../helpers/factories';
import { waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

const DAY_MS = 24 * 3600_000;
const WRONG_PASSWORD = apiError(400, 'WRONG_PASSWORD', ACCOUNT_DELETION_TEXT.wrongPassword, [
  { field: 'password', message: ACCOUNT_DELETION_TEXT.wrongPassword },
]);
const DELETION_SUBJECT = /Konto wird gelöscht/;

describe('auth: deleting an account', () => {
  const t = useTestApp();
  let admin: TestAgent;
  let adminId: string;

  beforeAll(async () => {
    const user = await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
    adminId = user._id;
    admin = await t.login(user);
  });

  const deletionAtOf = async (userId: string): Promise<Date | null> => {
    const [row] = await t.dataSource.query(`SELECT deletion_at FROM user_account WHERE id = $1`, [userId]);
    return row ? (row.deletion_at as Date | null) : null;
  };
  const exists = async (userId: string) => (await t.dataSource.query(`SELECT 1 FROM user_account WHERE id = $1`, [userId])).length === 1;

  it('asks for the password, names every group the person is the last administration of, then grants 14 days', async () => {
    const person = await t.user({ firstName: 'Lotte', lastName: 'Letzte' });
    const client = await t.login(person);
    const alpha = await t.tenant({ name: `Alpha ${person._id.slice(0, 6)}` });
    const beta = await t.tenant({ name: `Beta ${person._id.slice(0, 6)}` });
    // Alpha has a second administration; Beta and Gamma only Lotte.
    await t.member(alpha, SvLevel.SV_ADMIN);
    await addMember(t.dataSource, alpha._id, person._id, SvLevel.SV_ADMIN);
    await addMember(t.dataSource, beta._id, person._id, SvLevel.SV_ADMIN);
    const gamma = await t.tenant({ name: `Gamma ${person._id.slice(0, 6)}` });
    await addMember(t.dataSource, gamma._id, person._id, SvLevel.SV_ADMIN);

    expectApiError(await t.client().delete('/api/auth/private/user').send({ password: PASSWORD }), UNAUTHENTICATED);
    expectApiError(
      await client.delete('/api/auth/private/user').send({}),
      validationError('password', ACCOUNT_DELETION_TEXT.passwordRequired),
    );
    expectApiError(await client.delete('/api/auth/private/user').send({ password: 'Falsch!Passwort1' }), WRONG_PASSWORD);
    // One sentence per group, in the order of the names.
    expectApiError(
      await client.delete('/api/auth/private/user').send({ password: PASSWORD }),
      apiError(409, 'LAST_ADMIN', `${lastAdminSentence(beta.name)} ${lastAdminSentence(gamma.name)}`),
    );
    expect(await deletionAtOf(person._id)).toBeNull();

    await addMember(t.dataSource, beta._id, (await t.user())._id, SvLevel.SV_ADMIN);
    await t.dataSource.query(`DELETE FROM membership WHERE tenant_id = $1 AND user_id = $2`, [gamma._id, person._id]);
    const before = Date.now();
    const res = await client.delete('/api/auth/private/user').send({ password: PASSWORD });
    expect(res.status).toBe(202);
    const due = new Date(res.body.deletionAt).getTime();
    expect(due - before).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
    expect(due - before).toBeLessThan(14 * DAY_MS + 60_000);
    expect((await client.get('/api/auth/public/check')).body.deletionAt).toBe(res.body.deletionAt);

    const mail = await waitForMail(person.mail, DELETION_SUBJECT);
    expect(mail.text).toContain('Ehemaliges Mitglied');
    expect(mail.html).toContain(`${process.env.PUBLIC_URL ?? ''}/user`);
    // A second request keeps the date (and sends no second mail).
    expect((await client.delete('/api/auth/private/user').send({ password: PASSWORD })).body).toEqual({ deletionAt: res.body.deletionAt });

    const cancelled = await client.post('/api/auth/private/user/deletion/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ message: ACCOUNT_DELETION_TEXT.cancelled });
    expect((await client.get('/api/auth/public/check')).body.deletionAt).toBeNull();
    expect((await client.post('/api/auth/private/user/deletion/cancel')).body).toEqual({ message: ACCOUNT_DELETION_TEXT.nonePending });

    // Logging in cancels too.
    expect((await client.delete('/api/auth/private/user').send({ password: PASSWORD })).status).toBe(202);
    const again = await t.login(person);
    expect((await again.get('/api/auth/public/check')).body.deletionAt).toBeNull();
    expect(await deletionAtOf(person._id)).toBeNull();
  });

  it('deletes a due account in the workers: a killed run changes nothing, the next one leaves no trace of the person', async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const firstName = `Zyprianus${stamp}`;
    const lastName = `Quastenflosser${stamp}`;
    const personMail = uniqueMail(`zq${stamp}`);
    const domain = await t.domain();
    const tenant = await t.tenant({ domainId: domain._id });
    const other = await t.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Olga', lastName: 'Bleibt' });
    const otherClient = await t.login(other);
    const person = await t.member(tenant, SvLevel.SV_BOARD, { firstName, lastName, mail: personMail });
    const client = await t.login(person);
    const created = (res: { status: number; body: unknown }) => {
      if (res.status !== 200 && res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { _id: string };
    };

    // Content in every module, and the places that copy the name or the address.
    created(await chatMultipart(client.post(`/api/chat/private/p2g/${tenant._id}/general`), 'Hallo zusammen'));
    const nameFile = Buffer.concat([PDF, Buffer.from(`% ${firstName} ${lastName} ${personMail}\n`)]);
    created(await chatMultipart(client.post(`/api/chat/private/p2p/${other._id}`), 'privat', [{ name: 'brief.pdf', body: nameFile }]));
    const wiki = created(
      await client.post(`/api/knowledge/tenant/${tenant._id}/wiki`).send({ title: 'Handbuch', description: '', viewAccess: 0 }),
    );
    created(await client.post(`/api/profile/tenant/${tenant._id}/news`).send({ title: 'Neuigkeit', content: '<p>Text</p>' }));
    const project = created(await client.post(`/api/project/tenant/${tenant._id}/project`).send({ title: 'Schulfest' }));
    created(
      await client.post(`/api/project/tenant/${tenant._id}/project/${project._id}/task`).send({ title: 'Aufgabe', owner: person._id }),
    );
    created(
      await multipart(client.post(`/api/calendar/tenant/${tenant._id}/event`), {
        title: 'SV-Sitzung',
        startDate: '2026-11-24T16:00:00+01:00',
        endDate: '2026-11-24T17:30:00+01:00',
      }),
    );
    created(await otherClient.post(`/api/calendar/tenant/${tenant._id}/calendar/activate`));
    created(await client.get(`/api/calendar/tenant/${tenant._id}/calendar`));
    const elsewhere = await t.tenant();
    const inviter = await t.login(await t.member(elsewhere, SvLevel.SV_ADMIN));
    created(await inviter.post(`/api/tenant/tenant/${elsewhere._id}/invitation`).send({ mail: personMail, level: SvLevel.SV_MEMBER }));
    created(await admin.post(`/api/tenant/admin/domain/${domain._id}/administrator`).send({ userId: person._id }));
    // Surveys copy the address and name: a PERSONAL answer while logged in, and one without login waiting for its link.
    const surveys = await surveyGroup(t);
    await addMember(t.dataSource, surveys.tenant._id, person._id, SvLevel.SV_MEMBER);
    const survey = await activeSurvey(surveys, { mode: 'PERSONAL' });
    created(await client.post(`${publicSurveyUrl(survey._id)}/result`).send(fullAnswer(survey)));
    const later = await activeSurvey(surveys, { mode: 'PERSONAL' });
    expect(
      (
        await t
          .client()
          .post(`${publicSurveyUrl(later._id)}/result`)
          .send(fullAnswer(later, { mail: personMail }))
      ).status,
    ).toBe(202);
    expect((await client.delete('/api/auth/private/user').send({ password: PASSWORD })).status).toBe(202);
    await t.drain();

    const traces = async () => {
      const patterns = [firstName, lastName, personMail].map((s) => `%${s}%`);
      const columns: { table_name: string; column_name: string }[] = await t.dataSource.query(
        `SELECT c.table_name, c.column_name FROM information_schema.columns c
           JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
          WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
      );
      expect(columns.length).toBeGreaterThan(50);
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        const [{ n }] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE ANY($1::text[])`,
          [patterns],
        );
        if (n > 0) found.push(`${table_name}.${column_name}`);
      }
      const uploads = t.app.get(ConfigService).values.uploadDir;
      for (const file of await filesUnder(uploads)) {
        const text = (await readFile(file)).toString('latin1');
        if ([firstName, lastName, personMail].some((s) => text.includes(s))) found.push(path.relative(uploads, file));
      }
      return found;
    };
    expect((await traces()).length).toBeGreaterThan(0);

    // Not due yet: the sweep leaves it alone.
    const jobs = t.workers!.get(AccountDeletionJobs);
    expect(await jobs.deleteDue()).toBe(0);
    await t.dataSource.query(`UPDATE user_account SET deletion_at = now() - interval '1 minute' WHERE id = $1`, [person._id]);

    // The workers die in the middle of the deletion (after every module's step ran): nothing is lost, nothing half gone.
    const registry = t.workers!.get(AccountErasureRegistry);
    registry.register('test: killed midway', () => Promise.reject(new Error('killed')));
    await expect(jobs.deleteDue()).rejects.toThrow('killed');
    expect(await exists(person._id)).toBe(true);
    const [{ files }] = await t.dataSource.query(`SELECT count(*)::int AS files FROM material WHERE uploaded_by = $1`, [person._id]);
    expect(files).toBe(1);

    registry.register('test: killed midway', () => Promise.resolve());
    expect(await jobs.deleteDue()).toBe(1);
    expect(await jobs.deleteDue()).toBe(0);
    expect(await exists(person._id)).toBe(false);
    expect(await traces()).toEqual([]);

    // What others need stays, without the person.
    const chat = await otherClient.get(`/api/chat/private/p2g/${tenant._id}/general`);
    expect(JSON.stringify(chat.body)).toContain(FORMER_MEMBER_NAME);
    const kept = await otherClient.get(`/api/knowledge/tenant/${tenant._id}/wiki/${wiki._id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.author).toEqual({ _id: null, name: FORMER_MEMBER_NAME, contact: { first_name: 'Ehemaliges', last_name: 'Mitglied' } });
    expect(chat.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ sender: { _id: null, name: FORMER_MEMBER_NAME } })]));
    // The PERSONAL answer stays in the results, without address and name.
    const [{ answers }] = await t.dataSource.query(`SELECT count(*)::int AS answers FROM survey_result WHERE survey_id = $1`, [survey._id]);
    expect(answers).toBe(1);
    // The audit log keeps the act and the id.
    expect(await auditEntries(t.dataSource, 'account.delete', person._id)).toEqual([
      expect.objectContaining({ user_id: null, method: 'JOB', detail: { cause: 'requested' } }),
    ]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1`, [person._id]);
    expect(n).toBeGreaterThanOrEqual(2);
  });

  it('deletes an inactive account at once when the retention job asks (account.deletion-due)', async () => {
    const person = await t.user();
    const jobs = t.workers!.get(AccountDeletionJobs);
    await jobs.deletionDue({ userId: person._id, eventId: 'test' }, { eventId: 'test' } as never);
    expect(await exists(person._id)).toBe(false);
    // Run twice (a retried job): nothing left to do.
    await jobs.deletionDue({ userId: person._id, eventId: 'test' }, { eventId: 'test' } as never);
    expect(await auditEntries(t.dataSource, 'account.delete', person._id)).toEqual([
      expect.objectContaining({ detail: { cause: 'inactive' } }),
    ]);
  });

  it('lets a platform administrator delete an account with the grace period or at once, audited', async () => {
    const person = await t.user();
    const tenant = await t.tenant();
    await addMember(t.dataSource, tenant._id, person._id, SvLevel.SV_ADMIN);
    const url = `/api/auth/admin/user/${person._id}`;
    const personClient = await t.login(person);

    expectApiError(await (await t.login(await t.user())).delete(url).send({}), FORBIDDEN);
    expectApiError(await admin.delete(`/api/auth/admin/user/${adminId}`).send({ immediate: true }), {
      statusCode: 409,
      message: ACCOUNT_DELETION_TEXT.ownAccount,
    });
    expectApiError(await admin.delete(url).send({ immediate: 'ja' }), {
      statusCode: 400,
      message: 'Bitte gib für „immediate“ true oder false an.',
    });
    expect(await exists(person._id)).toBe(true);

    const pending = await admin.delete(url).send({});
    expect(pending.status).toBe(202);
    expect(pending.body).toEqual({ deletionAt: expect.any(String) });
    expect(await auditEntries(t.dataSource, 'account.deletion-request', person._id)).toEqual([
      expect.objectContaining({ user_id: adminId, route: '/api/auth/admin/user/:userId', method: 'DELETE' }),
    ]);

    // At once, even as the group's last administration: the group stays, without one.
    const done = await admin.delete(url).send({ immediate: true });
    expect(done.status).toBe(200);
    // Its open session ends with it.
    expectApiError(await personClient.get('/api/auth/public/check'), UNAUTHENTICATED);
    expect(Date.now() - new Date(done.body.deletedAt).getTime()).toBeLessThan(60_000);
    expect(await exists(person._id)).toBe(false);
    expect(await t.dataSource.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant._id])).toHaveLength(1);
    expect(await auditEntries(t.dataSource, 'account.delete', person._id)).toEqual([
      expect.objectContaining({ user_id: adminId, detail: { cause: 'admin' } }),
    ]);
    expectApiError(await admin.delete(url).send({ immediate: true }), { statusCode: 404 });
  });

  it("lets a group's administration delete the group with its files after typing its name, audited", async () => {
    const tenant = await t.tenant();
    const groupAdmin = await t.member(tenant, SvLevel.SV_ADMIN);
    const client = await t.login(groupAdmin);
    const board = await t.login(await t.member(tenant, SvLevel.SV_BOARD));
    const stranger = await t.login(await t.member(await t.tenant(), SvLevel.SV_ADMIN));
    const upload = await multipart(
      client.post(`/api/calendar/tenant/${tenant._id}/event`),
      { title: 'Sitzung', startDate: '2026-11-24T16:00:00+01:00', endDate: '2026-11-24T17:30:00+01:00' },
      [{ name: 'protokoll.pdf', body: PDF }],
    );
    expect(upload.status).toBe(201);
    const [material] = await t.dataSource.query(`SELECT storage_key FROM material WHERE tenant_id = $1`, [tenant._id]);
    const stored = path.join(t.app.get(ConfigService).values.uploadDir, material.storage_key);
    expect((await readFile(stored)).length).toBe(PDF.length);
    const url = `/api/tenant/tenant/${tenant._id}`;
    const stillThere = async () => (await t.dataSource.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant._id])).length === 1;

    expectApiError(await stranger.delete(url).send({ name: tenant.name }), { statusCode: 404 });
    expectApiError(await board.delete(url).send({ name: tenant.name }), FORBIDDEN);
    expectApiError(await client.delete(url).send({}), validationError('name', GROUP_DELETION_TEXT.nameRequired));
    expectApiError(
      await client.delete(url).send({ name: tenant.name.toUpperCase() }),
      validationError('name', GROUP_DELETION_TEXT.nameMismatch),
    );
    expect(await stillThere()).toBe(true);

    const res = await client.delete(url).send({ name: tenant.name });
    expect(res.status).toBe(200);
    expect(await stillThere()).toBe(false);
    expect(await t.dataSource.query(`SELECT 1 FROM material WHERE tenant_id = $1`, [tenant._id])).toEqual([]);
    await expect(readFile(stored)).rejects.toThrow();
    expect(await auditEntries(t.dataSource, 'tenant.delete', tenant._id)).toEqual([
      expect.objectContaining({ user_id: groupAdmin._id, detail: expect.objectContaining({ by: 'group' }) }),
    ]);
  });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))),
  );
  return nested.flat();
}
