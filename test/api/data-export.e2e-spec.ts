// Issue 26 §1 and §2: 'Meine Daten herunterladen' (one ZIP of a person's own data, once a day, only for its
// owner, mailed without data, deleted after 7 days) and a group's content export for its admins; both
// survive a worker that fails midway.
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type TestAgent from 'supertest/lib/agent';
import { DataSections } from '#api/common/export/data-sections';
import { ConfigService } from '#api/config/config';
import { QueueName } from '#api/infrastructure/queue/queues';
import { createObjectStorage } from '#api/infrastructure/storage/create-object-storage';
import { PersonalDataExports } from '#api/modules/data-export/personal-data-export.kind';
import { DATA_EXPORT_MESSAGES } from '#shared/data-export';
import { EXPORT_MESSAGES } from '#shared/exports';
import { SvLevel } from '#shared/levels';
import { entry, multipart, PDF } from '../helpers/calendar';
import { chatMultipart } from '../helpers/chat';
import { binary, run, savedFile } from '../helpers/downloads';
import { linkIn, waitForMail } from '../helpers/mail';
import { eventually } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const MINE = '/api/auth/private/user/data-export';
const EVIL = '<img src=x onerror=alert(1)>';
const DAY_MS = 24 * 3600_000;

interface Zip {
  names: string[];
  data: Record<string, unknown> & { memberships: Record<string, unknown>[] };
  html: string;
  path: string;
}

