// Issue 17, browser: a board member creates the project 'Schulfest', adds a task with subtasks (ticking saves)
// and a link to a wiki chapter; a second member's open board follows when the task is dragged to another column,
// and moves it on by keyboard; a stale edit shows the German 409 message and reloads; removing a column that
// holds tasks is refused; the owner's dashboard lists the open task; the link opens the chapter; deleting asks
// first and reaches the other board. Board and drawer at 360 and 1280 px in both themes.
import type { Locator, Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { PROJECT_MESSAGES } from '#shared/project';
import { animationsSettled, applyTheme, expectAccessible, pageErrors, screenshot, setWidth, THEMES, WIDTHS } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { PDF } from '../helpers/calendar';

const column = (page: Page, title: string) => page.locator(`[data-testid="project-column"][data-column="${title}"]`);
const taskIn = (page: Page, columnTitle: string, taskTitle: string) =>
  column(page, columnTitle).getByTestId('project-task').filter({ hasText: taskTitle });

/** Drags with the mouse the way a person does: press on the handle, move in steps, drop on the target. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Griff oder Ziel nicht sichtbar');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 12 });
  await page.mouse.up();
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('web app: projects (issue 17)', () => {
  const {
    server,
    browsers: { lea: leaBrowser, tom: tomBrowser },
  } = browserSuite({ browsers: ['lea', 'tom'], freshCookies: true });

  it('builds a board that a second member follows live, with subtasks, a wiki link, a stale edit and column rules', async () => {
    const domain = await server.domain('Stadtschülerrat Projekte');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Projekt-Schule' });
    const lea = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Lea', lastName: 'Plan' });
    const tom = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Tom', lastName: 'Mit' });
    const leaApi = await server.login(lea);
    const wiki = await leaApi.post(`/api/knowledge/tenant/${tenant._id}/wiki`).send({ title: 'SV-Handbuch', description: '' });
    expect(wiki.status).toBe(201);
    const chapter = await leaApi
      .post(`/api/knowledge/tenant/${tenant._id}/wiki/${wiki.body._id}/section`)
      .send({ title: 'Sitzungen', content: '<p>Einmal im Monat.</p>' });
    expect(chapter.status).toBe(201);

    // 1. No projects yet: the empty list leads to the first; the title is required.
    const page = await server.signIn(lea, { browser: leaBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/projects`);
    await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
    await page.getByText('Noch keine Projekte.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Erstes Projekt anlegen' }).click();
    const create = page.getByRole('dialog', { name: 'Neues Projekt' });
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte gebe einen Titel ein.').waitFor();
    await create.getByLabel('Titel').fill('Schulfest');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Schulfest', level: 1 }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Aufgaben', 'Beschreibung']);
    expect(await page.getByTestId('project-column').evaluateAll((all) => all.map((c) => c.getAttribute('data-column')))).toEqual([
      'Offen',
      'In Arbeit',
      'Erledigt',
    ]);
    const projectUrl = page.url().split('?')[0];

    // 2. A task in 'Offen': its drawer opens; subtasks save when added and ticked.
    await page.getByRole('button', { name: 'Aufgabe in „Offen“ hinzufügen' }).click();
    const newTask = page.getByRole('dialog', { name: 'Neue Aufgabe' });
    await newTask.getByLabel('Titel').fill('Zelte leihen');
    await newTask.getByRole('button', { name: 'Speichern' }).click();
    let drawer = page.getByTestId('task-drawer');
    await drawer.getByText('Noch keine Teilaufgaben.').waitFor();
    for (const title of ['Angebote einholen', 'Zelte abholen']) {
      await drawer.getByLabel('Neue Teilaufgabe').fill(title);
      await drawer.getByLabel('Neue Teilaufgabe').press('Enter');
      await drawer.getByTestId('subtask').filter({ hasText: title }).waitFor();
    }
    await drawer.getByRole('checkbox', { name: 'Angebote einholen' }).click();
    await taskIn(page, 'Offen', 'Zelte leihen').getByText('1/2 Teilaufgaben').waitFor();

    // 3. A link to the wiki chapter, picked by searching.
    await drawer.getByLabel('Verknüpfungen').click();
    await page.keyboard.type('Sitz');
    await page
      .locator(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Wiki-Kapitel: SV-Handbuch: Sitzungen"]',
      )
      .click();
    await page.keyboard.press('Escape');
    // Lea owns it and it is due on 1 December: her dashboard lists it.
    await drawer.getByLabel('Verantwortlich').click();
    await page.keyboard.type('Lea');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Lea Plan"]').click();
    await drawer.getByLabel('Fällig am').fill('01.12.2026');
    await drawer.getByLabel('Fällig am').press('Tab');
    await drawer.locator('label').filter({ hasText: 'Grün' }).click();
    expect(await drawer.getByRole('radio', { name: 'Grün' }).isChecked()).toBe(true);
    await drawer.locator('input[type="file"]').setInputFiles({ name: 'Zeltplan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Aufgabe wurde gespeichert.').waitFor();
    await drawer.getByRole('link', { name: 'Zeltplan.pdf herunterladen' }).waitFor();
    await taskIn(page, 'Offen', 'Zelte leihen').getByText('Fällig am 01.12.2026').waitFor();
    await drawer.getByTestId('task-connectors').getByRole('link', { name: 'Wiki-Kapitel: SV-Handbuch: Sitzungen' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.goto(`${server.baseUrl}/sv/dashboard`);
    const mine = page.getByTestId('dashboard-project');
    await mine.getByText('Schulfest · Fällig am 01.12.2026').waitFor();
    await mine.getByRole('link', { name: 'Zelte leihen' }).click();
    await drawer.getByLabel('Titel').waitFor();
    expect(await drawer.getByLabel('Titel').inputValue()).toBe('Zelte leihen');
    // Issue 28 §12: the owner field's clear button speaks German.
    expect(await drawer.locator('[aria-label="Clear"]').count()).toBe(0);
    expect(await drawer.locator('[aria-label="Auswahl leeren"]').count()).toBe(1);
    // Issue 28 §4: closing the drawer with a typed change asks first; 'Verwerfen' closes it unchanged.
    await drawer.getByLabel('Titel').fill('Zelte leihen und aufbauen');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await drawer.getByLabel('Titel').inputValue()).toBe('Zelte leihen und aufbauen');
    await drawer.getByLabel('Titel').focus();
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Verwerfen' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // 4. Tom has the board open; Lea drags the task to 'In Arbeit' and Tom's board follows without reload.
    const tomPage = await server.signIn(tom, { browser: tomBrowser });
    await tomPage.getByTestId('notifications').waitFor();
    await tomPage.goto(projectUrl);
    await taskIn(tomPage, 'Offen', 'Zelte leihen').waitFor();
    await drag(page, page.getByRole('button', { name: 'Zelte leihen verschieben' }), column(page, 'In Arbeit').locator('ul'));
    await taskIn(page, 'In Arbeit', 'Zelte leihen').waitFor();
    await taskIn(tomPage, 'In Arbeit', 'Zelte leihen').waitFor();
    expect(await taskIn(tomPage, 'Offen', 'Zelte leihen').count()).toBe(0);

    // 5. Tom moves it on by keyboard (Space, arrow right, Space); Lea's board follows.
    await tomPage.getByRole('button', { name: 'Zelte leihen verschieben' }).focus();
    await tomPage.keyboard.press('Space');
    await tomPage.locator('[aria-pressed="true"]').waitFor();
    await animationsSettled(tomPage);
    await tomPage.keyboard.press('ArrowRight');
    await animationsSettled(tomPage);
    await tomPage.keyboard.press('Space');
    await taskIn(tomPage, 'Erledigt', 'Zelte leihen').waitFor();
    await taskIn(page, 'Erledigt', 'Zelte leihen').waitFor();
    expect(await page.getByTestId('project-task').count()).toBe(1);

    // 6. A stale edit: Lea types while Tom's change is saved; her save shows the message and loads his version.
    await taskIn(page, 'Erledigt', 'Zelte leihen').getByRole('button', { name: 'Zelte leihen öffnen' }).click();
    drawer = page.getByTestId('task-drawer');
    await drawer.getByLabel('Titel').fill('Zelte und Bänke leihen');
    const tomApi = await server.login(tom);
    const board = await tomApi.get(`/api/project/tenant/${tenant._id}/project/${projectUrl.split('/').pop()}/board`);
    const stored = board.body.columns[2].tasks[0];
    const change = await tomApi
      .put(`/api/project/tenant/${tenant._id}/project/${stored.projectId}/task/${stored._id}`)
      .send({ title: 'Zelte bestellen', version: stored.version });
    expect(change.status).toBe(200);
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(PROJECT_MESSAGES.staleVersion).waitFor();
    await page.getByText('Die Aufgabe wurde neu geladen.').waitFor();
    expect(await drawer.getByLabel('Titel').inputValue()).toBe('Zelte bestellen');
    // Ticks were saved: the reloaded drawer shows them.
    expect(await drawer.getByRole('checkbox', { name: 'Angebote einholen' }).isChecked()).toBe(true);

    // 7. Board and drawer at both widths in both themes; columns stack on a phone.
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      for (const width of WIDTHS) {
        await setWidth(page, width);
        await drawer.getByLabel('Titel').waitFor();
        await expectAccessible(page);
        if (width === 360) await noSidewaysScroll(page);
        await screenshot(page, `project-drawer-${width}-${theme}`);
      }
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      for (const width of WIDTHS) {
        await setWidth(page, width);
        await expectAccessible(page);
        if (width === 360) await noSidewaysScroll(page);
        await screenshot(page, `project-board-${width}-${theme}`);
      }
    }
    await applyTheme(page, 'light');
    await setWidth(page, 1280);

    // 8. The card's progress: the task is in the last column.
    await page.goto(`${server.baseUrl}/sv/projects`);
    await page.getByTestId('project-card').getByText('1 von 1 Aufgabe erledigt').waitFor();
    await expectAccessible(page);
    await page.goto(projectUrl);

    // 9. Columns: removing one that holds a task is refused with the message; a new one is added.
    await page.getByRole('button', { name: 'Spalten bearbeiten' }).click();
    const columns = page.getByRole('dialog', { name: 'Spalten bearbeiten' });
    await columns.getByRole('button', { name: 'Erledigt entfernen' }).click();
    await columns.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(PROJECT_MESSAGES.columnNotEmpty).waitFor();
    await columns.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Spalten bearbeiten' }).click();
    await columns.getByRole('button', { name: 'Spalte hinzufügen' }).click();
    await columns.getByLabel('Name der Spalte 4').fill('Warten');
    await columns.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Spalten wurden gespeichert.').waitFor();
    await column(page, 'Warten').waitFor();

    // 10. The description tab; then the link opens the wiki chapter.
    await page.getByRole('tab', { name: 'Beschreibung' }).click();
    await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Unser Sommerfest im Juni.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Projekt wurde gespeichert.').waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Aufgaben' }).click();
    await taskIn(page, 'Erledigt', 'Zelte bestellen').getByRole('button', { name: 'Zelte bestellen öffnen' }).click();
    await page.getByTestId('task-connectors').getByRole('link', { name: 'Wiki-Kapitel: SV-Handbuch: Sitzungen' }).click();
    await page.getByTestId('section-pane').getByRole('heading', { name: 'Sitzungen', level: 2 }).waitFor();

    // 11. Deleting the task asks first; Tom's board loses it too.
    await page.goBack();
    await drawer.getByRole('button', { name: 'Aufgabe löschen' }).click();
    await page.getByRole('dialog', { name: '„Zelte bestellen“ löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Die Aufgabe wurde gelöscht.').waitFor();
    await column(tomPage, 'Erledigt').getByText('Keine Aufgaben').waitFor();
    expect(await tomPage.getByTestId('project-task').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(tomPage)).toEqual([]);
  }, 240_000);
});
