// Budgets and positions: GET/POST /tenant/tenant/{tenantId}/budget, GET/PUT/DELETE .../budget/{budgetId},
// GET/POST .../position, PUT/DELETE .../position/{positionId}: totals and group sums summed in SQL, the
// actual switch, PUT changing only what is sent, the group rules, the amount rule (SPEC 5) with its German
// sentence, receipts through the files pipe, view access, budget:* permissions (SSR: admin only), bad
// input (400, never 500) and another group's member (404). Every change records `budget.changed`.
import { randomUUID } from 'node:crypto';
import { BUDGET_MESSAGES as BM, BUDGET_POSITIONS_MAX } from '#shared/budget';
import { SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { multipart, PDF } from '../fixtures/event';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { groupAtEveryLevel } from '../helpers/level-group';
import { useTestApp } from '../helpers/test-app';

const NOT_FOUND_BUDGET = { statusCode: 404, message: BM.notFound };
const amountError = (field: string) => validationError(field, BM.amountInvalid);

describe('budget: budgets and positions', () => {
  const t = useTestApp();
  let g: Awaited<ReturnType<typeof groupAtEveryLevel>>;
  let url: string;
  const as = (level: number) => g.members[level].client;
  const board = () => as(SvLevel.SV_BOARD);

  beforeAll(async () => {
    g = await groupAtEveryLevel(t);
    url = `/api/tenant/tenant/${g.tenant._id}/budget`;
  });

  async function createBudget(body: Record<string, unknown> = {}) {
    const res = await board()
      .post(url)
      .send({ title: 'Haushalt', year: 2026, ...body });
    expect(res.status).toBe(201);
    return res.body as { _id: string; year: number };
  }
  async function addPosition(budgetId: string, body: Record<string, unknown>) {
    const res = await board().post(`${url}/${budgetId}/position`).send(body);
    if (res.status !== 201) throw new Error(`position: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { _id: string };
  }
  async function changedEvents(budgetYears: number[]) {
    const rows: { payload: { tenantId: string; year: number } }[] = await t.dataSource.query(
      `SELECT payload FROM outbox WHERE type = 'budget.changed' AND payload ->> 'tenantId' = $1 ORDER BY created_at`,
      [g.tenant._id],
    );
    return rows.map((r) => r.payload.year).filter((y) => budgetYears.includes(y));
  }

  it('creates a budget, sums its positions per group and in total, and follows the actual switch', async () => {
    const created = await board()
      .post(url)
      .send({ title: '  Haushalt 2031 ', year: 2031, description: '<p>Plan <script>alert(1)</script><b>SV</b></p>' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      tenantId: g.tenant._id,
      title: 'Haushalt 2031',
      year: 2031,
      description: '<p>Plan <b>SV</b></p>',
      actualEnabled: false,
      viewAccess: 0,
      totals: { incomeTarget: 0, incomeActual: 0, expenseTarget: 0, expenseActual: 0, balance: 0 },
      mayEdit: true,
      mayDelete: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body._id;
    const feste = await addPosition(id, { type: 'GROUP_EXPENSE', title: 'Feste', target: 300 });
    const beitraege = await addPosition(id, { type: 'GROUP_INCOME', title: 'Beiträge', target: '500.00' });
    await addPosition(id, { type: 'INCOME', title: 'Klasse 5', target: 120.5, actual: 100.25, groupId: beitraege._id });
    await addPosition(id, { type: 'INCOME', title: 'Zuschuss', target: 0.1, actual: 0.2, date: '2031-03-02' });
    await addPosition(id, { type: 'EXPENSE', title: 'Sommerfest', target: 250.1, groupId: feste._id, note: '<b>bar</b>' });
    await addPosition(id, { type: 'EXPENSE', title: 'Porto', target: 9_999_999_999.99, actual: 0.01 });

    const detail = await as(SvLevel.GUEST).get(`${url}/${id}`);
    expect(detail.status).toBe(200);
    // Group targets are plan figures: 300 and 500 count nowhere. 0.1 + 120.5 is 120.6 exactly (no float sums).
    expect(detail.body.totals).toEqual({
      incomeTarget: 120.6,
      incomeActual: 100.45,
      expenseTarget: 10_000_000_250.09,
      expenseActual: 0.01,
      balance: -10_000_000_129.49,
    });
    expect(detail.body.positions.map((p: { title: string }) => p.title)).toEqual([
      'Feste',
      'Beiträge',
      'Klasse 5',
      'Zuschuss',
      'Sommerfest',
      'Porto',
    ]);
    expect(detail.body.positions[2]).toMatchObject({ type: 'INCOME', target: 120.5, actual: 100.25, date: null, groupId: beitraege._id });
    expect(detail.body.positions[4]).toMatchObject({ actual: null, note: '<b>bar</b>', materials: [] });
    // Income first, each type's groups in the order they were made, then its ungrouped positions.
    expect(detail.body.groups).toEqual([
      { groupId: beitraege._id, type: 'GROUP_INCOME', title: 'Beiträge', plan: 500, target: 120.5, actual: 100.25, positionCount: 1 },
      { groupId: null, type: 'GROUP_INCOME', title: BM.ungrouped, plan: 0, target: 0.1, actual: 0.2, positionCount: 1 },
      { groupId: feste._id, type: 'GROUP_EXPENSE', title: 'Feste', plan: 300, target: 250.1, actual: 0, positionCount: 1 },
      { groupId: null, type: 'GROUP_EXPENSE', title: BM.ungrouped, plan: 0, target: 9_999_999_999.99, actual: 0.01, positionCount: 1 },
    ]);

    // The switch on: the balance uses actuals. Only the fields sent change.
    const switched = await board().put(`${url}/${id}`).send({ actualEnabled: true });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ title: 'Haushalt 2031', year: 2031, description: '<p>Plan <b>SV</b></p>', actualEnabled: true });
    expect(switched.body.totals.balance).toBe(100.44);

    // The list filters by year and carries each budget's totals.
    await createBudget({ title: 'Anderes Jahr', year: 2032 });
    const list = await as(SvLevel.GUEST).get(`${url}?year=2031`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(list.body.items[0]).toMatchObject({ _id: id, totals: { balance: 100.44, incomeTarget: 120.6 } });
    const searched = await as(SvLevel.GUEST).get(`${url}?text=${encodeURIComponent('haushalt 20')}`);
    expect(searched.body.items.map((b: { _id: string }) => b._id)).toEqual([id]);
    const paged = await as(SvLevel.GUEST).get(`${url}?pageSize=1&page=2`);
    expect(paged.body).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.body.items).toHaveLength(1);

    // Positions page, filtered by type and group.
    const positions = await as(SvLevel.GUEST).get(`${url}/${id}/position?type=INCOME&pageSize=1`);
    expect(positions.status).toBe(200);
    expect(positions.body).toMatchObject({ total: 2, pageSize: 1, items: [{ title: 'Klasse 5' }] });
    const ofGroup = await as(SvLevel.GUEST).get(`${url}/${id}/position?groupId=${feste._id}`);
    expect(ofGroup.body.items.map((p: { title: string }) => p.title)).toEqual(['Sommerfest']);

    // A year change is recorded for both years; a title change for none.
    await board().put(`${url}/${id}`).send({ title: 'Nur der Titel' });
    const moved = await board().put(`${url}/${id}`).send({ year: 2033 });
    expect(moved.body.year).toBe(2033);
    const years = await changedEvents([2031, 2033]);
    // create + 6 positions + switch = 8 for 2031; the move = one for each year.
    expect(years.filter((y) => y === 2031)).toHaveLength(9);
    expect(years.filter((y) => y === 2033)).toHaveLength(1);
  });

  it('keeps the group rules, changes only what a PUT sends and takes receipts as multipart', async () => {
    const budget = await createBudget({ year: 2034 });
    const positionUrl = `${url}/${budget._id}/position`;
    const incomeGroup = await addPosition(budget._id, { type: 'GROUP_INCOME', title: 'Beiträge', target: 100 });
    const expenseGroup = await addPosition(budget._id, { type: 'GROUP_EXPENSE', title: 'Feste', target: 100 });
    const other = await createBudget({ year: 2034, title: 'Anderes' });
    const foreignGroup = await addPosition(other._id, { type: 'GROUP_INCOME', title: 'Fremd', target: 1 });

    // An INCOME position's group is a GROUP_INCOME of the same budget; a group has none.
    for (const groupId of [expenseGroup._id, foreignGroup._id, randomUUID()]) {
      expectApiError(
        await board().post(positionUrl).send({ type: 'INCOME', title: 'X', target: 1, groupId }),
        validationError('groupId', BM.groupInvalid),
      );
    }
    expectApiError(
      await board().post(positionUrl).send({ type: 'GROUP_EXPENSE', title: 'X', target: 1, groupId: expenseGroup._id }),
      validationError('groupId', BM.groupNotForGroups),
    );

    // Multipart: amounts as text, an empty actual and date are "none", receipts in newUploads.
    const created = await multipart(
      board().post(positionUrl),
      { type: 'INCOME', title: 'Klasse 7', target: '40.5', actual: '', date: '', groupId: incomeGroup._id, note: 'bar' },
      [{ name: 'beleg.pdf', body: PDF }],
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ target: 40.5, actual: null, date: null, groupId: incomeGroup._id, note: 'bar' });
    expect(created.body.materials).toEqual([{ _id: expect.any(String), name: 'beleg.pdf', size: PDF.length, mimeType: 'application/pdf' }]);
    const receipt = created.body.materials[0]._id;
    // Every member who sees the budget downloads its receipts; another group's member does not.
    expect((await as(SvLevel.GUEST).get(`/api/files/${receipt}`)).status).toBe(200);
    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await stranger.client.get(`/api/files/${receipt}`)).status).toBe(404);

    // Only the fields sent change; a receipt is added and the old one kept.
    const id = created.body._id;
    const put = await multipart(board().put(`${positionUrl}/${id}`), { actual: '12.30', materials: [receipt] }, [
      { name: 'zweiter.pdf', body: PDF },
    ]);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Klasse 7', target: 40.5, actual: 12.3, groupId: incomeGroup._id, note: 'bar' });
    expect(put.body.materials.map((m: { name: string }) => m.name)).toEqual(['beleg.pdf', 'zweiter.pdf']);
    // Another owner's file id cannot be kept.
    const foreign = await board()
      .put(`${positionUrl}/${id}`)
      .send({ materials: [randomUUID()] });
    expect(foreign.status).toBe(400);
    // Clearing: null actual, null group; INCOME -> EXPENSE needs an expense group.
    const cleared = await board().put(`${positionUrl}/${id}`).send({ actual: null, groupId: null, date: '2034-05-01' });
    expect(cleared.body).toMatchObject({ actual: null, groupId: null, date: '2034-05-01' });
    expectApiError(
      await board().put(`${positionUrl}/${id}`).send({ type: 'EXPENSE', groupId: incomeGroup._id }),
      validationError('groupId', BM.groupInvalid),
    );
    const moved = await board().put(`${positionUrl}/${id}`).send({ type: 'EXPENSE', groupId: expenseGroup._id });
    expect(moved.body).toMatchObject({ type: 'EXPENSE', groupId: expenseGroup._id });
    // A position cannot become a group, nor a group with positions change its type.
    expectApiError(await board().put(`${positionUrl}/${id}`).send({ type: 'GROUP_EXPENSE' }), validationError('type', BM.typeChangeKind));
    expectApiError(
      await board().put(`${positionUrl}/${expenseGroup._id}`).send({ type: 'GROUP_INCOME' }),
      validationError('type', BM.groupHasPositions),
    );

    // Deleting a group leaves its positions ungrouped; deleting a position takes its receipts.
    const gone = await board().delete(`${positionUrl}/${expenseGroup._id}`);
    expect(gone.body).toEqual({ message: BM.positionDeleted });
    const after = await board().get(`${url}/${budget._id}`);
    expect(after.body.positions.find((p: { _id: string }) => p._id === id)).toMatchObject({ groupId: null });
    expect((await board().delete(`${positionUrl}/${id}`)).status).toBe(200);
    expect((await as(SvLevel.GUEST).get(`/api/files/${receipt}`)).status).toBe(404);
    expectApiError(await board().put(`${positionUrl}/${id}`).send({ title: 'X' }), { statusCode: 404, message: BM.positionNotFound });
  });

  it('refuses bad input with 400 and the German sentence, never a 500', async () => {
    const budget = await createBudget({ year: 2035 });
    const positionUrl = `${url}/${budget._id}/position`;
    const valid = { type: 'EXPENSE', title: 'Porto', target: 1 };
    // SPEC 5: not below 0, at most two decimals, at most 9,999,999,999.99; numbers or numeric text only.
    for (const target of [-1, -0.01, 1.234, '1.234', '1,50', 10_000_000_000, '1e3', 'viel', true, [], null, '']) {
      expectApiError(
        await board()
          .post(positionUrl)
          .send({ ...valid, target }),
        amountError('target'),
      );
    }
    expectApiError(
      await board()
        .post(positionUrl)
        .send({ ...valid, actual: -5 }),
      amountError('actual'),
    );
    expectApiError(await multipart(board().post(positionUrl), { ...valid, target: '-3' }), amountError('target'));
    expectApiError(
      await board()
        .post(positionUrl)
        .send({ ...valid, title: '   ' }),
      validationError('title', MESSAGES.titleRequired),
    );
    expectApiError(
      await board()
        .post(positionUrl)
        .send({ ...valid, title: 'x'.repeat(201) }),
      validationError('title', MESSAGES.tooLong(200)),
    );
    expectApiError(
      await board()
        .post(positionUrl)
        .send({ ...valid, type: 'SPENDE' }),
      validationError('type', BM.typeInvalid),
    );
    expectApiError(
      await board()
        .post(positionUrl)
        .send({ ...valid, date: '2035-02-30' }),
      validationError('date', BM.dateInvalid),
    );
    expectApiError(
      await board()
        .post(positionUrl)
        .send({ ...valid, groupId: 'kein-uuid' }),
      validationError('groupId', BM.groupInvalid),
    );
    expectApiError(
      await board()
        .post(positionUrl)
        .send({ ...valid, note: 'x'.repeat(2001) }),
      validationError('note', MESSAGES.tooLong(2000)),
    );
    // HTML in a plain text field is kept as text (the web shows it as text), the rich description is sanitised.
    const html = await board()
      .post(positionUrl)
      .send({ ...valid, title: '<img src=x onerror=alert(1)>' });
    expect(html.body.title).toBe('<img src=x onerror=alert(1)>');

    expectApiError(await board().post(url).send({ year: 2035 }), validationError('title', MESSAGES.titleRequired));
    for (const year of [1999, 2101, 'zwanzig', 2035.5, null]) {
      expectApiError(await board().post(url).send({ title: 'X', year }), validationError('year', BM.yearInvalid));
    }
    expectApiError(await board().post(url).send({ title: 'X', year: 2035, actualEnabled: 'ja' }), { statusCode: 400 });
    expectApiError(
      await board().post(url).send({ title: 'X', year: 2035, viewAccess: 9 }),
      validationError('viewAccess', BM.viewAccessInvalid),
    );
    expectApiError(
      await board().post(url).send({ title: 'X', year: 2035, viewAccess: SvLevel.SV_ADMIN }),
      validationError('viewAccess', BM.viewAccessInvalid),
    );
    expectApiError(
      await board()
        .post(url)
        .send({ title: 'X', year: 2035, description: 'x'.repeat(20_001) }),
      { statusCode: 400 },
    );
    expectApiError(await board().put(`${url}/${budget._id}`).send({ title: null }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await board().get(`${url}?year=abc`), validationError('year', BM.yearInvalid));
    expectApiError(await board().get(`${url}?pageSize=1000`), { statusCode: 400 });
    expectApiError(await board().get(`${positionUrl}?type=X`), validationError('type', BM.typeInvalid));
    // A malformed id in the path is simply unknown (common/uuid-param.pipe.ts), in a body a 400.
    for (const res of [
      await board().put(`${url}/kein-uuid`).send({ title: 'X' }),
      await board().delete(`${positionUrl}/kein-uuid`),
      await board().get(`${url}/kein-uuid/position`),
    ]) {
      expect(res.status).toBe(404);
    }
    expectApiError(await board().get(`${url}/${randomUUID()}`), NOT_FOUND_BUDGET);
    expectApiError(await board().post(`${url}/${randomUUID()}/position`).send(valid), NOT_FOUND_BUDGET);
    // A budget holds at most BUDGET_POSITIONS_MAX positions (the detail answer carries them all).
    const full = await createBudget({ year: 2035, title: 'Voll' });
    await t.dataSource.query(
      `INSERT INTO budget_position (tenant_id, budget_id, type, title, target) SELECT $1, $2, 'EXPENSE', 'P' || n, 1 FROM generate_series(1, $3) n`,
      [g.tenant._id, full._id, BUDGET_POSITIONS_MAX],
    );
    expectApiError(await board().post(`${url}/${full._id}/position`).send(valid), { statusCode: 409, message: BM.tooManyPositions });
    expect((await board().get(`${url}/${full._id}`)).body.positions).toHaveLength(BUDGET_POSITIONS_MAX);
    // Nothing of it was stored.
    const stored = await board().get(`${url}/${budget._id}`);
    expect(stored.body.positions.map((p: { title: string }) => p.title)).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('applies budget:* from the table, view access and tenant isolation to every route', async () => {
    const budget = await createBudget({ year: 2036 });
    const position = await addPosition(budget._id, { type: 'INCOME', title: 'Spende', target: 10 });
    const budgetUrl = `${url}/${budget._id}`;
    const positionUrl = `${budgetUrl}/position/${position._id}`;
    // Members read; only admin and board create and edit; only the admin deletes a budget.
    expectApiError(await as(SvLevel.SV_MEMBER).post(url).send({ title: 'X', year: 2036 }), FORBIDDEN);
    expectApiError(await as(SvLevel.SV_TEACHER).put(budgetUrl).send({ title: 'X' }), FORBIDDEN);
    expectApiError(
      await as(SvLevel.CLASS_SPEAKER).post(`${budgetUrl}/position`).send({ type: 'INCOME', title: 'X', target: 1 }),
      FORBIDDEN,
    );
    expectApiError(await as(SvLevel.SV_MEMBER).put(positionUrl).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await as(SvLevel.SV_MEMBER).delete(positionUrl), FORBIDDEN);
    expectApiError(await board().delete(budgetUrl), FORBIDDEN);

    // A budget for the admin only does not exist for the board.
    const secret = await as(SvLevel.SV_ADMIN).post(url).send({ title: 'Geheim', year: 2036, viewAccess: SvLevel.SV_ADMIN });
    expect(secret.status).toBe(201);
    expectApiError(await board().get(`${url}/${secret.body._id}`), NOT_FOUND_BUDGET);
    expectApiError(await board().put(`${url}/${secret.body._id}`).send({ title: 'X' }), NOT_FOUND_BUDGET);
    expectApiError(await board().get(`${url}/${secret.body._id}/position`), NOT_FOUND_BUDGET);
    expect((await board().get(`${url}?year=2036`)).body.items.map((b: { _id: string }) => b._id)).toEqual([budget._id]);
    expect((await as(SvLevel.SV_ADMIN).get(`${url}?year=2036`)).body.total).toBe(2);
    // Issue 28 §6: the liaison teacher reads every budget, the admin's own included, and changes none.
    const teacher = as(SvLevel.SV_TEACHER);
    expect((await teacher.get(`${url}/${secret.body._id}`)).body.title).toBe('Geheim');
    expect((await teacher.get(`${url}/${secret.body._id}/position`)).status).toBe(200);
    expect((await teacher.get(`${url}?year=2036`)).body.total).toBe(2);
    expectApiError(await teacher.put(`${url}/${secret.body._id}`).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await as(SvLevel.SV_MEMBER).get(`${url}/${secret.body._id}`), NOT_FOUND_BUDGET);

    // Another group's admin: 404 on every route, never 403 or the data.
    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const foreign = `/api/tenant/tenant/${stranger.tenant._id}/budget/${budget._id}`;
    for (const res of [
      await stranger.client.get(foreign),
      await stranger.client.put(foreign).send({ title: 'X' }),
      await stranger.client.delete(foreign),
      await stranger.client.get(`${foreign}/position`),
      await stranger.client.post(`${foreign}/position`).send({ type: 'INCOME', title: 'X', target: 1 }),
      await stranger.client.put(`${foreign}/position/${position._id}`).send({ title: 'X' }),
      await stranger.client.delete(`${foreign}/position/${position._id}`),
    ]) {
      expectApiError(res, NOT_FOUND_BUDGET);
    }
    // Not a member of this group at all: 404 for the group.
    expect((await stranger.client.get(url)).status).toBe(404);

    // With the group's budget module off, the routes answer 403.
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"budget": false}' WHERE id = $1`, [g.tenant._id]);
    expectApiError(await as(SvLevel.SV_ADMIN).get(budgetUrl), { statusCode: 403, code: 'MODULE_DISABLED' });
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"budget": true}' WHERE id = $1`, [g.tenant._id]);

    // SSR: budget is the admin's only.
    const ssr = await groupAtEveryLevel(t, TenantType.SSR);
    const ssrUrl = `/api/tenant/tenant/${ssr.tenant._id}/budget`;
    expectApiError(await ssr.members[SsrLevel.SSR_BOARD].client.post(ssrUrl).send({ title: 'X', year: 2036 }), FORBIDDEN);
    expect((await ssr.members[SsrLevel.SSR_ADMIN].client.post(ssrUrl).send({ title: 'X', year: 2036 })).status).toBe(201);

    // The admin deletes the budget with its positions.
    const deleted = await as(SvLevel.SV_ADMIN).delete(budgetUrl);
    expect(deleted.body).toEqual({ message: BM.budgetDeleted });
    expectApiError(await board().get(budgetUrl), NOT_FOUND_BUDGET);
    const left: unknown[] = await t.dataSource.query(`SELECT 1 FROM budget_position WHERE budget_id = $1`, [budget._id]);
    expect(left).toHaveLength(0);
  });
});
