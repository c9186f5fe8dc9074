// Issue 16, browser: a board member creates the wiki 'SV-Handbuch', writes a chapter with a heading, a list,
// a table and an image (uploaded into the chapter's materials first), adds a second chapter with a link, finds the first
// by an inflected word (German stemming), moves the second to the top by keyboard and checks the screens at
// 360 px in the dark theme. A member without the edit right reads the same wiki without any editing tools.
import type { Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { png } from '../fixtures/files/sample-files';
import { animationsSettled, applyTheme, expectAccessible, pageErrors, screenshot, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Presses a toolbar button of the chapter editor by its German name. */
async function tool(page: Page, name: string) {
  await page.getByRole('toolbar', { name: 'Formatierung' }).getByRole('button', { name, exact: true }).click();
}

describe('web app: knowledge wikis (issue 16)', () => {
  const {
    server,
    browsers: { board: boardBrowser, reader: readerBrowser },
  } = browserSuite({ browsers: ['board', 'reader'], freshCookies: true });

  it('writes a chapter with heading, list, table and image, finds it by an inflected word and reorders the chapters', async () => {
    const domain = await server.domain('Stadtschülerrat Wissen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Wissens-Schule' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Wiki', lastName: 'Vorstand' });

    // 1. The knowledge page: tabs, an empty list that leads to the first wiki.
    const page = await server.signIn(board, { browser: boardBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/knowledge`);
    await page.getByRole('heading', { name: 'Wissen', level: 1 }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Wikis', 'Kontakte']);
    await page.getByText('Noch keine Wikis.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Neues Wiki' }).click();
    const create = page.getByRole('dialog', { name: 'Neues Wiki' });
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte gebe einen Titel ein.').waitFor();
    await create.getByLabel('Titel').fill('SV-Handbuch');
    await create.getByLabel('Beschreibung').fill('Wie die SV arbeitet.');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Wiki wurde angelegt.').waitFor();
    await page.getByRole('heading', { name: 'SV-Handbuch', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/sv\/knowledge\/wiki\/[0-9a-f-]{36}$/);

    // 2. The first chapter: a title first, then the editor opens.
    await page.getByText('Noch keine Kapitel.').waitFor();
    await page.getByRole('button', { name: 'Kapitel hinzufügen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Neues Kapitel' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte gebe einen Titel ein.').waitFor();
    await dialog.getByLabel('Titel').fill('Sitzungen');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: '„Sitzungen“ bearbeiten', level: 2 }).waitFor();

    // 3. A heading, a list, a table and an image, written with the toolbar.
    const content = page.getByRole('textbox', { name: 'Inhalt' });
    await content.click();
    await tool(page, 'Überschrift 2');
    await page.keyboard.type('Ablauf');
    await page.keyboard.press('Enter');
    await tool(page, 'Aufzählung');
    await page.keyboard.type('Einladungen eine Woche vorher verschicken');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Protokoll an alle Mitglieder');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tool(page, 'Tabelle einfügen');
    await page.keyboard.type('Amt');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Person');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Telefon');
    // The row and column tools appear while the cursor is in the table.
    await page.getByRole('button', { name: 'Zeile darunter einfügen' }).waitFor();
    await content.locator(':scope > p').last().click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tool(page, 'Bild einfügen')]);
    await chooser.setFiles({ name: 'Sitzplan.png', mimeType: 'image/png', buffer: png() });
    await page.getByText('Das Bild wurde zu den Materialien des Kapitels hochgeladen.').waitFor();
    await content.locator('img[src^="/api/files/"]').waitFor();
    await page.getByTestId('material-item').getByText('Sitzplan.png').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'wiki-editor-1280');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Kapitel wurde gespeichert.').waitFor();
    await page.getByRole('heading', { name: '„Sitzungen“ bearbeiten', level: 2 }).waitFor({ state: 'hidden' });

    // The stored (sanitised) chapter shows all of it, and the image loads from the chapter's material.
    const view = page.getByTestId('section-pane').getByTestId('rich-text-view');
    await view.getByRole('heading', { name: 'Ablauf', level: 2 }).waitFor();
    await view.getByRole('listitem').filter({ hasText: 'Einladungen eine Woche vorher verschicken' }).waitFor();
    await view.getByRole('columnheader', { name: 'Amt' }).waitFor();
    const image = view.locator('img');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe('Sitzplan');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="section-pane"] img') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    await page.getByTestId('section-pane').getByRole('link', { name: 'Sitzplan.png herunterladen' }).waitFor();

    // 4. A second chapter.
    await page.getByRole('button', { name: 'Kapitel hinzufügen' }).click();
    dialog = page.getByRole('dialog', { name: 'Neues Kapitel' });
    await dialog.getByLabel('Titel').fill('Kasse');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: '„Kasse“ bearbeiten', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Inhalt' }).fill('Die Kassenprüfung findet jährlich statt.');
    // A link on the whole text: only addresses the sanitiser keeps are taken.
    await page.getByRole('textbox', { name: 'Inhalt' }).press('Control+A');
    await tool(page, 'Link');
    const link = page.getByRole('dialog', { name: 'Link setzen' });
    await link.getByLabel('Adresse').fill('javascript:alert(1)');
    await link.getByRole('button', { name: 'Speichern' }).click();
    await link.getByText('Bitte gib eine Adresse mit https://, http:// oder mailto: ein.').waitFor();
    await link.getByLabel('Adresse').fill('www.example.de/kasse');
    await link.getByRole('button', { name: 'Speichern' }).click();
    await link.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: '„Kasse“ bearbeiten', level: 2 }).waitFor({ state: 'hidden' });
    const kasse = page.getByTestId('section-pane').getByRole('link', { name: 'Die Kassenprüfung findet jährlich statt.' });
    expect(await kasse.getAttribute('href')).toBe('https://www.example.de/kasse');
    expect(await kasse.getAttribute('rel')).toContain('noopener');

    // 5. The search finds the first chapter by another form of a word ('Einladung' for 'Einladungen').
    await page.getByRole('searchbox', { name: 'Wikis durchsuchen' }).fill('Einladung');
    await page.keyboard.press('Enter');
    const hit = page.getByTestId('search-hit').first();
    await hit.getByRole('link', { name: 'SV-Handbuch › Sitzungen' }).waitFor();
    expect(await hit.locator('mark').first().innerText()).toBe('Einladungen');
    await expectAccessible(page);
    await screenshot(page, 'wiki-search-1280');
    await page.getByRole('searchbox', { name: 'Wikis durchsuchen' }).fill('Schulhofkonzert');
    await page.keyboard.press('Enter');
    await page.getByText('Keine Treffer.').waitFor();
    await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
    await page.getByRole('searchbox', { name: 'Wikis durchsuchen' }).fill('Einladung');
    await page.keyboard.press('Enter');
    await page.getByTestId('search-hit').first().getByRole('link', { name: 'SV-Handbuch › Sitzungen' }).click();
    await page.getByTestId('section-pane').getByRole('heading', { name: 'Sitzungen', level: 2 }).waitFor();

    // 6. 'Kasse' moves to the top by keyboard: Space picks it up, the arrow moves it, Space drops it.
    const items = page.getByTestId('section-item');
    await items.nth(1).getByText('2. Kasse').waitFor();
    await page.getByRole('button', { name: 'Kasse verschieben' }).focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"]').waitFor();
    await animationsSettled(page);
    await page.keyboard.press('ArrowUp');
    await animationsSettled(page);
    await page.keyboard.press('Space');
    await page.getByText('Die Reihenfolge wurde gespeichert.').waitFor();
    await items.first().getByText('1. Kasse').waitFor();
    await page.reload();
    await items.first().getByText('1. Kasse').waitFor();
    await items.nth(1).getByText('2. Sitzungen').waitFor();

    // 7. At 360 px in the dark theme: the list above the chapter, nothing wider than the phone.
    await setWidth(page, 360);
    await applyTheme(page, 'dark');
    await items.first().getByRole('link', { name: '1. Kasse' }).click();
    await page.getByTestId('section-pane').getByRole('link', { name: 'Die Kassenprüfung findet jährlich statt.' }).waitFor();
    await items.nth(1).getByRole('link', { name: '2. Sitzungen' }).click();
    await page.getByTestId('section-pane').locator('img').waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'wiki-chapter-360-dark');
    await page.getByTestId('section-pane').getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByRole('toolbar', { name: 'Formatierung' }).waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'wiki-editor-360-dark');
    // Issue 28 §4: an edited chapter is not left without asking, neither for another chapter nor by reload.
    const pane = page.getByTestId('section-pane');
    await pane.getByLabel('Titel', { exact: true }).fill('Sitzungen und Protokolle');
    await items.first().getByRole('link', { name: '1. Kasse' }).click();
    const discard = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await pane.getByLabel('Titel', { exact: true }).inputValue()).toBe('Sitzungen und Protokolle');
    const reloadAsks = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await reloadAsks()).toBe(true);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await discard.getByRole('button', { name: 'Verwerfen' }).click();
    await pane.getByRole('button', { name: 'Bearbeiten' }).waitFor();
    expect(await reloadAsks()).toBe(false);
    await page.goto(`${server.baseUrl}/sv/knowledge`);
    await page.getByTestId('wiki-list').getByRole('link', { name: 'SV-Handbuch' }).waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await applyTheme(page, 'light');
    expect(pageErrors(page)).toEqual([]);
  }, 300_000);

  it('shows a member without the edit right the chapters without any editing tools', async () => {
    const domain = await server.domain('Stadtschülerrat Wissen Lesen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Lese-Wissen' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Bo', lastName: 'Vorstand' });
    const member = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Mia', lastName: 'Mitglied' });
    const client = await server.login(board);
    const wiki = await client.post(`/api/knowledge/tenant/${tenant._id}/wiki`).send({ title: 'Satzung', description: 'Unsere Regeln.' });
    expect(wiki.status).toBe(201);
    for (const title of ['Präambel', 'Wahlen']) {
      const section = await client
        .post(`/api/knowledge/tenant/${tenant._id}/wiki/${wiki.body._id}/section`)
        .send({ title, content: `<p>Text zu ${title}.</p>` });
      expect(section.status).toBe(201);
    }

    const page = await server.signIn(member, { browser: readerBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/knowledge`);
    await page.getByTestId('wiki-list').getByRole('link', { name: 'Satzung' }).click();
    await page.getByRole('heading', { name: 'Satzung', level: 1 }).waitFor();
    await page.getByTestId('section-pane').getByText('Text zu Präambel.').waitFor();
    expect(await page.getByRole('button', { name: 'Präambel verschieben' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Kapitel hinzufügen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Bearbeiten' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Wiki bearbeiten' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Neues Wiki' }).count()).toBe(0);
    await page.getByRole('link', { name: '2. Wahlen' }).click();
    await page.getByTestId('section-pane').getByText('Text zu Wahlen.').waitFor();
    await expectAccessible(page);
    // Even the editor's address shows only the chapter.
    await page.goto(`${page.url()}&edit=1`);
    await page.getByTestId('section-pane').getByText('Text zu Wahlen.').waitFor();
    expect(await page.getByRole('toolbar', { name: 'Formatierung' }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
