// Issue 11, browser: the shared patterns at 360 px and 1280 px in the light and the dark theme. Destructive
// actions ask first with sentences that name what is lost (1); a table row's action stays reachable with no
// sideways scrolling (2); the notifications panel stays on screen (3); an empty list offers what fills it (4);
// an open group is explained in the glossary's words (5); a failed read shows inline, once, with no toast (6). Every step passes axe. The 360 px light run also takes the pictures of
// docs/ui-patterns.md (PLENUM_DOC_IMAGES=1 writes them to docs/img).
import type { Locator, Page } from 'playwright-core';
import { GLOSSARY } from '#shared/glossary';
import { SvLevel } from '#shared/levels';
import {
  animationsSettled,
  applyTheme,
  docScreenshot,
  expectAccessible,
  fillLogin,
  pageErrors,
  screenshot,
  setWidth,
  THEMES,
  WIDTHS,
} from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

const CASES = WIDTHS.flatMap((width) => THEMES.map((theme) => [width, theme] as const));

async function expectOnScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The confirm dialog with exactly these sentences and button, settled (it zooms in). */
async function confirmDialog(page: Page, title: string, text: string, button: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.getByText(title, { exact: true }).waitFor();
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).waitFor();
  await animationsSettled(page);
  return dialog;
}

async function cancel(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await animationsSettled(page);
}

