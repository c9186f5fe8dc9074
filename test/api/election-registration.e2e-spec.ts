// The public election registration: POST /tenant/public/election and GET /tenant/public/domain/{id}/school.
import { randomUUID } from 'node:crypto';
import { TenantType } from '#shared/levels';
import { allMails, electionBody } from '../helpers/election';
import { validationError } from '../helpers/expect';
import { waitForMail, waitForMails } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

describe('tenant: public election registration', () => {
  const t = useTestApp();

  const count = async (schoolId: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM election_registration WHERE school_tenant_id = $1`, [schoolId]))[0]
      .n as number;

  it('lists the public schools (SV groups) of a domain for the form, never a group that is not public', async () => {
    const domain = await t.domain();
    await t.tenant({ domainId: domain._id, name: 'Zeppelinschule' });
    await t.tenant({ domainId: domain._id, name: 'Albert-Schweitzer-Schule', isPublic: true });
    await t.tenant({ domainId: domain._id, name: 'Netzwerk', type: TenantType.NETWORK });
    const res = await t.client().get(`/api/tenant/public/domain/${domain._id}/school`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { name: string }) => s.name)).toEqual(['Albert-Schweitzer-Schule']);
    expect((await t.client().get(`/api/tenant/public/domain/${domain._id}/school?text=zeppelin`)).body.items).toEqual([]);
    expect((await t.client().get(`/api/tenant/public/domain/${randomUUID()}/school`)).status).toBe(404);
  });

  it('stores a registration as pending with one row per person and mails every address once', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id, name: 'Goetheschule' });
    const body = electionBody(domain._id, school._id, { unbekanntesFeld: 'egal' });
    (body.people.SCHOOL_SPEAKER as Record<string, unknown>).lieblingsfarbe = 'blau';
    const res = await t.client().post('/api/tenant/public/election').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      state: 'PENDING',
      schoolYear: '2026/27',
      replaced: false,
      message: expect.stringContaining('Vielen Dank'),
    });

    const people = await t.dataSource.query(
      `SELECT role, position, first_name, mail, class_name FROM election_person WHERE registration_id = $1 ORDER BY role`,
      [res.body._id],
    );
    expect(people).toHaveLength(8);
    expect(people).toEqual(
      expect.arrayContaining([
        { role: 'SCHOOL_SPEAKER', position: 1, first_name: 'Sören', mail: body.people.SCHOOL_SPEAKER.mail, class_name: '10b' },
        { role: 'LIAISON_TEACHER', position: 1, first_name: 'Lena', mail: body.people.LIAISON_TEACHER[0].mail, class_name: null },
      ]),
    );
    const [reg] = await t.dataSource.query(
      `SELECT state, year_start, election_type, election_date::text AS d FROM election_registration WHERE id = $1`,
      [res.body._id],
    );
    expect(reg).toEqual({ state: 'PENDING', year_start: 2026, election_type: 'FULL_ASSEMBLY', d: '2026-09-15' });

    for (const mail of allMails(body)) {
      const m = await waitForMail(mail, /Wahlmeldung/);
      expect(m.subject).toBe('Plenum: Wahlmeldung Goetheschule (2026/27) eingegangen');
    }
    const speakerMail = await waitForMail(body.people.SCHOOL_SPEAKER.mail);
    expect(speakerMail.text).toContain('Hallo Sören,');
    expect(speakerMail.text).toContain('Du wurdest darin genannt als: Schulsprecher*in.');
    expect(speakerMail.text).toContain('1. Delegierte*r zum Stadtschülerrat: Jürgen Größer');
  });

  it('keeps the older pending registration of the same school and school year (issue 10: they compete)', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id });
    const first = await t.client().post('/api/tenant/public/election').send(electionBody(domain._id, school._id));
    const corrected = electionBody(domain._id, school._id, { electionType: 'DELEGATES' });
    const second = await t.client().post('/api/tenant/public/election').send(corrected);
    expect(second.status).toBe(201);
    expect(second.body.replaced).toBe(false);
    expect(await count(school._id)).toBe(2);
    expect(await t.dataSource.query(`SELECT 1 FROM election_person WHERE registration_id = $1`, [first.body._id])).toHaveLength(8);
    // Another school year is a registration of its own.
    await t
      .client()
      .post('/api/tenant/public/election')
      .send(electionBody(domain._id, school._id, { schoolYear: '2027/28' }));
    expect(await count(school._id)).toBe(3);
    await waitForMails(corrected.people.DELEGATE_1.mail, { subject: /Wahlmeldung/ });
  });

  it('refuses incomplete or wrong registrations with German messages and stores nothing', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id });
    const otherDomain = await t.domain();
    const foreignSchool = await t.tenant({ domainId: otherDomain._id });
    const network = await t.tenant({ domainId: domain._id, type: TenantType.NETWORK });
    const post = (overrides: Record<string, unknown>) =>
      t
        .client()
        .post('/api/tenant/public/election')
        .send(electionBody(domain._id, school._id, overrides));
    const b = electionBody(domain._id, school._id);

    expect((await post({ truthConfirmed: false })).body).toMatchObject(
      validationError('truthConfirmed', 'Bitte bestätige, dass alle Angaben der Wahrheit entsprechen.'),
    );
    expect((await post({ electionType: undefined })).body).toMatchObject(validationError('electionType', 'Bitte wähle eine Wahlart aus.'));
    expect((await post({ electionDate: '' })).body).toMatchObject(validationError('electionDate', 'Bitte wähle ein Wahldatum aus.'));
    expect((await post({ electionDate: '2026-02-30' })).body).toMatchObject(
      validationError('electionDate', 'Bitte wähle ein Wahldatum aus.'),
    );
    expect((await post({ schoolYear: '2026/28' })).body).toMatchObject(
      validationError('schoolYear', 'Bitte gib das Schuljahr im Format 2026/27 an.'),
    );
    expect((await post({ leaderLastName: '  ' })).body).toMatchObject(
      validationError('leaderLastName', 'Bitte gib den Nachnamen der Wahlleitung ein.'),
    );
    expect((await post({ minutesToPrincipal: 'ja' })).body).toMatchObject(
      validationError('minutesToPrincipal', 'Bitte beantworte diese Frage mit Ja oder Nein.'),
    );
    expect((await post({ people: { ...b.people, DELEGATE_2: undefined } })).body).toMatchObject(
      validationError('people.DELEGATE_2', 'Bitte fülle die Angaben zu dieser Person aus.'),
    );
    expect((await post({ people: { ...b.people, DEPUTY_SPEAKER_1: { ...b.people.DEPUTY_SPEAKER_1, mail: 'a@b' } } })).body).toMatchObject(
      validationError('people.DEPUTY_SPEAKER_1.mail', 'Die E-Mail-Adresse ist nicht gültig.'),
    );
    expect((await post({ people: { ...b.people, DELEGATE_1: { ...b.people.DELEGATE_1, className: '' } } })).body).toMatchObject(
      validationError('people.DELEGATE_1.className', 'Bitte gib die Klasse ein.'),
    );
    expect((await post({ people: { ...b.people, LIAISON_TEACHER: [] } })).body).toMatchObject(
      validationError('people.LIAISON_TEACHER', 'Bitte gib eine oder zwei Verbindungslehrer*innen an.'),
    );
    const three = [b.people.LIAISON_TEACHER[0], b.people.LIAISON_TEACHER[0], b.people.LIAISON_TEACHER[0]];
    expect((await post({ people: { ...b.people, LIAISON_TEACHER: three } })).body).toMatchObject(
      validationError('people.LIAISON_TEACHER', 'Bitte gib eine oder zwei Verbindungslehrer*innen an.'),
    );
    expect((await post({ schoolTenantId: foreignSchool._id })).body).toMatchObject(
      validationError('schoolTenantId', 'Bitte wähle deine Schule aus.'),
    );
    expect((await post({ schoolTenantId: network._id })).body).toMatchObject(
      validationError('schoolTenantId', 'Bitte wähle deine Schule aus.'),
    );
    expect((await post({ domainId: 'x' })).body).toMatchObject(
      validationError('domainId', 'Bitte wähle den Verband deiner Stadt oder deines Kreises aus.'),
    );
    expect(await count(school._id)).toBe(0);
    expect(await count(foreignSchool._id)).toBe(0);
  });

  it('accepts two liaison teachers', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id });
    const b = electionBody(domain._id, school._id);
    b.people.LIAISON_TEACHER.push({ firstName: 'Tom', lastName: 'Zwei', mail: `tom.${randomUUID().slice(0, 6)}@plenum.test` });
    const res = await t.client().post('/api/tenant/public/election').send(b);
    expect(res.status).toBe(201);
    const teachers = await t.dataSource.query(
      `SELECT position FROM election_person WHERE registration_id = $1 AND role = 'LIAISON_TEACHER' ORDER BY position`,
      [res.body._id],
    );
    expect(teachers).toEqual([{ position: 1 }, { position: 2 }]);
  });
});
