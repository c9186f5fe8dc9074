// Issue 24 §7 and §18: the public event routes as a stranger uses them. The registration form mails any
// address it is given, so each address gets at most EVENT_MAIL_PER_ADDRESS_PER_DAY (3) confirmations a day
// across all events, under a fixed subject, with the author's title as plain text that is never a link.
// A check-in from anywhere is closed by an optional door code; a repeat tells nobody whether an address is there.
import { EVENT_MESSAGES as EM } from '#shared/event';
import { SvLevel } from '#shared/levels';
import { createEvent, eventGroup, EventGroup, eventState, fieldIds, publicUrl } from '../fixtures/event';
import { pdfText } from '../helpers/downloads';
import { apiError, expectApiError, validationError } from '../helpers/expect';
import { downloadedExport } from '../helpers/exports';
import { mailsTo, waitForMail, waitForMails } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

describe('security: public event routes', () => {
  const t = useTestApp();
  let g: EventGroup;

  beforeAll(async () => {
    g = await eventGroup(t);
  });

  const anon = () => t.client();
  const register = async (event: Awaited<ReturnType<typeof createEvent>>, mail: string) =>
    anon()
      .post(`${publicUrl(event._id)}/registration`)
      .send({ firstName: 'Lea', lastName: 'Schmidt', mail, answers: { [fieldIds(event).Klasse]: '5a' } });

  it('mails one address at most three confirmations a day, across all events', async () => {
    const events = [await createEvent(g), await createEvent(g), await createEvent(g, { title: 'Zweites Fest' })];
    const other = await eventGroup(t);
    events.push(await createEvent(other, { title: 'Fest einer anderen Schule' }));
    const victim = 'opfer@example.org';
    for (const [i, event] of events.entries()) {
      const res = await register(event, i % 2 ? victim.toUpperCase() : victim);
      // Every registration is stored and answered alike; only the mail is held back.
      expect(res.status).toBe(201);
    }
    await t.drain();
    await waitForMails(victim, { subject: /^Plenum: Deine Anmeldung$/, count: 3, timeoutMs: 60_000 });
    // The jobs are drained: a fourth mail would be in maildev by now.
    expect(await mailsTo(victim)).toHaveLength(3);
    const rows = await t.dataSource.query(`SELECT sent FROM mail_quota WHERE purpose = 'event' AND mail = $1`, [victim]);
    expect(rows).toEqual([{ sent: 3 }]);
    const stored = await t.dataSource.query(`SELECT count(*)::int AS n FROM event_registration WHERE lower(mail) = $1`, [victim]);
    expect(stored[0].n).toBe(4);
  });

  it('keeps the subject fixed and the title plain text, never a link', async () => {
    const title = '<a href="https://evil.example/login">Gewinn</a> www.evil.example https://evil.example/x';
    const event = await createEvent(g, { title });
    expect((await register(event, 'leser@example.org')).status).toBe(201);
    await t.drain();
    const mail = await waitForMail('leser@example.org', /Deine Anmeldung/, 60_000);
    expect(mail.subject).toBe('Plenum: Deine Anmeldung');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Gewinn');
      // No address of the title survives in a form a mail program turns into a link.
      expect(part).not.toMatch(/evil\.example/);
      expect(part).not.toMatch(/https?:\/\/evil/);
    }
    expect(mail.html).not.toContain('<a href="https://evil');
    expect(mail.html).toContain('&lt;a href=');
    // The only link is the programme page of Plenum itself.
    const hrefs = [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([expect.stringContaining(`/event-program/${event._id}`)]);
  });

  const DOOR_CODE = apiError(403, 'EVENT_DOOR_CODE', 'Bitte gib den Code vom Eingang ein.');

  it('asks a check-in for the door code once the organisers set one, and shows the code to them only', async () => {
    const event = await createEvent(g);
    const url = `${g.url}/${event._id}`;
    const board = g.as(SvLevel.SV_BOARD);
    const checkIn = (body: Record<string, unknown>) =>
      anon()
        .post(`${publicUrl(event._id)}/attendee`)
        .send({ firstName: 'Max', lastName: 'Muster', mail: 'max@example.org', answers: { [fieldIds(event).Klasse]: '5a' }, ...body });

    // Hostile codes are refused with the German message, and nothing changes.
    const before = await eventState(t, g.tenant._id);
    for (const doorCode of ['AULA 7', 'x'.repeat(21), '<b>', 7, null]) {
      expectApiError(await board.put(url).send({ doorCode }), validationError('doorCode', EM.doorCodeInvalid));
    }
    expect(await eventState(t, g.tenant._id)).toEqual(before);

    expect((await board.put(url).send({ doorCode: ' Aula7 ' })).body.doorCode).toBe('Aula7');
    // The organisers read it; a member without event:edit, and the public page, do not.
    expect((await board.get(url)).body.doorCode).toBe('Aula7');
    expect((await g.as(SvLevel.SV_MEMBER).get(url)).body.doorCode).toBeNull();
    const page = await anon().get(publicUrl(event._id));
    expect(page.body.doorCodeRequired).toBe(true);
    expect(JSON.stringify(page.body)).not.toContain('Aula7');

    // Without the code, or with a wrong one, nothing is stored.
    for (const body of [{}, { doorCode: '' }, { doorCode: 'Aula8' }]) expectApiError(await checkIn(body), DOOR_CODE);
    expect(await eventState(t, g.tenant._id)).toMatchObject({ attendees: [] });
    // Typed off the sign on a phone: case does not matter.
    expect(await checkIn({ doorCode: 'AULA7' })).toMatchObject({ status: 201, body: { message: EM.checkedIn } });
    // The registration knows no door code.
    expectApiError(
      await anon()
        .post(`${publicUrl(event._id)}/registration`)
        .send({ firstName: 'Max', lastName: 'Muster', mail: 'max@example.org', doorCode: 'Aula7' }),
      { statusCode: 400 },
    );

    // The QR sheet for the hall prints the code under the check-in code.
    const { file } = await downloadedExport(board, `${url}/export`, { kind: 'qrcodes' });
    expect(await pdfText(file.body as Buffer)).toContain('Code am Eingang: Aula7');

    // Cleared, the check-in needs none again.
    expect((await board.put(url).send({ doorCode: '' })).body.doorCode).toBeNull();
    expect((await anon().get(publicUrl(event._id))).body.doorCodeRequired).toBe(false);
    expect((await checkIn({ mail: 'lea@example.org' })).status).toBe(201);
  });

  it('answers a repeated registration or check-in exactly like a new one and sends nothing new', async () => {
    const event = await createEvent(g);
    const postAs = (route: string, mail: string) =>
      anon()
        .post(`${publicUrl(event._id)}/${route}`)
        .send({ firstName: 'Lea', lastName: 'Schmidt', mail, answers: { [fieldIds(event).Klasse]: '5a' } });
    for (const route of ['registration', 'attendee']) {
      const fresh = await postAs(route, 'neu@example.org');
      const known = await postAs(route, 'NEU@example.org');
      const other = await postAs(route, 'anders@example.org');
      expect({ status: known.status, body: known.body }).toEqual({ status: fresh.status, body: fresh.body });
      expect({ status: other.status, body: other.body }).toEqual({ status: 201, body: fresh.body });
      expect(Object.keys(fresh.body)).toEqual(['message']);
    }
    const outbox = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox o JOIN event_registration r ON r.id::text = o.payload->>'registrationId'
        WHERE o.type = 'event.registration-created' AND r.event_id = $1 AND lower(r.mail) = 'neu@example.org'`,
      [event._id],
    );
    expect(outbox[0].n).toBe(1);
    await t.drain();
    expect(await mailsTo('neu@example.org')).toHaveLength(1);
  });
});
