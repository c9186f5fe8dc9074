// Budget exports: POST .../budget/{budgetId}/export {format} (202), GET .../export/{id} and .../file, read back
// as a treasurer's tools would (the CSV by a CSV parser with German numbers, the PDF by pdftotext); the
// BUDGET source of linked content (project connectors): search and resolve only what the caller may see.
import type TestAgent from 'supertest/lib/agent';
import { LinkedContentRegistry } from '#api/common/linked-content/linked-content.registry';
import { BUDGET_MESSAGES as BM } from '#shared/budget';
import { SvLevel } from '#shared/levels';
import { csvRows, run, savedFile } from '../helpers/downloads';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { describeExportContract, downloadedExport } from '../helpers/exports';
import { useTestApp } from '../helpers/test-app';

describe('budget: exports and connectors', () => {
  const t = useTestApp();

  describeExportContract(t, {
    table: 'budget_export',
    owner: async () => {
      const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const url = `/api/tenant/tenant/${admin.tenant._id}/budget`;
      const budget = await admin.client.post(url).send({ title: 'Haushalt', year: 2026 });
      const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
      return {
        client: admin.client,
        url: `${url}/${budget.body._id}/export`,
        stranger: stranger.client,
        deleteOwner: async () => expect((await admin.client.delete(`${url}/${budget.body._id}`)).status).toBe(200),
      };
    },
    request: (client, url) => client.post(url).send({ format: 'csv' }),
    fileName: 'Budget_Haushalt_2026.csv',
  });

  /** A budget with both kinds of groups, ungrouped positions, a missing actual and a negative balance. */
  async function budgetWithPositions() {
    const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const url = `/api/tenant/tenant/${admin.tenant._id}/budget`;
    const budget = await admin.client.post(url).send({ title: 'Haushalt „Grün“', year: 2026, actualEnabled: true });
    const id = budget.body._id as string;
    const add = async (body: Record<string, unknown>) => (await admin.client.post(`${url}/${id}/position`).send(body)).body._id as string;
    const income = await add({ type: 'GROUP_INCOME', title: 'Beiträge', target: 500 });
    const expense = await add({ type: 'GROUP_EXPENSE', title: 'Feste', target: 1500 });
    await add({ type: 'INCOME', title: 'Klasse 5', target: 1234.5, actual: 1000.25, groupId: income, date: '2026-03-02' });
    await add({ type: 'INCOME', title: '=HYPERLINK("x")', target: 10, actual: 10 });
    await add({ type: 'EXPENSE', title: 'Sommerfest', target: 2000, actual: 1500.1, groupId: expense });
    await add({ type: 'EXPENSE', title: 'Porto', target: 0.5, note: 'Briefmarken' });
    return { ...admin, url, id, exportUrl: `${url}/${id}/export` };
  }

  const finished = (client: TestAgent, exportUrl: string, format: string) => downloadedExport(client, exportUrl, { format });

  it('exports the budget as CSV that German spreadsheets read: semicolons, decimal comma, BOM, no formulas', async () => {
    const g = await budgetWithPositions();
    const { file, view } = await finished(g.client, g.exportUrl, 'csv');
    expect(view.fileName).toBe('Budget_Haushalt_Grün_2026.csv');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = file.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(bytes);
    expect(Object.keys(rows[0])).toEqual(['Art', 'Gruppe', 'Titel', 'Datum', 'Soll (EUR)', 'Ist (EUR)', 'Notiz']);
    const cells = rows.map((r) => [r.Art, r.Gruppe, r.Titel, r.Datum, r['Soll (EUR)'], r['Ist (EUR)'], r.Notiz]);
    expect(cells).toEqual([
      ['Einnahmengruppe (Plan)', 'Beiträge', '', '', '500,00', '', ''],
      ['Einnahme', 'Beiträge', 'Klasse 5', '02.03.2026', '1234,50', '1000,25', ''],
      ['Einnahme', BM.ungrouped, '\'=HYPERLINK("x")', '', '10,00', '10,00', ''],
      ['Ausgabengruppe (Plan)', 'Feste', '', '', '1500,00', '', ''],
      ['Ausgabe', 'Feste', 'Sommerfest', '', '2000,00', '1500,10', ''],
      ['Ausgabe', BM.ungrouped, 'Porto', '', '0,50', '', 'Briefmarken'],
      ['Summe Einnahmen', '', '', '', '1244,50', '1010,25', ''],
      ['Summe Ausgaben', '', '', '', '2000,50', '1500,10', ''],
      // A negative balance stays a number for the spreadsheet (no apostrophe in front).
      ['Saldo', '', '', '', '-756,00', '-489,85', ''],
    ]);
  });

  it('renders the PDF report with year, groups, positions, targets, actuals and balance; budget:edit only', async () => {
    const g = await budgetWithPositions();
    const { file, view } = await finished(g.client, g.exportUrl, 'pdf');
    expect(view.fileName).toBe('Budget_Haushalt_Grün_2026.pdf');
    expect(file.headers['content-type']).toBe('application/pdf');
    // -layout keeps each table row on one line, as a person reads it.
    const path = await savedFile(file.body as Buffer, 'budget.pdf');
    const text = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'])).stdout.replace(/[ \t]+/g, ' ');
    if (process.env.BUDGET_PDF_OUT) await run('cp', [path, process.env.BUDGET_PDF_OUT]);
    for (const expected of [
      'Haushalt „Grün“',
      'Rechnungsjahr 2026',
      'Einnahmen',
      'Gruppe: Beiträge (Plan 500,00 €)',
      'Klasse 5 02.03.2026 1.234,50 € 1.000,25 €',
      'Gruppe: Feste (Plan 1.500,00 €)',
      'Sommerfest 2.000,00 € 1.500,10 €',
      'Porto 0,50 € –',
      'Saldo -756,00 € -489,85 €',
      'Saldo des Budgets: -489,85 €',
    ]) {
      expect(text).toContain(expected);
    }

    // Bad input, a member without budget:edit, and another group's admin through their own group's path.
    expectApiError(await g.client.post(g.exportUrl).send({ format: 'xlsx' }), validationError('format', BM.formatInvalid));
    const member = await t.login(await t.member(g.tenant, SvLevel.SV_MEMBER));
    expectApiError(await member.post(g.exportUrl).send({ format: 'csv' }), FORBIDDEN);
    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const foreign = `/api/tenant/tenant/${stranger.tenant._id}/budget/${g.id}/export`;
    expectApiError(await stranger.client.post(foreign).send({ format: 'csv' }), { statusCode: 404, message: BM.notFound });
    expectApiError(await stranger.client.get(`${foreign}/${view._id}/file`), { statusCode: 404 });
  });

  it('offers budgets as linked content: search and resolve only what the caller may see, with title and path', async () => {
    const g = await budgetWithPositions();
    const secret = await g.client.post(g.url).send({ title: 'Geheimer Haushalt', year: 2027, viewAccess: SvLevel.SV_ADMIN });
    const registry = t.app.get(LinkedContentRegistry);
    const board = { userId: g.user._id, level: SvLevel.SV_BOARD, platformStaff: false };
    const admin = { ...board, level: SvLevel.SV_ADMIN };
    const found = await registry.search(g.tenant._id, board, 'haushalt', 20, 'BUDGET');
    expect(found).toEqual([{ kind: 'BUDGET', targetId: g.id, title: 'Haushalt „Grün“ (2026)', path: `/sv/budgets/${g.id}` }]);
    expect((await registry.search(g.tenant._id, admin, '', 20, 'BUDGET')).map((c) => c.targetId)).toEqual([secret.body._id, g.id]);
    // LIKE wildcards are text.
    expect(await registry.search(g.tenant._id, admin, '%_', 20, 'BUDGET')).toEqual([]);
    const refs = [g.id, secret.body._id].map((targetId) => ({ kind: 'BUDGET' as const, targetId }));
    expect([...(await registry.resolve(g.tenant._id, board, refs)).keys()]).toEqual([`BUDGET:${g.id}`]);
    // Another group's id resolves to nothing; a deleted budget disappears.
    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await registry.resolve(stranger.tenant._id, admin, refs)).size).toBe(0);
    await g.client.delete(`${g.url}/${g.id}`);
    expect([...(await registry.resolve(g.tenant._id, admin, refs)).keys()]).toEqual([`BUDGET:${secret.body._id}`]);
  });
});
