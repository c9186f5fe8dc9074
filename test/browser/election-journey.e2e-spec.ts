// Issue 5 in a real Chromium: a school registers its election on a phone, the domain administration
// validates it, the elected school speaker joins as SV_ADMIN, and the delegate list PDF names the delegates.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { animationsSettled, expectAccessible, fillLogin, openPage, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { createDomain, createTenant, createUser, makeDomainAdmin, PASSWORD, uniqueMail } from '../helpers/factories';
import { linkIn, waitForMail } from '../helpers/mail';

const run = promisify(execFile);

/** Both selects are searchable; typing finds an option the virtual list has not drawn yet. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(option);
  await page.locator('.ant-select-item-option', { hasText: option }).click();
}

interface Person {
  firstName: string;
  lastName: string;
  mail: string;
  className?: string;
}

async function fillPerson(page: Page, legend: string, person: Person) {
  const group: Locator = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Vorname').fill(person.firstName);
  await group.getByLabel('Nachname').fill(person.lastName);
  await group.getByLabel('E-Mail-Adresse').fill(person.mail);
  if (person.className) await group.getByLabel('Klasse').fill(person.className);
}

const pupil = (firstName: string, lastName: string, className: string): Person => ({
  firstName,
  lastName,
  className,
  mail: uniqueMail(
    firstName
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase(),
  ),
});

describe('web app: election registration journey', () => {
  const { server, browser } = browserSuite({ viewport: { width: 360, height: 740 } });

  it('registers on a phone, is validated in /d_admin, makes the speaker SV_ADMIN and lists the delegates in the PDF', async () => {
    const ds = server.dataSource;
    const domain = await createDomain(ds);
    const school = await createTenant(ds, { domainId: domain._id, isPublic: true, name: `Goethe-Gymnasium ${domain.name.slice(-4)}` });
    await createTenant(ds, { domainId: domain._id, type: TenantType.SSR, name: 'Stadtschülerrat' });
    const admin = await createUser(ds, { firstName: 'Dora', lastName: 'Domain' });
    await makeDomainAdmin(ds, domain._id, admin._id);

    const speaker = pupil('Sören', 'Sprecher', '10b');
    const delegates = [
      pupil('Jürgen', 'Größer', '11'),
      pupil('Özlem', 'Äpfelbaum', '12'),
      pupil('Paula', 'Perle', '10a'),
      pupil('Paul', 'Pfeil', '7b'),
    ];

    // 1. An anonymous visitor on a 360 px wide phone.
    const page = await openPage(browser, `${server.baseUrl}/election-registration`);
    await page.getByRole('heading', { name: /Schritt 1 von 6/ }).waitFor();
    await page.getByText('§122 Abs. 7 HSchG').waitFor();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Bitte wähle den Verband deiner Stadt oder deines Kreises aus.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'election-phone-errors');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await choose(page, 'Verband', domain.name);
    await choose(page, 'Schule', school.name);
    await page.getByLabel(/Wahl durch die Schulversammlung/).check();
    // The German date picker, whatever the browser's language: typed 'TT.MM.JJJJ', confirmed with Enter.
    await page.getByLabel('Wahldatum').fill('15.09.2026');
    await page.getByLabel('Wahldatum').press('Enter');
    await page.getByLabel('Datum der Schulversammlung').fill('10.09.2026');
    await page.getByLabel('Datum der Schulversammlung').press('Enter');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: /Schritt 2 von 6/ }).waitFor();
    await fillPerson(page, 'Schulsprecher*in', speaker);
    await fillPerson(page, '1. Stellvertretung', pupil('Dana', 'Erste', '9a'));
    await fillPerson(page, '2. Stellvertretung', pupil('Dario', 'Zweiter', '8c'));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: /Schritt 3 von 6/ }).waitFor();
    const delegateLegends = [
      '1. Delegierte*r',
      '2. Delegierte*r',
      '1. stellvertretende*r Delegierte*r',
      '2. stellvertretende*r Delegierte*r',
    ];
    for (const [i, legend] of delegateLegends.entries()) await fillPerson(page, legend, delegates[i]);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: /Schritt 4 von 6/ }).waitFor();
    await fillPerson(page, '1. Verbindungslehrer*in', { firstName: 'Lena', lastName: 'Lehrerin', mail: uniqueMail('teacher') });
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: /Schritt 5 von 6/ }).waitFor();
    await page.getByLabel('Vorname der Wahlleitung').fill('Wanda');
    await page.getByLabel('Nachname der Wahlleitung').fill('Wahlleiterin');
    await page.getByLabel(/Schulleitung übergeben/).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Bitte bestätige, dass alle Angaben der Wahrheit entsprechen.').waitFor();
    await page.getByLabel(/Wahrheit entsprechen/).check();
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: /Schritt 6 von 6/ }).waitFor();
    await page.getByText(`Sören Sprecher (10b), ${speaker.mail}`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'election-phone-summary');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await page.getByText('Wahlmeldung gesendet').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'election-phone-done');

    // 2. The domain administrator validates it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.baseUrl}/auth?next=${encodeURIComponent(`/d_admin/domains/${domain._id}`)}`);
    await fillLogin(page, admin.mail);
    await page.getByRole('heading', { name: domain.name }).waitFor();
    await page.getByRole('button', { name: `Ansehen: ${school.name}` }).click();
    const detail = page.getByRole('dialog', { name: `Wahlmeldung: ${school.name}` });
    await detail.getByText('Wanda Wahlleiterin').waitFor();
    await detail.getByText(speaker.mail).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'd-admin-election');
    await detail.getByRole('button', { name: 'Wahl bestätigen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Wahlmeldung bestätigen' });
    // A click while the confirmation still zooms in can land on its mask, which closes it unconfirmed.
    await confirm.getByRole('button', { name: 'Bestätigen' }).waitFor();
    await animationsSettled(page);
    const validated = page.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/election\/[^/]+$/.test(new URL(res.url()).pathname),
    );
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    expect((await validated).status()).toBeLessThan(300);
    await detail.getByText('Einladungen').waitFor();
    await detail
      .getByRole('row', { name: new RegExp(speaker.mail.replace(/\./g, '\\.')) })
      .getByText('Eingeladen')
      .waitFor();
    await screenshot(page, 'd-admin-invitations');
    await detail.getByRole('button', { name: 'Schließen' }).first().click();
    await page.getByText('Keine offenen Wahlmeldungen.').waitFor();

    // 3. The delegate list PDF, downloaded through the UI.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'plenum-pdf-')), 'delegates.pdf');
    await download.saveAs(file);
    const { stdout } = await run('/usr/bin/pdftotext', [file, '-']);
    for (const d of delegates) {
      expect(stdout).toContain(d.lastName);
      expect(stdout).toContain(d.mail);
    }
    expect(stdout).toContain(school.name);

    // 4. The school speaker registers with the invited address, verifies it and accepts.
    const invitation = await waitForMail(speaker.mail, /Einladung/);
    expect(invitation.subject).toBe(`Plenum: Einladung in die Gruppe ${school.name}`);
    await browser.clearCookies();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.baseUrl}/auth/register`);
    await page.getByLabel('E-Mail-Adresse').fill(speaker.mail);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Vorname').fill(speaker.firstName);
    await page.getByLabel('Nachname').fill(speaker.lastName);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('Fast geschafft!').waitFor();
    await page.goto(linkIn(await waitForMail(speaker.mail, /bestätige/), '/verify').href);
    await page.getByText('Deine E-Mail-Adresse ist bestätigt.').waitFor();
    await page.goto(`${server.baseUrl}/auth?next=${encodeURIComponent(linkIn(invitation, '/user/invitations').pathname)}`);
    await fillLogin(page, speaker.mail);
    await page.getByRole('button', { name: `Einladung in ${school.name} annehmen` }).click();
    await page.waitForFunction(
      async ({ schoolId, level }) => {
        const res = await fetch('/api/auth/public/check');
        if (!res.ok) return false;
        const data = (await res.json()) as { groups: { _id: string; permissionLevel: number }[] };
        return data.groups.some((g) => g._id === schoolId && g.permissionLevel === level);
      },
      { schoolId: school._id, level: SvLevel.SV_ADMIN },
      { polling: 500, timeout: 20_000 },
    );
    await screenshot(page, 'election-speaker-accepted');
    expect(pageErrors(page)).toEqual([]);
  }, 300_000);

  it('shows the administration screens accessibly to a platform administrator', async () => {
    const ds = server.dataSource;
    const domain = await createDomain(ds);
    await createTenant(ds, { domainId: domain._id, name: `Schiller-Schule ${domain.name.slice(-4)}` });
    const admin = await createUser(ds, { firstName: 'Pia', lastName: 'Plattform', permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
    await makeDomainAdmin(ds, domain._id, admin._id);
    await browser.clearCookies();
    const page = await openPage(browser, `${server.baseUrl}/auth?next=${encodeURIComponent('/admin/tenants')}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await fillLogin(page, admin.mail);
    await page.getByRole('heading', { name: 'Gruppen', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Warteschlangen' }).waitFor();
    // The option list is virtual and other specs' domains share the database: type to find it.
    const domainFilter = page.getByRole('combobox', { name: 'Verband' });
    await domainFilter.click();
    await domainFilter.fill(domain.name);
    await page.locator('.ant-select-item-option', { hasText: domain.name }).click();
    await page.getByRole('link', { name: /Schiller-Schule/ }).waitFor();
    await expectAccessible(page);
    await page.goto(`${server.baseUrl}/admin/domains`);
    const domainSearch = page.getByRole('searchbox', { name: 'Verbände durchsuchen' });
    await domainSearch.fill(domain.name);
    await domainSearch.press('Enter');
    // Only this domain is left once the search has answered.
    await page.waitForFunction(() => document.querySelectorAll('button[aria-label$=" löschen"]').length === 1);
    await page.getByRole('button', { name: `${domain.name} löschen` }).click();
    const confirmDelete = page.getByRole('dialog');
    await confirmDelete.waitFor();
    await animationsSettled(page);
    const refused = page.waitForResponse((r) => r.url().endsWith(`/domain/${domain._id}`) && r.request().method() === 'DELETE');
    await confirmDelete.getByRole('button', { name: 'Löschen' }).click();
    expect((await refused).status()).toBe(409);
    await page.locator('.ant-notification-notice', { hasText: 'Der Verband kann nicht gelöscht werden' }).waitFor();
    expect(await page.locator('.ant-notification-notice').count()).toBe(1);
    await expectAccessible(page);
    await page.goto(`${server.baseUrl}/d_admin/domains/${domain._id}`);
    await page.getByRole('tab', { name: 'Schulen' }).click();
    await page.getByText(/Schiller-Schule/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'd-admin-schools');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
