// Issue 16, browser: a member drafts news and submits it, the admin sees it in the queue and publishes it,
// fills the description tab (contact data, avatar and background) and the news appears with its picture on
// the public page /p/{shortcode} without login, at 360 px, in both themes. Unknown shortcodes: not found.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { SvLevel } from '#shared/levels';
import { applyTheme, expectAccessible, pageErrors, screenshot, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

const picture = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Every picture on the page has loaded (a URL that needs a login would leave it broken). */
async function imagesLoaded(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(sel)];
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    selector,
    { timeout: 10_000 },
  );
}

describe('web app: council profile (issue 16)', () => {
  const {
    server,
    browsers: { admin: adminBrowser, member: memberBrowser, visitor: visitorBrowser },
  } = browserSuite({ browsers: ['admin', 'member', 'visitor'], freshCookies: true });

  it('takes news from draft through examination to the public page, with the description and images', async () => {
    const domain = await server.domain('Stadtschülerrat Profil');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Profil-Schule', isPublic: true });
    const admin = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Ada', lastName: 'Admin' });
    const member = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Mia', lastName: 'Mitglied' });
    const title = 'Neue Bänke für den Schulhof';

    // 1. The member writes news: the messages first, then a draft with a picture, then submits it.
    const page = await server.signIn(member, { browser: memberBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/profile/news`);
    await page.getByRole('heading', { name: 'Öffentliches Profil', level: 1 }).waitFor();
    await page.getByText('Noch keine Neuigkeiten.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Neue Neuigkeit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Neuigkeit' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte gebe einen Titel ein.').waitFor();
    await dialog.getByText('Bitte gib einen Inhalt ein.').waitFor();
    // Only PUBLISHED needs the publish right: a member is not offered it.
    expect(await dialog.getByRole('radio', { name: 'Veröffentlichen' }).count()).toBe(0);
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByRole('textbox', { name: 'Inhalt' }).fill('Ab Montag stehen vier neue Bänke bereit.');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'baenke.png', mimeType: 'image/png', buffer: await picture(800, 400, 200) });
    await dialog.getByRole('img', { name: /Vorschau/ }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Beitrag wurde gespeichert.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByTestId('profile-object').filter({ hasText: title });
    await card.getByTestId('status-tag').getByText('Entwurf').waitFor();
    expect(await card.getByRole('button', { name: 'Veröffentlichen' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
    await page.getByText('Der Beitrag wartet jetzt auf Prüfung.').waitFor();
    await card.getByTestId('status-tag').getByText('Prüfung').waitFor();
    await imagesLoaded(page, '[data-testid="profile-object"] img');
    await expectAccessible(page);
    await screenshot(page, 'profile-news-member-1280');

    // 2. The admin sees the queue, follows it and publishes.
    const adminPage = await server.signIn(admin, { browser: adminBrowser });
    await adminPage.getByTestId('notifications').waitFor();
    await adminPage.goto(`${server.baseUrl}/sv/profile`);
    const queue = adminPage.getByTestId('profile-waiting');
    await queue.getByText('Ein Beitrag wartet auf Prüfung.').waitFor();
    await queue.getByRole('button', { name: 'Wartende anzeigen' }).click();
    await adminPage.waitForURL(/\/sv\/profile\/news\?status=EXAMINATION/);
    const review = adminPage.getByTestId('profile-object').filter({ hasText: title });
    await review.getByText('von Mia Mitglied').waitFor();
    await review.getByRole('button', { name: 'Veröffentlichen' }).click();
    await adminPage.getByText('Der Beitrag wurde veröffentlicht.').waitFor();
    await adminPage.getByText('Keine Beiträge im Status „Prüfung“.').waitFor();
    await queue.waitFor({ state: 'hidden' });
    await adminPage.locator('.ant-segmented-item', { hasText: 'Veröffentlicht' }).click();
    await review.getByTestId('status-tag').getByText('Veröffentlicht').waitFor();

    // 3. The description tab: a wrong phone number is named, then contact data and both images are saved.
    await adminPage.getByRole('tab', { name: 'Beschreibung' }).click();
    await adminPage.waitForURL(/\/sv\/profile$/);
    await adminPage.getByRole('textbox', { name: 'Beschreibung' }).fill('Wir sind die SV der Profil-Schule.');
    await adminPage.getByLabel('Ansprechperson').fill('Ada Admin');
    await adminPage.getByLabel('E-Mail', { exact: true }).fill('sv@profil-schule.de');
    await adminPage.getByLabel('Telefon').fill('abc');
    await adminPage.getByLabel('Webseite').fill('https://sv.profil-schule.de');
    await adminPage.getByLabel('Pressesprecher*in').fill('Jonas Weiß');
    await adminPage.getByRole('button', { name: 'Profil speichern' }).click();
    await adminPage.getByText('Bitte gib eine gültige Telefonnummer ein.').waitFor();
    await adminPage.getByLabel('Telefon').fill('+49 69 123456');
    await adminPage
      .getByTestId('image-field-avatar')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(600, 400, 40) });
    await adminPage
      .getByTestId('image-field-wide')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'schulhof.png', mimeType: 'image/png', buffer: await picture(2400, 800, 90) });
    await adminPage.getByRole('button', { name: 'Profil speichern' }).click();
    await adminPage.getByText('Das Profil wurde gespeichert.').waitFor();
    // The previews now show the stored, resized images (crop-free: the whole picture).
    await adminPage.locator('[data-testid="image-field-avatar"] img[src^="/api/files/"]').waitFor();
    await adminPage.locator('[data-testid="image-field-wide"] img[src^="/api/files/"]').waitFor();
    await imagesLoaded(adminPage, '[data-testid^="image-field"] img');
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'profile-description-1280');

    // 4. A visitor without login reads the public page on a phone, in both themes.
    const visitor = await server.open(`/p/${tenant.shortcode}`, visitorBrowser);
    await setWidth(visitor, 360);
    await visitor.getByRole('heading', { name: 'SV Profil-Schule', level: 1 }).waitFor();
    await visitor.getByText('Wir sind die SV der Profil-Schule.').waitFor();
    const contact = visitor.getByTestId('profile-contact');
    await contact.getByRole('link', { name: 'sv@profil-schule.de' }).waitFor();
    await contact.getByText('Jonas Weiß').waitFor();
    const news = visitor.getByTestId('public-news-list');
    await news.getByText(title).waitFor();
    await news.getByText('Ab Montag stehen vier neue Bänke bereit.').waitFor();
    await visitor.getByText('Noch keine Projekte.').waitFor();
    // Avatar, background and the news picture load without a login.
    await imagesLoaded(visitor, '[data-testid="public-profile"] img');
    expect(await visitor.locator('[data-testid="public-profile"] img').count()).toBe(3);
    // No author, no member data.
    expect(await visitor.getByText('Mia Mitglied').count()).toBe(0);
    await noSidewaysScroll(visitor);
    await expectAccessible(visitor);
    await screenshot(visitor, 'profile-public-360');
    await applyTheme(visitor, 'dark');
    await expectAccessible(visitor);
    await screenshot(visitor, 'profile-public-360-dark');
    await setWidth(visitor, 1280);
    await expectAccessible(visitor);
    await applyTheme(visitor, 'light');

    // 5. An unknown shortcode is not found.
    await visitor.goto(`${server.baseUrl}/p/gibt-es-nicht`);
    await visitor.getByTestId('profile-not-found').getByText('Profil nicht gefunden').waitFor();

    // 6. The profile screens at 360 px in the dark theme.
    await setWidth(adminPage, 360);
    await applyTheme(adminPage, 'dark');
    await adminPage.getByLabel('Ansprechperson').waitFor();
    await noSidewaysScroll(adminPage);
    await expectAccessible(adminPage);
    await adminPage.getByRole('tab', { name: 'Neuigkeiten' }).click();
    await adminPage.getByTestId('profile-object').filter({ hasText: title }).waitFor();
    await noSidewaysScroll(adminPage);
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'profile-news-360-dark');
    await applyTheme(adminPage, 'light');

    // 7. The member may no longer change the published news: no buttons on its card.
    await page.reload();
    const published = page.getByTestId('profile-object').filter({ hasText: title });
    await published.getByTestId('status-tag').getByText('Veröffentlicht').waitFor();
    expect(await published.getByRole('button').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(adminPage)).toEqual([]);
    expect(pageErrors(visitor)).toEqual([]);
  }, 300_000);

  it('returns a published project changed by the board to examination, and deletes only after asking', async () => {
    const domain = await server.domain('Stadtschülerrat Profil Vorstand');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Vorstand-Schule' });
    const admin = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Ada', lastName: 'Admin' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Bea', lastName: 'Vorstand' });
    const client = await server.login(admin);
    for (const title of ['Schulgarten', 'Bücherflohmarkt']) {
      const created = await client
        .post(`/api/profile/tenant/${tenant._id}/project`)
        .send({ title, content: `<p>${title} für alle.</p>`, status: 'PUBLISHED' });
      expect(created.status).toBe(201);
    }

    const page = await server.signIn(board, { browser: adminBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/profile/projects`);
    // Not public: the screen says how the public page opens instead of linking to it.
    await page.getByText(/Die Gruppe ist nicht öffentlich/).waitFor();
    const garden = page.getByTestId('profile-object').filter({ hasText: 'Schulgarten' });
    await garden.getByTestId('status-tag').getByText('Veröffentlicht').waitFor();
    // The board may edit and take back, never publish.
    expect(await page.getByRole('button', { name: 'Veröffentlichen' }).count()).toBe(0);
    await garden.getByRole('button', { name: 'Schulgarten bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Projekt bearbeiten' });
    await dialog.getByLabel('Titel').fill('Schulgarten 2027');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Beitrag wurde geändert und wartet wieder auf Prüfung.').waitFor();
    const changed = page.getByTestId('profile-object').filter({ hasText: 'Schulgarten 2027' });
    await changed.getByTestId('status-tag').getByText('Prüfung').waitFor();
    await page.getByTestId('profile-waiting').getByText('Ein Beitrag wartet auf Prüfung.').waitFor();

    // Deleting asks first; 'Abbrechen' keeps the project.
    const market = page.getByTestId('profile-object').filter({ hasText: 'Bücherflohmarkt' });
    await market.getByRole('button', { name: 'Bücherflohmarkt löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Projekt „Bücherflohmarkt“ löschen?' });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await market.waitFor();
    await market.getByRole('button', { name: 'Bücherflohmarkt löschen' }).click();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Das Projekt wurde gelöscht.').waitFor();
    await market.waitFor({ state: 'detached' });
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
