// Issue 11, browser: the shared patterns at 360 px and 1280 px — leaving asks first, the notifications panel
// stays on screen, a member table's row action is reachable without horizontal scrolling.
import type { Locator, Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

const WIDTHS = [360, 1280] as const;

async function expectOnScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

describe('web app: shared UI patterns (issue 11)', () => {
  const { server, browser } = browserSuite({ freshCookies: true });

  it.each(WIDTHS)(
    'at %i px: confirms leaving, keeps notifications and member actions on screen',
    async (width) => {
      const domain = await server.domain(`Stadtschülerrat Muster ${width}`);
      const tenant = await server.tenant({ domainId: domain._id, name: `SV Goethe-Gymnasium ${width}`, isPublic: true });
      const user = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Emma', lastName: `Roth${width}` });
      await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: 'Schmidt' });

      const page = await server.signIn(user, { browser });
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      await page.getByTestId('notifications').waitFor(); // the header of a logged-in session

      // 1. Leaving from 'Entdecken' asks first; 'Abbrechen' leaves everything as it was.
      await page.goto(`${server.baseUrl}/discover/tenants`);
      const leave = page.getByRole('button', { name: `${tenant.name} verlassen` });
      await leave.waitFor();
      await expectOnScreen(page, leave);
      await leave.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Möchtest du die Gruppe „${tenant.name}“ wirklich verlassen?`).waitFor();
      await dialog.getByRole('button', { name: 'Verlassen', exact: true }).waitFor();
      await page.waitForTimeout(400); // the dialog zooms in
      await screenshot(page, `ui-patterns-leave-confirm-${width}`);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await leave.waitFor();

      // 3. The notifications panel is wholly on screen (a full-width drawer on phones).
      await page.getByTestId('notifications').click();
      const panel = page.getByTestId('notifications-popover');
      await panel.waitFor();
      await page.waitForTimeout(400); // the drawer / popover slides in
      await expectOnScreen(page, panel);
      await screenshot(page, `ui-patterns-notifications-${width}`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      // 2. A member row's action is reachable without scrolling sideways; removing asks by name.
      await page.goto(`${server.baseUrl}/sv/members`);
      const remove = page.getByRole('button', { name: 'Lea Schmidt entfernen' });
      await remove.waitFor();
      await expectOnScreen(page, remove);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `ui-patterns-members-${width}`);
      await remove.click();
      await page.getByRole('dialog').getByText(`Lea Schmidt aus „${tenant.name}“ entfernen?`).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
      await page.getByTestId('member-table').getByText('Lea Schmidt').waitFor();
      expect(pageErrors(page)).toEqual([]);
    },
    120_000,
  );
});
