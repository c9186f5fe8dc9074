// Issue 15, browser: an editor builds a survey with one question of each kind (SPEC 5's messages inline),
// moves a question by keyboard, generates codes for two classes and activates it (the questions lock); pupils
// answer twice on the public page at 360 px with their codes, a spent code is refused; the editor sees the
// charts, the word cloud, the open answers and the turnout per class, downloads the CSV and deletes the
// results after a confirmation. Both themes. A second journey edits a question at 360 px and runs a PERSONAL
// survey (its answer counts once the mailed link is opened; a repeat gets the same answer and no second mail)
// and an ANONYMOUS survey, whose repeat is refused.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { animationsSettled, applyTheme, expectAccessible, pageErrors, screenshot, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { linkIn, mailsTo, waitForMail } from '../helpers/mail';

const run = promisify(execFile);

async function chooseIn(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
  await animationsSettled(page);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

interface QuestionSpec {
  kind: string;
  title: string;
  text?: string;
  options?: string;
  multiple?: boolean;
  scale?: string;
  preset?: string;
  required?: boolean;
}

async function addQuestion(page: Page, spec: QuestionSpec) {
  await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Frage' });
  await chooseIn(page, dialog, 'Fragetyp', spec.kind);
  await dialog.getByLabel('Titel').fill(spec.title);
  if (spec.text) await dialog.getByLabel(spec.kind === 'Textblock' ? 'Text' : 'Hinweis (optional)').fill(spec.text);
  if (spec.options) await dialog.getByLabel('Antwortmöglichkeiten').fill(spec.options);
  if (spec.multiple) await dialog.getByRole('switch', { name: 'Mehrfachauswahl' }).click();
  if (spec.scale) await chooseIn(page, dialog, 'Skala', spec.scale);
  if (spec.preset) await chooseIn(page, dialog, 'Vorlage', spec.preset);
  if (spec.required) await dialog.getByRole('switch', { name: 'Pflichtfrage' }).click();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('question-list').getByText(spec.title).waitFor();
}

describe('web app: surveys (issue 15)', () => {
  const {
    server,
    browsers: { editor: editorBrowser, pupil: pupilBrowser },
  } = browserSuite({ browsers: ['editor', 'pupil'], freshCookies: true });

  it('builds a TAN survey, takes two answers at 360 px with codes, refuses a spent code and shows the results', async () => {
    const domain = await server.domain('Stadtschülerrat Umfragen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Umfrage-Schule' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Uwe', lastName: 'Umfrage' });
    const title = 'Wie gefällt dir die Schule?';

    // 1. The empty list leads to the first survey; the title is required (SPEC 5).
    const page = await server.signIn(board, { browser: editorBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/surveys`);
    await page.getByRole('heading', { name: 'Umfragen', level: 1 }).waitFor();
    await page.getByText('Noch keine Umfragen.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Neue Umfrage' }).click();
    const create = page.getByRole('dialog', { name: 'Neue Umfrage' });
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte gebe einen Titel ein.').waitFor();
    await create.getByLabel('Titel').fill(title);
    await create.getByRole('radio', { name: 'Mit Umfrage-Codes (TAN)' }).check();
    await create.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Umfrage wurde angelegt.').waitFor();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const surveyId = page.url().split('/').pop()?.split('?')[0] ?? '';
    expect(surveyId).toMatch(/^[0-9a-f-]{36}$/);

    // 2. One question of each kind; the dialog's messages come first.
    await page.getByText('Noch keine Fragen.').waitFor();
    await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Frage' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte wähle einen Fragetyp aus.').waitFor();
    await dialog.getByText('Bitte gebe einen Titel ein.').waitFor();
    await chooseIn(page, dialog, 'Fragetyp', 'Auswahl');
    await dialog.getByLabel('Titel').fill('Lieblingsfächer');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte gib mindestens eine Option an.').waitFor();
    await chooseIn(page, dialog, 'Fragetyp', 'Likert-Skala');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte wähle eine Skala aus.').waitFor();
    await expectAccessible(page);
    // Issue 28 §4: the half-filled question is thrown away only after asking.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('dialog', { name: 'Änderungen verwerfen?' }).getByRole('button', { name: 'Verwerfen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await addQuestion(page, { kind: 'Textblock', title: 'Willkommen', text: 'Die Umfrage dauert fünf Minuten.' });
    await addQuestion(page, { kind: 'Auswahl', title: 'Lieblingsfächer', options: 'Mathe\nKunst\nSport', multiple: true, required: true });
    await addQuestion(page, { kind: 'Likert-Skala', title: 'Ich gehe gern zur Schule.', scale: 'Zustimmung (5 Stufen)', required: true });
    await addQuestion(page, { kind: 'Nominal', title: 'Warst du beim Schulfest?', preset: 'Ja/Nein' });
    await addQuestion(page, { kind: 'Wortwolke', title: 'Die Mensa in drei Wörtern', required: true });
    await addQuestion(page, { kind: 'Freitext', title: 'Was wünschst du dir?' });
    const items = page.getByTestId('question-item');
    expect(await items.count()).toBe(6);
    // The open question moves up one place by keyboard: Space picks it up, the arrow moves it, Space drops it.
    await page.getByRole('button', { name: 'Was wünschst du dir? verschieben' }).focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"]').waitFor();
    await animationsSettled(page);
    await page.keyboard.press('ArrowUp');
    await animationsSettled(page);
    await page.keyboard.press('Space');
    await page.getByText('Die Reihenfolge wurde gespeichert.').waitFor();
    await items.nth(4).getByText('Was wünschst du dir?').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'survey-questions-1280');

    // 3. Codes for two classes, then the survey goes live and its questions lock.
    await page.getByRole('tab', { name: 'Durchführung' }).click();
    const codes = page.getByTestId('codes-panel');
    await codes.getByText('Noch keine Codes.').waitFor();
    await codes.getByLabel('Anzahl').fill('0');
    await codes.getByRole('button', { name: 'Codes erzeugen' }).click();
    await codes.getByText('Bitte erzeuge mindestens einen Code.').waitFor();
    await codes.getByLabel('Anzahl').fill('3');
    // The message goes first (the button would move under the click otherwise).
    await codes.getByText('Bitte erzeuge mindestens einen Code.').waitFor({ state: 'hidden' });
    await animationsSettled(page);
    await codes.getByLabel('Klasse oder Gruppe').fill('7a');
    await codes.getByRole('button', { name: 'Codes erzeugen' }).click();
    await page.getByText('3 Codes wurden erzeugt.').waitFor();
    await codes.getByLabel('Anzahl').fill('2');
    await codes.getByLabel('Klasse oder Gruppe').fill('7b');
    await codes.getByRole('button', { name: 'Codes erzeugen' }).click();
    await page.getByText('2 Codes wurden erzeugt.').waitFor();
    await codes.getByTestId('code-batch').filter({ hasText: '7a: 0 von 3 benutzt' }).waitFor();
    await codes.getByTestId('code-batch').filter({ hasText: '7b: 0 von 2 benutzt' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="code-table"] tbody tr.ant-table-row').length === 5);
    const rows = await codes
      .getByTestId('code-table')
      .locator('tbody tr.ant-table-row')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
    const codeOf = (batch: string) => rows.filter((cells) => cells[1] === batch).map((cells) => cells[0]);
    const [code7a] = codeOf('7a');
    const [code7b] = codeOf('7b');
    expect(code7a).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code7b).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The slips come from the pdf worker with progress shown: every code under its class.
    const [sheet] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      codes.getByRole('button', { name: 'Codes als PDF' }).click(),
    ]);
    const { stdout: slips } = await run('pdftotext', [await sheet.path(), '-']);
    for (const [code] of rows) expect(slips).toContain(code);
    expect(slips).toContain('7b');
    await page.getByTestId('survey-qr').waitFor();
    await page.getByRole('button', { name: 'Umfrage aktivieren' }).click();
    await page.getByText('Die Umfrage ist aktiv.').first().waitFor();
    await page.getByTestId('settings-locked').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'survey-execution-1280');
    await page.getByRole('tab', { name: 'Fragen' }).click();
    await page.getByTestId('questions-locked').waitFor();
    expect(await page.getByRole('button', { name: 'Was wünschst du dir? bearbeiten' }).count()).toBe(0);

    // 4. A pupil on a phone opens the slip's link: the code is filled in; required questions say so first.
    const phone = await server.open(`/survey-transaction/${surveyId}?code=${code7a}`, pupilBrowser);
    await setWidth(phone, 360);
    await phone.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await phone.getByLabel('Umfrage-Code').inputValue()).toBe(code7a);
    // No device identifier is kept; the form says what TAN mode promises.
    expect(await phone.evaluate(() => localStorage.getItem('plenum.surveyIdentifier'))).toBeNull();
    await phone.getByTestId('survey-mode-promise').getByText('Antworten sind nicht mit Codes verknüpfbar.').waitFor();
    await phone.getByRole('button', { name: 'Antworten absenden' }).click();
    expect(await phone.getByText('Bitte beantworte diese Frage.').count()).toBe(3);
    await noSidewaysScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'survey-answer-360-errors');
    const answer = async (fach: string, step: string, words: string, wish: string) => {
      await phone.getByRole('checkbox', { name: fach }).check();
      await phone.getByRole('radio', { name: step, exact: true }).check();
      await phone.getByRole('radio', { name: 'Ja', exact: true }).check();
      await phone.getByLabel('Die Mensa in drei Wörtern').fill(words);
      await phone.getByLabel('Was wünschst du dir?').fill(wish);
      await phone.getByRole('button', { name: 'Antworten absenden' }).click();
    };
    await answer('Mathe', 'Stimme voll zu', 'lecker Pause', 'Mehr Ausflüge');
    await phone.getByTestId('survey-thanks').getByText('Vielen Dank für deine Teilnahme!').waitFor();
    await noSidewaysScroll(phone);
    await screenshot(phone, 'survey-answer-360-thanks');

    // 5. The next pupil on the same phone types the 7b code (dark theme); then the spent 7a code is refused.
    await phone.getByRole('button', { name: 'Noch eine Antwort geben' }).click();
    await applyTheme(phone, 'dark');
    expect(await phone.getByLabel('Umfrage-Code').inputValue()).toBe('');
    await phone.getByLabel('Umfrage-Code').fill(code7b.toLowerCase());
    await answer('Sport', 'Stimme eher zu', 'Pause', 'Längere Pausen');
    await phone.getByTestId('survey-thanks').waitFor();
    await phone.getByRole('button', { name: 'Noch eine Antwort geben' }).click();
    await phone.getByLabel('Umfrage-Code').fill(code7a);
    await answer('Kunst', 'Teils, teils', 'laut', 'Nichts');
    await phone.getByText('Dieser Code ist ungültig oder wurde bereits verwendet.').waitFor();
    await noSidewaysScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'survey-answer-360-dark-spent');
    await applyTheme(phone, 'light');
    // Issue 28 §16: the code field comes first, and the slip's spent link says so at once.
    // Issue 28 §12: a public page asks nothing about a session, so no 401 is logged in the console.
    const sessionChecks: string[] = [];
    const consoleErrors: string[] = [];
    phone.on('request', (request) => {
      if (request.url().includes('/api/auth/public/check')) sessionChecks.push(request.url());
    });
    phone.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await phone.goto(`${server.baseUrl}/survey-transaction/${surveyId}?code=${code7a}`);
    await phone.getByText('Dieser Code wurde bereits verwendet.').waitFor();
    const codeBox = await phone.getByLabel('Umfrage-Code').boundingBox();
    const firstQuestion = await phone.getByTestId('survey-question').first().boundingBox();
    expect(codeBox!.y).toBeLessThan(firstQuestion!.y);
    await expectAccessible(phone);
    expect(sessionChecks).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // 6. The editor sees two participants, a chart per choice question, the words, the open answers and the turnout.
    await page.getByRole('tab', { name: 'Ergebnisse' }).click();
    const results = page.getByTestId('survey-results');
    await results.getByTestId('participants').getByText('2').waitFor();
    expect(await results.getByTestId('question-chart').count()).toBe(3);
    await results.locator('.recharts-wrapper').first().waitFor();
    const cloud = results.getByTestId('word-cloud');
    await cloud.getByText('pause', { exact: false }).first().waitFor();
    await results.getByTestId('open-answers').getByText('Längere Pausen').waitFor();
    await results.getByTestId('open-answers').getByText('Mehr Ausflüge').waitFor();
    const turnout = results.getByTestId('turnout-batch');
    await turnout.filter({ hasText: '7a' }).getByText('1 von 3').waitFor();
    await turnout.filter({ hasText: '7b' }).getByText('1 von 2').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'survey-results-1280');
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      results.getByRole('button', { name: 'Ergebnisse als CSV' }).click(),
    ]);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('Lieblingsfächer');
    expect(text).toContain('Mehr Ausflüge');

    // 7. The results at 360 px in the dark theme; the list shows the survey as active with its answers.
    await setWidth(page, 360);
    await applyTheme(page, 'dark');
    await results.getByTestId('turnout').waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'survey-results-360-dark');
    await page.goto(`${server.baseUrl}/sv/surveys`);
    const list = page.getByTestId('survey-list');
    await list.getByRole('link', { name: title }).waitFor();
    await list.getByTestId('survey-state').getByText('Aktiv').waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await applyTheme(page, 'light');

    // 8. Deleting the results asks first; 'Abbrechen' keeps them, 'Löschen' empties the tab.
    await page.goto(`${server.baseUrl}/sv/surveys/${surveyId}?tab=results`);
    await results.getByTestId('participants').getByText('2').waitFor();
    await results.getByRole('button', { name: 'Ergebnisse löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alle Ergebnisse löschen?' });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await results.getByTestId('participants').getByText('2').waitFor();
    await results.getByRole('button', { name: 'Ergebnisse löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Die Ergebnisse wurden gelöscht.').waitFor();
    await results.getByText('Noch keine Antworten.').waitFor();
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  }, 300_000);

  it('edits a question at 360 px, runs a PERSONAL and an ANONYMOUS survey and refuses their repeats', async () => {
    const domain = await server.domain('Stadtschülerrat Teilnahme');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Teilnahme-Schule' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Tina', lastName: 'Teilnahme' });
    const client = await server.login(board);
    const url = `/api/survey/tenant/${tenant._id}/survey`;
    const newSurvey = async (title: string, mode: string) => {
      const created = await client.post(url).send({ title, mode });
      expect(created.status).toBe(201);
      const question = { kind: 'OPEN', title: 'Was fehlt auf dem Hof?', required: true };
      expect((await client.post(`${url}/${created.body._id}/component`).send(question)).status).toBe(201);
      return created.body._id as string;
    };
    const personal = await newSurvey('Schulhof', 'DEFAULT');
    const wish = 'Was wünschst du dir für den Schulhof?';

    // 1. The questions tab at 360 px: the title is edited in its dialog, SPEC 5's message first.
    const page = await server.signIn(board, { browser: editorBrowser });
    await page.getByTestId('notifications').waitFor();
    await setWidth(page, 360);
    await page.goto(`${server.baseUrl}/sv/surveys/${personal}`);
    await page.getByRole('heading', { name: 'Schulhof', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Was fehlt auf dem Hof? bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Frage bearbeiten' });
    await edit.getByLabel('Titel').fill('');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.getByText('Bitte gebe einen Titel ein.').waitFor();
    await edit.getByLabel('Titel').fill(wish);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Frage wurde gespeichert.').waitFor();
    await page.getByTestId('question-list').getByText(wish).waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'survey-questions-360');

    // 2. The execution tab switches the survey to PERSONAL and activates it.
    await page.getByRole('tab', { name: 'Durchführung' }).click();
    const execution = page.getByRole('tabpanel');
    await execution.getByRole('radio', { name: 'Persönlich (mit E-Mail-Adresse)' }).check();
    await execution.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Einstellungen wurden gespeichert.').waitFor();
    await page.getByRole('button', { name: 'Umfrage aktivieren' }).click();
    await page.getByText('Die Umfrage ist aktiv.').first().waitFor();
    await noSidewaysScroll(page);

    // 3. A pupil answers with an address (checked first); it counts once the mailed link is opened. The same
    //    address again gets the same answer and no second mail.
    const phone = await server.open(`/survey-transaction/${personal}`, pupilBrowser);
    await setWidth(phone, 360);
    await phone.getByRole('heading', { name: 'Schulhof', level: 1 }).waitFor();
    await phone.getByLabel('E-Mail-Adresse').fill('keine-adresse');
    await phone.getByLabel(wish).fill('Bänke');
    await phone.getByRole('button', { name: 'Antworten absenden' }).click();
    await phone.getByText('Die E-Mail-Adresse ist nicht gültig.').waitFor();
    await phone.getByLabel('E-Mail-Adresse').fill('lina@schule.de');
    await phone.getByRole('button', { name: 'Antworten absenden' }).click();
    await phone.getByTestId('survey-confirm-mail').getByText('Bitte bestätige deine Antwort über den Link in der E-Mail.').waitFor();
    const link = linkIn(await waitForMail('lina@schule.de', /Bitte bestätige deine Antwort/, 60_000), '/survey-confirm');
    await phone.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    await phone.getByText('Deine Antwort ist bestätigt. Vielen Dank für deine Teilnahme!').waitFor();
    await noSidewaysScroll(phone);
    await expectAccessible(phone);
    await phone.goto(`${server.baseUrl}/survey-transaction/${personal}`);
    await phone.getByLabel('E-Mail-Adresse').fill('Lina@Schule.DE');
    await phone.getByLabel(wish).fill('Noch mehr Bänke');
    await phone.getByRole('button', { name: 'Antworten absenden' }).click();
    await phone.getByTestId('survey-confirm-mail').waitFor();
    expect(await mailsTo('lina@schule.de')).toHaveLength(1);
    await noSidewaysScroll(phone);
    await expectAccessible(phone);

    // 4. The editor sees who answered: the address is in the results CSV.
    await page.getByRole('tab', { name: 'Ergebnisse' }).click();
    const results = page.getByTestId('survey-results');
    await results.getByTestId('participants').getByText('1').waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      results.getByRole('button', { name: 'Ergebnisse als CSV' }).click(),
    ]);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text).toContain('lina@schule.de');
    expect(text).toContain('Bänke');

    // 5. ANONYMOUS: one answer per browser (its participation cookie); the thank-you offers no second one and
    //    a reload says it was given.
    const anonymous = await newSurvey('Pausenhof anonym', 'ANONYMOUS');
    expect((await client.put(`${url}/${anonymous}`).send({ state: 'ACTIVE' })).status).toBe(200);
    await phone.goto(`${server.baseUrl}/survey-transaction/${anonymous}`);
    await phone.getByRole('heading', { name: 'Pausenhof anonym', level: 1 }).waitFor();
    expect(await phone.getByLabel('E-Mail-Adresse').count()).toBe(0);
    await phone.getByLabel('Was fehlt auf dem Hof?').fill('Ein Klettergerüst');
    await phone.getByRole('button', { name: 'Antworten absenden' }).click();
    await phone.getByTestId('survey-thanks').waitFor();
    expect(await phone.getByRole('button', { name: 'Noch eine Antwort geben' }).count()).toBe(0);
    await phone.reload();
    await phone.getByText('Du hast die Umfrage bereits ausgefüllt.').waitFor();
    await noSidewaysScroll(phone);
    await screenshot(phone, 'survey-answer-360-anonymous-repeat');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  }, 240_000);
});
