// Issue 28 §2, browser: Mia, a class speaker, is 'Verantwortlich' for a task. She ticks a subtask and moves the
// task to 'Erledigt' from its drawer, while its other fields read as text (§15); the role matrix tells her who can
// change it. The group's admin changes the matrix: a choice outside the bounds shows the German reason inline,
// a valid one saves with a toast. At 360 px the matrix is usable (no page-wide sideways scroll).
import { SvLevel } from '#shared/levels';
import { expectAccessible, pageErrors, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

describe('web app: the task owner and the role matrix (issue 28 §2)', () => {
  const {
    server,
    browsers: { mia: miaBrowser, ada: adaBrowser },
  } = browserSuite({ browsers: ['mia', 'ada'], freshCookies: true });

  it('lets the owner tick off her task and the admin change the role matrix within its bounds', async () => {
    const domain = await server.domain('Stadtschülerrat Rollen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Rollen-Schule' });
    const ada = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Ada', lastName: 'Admin' });
    const mia = await server.member(tenant, SvLevel.CLASS_SPEAKER, { firstName: 'Mia', lastName: 'Klasse' });
    const adaApi = await server.login(ada);
    const project = await adaApi.post(`/api/project/tenant/${tenant._id}/project`).send({ title: 'Schulfest' });
    expect(project.status).toBe(201);
    const taskUrl = `/api/project/tenant/${tenant._id}/project/${project.body._id}/task`;
    const task = await adaApi.post(taskUrl).send({
      title: 'Zelte leihen',
      owner: mia._id,
      subtasks: [
        { title: 'Angebot holen', done: false },
        { title: 'Abholen', done: false },
      ],
    });
    expect(task.status).toBe(201);

    // 1. Mia opens her task: the checklist and the column select work, the title does not.
    const page = await server.signIn(mia, { browser: miaBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/projects/${project.body._id}`);
    await page.getByRole('button', { name: 'Zelte leihen verschieben' }).waitFor();
    await page.getByRole('button', { name: 'Zelte leihen öffnen' }).click();
    const drawer = page.getByTestId('task-drawer');
    // Issue 28 §15: who may not edit reads the task as text, not as a greyed-out form.
    await drawer.getByTestId('task-read-view').getByText('Verantwortlich').waitFor();
    expect(await drawer.getByLabel('Titel').count()).toBe(0);
    expect(await drawer.locator('input:disabled, textarea:disabled, .ant-select-disabled').count()).toBe(0);
    await drawer.getByRole('checkbox', { name: 'Abholen' }).check();
    await page.getByText('1/2 Teilaufgaben').waitFor();
    await drawer.getByLabel('Spalte').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Erledigt"]').click();
    await page.getByText('Die Aufgabe steht jetzt in „Erledigt“.').first().waitFor();
    const stored = await adaApi.get(`${taskUrl}/${task.body._id}`);
    const done = project.body.columns.at(-1);
    expect(stored.body).toMatchObject({ colId: done._id, subtasks: [{ done: false }, { done: true }] });
    await expectAccessible(page);

    // 2. Mia reads the role matrix and learns who can change it.
    await page.goto(`${server.baseUrl}/sv/settings?tab=functions`);
    await page.getByText('Nur die Administration der Gruppe (Schulsprecher*in) kann diese Rechte ändern.').waitFor();
    expect(await page.getByTestId('role-overview').getByRole('checkbox').count()).toBe(0);

    // 3. Ada changes the matrix at 360 px: out of bounds first (inline reason), then a valid choice.
    const admin = await server.signIn(ada, { browser: adaBrowser });
    await admin.getByTestId('notifications').waitFor();
    await setWidth(admin, 360);
    await admin.goto(`${server.baseUrl}/sv/settings?tab=functions`);
    const matrix = admin.getByTestId('role-overview');
    const member = matrix.getByRole('checkbox', { name: 'Chatnachrichten löschen: SV-Mitglied' });
    await member.check();
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin
      .getByTestId('role-matrix-error')
      .getByText('SV-Mitglied darf „Chatnachrichten löschen“ nur, wenn auch SV-Vorstand es darf.')
      .waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await matrix.getByRole('checkbox', { name: 'Chatnachrichten löschen: SV-Vorstand' }).check();
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByText('Die Rechte der Gruppe sind gespeichert.').first().waitFor();
    expect(await matrix.getByRole('checkbox', { name: 'Gruppe verwalten: Schulsprecher*in' }).isDisabled()).toBe(true);
    const saved = await adaApi.get(`/api/tenant/tenant/${tenant._id}/permissions`);
    expect(saved.body.permissions['chat:delete']).toEqual([SvLevel.SV_MEMBER, SvLevel.SV_BOARD, SvLevel.SV_TEACHER, SvLevel.SV_ADMIN]);
    // axe at desktop width: at 360 px antd folds the settings tabs into a 'more' menu, which axe flags on its own.
    await setWidth(admin, 1280);
    await expectAccessible(admin);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(admin)).toEqual([]);
  });
});
