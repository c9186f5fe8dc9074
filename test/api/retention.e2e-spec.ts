// Retention by school year (issue 26 §3): the rules and their bounds, the privacy table, the dry run that
// matches the run, exactly the due rows deleted at a moment after each period's end (per domain school-year
// end), the legal hold, and inactive accounts warned 30 and 7 days before their deletion falls due.
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ConfigService } from '#api/config/config';
import { QueueName } from '#api/infrastructure/queue/queues';
import { RETENTION_CRON, RETENTION_SCHEDULER, RetentionJobs } from '#api/modules/retention/jobs/retention.jobs';
import { PlatformLevel, SvLevel } from '#shared/levels';
import { PRIVACY_RIGHTS, RETENTION_CATEGORIES, RETENTION_DEFAULTS } from '#shared/retention';
import type { RetentionReport } from '#shared/retention';
import { NOT_FOUND, expectApiError } from '../helpers/expect';
import { makeDomainAdmin } from '../helpers/factories';
import { mailsTo, waitForMails } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

// The last day of the school year 2026/27 (31 July) has passed.
const AS_OF = '2027-08-01T12:00:00.000Z';
const DAY_MS = 86_400_000;

describe('retention by school year', () => {
  const t = useTestApp();
  const config = () => t.app.get(ConfigService).values;

  async function platformAdmin() {
    const user = await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
    return t.login(user);
  }

  async function asOfAllowed<T>(work: () => Promise<T>): Promise<T> {
    config().retentionAllowAsOf = true;
    try {
      return await work();
    } finally {
      config().retentionAllowAsOf = false;
    }
  }

  const ids = async (table: string, list: string[]) =>
    ((await t.dataSource.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [list])) as { id: string }[]).map((r) => r.id).sort();

  it('lists every rule with its bounds, changes a period within them only, and answers the privacy table', async () => {
    const admin = await platformAdmin();
    const rules = await admin.get('/api/tenant/admin/retention');
    expect(rules.status).toBe(200);
    expect(rules.body.map((r: { category: string }) => r.category)).toEqual([...RETENTION_CATEGORIES]);
    expect(rules.body.find((r: { category: string }) => r.category === 'GROUP_CHAT')).toEqual({
      category: 'GROUP_CHAT',
      label: 'Gruppenchats',
      period: 1,
      unit: 'SCHOOL_YEAR',
      min: 1,
      max: 3,
    });

    const tooLong = await admin.put('/api/tenant/admin/retention/GROUP_CHAT').send({ period: 4 });
    expectApiError(tooLong, { statusCode: 400, message: 'Gruppenchats: erlaubt sind 1 Schuljahr bis 3 Schuljahre.' });
    expectApiError(await admin.put('/api/tenant/admin/retention/GROUP_CHAT').send({ period: 'zwei' }), {
      statusCode: 400,
      message: 'Bitte gib die Aufbewahrungsdauer als ganze Zahl an.',
    });
    expectApiError(await admin.put('/api/tenant/admin/retention/NOPE').send({ period: 1 }), {
      statusCode: 404,
      message: 'Diese Datenkategorie gibt es nicht.',
    });
    const member = await t.login(await t.user());
    expect((await member.get('/api/tenant/admin/retention')).status).toBe(403);
    expect((await member.post('/api/tenant/admin/retention/run').send({})).status).toBe(403);

    const changed = await admin.put('/api/tenant/admin/retention/EVENT_REGISTRATION').send({ period: 30 });
    expect(changed.status).toBe(200);
    expect(changed.body.period).toBe(30);
    const privacy = await t.client().get('/api/tenant/public/privacy');
    expect(privacy.status).toBe(200);
    expect(privacy.body.rights).toEqual([...PRIVACY_RIGHTS]);
    expect(privacy.body.categories.find((c: { category: string }) => c.category === 'EVENT_REGISTRATION')).toMatchObject({
      period: 30,
      periodLabel: '30 Tage',
      reason: RETENTION_DEFAULTS.EVENT_REGISTRATION.reason,
    });
    const audit = await t.dataSource.query(`SELECT detail FROM audit_log WHERE action = 'retention.rule-change'`);
    expect(audit).toEqual([{ detail: { category: 'EVENT_REGISTRATION', from: 90, to: 30 } }]);
    await admin.put('/api/tenant/admin/retention/EVENT_REGISTRATION').send({ period: 90 });
  });

  it('refuses a moment other than now unless RETENTION_ALLOW_AS_OF is set, and a period out of bounds in the dry run', async () => {
    const admin = await platformAdmin();
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'retention.run'`);
    expectApiError(await admin.post('/api/tenant/admin/retention/run').send({ asOf: AS_OF }), {
      statusCode: 400,
      message: 'Ein Stichtag ist nur in Testumgebungen erlaubt (RETENTION_ALLOW_AS_OF=1).',
    });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'retention.run'`)).toEqual(before);
    expectApiError(await admin.post('/api/tenant/admin/retention/dry-run').send({ periods: { AUDIT_LOG: 0 } }), {
      statusCode: 400,
      message: 'Protokoll der Verwaltung: erlaubt sind 1 Jahr bis 10 Jahre.',
    });
    expectApiError(await admin.post('/api/tenant/admin/retention/dry-run').send({ periods: { GROUP_CHAT: 'x' } }), { statusCode: 400 });
    expectApiError(await admin.post('/api/tenant/admin/retention/dry-run').send({ periods: { NOPE: 1 } }), { statusCode: 404 });
  });

  it('deletes exactly the due rows with their files, per school-year end of each domain, as the dry run said, and nothing of a held group', async () => {
    const admin = await platformAdmin();
    const june = await t.domain();
    expectApiError(await admin.put(`/api/tenant/admin/domain/${june._id}`).send({ schoolYearEnd: '02-29' }), {
      statusCode: 400,
      message: 'Bitte gib das Schuljahresende als Monat und Tag an, z. B. 07-31.',
    });
    const juneEnd = await admin.put(`/api/tenant/admin/domain/${june._id}`).send({ schoolYearEnd: '06-30' });
    expect(juneEnd.body.schoolYearEnd).toBe('06-30');
    const july = await t.domain();
    const held = await t.tenant({ domainId: july._id });
    const [juneGroup, julyGroup] = [await t.tenant({ domainId: june._id }), await t.tenant({ domainId: july._id })];
    const sender = await t.member(julyGroup, SvLevel.SV_MEMBER);

    const chat = async (tenantId: string) =>
      (await t.dataSource.query(`INSERT INTO chat_conversation (kind, tenant_id) VALUES ('GROUP', $1) RETURNING id`, [tenantId]))[0]
        .id as string;
    const message = async (conversationId: string, at: string) =>
      (
        await t.dataSource.query(
          `INSERT INTO chat_message (conversation_id, sender_id, content, created_at) VALUES ($1, $2, 'Hallo', $3) RETURNING id`,
          [conversationId, sender._id, at],
        )
      )[0].id as string;
    const [juneChat, julyChat, heldChat] = [await chat(juneGroup._id), await chat(julyGroup._id), await chat(held._id)];
    // 5 July 2026: in a domain ending its school year on 30 June that is 2026/27's first week (kept until
    // 30 June 2028); with 31 July it belongs to 2025/26 and is due once 31 July 2027 has passed.
    const keptJune = await message(juneChat, '2026-07-05T10:00:00Z');
    const dueJune = await message(juneChat, '2026-06-25T10:00:00Z');
    const dueJuly = await message(julyChat, '2026-07-05T10:00:00Z');
    const keptJuly = await message(julyChat, '2026-08-05T10:00:00Z');
    const keptHeld = await message(heldChat, '2026-07-05T10:00:00Z');
    const storageKey = `retention-test/${randomUUID()}`;
    await t.dataSource.query(
      `INSERT INTO material (tenant_id, owner_kind, owner_id, name, size, mime_type, storage_key) VALUES ($1, 'CHAT_MESSAGE', $2, 'a.pdf', 1, 'application/pdf', $3)`,
      [julyGroup._id, dueJuly, storageKey],
    );

    const event = async (tenantId: string, end: string) =>
      (
        await t.dataSource.query(
          `INSERT INTO event (tenant_id, title, start_date, end_date) VALUES ($1, 'Fest', $2::timestamptz - interval '2 hours', $2) RETURNING id`,
          [tenantId, end],
        )
      )[0].id as string;
    const registration = async (tenantId: string, eventId: string) =>
      (
        await t.dataSource.query(
          `INSERT INTO event_registration (tenant_id, event_id, first_name, last_name, mail) VALUES ($1, $2, 'Jürgen', 'Größer', 'j@schule.test') RETURNING id`,
          [tenantId, eventId],
        )
      )[0].id as string;
    // 90 days before AS_OF is 3 May 2027.
    const dueRegistration = await registration(julyGroup._id, await event(julyGroup._id, '2027-05-02T10:00:00Z'));
    const keptRegistration = await registration(julyGroup._id, await event(julyGroup._id, '2027-05-04T10:00:00Z'));
    const heldRegistration = await registration(held._id, await event(held._id, '2027-01-04T10:00:00Z'));

    const notice = async (tenantId: string, at: string) =>
      (
        await t.dataSource.query(`INSERT INTO group_notification (tenant_id, content, created_at) VALUES ($1, 'Info', $2) RETURNING id`, [
          tenantId,
          at,
        ])
      )[0].id as string;
    const dueNotice = await notice(julyGroup._id, '2026-07-30T10:00:00Z');
    const keptNotice = await notice(julyGroup._id, '2026-08-01T10:00:00Z');

    // Surveys count from their end: ended 30 July 2026 (due), 2 August 2026 (kept until 31 July 2028).
    const survey = async (end: string) =>
      (
        await t.dataSource.query(`INSERT INTO survey (tenant_id, title, end_date) VALUES ($1, 'Umfrage', $2) RETURNING id`, [
          julyGroup._id,
          end,
        ])
      )[0].id as string;
    const participation = async (surveyId: string) => {
      const [code] = await t.dataSource.query(`INSERT INTO survey_code (tenant_id, survey_id, code) VALUES ($1, $2, $3) RETURNING id`, [
        julyGroup._id,
        surveyId,
        randomUUID().slice(0, 8),
      ]);
      const [result] = await t.dataSource.query(
        `INSERT INTO survey_result (tenant_id, survey_id, created_at, sort_key) VALUES ($1, $2, '2026-07-01', uuid_generate_v4()) RETURNING id`,
        [julyGroup._id, surveyId],
      );
      return [code.id as string, result.id as string];
    };
    const dueSurvey = await participation(await survey('2026-07-30T10:00:00Z'));
    const keptSurvey = await participation(await survey('2026-08-02T10:00:00Z'));

    // Private chats belong to no domain; a message under an open report stays until it is handled.
    const partner = await t.user();
    const [a, b] = [sender._id, partner._id].sort();
    const [privateChat] = await t.dataSource.query(
      `INSERT INTO chat_conversation (kind, user_a_id, user_b_id) VALUES ('PRIVATE', $1, $2) RETURNING id`,
      [a, b],
    );
    const duePrivate = await message(privateChat.id, '2026-07-05T10:00:00Z');
    const reportedPrivate = await message(privateChat.id, '2026-07-05T11:00:00Z');
    const keptPrivate = await message(privateChat.id, '2026-08-05T10:00:00Z');
    await t.dataSource.query(
      `INSERT INTO chat_report (message_id, reporter_id, sender_id, reason, original_content) VALUES ($1, $2, $3, 'SPAM', 'Hallo')`,
      [reportedPrivate, partner._id, sender._id],
    );

    await t.dataSource.query(`UPDATE tenant SET legal_hold_since = now(), legal_hold_reason = 'Beschwerde' WHERE id = $1`, [held._id]);

    const dry = await admin.post('/api/tenant/admin/retention/dry-run').send({ periods: {}, asOf: AS_OF });
    expect(dry.status).toBe(200);
    const report: RetentionReport = dry.body;
    expect(report.categories.map((c) => c.category)).toEqual([...RETENTION_CATEGORIES]);
    const inDomain = (r: RetentionReport, category: string, domainId: string) =>
      r.categories.find((c) => c.category === category)!.domains.find((d) => d.domainId === domainId);
    expect(inDomain(report, 'GROUP_CHAT', july._id)).toEqual({ domainId: july._id, rows: 1, files: 1 });
    expect(inDomain(report, 'GROUP_CHAT', june._id)).toEqual({ domainId: june._id, rows: 1, files: 0 });
    expect(inDomain(report, 'EVENT_REGISTRATION', july._id)).toEqual({ domainId: july._id, rows: 1, files: 0 });
    expect(inDomain(report, 'NOTIFICATION', july._id)).toEqual({ domainId: july._id, rows: 1, files: 0 });
    expect(inDomain(report, 'DATA_EXPORT', july._id)).toEqual({ domainId: july._id, rows: 0, files: 0 });
    // One participation: its result and its code.
    expect(inDomain(report, 'SURVEY_ANSWER', july._id)).toEqual({ domainId: july._id, rows: 2, files: 0 });
    // A longer period in the preview keeps more; the dry run deleted nothing.
    const longer: RetentionReport = (
      await admin.post('/api/tenant/admin/retention/dry-run').send({ periods: { GROUP_CHAT: 2 }, asOf: AS_OF })
    ).body;
    expect(inDomain(longer, 'GROUP_CHAT', july._id)).toEqual({ domainId: july._id, rows: 0, files: 0 });
    expect(await ids('chat_message', [dueJuly, dueJune])).toHaveLength(2);

    const run = await asOfAllowed(() => admin.post('/api/tenant/admin/retention/run').send({ asOf: AS_OF }));
    expect(run.status).toBe(200);
    expect(run.body).toEqual(report);
    expect(await ids('chat_message', [keptJune, dueJune, dueJuly, keptJuly, keptHeld])).toEqual([keptJune, keptJuly, keptHeld].sort());
    expect(await ids('event_registration', [dueRegistration, keptRegistration, heldRegistration])).toEqual(
      [keptRegistration, heldRegistration].sort(),
    );
    expect(await ids('group_notification', [dueNotice, keptNotice])).toEqual([keptNotice]);
    expect(await ids('survey_result', [dueSurvey[1], keptSurvey[1]])).toEqual([keptSurvey[1]]);
    expect(await ids('survey_code', [dueSurvey[0], keptSurvey[0]])).toEqual([keptSurvey[0]]);
    expect(await ids('chat_message', [duePrivate, reportedPrivate, keptPrivate])).toEqual([reportedPrivate, keptPrivate].sort());
    expect(await t.dataSource.query(`SELECT area FROM storage_deletion WHERE storage_key = $1`, [storageKey])).toEqual([
      { area: 'uploads' },
    ]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM material WHERE storage_key = $1`, [storageKey])).toEqual([{ n: 0 }]);
    const [audit] = await t.dataSource.query(
      `SELECT detail FROM audit_log WHERE action = 'retention.run' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(audit.detail).toMatchObject({ asOf: AS_OF, GROUP_CHAT: report.categories.find((c) => c.category === 'GROUP_CHAT')!.rows });

    // Run twice: nothing more is due.
    const again: RetentionReport = (await asOfAllowed(() => admin.post('/api/tenant/admin/retention/run').send({ asOf: AS_OF }))).body;
    expect(again.categories.every((c) => c.rows === 0)).toBe(true);

    // The hold is lifted through the domain administration; the next run takes what it kept.
    const domainAdmin = await t.user();
    await makeDomainAdmin(t.dataSource, july._id, domainAdmin._id);
    const client = await t.login(domainAdmin);
    const holdUrl = `/api/tenant/admin/domain/${july._id}/tenant/${held._id}/legal-hold`;
    expect((await client.get(`/api/tenant/admin/domain/${july._id}/tenant/${held._id}`)).body.legalHold).toMatchObject({
      reason: 'Beschwerde',
    });
    expect((await client.delete(holdUrl)).body).toEqual({ legalHold: null });
    const after: RetentionReport = (await asOfAllowed(() => admin.post('/api/tenant/admin/retention/run').send({ asOf: AS_OF }))).body;
    expect(inDomain(after, 'GROUP_CHAT', july._id)!.rows).toBe(1);
    expect(await ids('chat_message', [keptHeld])).toEqual([]);
    expect(await ids('event_registration', [heldRegistration])).toEqual([]);
  });

  it('lets a domain administrator set a legal hold with a reason on a group of their domain only, audited', async () => {
    const domain = await t.domain();
    const tenant = await t.tenant({ domainId: domain._id });
    const foreign = await t.tenant({ domainId: (await t.domain())._id });
    const user = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, user._id);
    const client = await t.login(user);
    const url = (tenantId: string) => `/api/tenant/admin/domain/${domain._id}/tenant/${tenantId}/legal-hold`;

    expectApiError(await client.put(url(tenant._id)).send({ reason: '   ' }), {
      statusCode: 400,
      message: 'Bitte gib einen Grund für die Aufbewahrungspflicht an.',
    });
    expectApiError(await client.put(url(foreign._id)).send({ reason: 'Beschwerde' }), NOT_FOUND);
    const other = await t.login(await t.user());
    expectApiError(await other.put(url(tenant._id)).send({ reason: 'Beschwerde' }), NOT_FOUND);
    expect(await t.dataSource.query(`SELECT legal_hold_since FROM tenant WHERE id = ANY($1::uuid[])`, [[tenant._id, foreign._id]])).toEqual(
      [{ legal_hold_since: null }, { legal_hold_since: null }],
    );

    const set = await client.put(url(tenant._id)).send({ reason: 'Beschwerde der Eltern' });
    expect(set.status).toBe(200);
    expect(set.body.legalHold).toEqual({ since: expect.any(String), reason: 'Beschwerde der Eltern' });
    const view = await client.get(`/api/tenant/admin/domain/${domain._id}/tenant/${tenant._id}`);
    expect(view.body.legalHold).toEqual(set.body.legalHold);
    expect((await client.delete(url(tenant._id))).body).toEqual({ legalHold: null });
    const audit = await t.dataSource.query(`SELECT action, user_id, detail FROM audit_log WHERE target_id = $1 ORDER BY created_at`, [
      tenant._id,
    ]);
    expect(audit).toEqual([
      { action: 'tenant.legal-hold', user_id: user._id, detail: { reason: 'Beschwerde der Eltern' } },
      { action: 'tenant.legal-hold-lift', user_id: user._id, detail: null },
    ]);
  });

  it('warns an account without login 30 and 7 days before, then records its deletion as due, and a login starts over', async () => {
    const admin = await platformAdmin();
    const inactive = await t.user();
    const returning = await t.user();
    // Registered in January 2025, never logged in: two school years end on 31 July 2027.
    await t.dataSource.query(`UPDATE user_account SET created_at = '2025-01-10T10:00:00Z' WHERE id = ANY($1::uuid[])`, [
      [inactive._id, returning._id],
    ]);
    const at = (days: number) => new Date(Date.parse(AS_OF) + days * DAY_MS).toISOString();
    const run = (days: number) => asOfAllowed(() => admin.post('/api/tenant/admin/retention/run').send({ asOf: at(days) }));
    const dueEvents = async () =>
      (await t.dataSource.query(`SELECT payload FROM outbox WHERE type = 'account.deletion-due'`)) as { payload: { userId: string } }[];

    expect((await run(-30)).status).toBe(200);
    await t.drain();
    const [first] = await waitForMails(inactive.mail, { subject: /Konto wird bald gelöscht/, count: 1 });
    expect(first.text).toContain('01.08.2027');
    // The one who comes back logs in before the second warning.
    await t.dataSource.query(`INSERT INTO auth_session (user_id, expires_at, created_at) VALUES ($1, $2, $3)`, [
      returning._id,
      at(10),
      at(-20),
    ]);

    const dry = (days: number) =>
      admin
        .post('/api/tenant/admin/retention/dry-run')
        .send({ periods: {}, asOf: at(days) })
        .then((r) => (r.body as RetentionReport).categories.find((c) => c.category === 'INACTIVE_ACCOUNT')!.rows);
    await run(-7);
    await t.drain();
    await waitForMails(inactive.mail, { subject: /Konto wird bald gelöscht/, count: 2 });
    // The one who logged in got the first warning only.
    expect(await mailsTo(returning.mail)).toHaveLength(1);
    expect(await dry(-1)).toBe(0);
    expect(await dueEvents()).toEqual([]);

    expect(await dry(0)).toBe(1);
    const due = await run(0);
    expect(due.body.categories.find((c: { category: string }) => c.category === 'INACTIVE_ACCOUNT').rows).toBe(1);
    expect(await dueEvents()).toEqual([{ payload: { userId: inactive._id } }]);
    await run(1);
    expect(await dueEvents()).toHaveLength(1);
  });

  it('schedules the run every night at 3 in the workers, through the job the pdf queue runs', async () => {
    await t.workers!.get(RetentionJobs).scheduled;
    const queue = t.workers!.get<Queue>(getQueueToken(QueueName.PDF), { strict: false });
    const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === RETENTION_SCHEDULER);
    expect(schedulers).toEqual([expect.objectContaining({ name: 'housekeeping.retention', pattern: RETENTION_CRON, tz: 'Europe/Berlin' })]);
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'retention.run' AND user_id IS NULL`);
    await t.workers!.get(RetentionJobs).run({ eventId: 'test' }, { eventId: 'test', job: {} as never, lastAttempt: true });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'retention.run' AND user_id IS NULL`)).toEqual(
      [{ n: before[0].n + 1 }],
    );
  });
});