describe('data export (issue 26 §1, §2)', () => {
  const t = useTestApp();

  /** A person in a group with a calendar entry (with a file) and a chat message. */
  async function person(firstName = 'Mia') {
    const tenant = await t.tenant({ name: `Gruppe ${EVIL}` });
    const user = await t.member(tenant, SvLevel.SV_ADMIN, { firstName, lastName: 'Muster' });
    const client = await t.login(user);
    const created = await multipart(client.post(`/api/calendar/tenant/${tenant._id}/event`), entry({ title: 'Schulfest planen' }), [
      { name: 'Plan.pdf', body: PDF },
    ]);
    expect(created.status).toBe(201);
    expect((await chatMultipart(client.post(`/api/chat/private/p2g/${tenant._id}/general`), 'Hallo zusammen')).status).toBe(201);
    return { tenant, user, client };
  }

  async function finished(client: TestAgent, url: string, id: string) {
    const status = await eventually(
      () => client.get(`${url}/${id}`),
      (r) => ['DONE', 'FAILED'].includes(r.body.state),
      30000,
    );
    expect(status.body).toMatchObject({ _id: id, state: 'DONE', progress: 100 });
    return status.body;
  }

  async function download(client: TestAgent, url: string, id: string): Promise<Zip> {
    const file = await client.get(`${url}/${id}/file`).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const path = await savedFile(file.body as Buffer, 'export.zip');
    const names = (await run('unzip', ['-Z1', path])).stdout.trim().split('\n');
    const data = JSON.parse((await run('unzip', ['-p', path, 'data.json'])).stdout);
    const html = (await run('unzip', ['-p', path, 'index.html'])).stdout;
    return { names, data, html, path };
  }

  const workers = () => t.workers!;

  it('exports the own data as one ZIP (JSON, escaped page, files), once a day, mailed without data, only to its owner', async () => {
    const { tenant, user, client } = await person(EVIL);
    const started = await client.post(MINE);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ _id: expect.any(String), state: 'PENDING', progress: 0 });
    expect(Math.abs(Date.parse(started.body.expiresAt) - Date.now() - 7 * DAY_MS)).toBeLessThan(60_000);

    // The second request of the day answers 429, finished or not, and says when to come back.
    const again = await client.post(MINE);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'DATA_EXPORT_TOO_SOON', message: DATA_EXPORT_MESSAGES.tooSoon });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(DAY_MS / 1000);

    const id = started.body._id;
    await finished(client, MINE, id);
    const zip = await download(client, MINE, id);
    expect(zip.names.slice(0, 2)).toEqual(['data.json', 'index.html']);
    const pdfName = zip.names.find((n) => n.startsWith('files/') && n.endsWith('-Plan.pdf'));
    expect(pdfName).toBeDefined();
    expect((await run('unzip', ['-p', zip.path, pdfName!], { encoding: 'buffer' })).stdout).toEqual(PDF);

    expect(zip.data.hinweis).toBe(DATA_EXPORT_MESSAGES.hinweis);
    expect(zip.data.account).toMatchObject({ _id: user._id, firstName: EVIL, lastName: 'Muster', mail: user.mail });
    expect(zip.data.memberships).toEqual([
      {
        tenantId: tenant._id,
        tenantName: tenant.name,
        level: SvLevel.SV_ADMIN,
        levelLabel: expect.any(String),
        from: expect.any(String),
        to: null,
      },
    ]);
    expect(zip.data.calendarEntries).toEqual([expect.objectContaining({ title: 'Schulfest planen' })]);
    expect(zip.data.chatMessages).toEqual([expect.objectContaining({ content: 'Hallo zusammen' })]);
    expect(zip.data.files).toEqual([expect.objectContaining({ name: 'Plan.pdf', file: pdfName })]);
    for (const key of [
      'invitations',
      'notificationsSeen',
      'eventRegistrations',
      'eventCheckIns',
      'surveyAnswers',
      'wikiChapters',
      'tasks',
      'news',
      'reports',
    ]) {
      expect(zip.data[key]).toEqual([]);
    }

    // The page says the same, with every name escaped.
    expect(zip.html).toContain(DATA_EXPORT_MESSAGES.hinweis);
    expect(zip.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(zip.html).not.toContain('<img');
    expect(zip.html).toContain('Schulfest planen');

    // The mail carries no data, only the link to the account page.
    const mail = await waitForMail(user.mail, /Daten/);
    expect(linkIn(mail, '/user').pathname).toBe('/user');
    for (const secret of ['Muster', 'Schulfest', EVIL, tenant.name])
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(secret);

    // Nobody else finds it (404), not even with a valid id; a file not made yet answers 409.
    const stranger = await t.login(await t.user());
    expect((await client.get(`${MINE}/current`)).body).toEqual({ current: expect.objectContaining({ _id: id, state: 'DONE' }) });
    expect((await stranger.get(`${MINE}/current`)).body).toEqual({ current: null });
    for (const path of [`${MINE}/${id}`, `${MINE}/${id}/file`, `${MINE}/not-a-uuid`, `${MINE}/00000000-0000-4000-8000-000000000000`]) {
      expect((await stranger.get(path)).status).toBe(404);
    }
    expect((await t.client().get(`${MINE}/${id}`)).status).toBe(401);
    await t.dataSource.query(`UPDATE personal_data_export SET state = 'RUNNING' WHERE id = $1`, [id]);
    expect((await client.get(`${MINE}/${id}/file`)).body).toMatchObject({ statusCode: 409, message: EXPORT_MESSAGES.notReady });
    await t.dataSource.query(`UPDATE personal_data_export SET state = 'DONE' WHERE id = $1`, [id]);

    // Deleted with its file at expiresAt: a delayed job waits for it; run early it leaves the export alone.
    const queue = workers().get<Queue>(getQueueToken(QueueName.PDF), { strict: false });
    const job = await queue.getJob(`data-export-expire-${id}`);
    expect(job?.opts.delay).toBeGreaterThan(7 * DAY_MS - 120_000);
    const [{ storage_key: key }] = await t.dataSource.query(`SELECT storage_key FROM personal_data_export WHERE id = $1`, [id]);
    const kind = workers().get(PersonalDataExports, { strict: false });
    await kind.expire(id);
    expect((await client.get(`${MINE}/${id}`)).status).toBe(200);
    await kind.expire(id, new Date(Date.now() + 7 * DAY_MS + 60_000));
    await kind.expire(id, new Date(Date.now() + 7 * DAY_MS + 60_000));
    expect((await client.get(`${MINE}/${id}`)).status).toBe(404);
    expect((await client.get(`${MINE}/current`)).body).toEqual({ current: null });
    const exports = createObjectStorage(workers().get(ConfigService).values, 'exports');
    expect(await exports.open(key)).toBeNull();
  });

  it('gives one of two parallel requests a 202 and the other a 429', async () => {
    const user = await t.user();
    const client = await t.login(user);
    const victim = await t.user();
    // The body chooses nothing: an owner, state or file sent along is not taken over.
    const hostile = { userId: victim._id, state: 'DONE', storageKey: '../../etc/passwd' };
    const answers = await Promise.all([client.post(MINE).send(hostile), client.post(MINE).send(hostile)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 429]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM personal_data_export WHERE user_id = $1`, [user._id]);
    expect(count).toBe(1);
    expect(answers.find((a) => a.status === 202)!.body).toMatchObject({ state: 'PENDING', progress: 0 });
    const [{ key }] = await t.dataSource.query(`SELECT storage_key AS key FROM personal_data_export WHERE user_id = $1`, [user._id]);
    expect(key === null || key.startsWith(`personal-data/${user._id}/`)).toBe(true);
    const [{ theirs }] = await t.dataSource.query(`SELECT count(*)::int AS theirs FROM personal_data_export WHERE user_id = $1`, [
      victim._id,
    ]);
    expect(theirs).toBe(0);
  });

  it('makes one complete ZIP when the worker fails midway and the job is retried', async () => {
    const { client } = await person();
    const section = workers()
      .get(DataSections)
      .personal()
      .find((s) => s.key === 'chatMessages')!;
    const original = section.person;
    let calls = 0;
    section.person = async (subject) => {
      calls += 1;
      if (calls === 1) throw new Error('worker died midway');
      return original.call(section, subject);
    };
    try {
      const started = await client.post(MINE);
      await finished(client, MINE, started.body._id);
      const zip = await download(client, MINE, started.body._id);
      expect(calls).toBe(2);
      expect(zip.names.filter((n) => !n.startsWith('files/'))).toEqual(['data.json', 'index.html']);
      expect(zip.data.chatMessages).toEqual([expect.objectContaining({ content: 'Hallo zusammen' })]);
      expect(zip.names.filter((n) => n.startsWith('files/'))).toHaveLength(1);
    } finally {
      section.person = original;
    }
  });

  it("exports a group's content for its admins only; another group's export ids are unknown", async () => {
    const { tenant, client } = await person(EVIL);
    const url = `/api/tenant/tenant/${tenant._id}/data-export`;
    const member = await t.login(await t.member(tenant, SvLevel.SV_MEMBER));
    expect((await member.post(url)).status).toBe(403);

    const started = await client.post(url);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: 'PENDING', progress: 0, expiresAt: expect.any(String) });
    const id = started.body._id;
    expect((await member.get(`${url}/${id}`)).status).toBe(403);

    const other = await person();
    const theirs = `/api/tenant/tenant/${other.tenant._id}/data-export`;
    expect((await other.client.get(`${theirs}/${id}`)).status).toBe(404);
    expect((await other.client.get(`${theirs}/${id}/file`)).status).toBe(404);
    expect((await other.client.get(`${url}/${id}`)).status).toBe(404);

    await finished(client, url, id);
    const zip = await download(client, url, id);
    expect(zip.names.slice(0, 2)).toEqual(['data.json', 'index.html']);
    expect(zip.names.some((n) => n.startsWith('files/') && n.endsWith('-Plan.pdf'))).toBe(true);
    expect(zip.data.hinweis).toBeUndefined();
    expect(zip.data.memberships).toHaveLength(2);
    expect(zip.data.calendarEntries).toEqual([expect.objectContaining({ title: 'Schulfest planen' })]);
    expect(zip.data.chatMessages).toEqual([expect.objectContaining({ content: 'Hallo zusammen' })]);
    expect(zip.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(zip.html).not.toContain('<img');
  });
});
