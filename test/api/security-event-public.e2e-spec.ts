// Issue 24 §7 and §18: the public event routes as a stranger uses them. The registration form mails any
// address it is given, so each address gets at most EVENT_MAIL_PER_ADDRESS_PER_DAY (3) confirmations a day
// across all events, under a fixed subject, with the author's title as plain text that is never a link.
import { createEvent, eventGroup, EventGroup, fieldIds, publicUrl } from '../fixtures/event';
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
});
