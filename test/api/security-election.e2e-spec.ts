// Issue 10 §1, §2, §4 (election part), §6 and issue 9 §2: competing election submissions instead of
// replacement, formula-safe delegate CSV, per-recipient election mail limits, capped imports and a paged
// public school list, and crash-safe validation invitations.
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { QueueName } from '#api/infrastructure/queue/queues';
import { InvitationRepository } from '#api/modules/tenant/invitation.repository';
import { PlatformLevel, TenantType } from '#shared/levels';
import { createWorkers, TestApp } from '../helpers/app';
import { allMails, electionBody } from '../helpers/election';
import { validationError } from '../helpers/expect';
import { makeDomainAdmin, uniqueMail } from '../helpers/factories';
import { mailsTo, waitForMails } from '../helpers/mail';
import { drainQueues } from '../helpers/queues';
import { eventually } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const binary = (res: unknown, cb: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('security: elections', () => {
  const t = useTestApp();

  async function adminOf(domainId: string) {
    const admin = await t.user({ firstName: 'Ada', lastName: 'Admin' });
    await makeDomainAdmin(t.dataSource, domainId, admin._id);
    return t.login(admin);
  }

  const submit = async (body: ReturnType<typeof electionBody>) => {
    const res = await t.client().post('/api/tenant/public/election').send(body);
    expect(res.status).toBe(201);
    return res.body._id as string;
  };

  describe('competing submissions (issue 10 §1)', () => {
    it('keeps every submission, shows them as competing and supersedes the others on validation', async () => {
      const domain = await t.domain();
      const school = await t.tenant({ domainId: domain._id, name: `Lessingschule ${randomUUID().slice(0, 4)}` });
      await t.tenant({ domainId: domain._id, type: TenantType.SSR });
      const admin = await adminOf(domain._id);

      const genuine = electionBody(domain._id, school._id);
      const genuineId = await submit(genuine);
      // An outsider sends the same school and year again with their own address as school speaker.
      const forged = {
        ...genuine,
        people: { ...genuine.people, SCHOOL_SPEAKER: { ...genuine.people.SCHOOL_SPEAKER, mail: uniqueMail('outsider') } },
      };
      const forgedId = await submit(forged);

      const people = async (id: string) =>
        (await t.dataSource.query(`SELECT mail FROM election_person WHERE registration_id = $1`, [id])).length;
      expect(await people(genuineId)).toBe(8);
      expect(await people(forgedId)).toBe(8);

      const list = await admin.get(`/api/tenant/admin/domain/${domain._id}/election`).query({ year: 2026 });
      expect(list.body.pending.map((e: { _id: string }) => e._id).sort()).toEqual([genuineId, forgedId].sort());
      const forgedEntry = list.body.pending.find((e: { _id: string }) => e._id === forgedId);
      expect(forgedEntry).toMatchObject({ submissionCount: 2, submittedAt: expect.any(String) });
      expect(forgedEntry.competing).toEqual([{ _id: genuineId, submittedAt: expect.any(String), differences: ['SCHOOL_SPEAKER:1'] }]);

      const detail = await admin.get(`/api/tenant/admin/domain/${domain._id}/election/${genuineId}`);
      expect(detail.status).toBe(200);
      expect(detail.body.competing).toHaveLength(1);
      expect(detail.body.competing[0]).toMatchObject({ _id: forgedId, differences: ['SCHOOL_SPEAKER:1'], state: 'PENDING' });
      expect(detail.body.competing[0].people.find((p: { role: string }) => p.role === 'SCHOOL_SPEAKER').mail).toBe(
        forged.people.SCHOOL_SPEAKER.mail,
      );

      const validated = await admin.post(`/api/tenant/admin/domain/${domain._id}/election/${genuineId}`);
      expect(validated.status).toBe(200);
      const states = await t.dataSource.query(
        `SELECT id, state, superseded_by_id FROM election_registration WHERE school_tenant_id = $1 ORDER BY created_at`,
        [school._id],
      );
      expect(states).toEqual([
        { id: genuineId, state: 'CLOSED', superseded_by_id: null },
        { id: forgedId, state: 'SUPERSEDED', superseded_by_id: genuineId },
      ]);
      // The outsider's address got no invitation; their submission is kept for the record.
      expect(await t.dataSource.query(`SELECT 1 FROM invitation WHERE mail = $1`, [forged.people.SCHOOL_SPEAKER.mail])).toHaveLength(0);
      expect(await people(forgedId)).toBe(8);
      const again = await admin.post(`/api/tenant/admin/domain/${domain._id}/election/${forgedId}`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Diese Wahlmeldung ist überholt: eine andere Meldung derselben Schule wurde bereits bestätigt.');

      const after = await admin.get(`/api/tenant/admin/domain/${domain._id}/election`).query({ year: 2026 });
      expect(after.body.pending).toEqual([]);
      expect(after.body.closed.map((e: { _id: string }) => e._id)).toEqual([genuineId]);
      expect(after.body.closed[0].submissionCount).toBe(2);
      expect(after.body.superseded.map((e: { _id: string; state: string }) => [e._id, e.state])).toEqual([[forgedId, 'SUPERSEDED']]);
    });

    it('lets only one of two competing submissions win when both are validated at once', async () => {
      const domain = await t.domain();
      const school = await t.tenant({ domainId: domain._id });
      const a = await adminOf(domain._id);
      const b = await adminOf(domain._id);
      const first = await submit(electionBody(domain._id, school._id));
      const second = await submit(electionBody(domain._id, school._id));
      const results = await Promise.all([
        a.post(`/api/tenant/admin/domain/${domain._id}/election/${first}`),
        b.post(`/api/tenant/admin/domain/${domain._id}/election/${second}`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const rows = await t.dataSource.query(`SELECT state FROM election_registration WHERE school_tenant_id = $1 ORDER BY state`, [
        school._id,
      ]);
      expect(rows).toEqual([{ state: 'CLOSED' }, { state: 'SUPERSEDED' }]);
    });
  });

  describe('delegate list CSV (issue 10 §2)', () => {
    it('neutralises formulas in school and person names', async () => {
      const domain = await t.domain();
      await t.tenant({ domainId: domain._id, type: TenantType.SSR });
      const school = await t.tenant({ domainId: domain._id, name: "=cmd|' /C calc'!A0" });
      const admin = await adminOf(domain._id);
      const id = await submit(electionBody(domain._id, school._id));
      // Names from before the name rule: the export must be safe whatever is stored.
      await t.dataSource.query(
        `UPDATE election_person SET first_name = '=1+1', last_name = '@SUM(A1)' WHERE registration_id = $1 AND role = 'DELEGATE_1'`,
        [id],
      );
      await t.dataSource.query(
        `UPDATE election_person SET first_name = '+HYPERLINK("http://x")' WHERE registration_id = $1 AND role = 'DELEGATE_2'`,
        [id],
      );
      expect((await admin.post(`/api/tenant/admin/domain/${domain._id}/election/${id}`)).status).toBe(200);

      const start = await admin
        .post(`/api/tenant/admin/domain/${domain._id}/election/delegates/export`)
        .query({ year: 2026, format: 'csv' });
      expect(start.status).toBe(202);
      await eventually(
        () => admin.get(`/api/tenant/admin/domain/${domain._id}/election/delegates/export/${start.body._id}`),
        (r) => r.body.state === 'DONE',
        20000,
      );
      const file = await admin
        .get(`/api/tenant/admin/domain/${domain._id}/election/delegates/export/${start.body._id}/file`)
        .buffer(true)
        .parse(binary);
      const bytes = file.body as Buffer;
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const records: string[][] = parse(bytes, { bom: true, delimiter: ';' });
      expect(records[0]).toEqual(['Schule', 'Funktion', 'Vorname', 'Nachname', 'Klasse', 'E-Mail']);
      const delegate1 = records.find((r) => r[1].startsWith('1. Delegierte'))!;
      expect(delegate1[0]).toBe("'=cmd|' /C calc'!A0");
      expect(delegate1[2]).toBe("'=1+1");
      expect(delegate1[3]).toBe("'@SUM(A1)");
      expect(records.find((r) => r[1].startsWith('2. Delegierte'))![2]).toBe(`'+HYPERLINK("http://x")`);
      for (const row of records.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });
  });

  describe('election mails per recipient (issue 10 §4)', () => {
    it('mails an address at most three times a day, even from concurrent submissions', async () => {
      const domain = await t.domain();
      const victim = uniqueMail('victim');
      const bodies = [];
      for (let i = 0; i < 5; i++) {
        const school = await t.tenant({ domainId: domain._id });
        const body = electionBody(domain._id, school._id);
        body.people.LIAISON_TEACHER = [{ firstName: 'Vera', lastName: 'Opfer', mail: victim }];
        bodies.push(body);
      }
      const results = await Promise.all(bodies.map((b) => t.client().post('/api/tenant/public/election').send(b)));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      // Five submissions of eight people each: forty mails on a busy machine.
      await t.drain({ timeoutMs: 90_000 });
      expect((await mailsTo(victim)).filter((m) => /Wahlmeldung/.test(m.subject))).toHaveLength(3);
      const [quota] = await t.dataSource.query(`SELECT sum(sent)::int AS sent FROM mail_quota WHERE purpose = 'election' AND mail = $1`, [
        victim,
      ]);
      expect(quota.sent).toBe(3);
      // Everyone else on the five forms (each named once) got their confirmation.
      for (const body of bodies) await waitForMails(body.people.SCHOOL_SPEAKER.mail, { subject: /Wahlmeldung/ });
    }, 120_000);

    it('refuses person names that are not names, with a German message', async () => {
      const domain = await t.domain();
      const school = await t.tenant({ domainId: domain._id });
      const b = electionBody(domain._id, school._id);
      const post = (people: unknown) =>
        t
          .client()
          .post('/api/tenant/public/election')
          .send({ ...b, people });
      const phishing = await post({
        ...b.people,
        SCHOOL_SPEAKER: { ...b.people.SCHOOL_SPEAKER, firstName: 'Bitte klicke www.example.de' },
      });
      expect(phishing.body).toMatchObject(
        validationError(
          'people.SCHOOL_SPEAKER.firstName',
          'Der Name darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.',
        ),
      );
      const digits = await t
        .client()
        .post('/api/tenant/public/election')
        .send({ ...b, leaderLastName: 'Agent 007' });
      expect(digits.body).toMatchObject(
        validationError('leaderLastName', 'Der Name darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.'),
      );
      expect(await t.dataSource.query(`SELECT 1 FROM election_registration WHERE school_tenant_id = $1`, [school._id])).toHaveLength(0);
    });
  });

  describe('bounded imports and lists (issue 10 §6)', () => {
    let mod: TestAgent;
    beforeAll(async () => {
      mod = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
    });
    const importInto = (domainId: string, csv: string | Buffer) =>
      mod
        .post('/api/tenant/admin/tenant/import')
        .field('domainId', domainId)
        .field('type', 'SV')
        .attach('file', Buffer.from(csv), 'schulen.csv');
    const count = async (domainId: string) =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM tenant WHERE domain_id = $1`, [domainId]))[0].n as number;

    it('imports at most 2000 rows per file, in batches, and refuses more or more than 1 MB in German', async () => {
      const domain = await t.domain();
      const rows = (n: number) => `name\n${Array.from({ length: n }, (_, i) => `Schule Nummer ${i + 1}`).join('\n')}\n`;
      const tooMany = await importInto(domain._id, rows(2001));
      expect(tooMany.body).toMatchObject(
        validationError(
          'file',
          'Die Datei hat zu viele Zeilen: höchstens 2.000 Gruppen je Import. Bitte teile sie auf mehrere Dateien auf.',
        ),
      );
      expect(await count(domain._id)).toBe(0);
      const tooBig = await importInto(domain._id, Buffer.alloc(1024 * 1024 + 1, 'a'));
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toMatch(/zu groß/);
      expect(await count(domain._id)).toBe(0);

      const ok = await importInto(domain._id, rows(2000));
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ total: 2000, created: 2000, skipped: 0, errors: 0 });
      expect(new Set(ok.body.lines.map((l: { tenantId: string }) => l.tenantId)).size).toBe(2000);
      expect(await count(domain._id)).toBe(2000);
      const [probe] = await t.dataSource.query(`SELECT id FROM tenant WHERE domain_id = $1 AND name = 'Schule Nummer 1500'`, [domain._id]);
      expect(ok.body.lines.find((l: { name: string }) => l.name === 'Schule Nummer 1500').tenantId).toBe(probe.id);
    });

    it('pages and searches the public school list and sends only id and name of SV schools', async () => {
      const domain = await t.domain();
      for (const name of ['Anne-Frank-Schule', 'Brecht-Schule', 'Carl-Schurz-Schule', 'Droste-Gymnasium'])
        await t.tenant({ domainId: domain._id, name, isPublic: true });
      // Not public: never named to strangers (issue 24 §20).
      await t.tenant({ domainId: domain._id, name: 'Bernstein-Schule' });
      await t.tenant({ domainId: domain._id, name: 'Geheimes Netzwerk', type: TenantType.NETWORK });
      await t.tenant({ domainId: domain._id, name: 'Stadtschülerrat Schule', type: TenantType.SSR });
      const url = `/api/tenant/public/domain/${domain._id}/school`;

      const first = await t.client().get(url).query({ pageSize: 2 });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        items: [
          { _id: expect.any(String), name: 'Anne-Frank-Schule' },
          { _id: expect.any(String), name: 'Brecht-Schule' },
        ],
        total: 4,
        page: 1,
        pageSize: 2,
      });
      expect((await t.client().get(url).query({ pageSize: 2, page: 2 })).body.items.map((s: { name: string }) => s.name)).toEqual([
        'Carl-Schurz-Schule',
        'Droste-Gymnasium',
      ]);
      const search = await t.client().get(url).query({ text: 'schul' });
      expect(search.body.items.map((s: { name: string }) => s.name)).toEqual(['Anne-Frank-Schule', 'Brecht-Schule', 'Carl-Schurz-Schule']);
      expect((await t.client().get(url).query({ text: '%' })).body.items).toEqual([]);
      expect((await t.client().get(url).query({ pageSize: 1000 })).status).toBe(400);
      for (const item of (await t.client().get(url)).body.items) expect(Object.keys(item).sort()).toEqual(['_id', 'name']);
    });
  });
});

describe('security: crash-safe election invitations (issue 9 §2)', () => {
  // No workers: the API commits the validation and nobody sends anything, as if the workers had crashed.
  const t = useTestApp({ workers: false });
  let workers: Awaited<ReturnType<typeof createWorkers>> | undefined;
  afterAll(async () => {
    await workers?.close();
  });

  it('leaves nothing half done when the API dies between the validation and the invitations', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id });
    await t.tenant({ domainId: domain._id, type: TenantType.SSR });
    const admin = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, admin._id);
    const client = await t.login(admin);
    const body = electionBody(domain._id, school._id);
    const id = (await t.client().post('/api/tenant/public/election').send(body)).body._id as string;

    // The third invitation dies as a crashed process would (no answer, nothing after it runs).
    const repo = t.app.get(InvitationRepository, { strict: false });
    const original = repo.upsertPending.bind(repo);
    let calls = 0;
    const spy = jest.spyOn(repo, 'upsertPending').mockImplementation((...args: Parameters<typeof original>) => {
      calls += 1;
      if (calls === 3) return Promise.reject(new Error('simulated crash'));
      return original(...args);
    });
    const crashed = await client.post(`/api/tenant/admin/domain/${domain._id}/election/${id}`);
    spy.mockRestore();
    expect(crashed.status).toBe(500);
    const invitedMails = () => t.dataSource.query(`SELECT mail FROM invitation WHERE mail = ANY($1::text[])`, [allMails(body)]);
    // Nothing of the validation survived, so it can simply be repeated.
    expect((await t.dataSource.query(`SELECT state FROM election_registration WHERE id = $1`, [id]))[0].state).toBe('PENDING');
    expect(await invitedMails()).toHaveLength(0);
    const retried = await client.post(`/api/tenant/admin/domain/${domain._id}/election/${id}`);
    expect(retried.status).toBe(200);
    expect(await invitedMails()).toHaveLength(8);
  });

  it('records every invitation with its mail event in the validation and mails each person exactly once later', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id, name: `Schule ${randomUUID().slice(0, 6)}` });
    const ssr = await t.tenant({ domainId: domain._id, type: TenantType.SSR });
    const admin = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, admin._id);
    const client = await t.login(admin);
    const body = electionBody(domain._id, school._id);
    const res = await t.client().post('/api/tenant/public/election').send(body);
    const id = res.body._id as string;

    const validated = await client.post(`/api/tenant/admin/domain/${domain._id}/election/${id}`);
    expect(validated.status).toBe(200);
    const mails = allMails(body);
    const invitations: { id: string; mail: string; tenant_id: string }[] = await t.dataSource.query(
      `SELECT id, mail, tenant_id FROM invitation WHERE tenant_id = ANY($1::uuid[]) AND state = 'PENDING'`,
      [[school._id, ssr._id]],
    );
    // Eight people: three speakers and a teacher in the school, four delegates in the SSR.
    expect(invitations).toHaveLength(8);
    expect(new Set(invitations.map((i) => i.mail))).toEqual(new Set(mails));
    const events: { id: string; payload: { invitationId: string }; published_at: Date | null }[] = await t.dataSource.query(
      `SELECT id, payload, published_at FROM outbox WHERE type = 'tenant.invitation-created' AND payload->>'invitationId' = ANY($1::text[])`,
      [invitations.map((i) => i.id)],
    );
    expect(events).toHaveLength(8);
    expect(events.every((e) => e.published_at === null)).toBe(true);

    // The workers come back: every invitation is mailed once.
    workers = await createWorkers();
    const running = { dataSource: t.dataSource, workers } as TestApp;
    await drainQueues(running);
    for (const mail of mails) await waitForMails(mail, { subject: /Einladung/ });

    // The same jobs again (a redelivery after a crash) send nothing more.
    const queue = workers.get<Queue>(getQueueToken(QueueName.MAIL), { strict: false });
    const again = await Promise.all(
      events.map((e) => queue.add('tenant.invitation-created', { ...e.payload, eventId: e.id }, { jobId: `again-${e.id}` })),
    );
    await eventually(
      async () => Promise.all(again.map((j) => j.getState())),
      (s) => s.every((x) => x === 'completed' || x === 'failed'),
      20000,
    );
    for (const mail of mails) expect((await mailsTo(mail)).filter((m) => /Einladung/.test(m.subject))).toHaveLength(1);
  });
});