describe('web app: shared UI patterns (issue 11)', () => {
  const { server, browser } = browserSuite({ freshCookies: true });

  it.each(CASES)(
    'at %i px in the %s theme: confirms with specific sentences, keeps actions and panels on screen, shows a failed read once',
    async (width, theme) => {
      const tag = `${width}-${theme}`;
      // The doc shows the phone in the light theme.
      const forDocs = width === 360 && theme === 'light';
      // The doc's run (the first) keeps plain names; the others tell their groups apart.
      const suffix = forDocs ? '' : ` ${tag}`;
      const domain = await server.domain(`Stadtschülerrat Muster${suffix}`);
      const tenant = await server.tenant({ domainId: domain._id, name: `SV Goethe-Gymnasium${suffix}`, isPublic: true });
      const user = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Emma', lastName: `Roth${suffix}` });
      await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: 'Schmidt' });
      const sent = await (
        await server.login(user)
      )
        .post(`/api/tenant/tenant/${tenant._id}/notification`)
        .send({ content: 'Die nächste Sitzung ist am Donnerstag in Raum 204.' });
      expect(sent.status).toBeLessThan(300);

      const page = await server.open('/auth', browser);
      await setWidth(page, width);
      await applyTheme(page, theme);
      await fillLogin(page, user.mail);
      await page.getByTestId('notifications').waitFor(); // the header of a logged-in session

      // 1 and 2. Leaving from 'Entdecken': the row's button is on screen, the dialog names the group.
      // Searched through the address: other specs' open groups share the database.
      await page.goto(`${server.baseUrl}/discover/tenants?text=${encodeURIComponent(tenant.name)}`);
      const leave = page.getByRole('button', { name: `${tenant.name} verlassen` });
      await leave.waitFor();
      await expectOnScreen(page, leave);
      await expectNoSidewaysScroll(page);
      await leave.click();
      let dialog = await confirmDialog(page, 'Gruppe verlassen', `Möchtest du die Gruppe „${tenant.name}“ verlassen?`, 'Verlassen');
      await expectAccessible(page);
      await screenshot(page, `ui-patterns-leave-confirm-${tag}`);
      if (forDocs) await docScreenshot(page, 'ui-patterns-leave-confirm-360');
      await cancel(page, dialog);
      await leave.waitFor(); // 'Abbrechen' changed nothing
      // Issue 28 §9: removing oneself from the member list is leaving, and the dialog says so.
      await page.goto(`${server.baseUrl}/sv/members`);
      await page.getByRole('button', { name: `Emma Roth${suffix} entfernen` }).click();
      dialog = await confirmDialog(page, 'Gruppe verlassen', `Möchtest du die Gruppe „${tenant.name}“ verlassen?`, 'Verlassen');
      await cancel(page, dialog);

      // 3. The notifications panel is wholly on screen: a full-width drawer on phones.
      await page.getByTestId('notifications').click();
      const panel = page.getByTestId('notifications-popover');
      await panel.getByText('Die nächste Sitzung ist am Donnerstag in Raum 204.').waitFor();
      await animationsSettled(page);
      await expectOnScreen(page, panel);
      // On phones the drawer spans the screen; its body keeps 24 px padding on each side.
      if (width < 768) expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(width - 48);
      await expectAccessible(page);
      await screenshot(page, `ui-patterns-notifications-${tag}`);
      if (forDocs) await docScreenshot(page, 'ui-patterns-notifications-360');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      // 3. The user menu opens wholly on screen too.
      await page.getByTestId('user-menu').click();
      const userMenu = page.getByRole('menu').filter({ hasText: 'Abmelden' });
      await userMenu.waitFor();
      await animationsSettled(page);
      await expectOnScreen(page, userMenu);
      await expectAccessible(page);
      await screenshot(page, `ui-patterns-user-menu-${tag}`);
      await page.keyboard.press('Escape');
      await userMenu.waitFor({ state: 'hidden' });

      // 2 and 1. A member row's action is reachable without scrolling sideways; removing names the person.
      await page.goto(`${server.baseUrl}/sv/members`);
      const remove = page.getByRole('button', { name: 'Lea Schmidt entfernen' });
      await remove.waitFor();
      await expectOnScreen(page, remove);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `ui-patterns-members-${tag}`);
      if (forDocs) await docScreenshot(page.getByTestId('member-table'), 'ui-patterns-members-360');
      await remove.click();
      dialog = await confirmDialog(
        page,
        `Lea Schmidt aus „${tenant.name}“ entfernen?`,
        'Die Person verliert den Zugang zur Gruppe und zu ihren Inhalten. Du kannst sie später wieder einladen.',
        'Entfernen',
      );
      await expectAccessible(page);
      await screenshot(page, `ui-patterns-remove-confirm-${tag}`);
      await cancel(page, dialog);
      await page.getByTestId('member-table').getByText('Lea Schmidt').waitFor();

      // 4. An empty list says what belongs there and offers the action that fills it.
      const noInvitations = page.getByTestId('invitation-table').getByTestId('empty-state');
      await noInvitations.getByRole('button').waitFor();
      await expectOnScreen(page, noInvitations.getByRole('button'));
      await screenshot(page, `ui-patterns-empty-state-${tag}`);
      if (forDocs) await docScreenshot(page.getByTestId('invitation-table'), 'ui-patterns-empty-state-360');

      // 5. An open group is explained by the glossary's one sentence, next to its switch.
      await page.goto(`${server.baseUrl}/sv/settings?tab=misc`);
      const openGroup = page.locator('.ant-form-item').filter({ hasText: GLOSSARY.openGroup.term });
      await openGroup.getByText(GLOSSARY.openGroup.explanation).waitFor();
      await expectOnScreen(page, openGroup);
      if (forDocs) await docScreenshot(openGroup, 'ui-patterns-glossary-360');

      // 1. A plain entry keeps the SPEC's default dialog, verbatim.
      await page.goto(`${server.baseUrl}/sv/notifications`);
      const deleteNotification = page.getByRole('button', { name: 'Benachrichtigung löschen' });
      await deleteNotification.waitFor();
      await expectOnScreen(page, deleteNotification);
      await expectNoSidewaysScroll(page);
      await deleteNotification.click();
      dialog = await confirmDialog(page, 'Eintrag löschen', 'Sind Sie sicher, dass Sie diesen Eintrag löschen möchten?', 'Löschen');
      await expectAccessible(page);
      await screenshot(page, `ui-patterns-default-confirm-${tag}`);
      await cancel(page, dialog);
      await page.getByText('Die nächste Sitzung ist am Donnerstag in Raum 204.').waitFor();

      // 6. A read that fails (after its retries) shows inline with a retry button and no toast.
      await page.route('**/api/tenant/public/tenant**', (route) => route.fulfill({ status: 500, json: { message: 'Kaputt' } }));
      await page.goto(`${server.baseUrl}/discover/tenants`);
      const failed = page.getByRole('alert').filter({ hasText: 'Die Daten konnten nicht geladen werden.' });
      await failed.waitFor({ timeout: 20_000 });
      await animationsSettled(page);
      expect(await page.locator('[data-toast-kind]').count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `ui-patterns-load-error-${tag}`);
      if (forDocs) await docScreenshot(page, 'ui-patterns-load-error-360');
      await page.unroute('**/api/tenant/public/tenant**');
      await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.getByRole('button', { name: `${tenant.name} verlassen` }).waitFor();
      expect(await page.locator('[data-toast-kind]').count()).toBe(0);

      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(pageErrors(page)).toEqual([]);
    },
    180_000,
  );
});
