// Issue 10 §1 in a real Chromium: a second public submission for the same school and year does not replace
// the first; the domain administration sees both side by side with the difference marked, validates the
// genuine one, and the other is shown as superseded ('Überholt'), with every submission still stored.
import { TenantType } from '#shared/levels';
import { expectAccessible, fillLogin, openPage, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { electionBody } from '../helpers/election';
import { createDomain, createTenant, createUser, makeDomainAdmin, uniqueMail } from '../helpers/factories';

describe('web app: competing election submissions', () => {
  const { server, browser } = browserSuite();

  it('shows two submissions side by side, validates one and marks the other as superseded', async () => {
    const ds = server.dataSource;
    const domain = await createDomain(ds);
    const school = await createTenant(ds, { domainId: domain._id, isPublic: true, name: `Lessing-Gymnasium ${domain.name.slice(-4)}` });
    await createTenant(ds, { domainId: domain._id, type: TenantType.SSR, name: 'Stadtschülerrat' });
    const admin = await createUser(ds, { firstName: 'Dora', lastName: 'Domain' });
    await makeDomainAdmin(ds, domain._id, admin._id);

    const genuine = electionBody(domain._id, school._id);
    const first = await server.client().post('/api/tenant/public/election').send(genuine);
    expect(first.status).toBe(201);
    const forged = {
      ...genuine,
      people: { ...genuine.people, SCHOOL_SPEAKER: { ...genuine.people.SCHOOL_SPEAKER, mail: uniqueMail('outsider') } },
    };
    const second = await server.client().post('/api/tenant/public/election').send(forged);
    expect(second.status).toBe(201);

    const page = await openPage(browser, `${server.baseUrl}/auth?next=${encodeURIComponent(`/d_admin/domains/${domain._id}`)}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await fillLogin(page, admin.mail);
    await page.getByRole('heading', { name: domain.name }).waitFor();
    const openButtons = page.getByRole('button', { name: `Ansehen: ${school.name}` });
    await openButtons.nth(1).waitFor();
    expect(await openButtons.count()).toBe(2);
    await page.getByText('1 konkurrierende').first().waitFor();

    // The list shows the newest first: the older, genuine submission is the second row.
    await openButtons.nth(1).click();
    const detail = page.getByRole('dialog', { name: `Wahlmeldung: ${school.name}` });
    const compare = detail.getByRole('region', { name: 'Konkurrierende Meldungen' });
    await compare.waitFor();
    await compare.getByText(/liegen 2 offene Meldungen vor/).waitFor();
    const speakerRow = compare.getByRole('row', { name: /^Schulsprecher\*in/ });
    await speakerRow.getByText('(abweichend)').waitFor();
    await speakerRow.getByText(new RegExp(genuine.people.SCHOOL_SPEAKER.mail.replace(/\./g, '\\.'))).waitFor();
    await speakerRow.getByText(new RegExp(forged.people.SCHOOL_SPEAKER.mail.replace(/\./g, '\\.'))).waitFor();
    expect(await compare.locator('mark').count()).toBeGreaterThanOrEqual(2);
    await detail.getByText(/eine von 2 Meldungen dieser Schule/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'd-admin-election-competing');

    await detail.getByRole('button', { name: 'Wahl bestätigen' }).click();
    await page.getByRole('dialog', { name: 'Wahlmeldung bestätigen' }).getByRole('button', { name: 'Bestätigen' }).click();
    await detail.getByText('Einladungen').waitFor();
    await detail.getByRole('button', { name: 'Schließen' }).first().click();

    await page.getByText('Keine offenen Wahlmeldungen.').waitFor();
    const superseded = page.locator('.ant-card', { hasText: 'Überholte Wahlmeldungen' });
    await superseded.getByText('Überholt', { exact: true }).waitFor();
    await superseded.getByRole('button', { name: `Ansehen: ${school.name}` }).click();
    await page
      .getByRole('dialog', { name: `Wahlmeldung: ${school.name}` })
      .getByText(/wurde überholt/)
      .waitFor();
    await screenshot(page, 'd-admin-election-superseded');

    const rows = await ds.query(`SELECT id, state FROM election_registration WHERE school_tenant_id = $1`, [school._id]);
    expect(Object.fromEntries(rows.map((r: { id: string; state: string }) => [r.id, r.state]))).toEqual({
      [first.body._id]: 'CLOSED',
      [second.body._id]: 'SUPERSEDED',
    });
    const genuinePeople = await ds.query(`SELECT mail FROM election_person WHERE registration_id = $1`, [first.body._id]);
    expect(genuinePeople).toHaveLength(8);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
