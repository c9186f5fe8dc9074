// Issue 28 §1, browser: Mia, a member, takes part from inside the app. On a survey's page she reads the
// question kinds in plain words, 'Teilnehmen' answers a PERSONAL survey as her account (no name or mail
// field, no mailed link) and an ANONYMOUS one; a repeat says she has answered; a TAN survey links to its
// public page. On an event's page 'Anmelden' asks only the event's own field and then says 'Du bist
// angemeldet.', also after a reload, with no second 'Anmelden'. In the group chat (§8) 'Neue Nachrichten'
// marks where unread messages begin, and a chosen file says it goes up when the message is sent.
import type { Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { expectAccessible, pageErrors, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

describe('web app: members take part from inside the app (issue 28 §1)', () => {
  const { server } = browserSuite({ freshCookies: true });

  async function group(place: string) {
    const domain = await server.domain(`Stadtschülerrat ${place}`);
    const tenant = await server.tenant({ domainId: domain._id, name: `SV ${place}` });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Uwe', lastName: 'Vorstand' });
    const mia = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Mia', lastName: 'Mitglied' });
    return { tenant, mia, client: await server.login(board) };
  }

  async function openAs(user: { mail: string }, path: string): Promise<Page> {
    const page = await server.signIn(user);
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}${path}`);
    return page;
  }

  it('answers PERSONAL and ANONYMOUS surveys in the app, names the kinds plainly and links a TAN survey', async () => {
    const { tenant, mia, client } = await group('Umfragestadt');
    const url = `/api/survey/tenant/${tenant._id}/survey`;
    const survey = async (title: string, mode: string) => {
      const created = await client.post(url).send({ title, mode });
      expect(created.status).toBe(201);
      const id: string = created.body._id;
      const questions = [
        { kind: 'LIKERT', title: 'Ich fühle mich wohl.', required: true, scaleTemplate: 'AGREE5' },
        { kind: 'WORDCLOUD', title: 'Drei Wörter zur Schule' },
      ];
      for (const q of questions) expect((await client.post(`${url}/${id}/component`).send(q)).status).toBe(201);
      expect((await client.put(`${url}/${id}`).send({ state: 'ACTIVE' })).status).toBe(200);
      return id;
    };
    const personal = await survey('Schulklima persönlich', 'PERSONAL');
    const anonymous = await survey('Schulklima anonym', 'ANONYMOUS');
    const tan = await survey('Schulklima mit Code', 'TAN');

    // 1. The questions in plain words; 'Teilnehmen' shows the form without a name or mail field.
    const page = await openAs(mia, `/sv/surveys/${personal}`);
    await page.getByRole('heading', { name: 'Schulklima persönlich', level: 1 }).waitFor();
    const list = page.getByTestId('question-list');
    await list.getByText('Zustimmung (Skala)').waitFor();
    await list.getByText('Stichworte').waitFor();
    expect(await list.getByText(/Likert|Wortwolke|Nominal/).count()).toBe(0);
    await page.getByRole('button', { name: 'Teilnehmen' }).click();
    const form = page.getByTestId('survey-participate');
    await form.getByTestId('survey-account').getByText('Mia Mitglied').waitFor();
    expect(await form.getByLabel(/E-Mail/).count()).toBe(0);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Antworten absenden' }).click();
    await form.getByText('Bitte beantworte diese Frage.').first().waitFor();
    await form.getByRole('radio', { name: 'Stimme eher zu' }).check();
    await form.getByLabel('Drei Wörter zur Schule').fill('bunt laut');
    await form.getByRole('button', { name: 'Antworten absenden' }).click();
    await form.getByTestId('survey-thanks').waitFor();
    expect(await form.getByRole('button', { name: 'Noch eine Antwort geben' }).count()).toBe(0);
    const rows = await server.dataSource.query(`SELECT mail, name FROM survey_result WHERE survey_id = $1`, [personal]);
    expect(rows).toEqual([{ mail: mia.mail, name: 'Mia Mitglied' }]);
    expect(await server.dataSource.query(`SELECT 1 FROM survey_confirmation WHERE survey_id = $1`, [personal])).toEqual([]);

    // 2. Back on the page later: 'Teilnehmen' says she has answered.
    await page.reload();
    await page.getByRole('button', { name: 'Zurück zur Umfrage' }).waitFor();
    await page.getByText('Du hast die Umfrage bereits ausgefüllt.').waitFor();

    // 3. ANONYMOUS on a phone: answered once in the app.
    await setWidth(page, 360);
    await page.goto(`${server.baseUrl}/sv/surveys/${anonymous}`);
    await page.getByRole('button', { name: 'Teilnehmen' }).click();
    const anon = page.getByTestId('survey-participate');
    await anon.getByRole('radio', { name: 'Stimme voll zu' }).check();
    await anon.getByRole('button', { name: 'Antworten absenden' }).click();
    await anon.getByTestId('survey-thanks').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const anonRows = await server.dataSource.query(`SELECT mail, participant_hash FROM survey_result WHERE survey_id = $1`, [anonymous]);
    expect(anonRows).toEqual([{ mail: null, participant_hash: expect.any(String) }]);

    // 4. TAN: 'Teilnehmen' leads to the public page, which asks for the code.
    await page.goto(`${server.baseUrl}/sv/surveys/${tan}`);
    const toCode = page.getByRole('link', { name: 'Teilnehmen' });
    expect(await toCode.getAttribute('href')).toBe(`/survey-transaction/${tan}`);
    await toCode.click();
    await page.getByLabel('Umfrage-Code').waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it("registers for an event with the account's name and mail and then says 'Du bist angemeldet.'", async () => {
    const { tenant, mia, client } = await group('Eventstadt');
    const created = await client.post(`/api/event/tenant/${tenant._id}/event`).send({
      title: 'Sommerfest',
      startDate: '2026-12-04T16:00:00+01:00',
      endDate: '2026-12-04T20:00:00+01:00',
      location: 'Schulhof',
      switches: { program: false, registration: true, checkin: false },
      customFields: [{ name: 'Klasse', type: 'single', options: ['5a', '5b'], required: true }],
    });
    expect(created.status).toBe(201);
    const eventId: string = created.body._id;

    const page = await openAs(mia, `/sv/events/${eventId}`);
    await page.getByRole('heading', { name: 'Sommerfest', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Für das Event anmelden' });
    await dialog.getByText(`Du wirst als Mia Mitglied (${mia.mail}) angemeldet.`, { exact: false }).waitFor();
    expect(await dialog.getByLabel(/Vorname|Nachname|E-Mail/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await dialog.getByText('Dieses Feld ist erforderlich.').waitFor();
    await dialog.getByRole('radio', { name: '5b' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByTestId('own-registered').getByText('Du bist angemeldet.').waitFor();
    const rows = await server.dataSource.query(`SELECT first_name, last_name, mail FROM event_registration WHERE event_id = $1`, [eventId]);
    expect(rows).toEqual([{ first_name: 'Mia', last_name: 'Mitglied', mail: mia.mail }]);

    // After a reload it still says so, and offers no second registration.
    await page.reload();
    await page.getByTestId('own-registered').waitFor();
    expect(await page.getByRole('button', { name: 'Anmelden' }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it("draws 'Neue Nachrichten' above the first unread message and says attachments go up when sent (issue 28 §8)", async () => {
    const { tenant, mia, client } = await group('Chatstadt');
    const url = `/api/chat/private/p2g/${tenant._id}/general`;
    expect((await client.post(url).send({ content: 'Schon gelesen' })).status).toBe(201);
    const miaApi = await server.login(mia);
    expect((await miaApi.get(url)).status).toBe(200);
    for (const content of ['Erste neue', 'Zweite neue']) expect((await client.post(url).send({ content })).status).toBe(201);

    const page = await openAs(mia, '/sv/chat');
    const list = page.getByTestId('chat-messages');
    await list.getByText('Zweite neue').waitFor();
    const line = list.getByRole('separator', { name: 'Neue Nachrichten' });
    await line.waitFor();
    // The line sits right above the first unread message, below the one read before.
    const order = await list.evaluate((el) =>
      Array.from(el.querySelectorAll('[data-testid="chat-unread"], .plenum-chat-message')).map((n) =>
        n.getAttribute('data-testid') === 'chat-unread' ? 'LINE' : (n.textContent ?? ''),
      ),
    );
    const at = order.indexOf('LINE');
    expect(order[at - 1]).toContain('Schon gelesen');
    expect(order[at + 1]).toContain('Erste neue');

    await page.getByTestId('chat-file-input').setInputFiles({ name: 'Notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('Hallo') });
    await page.getByText('neu, wird beim Senden hochgeladen').waitFor();
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
