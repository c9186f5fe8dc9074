// The tenant survey routes: create, read, list, update (incl. activation and the edit lock), delete;
// who may do what, bad input (400 never 500), another group's member (404), the dashboard section.
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { SURVEY_MESSAGES as SM } from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import { activate, activeSurvey, createSurvey, fullAnswer, publicSurveyUrl, surveyGroup, SurveyGroup } from '../fixtures/survey';
import { expectApiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const NOT_FOUND = { statusCode: 404, code: 'SURVEY_NOT_FOUND', message: SM.notFound };
const LOCKED = { statusCode: 409, code: 'SURVEY_LOCKED', message: SM.locked };

describe('survey: surveys', () => {
  const t = useTestApp({ workers: false });
  let g: SurveyGroup;

  beforeAll(async () => {
    g = await surveyGroup(t);
  });

  it('creates an inactive survey, reads it, lists it', async () => {
    const res = await g.editor.post(g.url).send({ title: '  Schulklima  ', description: 'Kurz', mode: 'TAN', viewAccess: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Schulklima',
      description: 'Kurz',
      mode: 'TAN',
      state: 'INACTIVE',
      startDate: null,
      endDate: null,
      viewAccess: 2,
      resultCount: 0,
      locked: false,
      mayEdit: true,
      mayDelete: false,
      components: [],
      author: { _id: g.members[SvLevel.SV_BOARD].user._id },
    });
    const read = await g.as(SvLevel.SV_MEMBER).get(`${g.url}/${res.body._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: res.body._id, mayEdit: false });
    // Below the view access: the survey does not exist for them.
    expectApiError(await g.as(SvLevel.CLASS_SPEAKER).get(`${g.url}/${res.body._id}`), NOT_FOUND);
    const list = await g.as(SvLevel.SV_MEMBER).get(g.url).query({ text: 'klima' });
    expect(list.body.items.map((s: { _id: string }) => s._id)).toContain(res.body._id);
    expect(list.body).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('lets only admin and board create, only admin delete', async () => {
    expectApiError(await g.as(SvLevel.SV_MEMBER).post(g.url).send({ title: 'X' }), { statusCode: 403 });
    const s = await createSurvey(g, {}, []);
    expectApiError(await g.as(SvLevel.SV_MEMBER).put(`${g.url}/${s._id}`).send({ title: 'Y' }), { statusCode: 403 });
    expectApiError(await g.editor.delete(`${g.url}/${s._id}`), { statusCode: 403 });
    const del = await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/${s._id}`);
    expect(del.body).toEqual({ message: SM.surveyDeleted });
    expectApiError(await g.editor.get(`${g.url}/${s._id}`), NOT_FOUND);
  });

  it('refuses bad input with 400 and German messages', async () => {
    const post = (body: object) => g.editor.post(g.url).send({ mode: 'DEFAULT', ...body });
    expectApiError(await post({}), validationError('title', SM.titleRequired));
    expectApiError(await post({ title: '   ' }), validationError('title', SM.titleRequired));
    expectApiError(await post({ title: 5 }), validationError('title', SM.titleRequired));
    expectApiError(await post({ title: 'x'.repeat(201) }), validationError('title', MESSAGES.tooLong(200)));
    expectApiError(await post({ title: 'X', description: 'x'.repeat(10_001) }), { statusCode: 400 });
    expectApiError(await post({ title: 'X', mode: 'SECRET' }), validationError('mode', SM.modeRequired));
    // Issue 28 §19: no mode is no survey, whatever was assumed before (DEFAULT); nothing is stored.
    const stored = async () => (await t.dataSource.query(`SELECT id FROM survey WHERE tenant_id = $1`, [g.tenant._id])).length;
    const before = await stored();
    expectApiError(await g.editor.post(g.url).send({ title: 'X' }), validationError('mode', SM.modeRequired));
    expectApiError(await post({ title: 'X', mode: null }), validationError('mode', SM.modeRequired));
    expectApiError(await post({ title: 'X', mode: '' }), validationError('mode', SM.modeRequired));
    expect(await stored()).toBe(before);
    expectApiError(await post({ title: 'X', startDate: 'gestern' }), { statusCode: 400 });
    expectApiError(
      await post({ title: 'X', startDate: '2026-12-02T00:00:00Z', endDate: '2026-12-01T00:00:00Z' }),
      validationError('endDate', SM.endBeforeStart),
    );
    expectApiError(await post({ title: 'X', viewAccess: 9 }), validationError('viewAccess', SM.viewAccessInvalid));
    expectApiError(await post({ title: 'X', viewAccess: 5 }), validationError('viewAccess', SM.viewAccessAboveOwn));
    expectApiError(await post({ title: 'X', tenantId: 'other' }), { statusCode: 400 });
    expectApiError(await g.editor.get(g.url).query({ state: 'OPEN' }), { statusCode: 400 });
    expectApiError(await g.editor.get(g.url).query({ pageSize: 'abc' }), { statusCode: 400 });
    expectApiError(await g.editor.get(`${g.url}/not-a-uuid`), { statusCode: 404 });
    expectApiError(await g.editor.put(`${g.url}/not-a-uuid`).send({}), { statusCode: 404 });
    expectApiError(await g.editor.put(`${g.url}/${(await createSurvey(g, {}, []))._id}`).send({ state: 'LIVE' }), { statusCode: 400 });
    // HTML in text fields is stored as text and comes back as text.
    const html = await post({ title: '<b>Umfrage</b>', description: '<script>alert(1)</script>' });
    expect(html.status).toBe(201);
    expect(html.body).toMatchObject({ title: '<b>Umfrage</b>', description: '<script>alert(1)</script>' });
  });

  it('needs an answerable question to activate', async () => {
    const empty = await createSurvey(g, {}, [{ kind: 'TEXT', title: 'Nur Text' }]);
    expectApiError(await g.editor.put(`${g.url}/${empty._id}`).send({ state: 'ACTIVE' }), {
      statusCode: 409,
      code: 'SURVEY_NO_QUESTION',
      message: SM.noAnswerableQuestion,
    });
    const ok = await createSurvey(g, {}, [{ kind: 'OPEN', title: 'Wunsch' }]);
    const res = await g.editor.put(`${g.url}/${ok._id}`).send({ state: 'ACTIVE' });
    expect(res.body).toMatchObject({ state: 'ACTIVE', locked: true });
  });

  it('locks questions, mode and period while active or answered; title and description stay editable', async () => {
    const s = await activeSurvey(g);
    const url = `${g.url}/${s._id}`;
    expectApiError(await g.editor.put(url).send({ mode: 'TAN' }), LOCKED);
    expectApiError(await g.editor.put(url).send({ endDate: '2030-01-01T00:00:00Z' }), LOCKED);
    expectApiError(await g.editor.post(`${url}/component`).send({ kind: 'OPEN', title: 'Neu' }), LOCKED);
    expectApiError(await g.editor.put(`${url}/component/${s.components[1]._id}`).send({ kind: 'OPEN', title: 'Neu' }), LOCKED);
    expectApiError(await g.editor.delete(`${url}/component/${s.components[1]._id}`), LOCKED);
    expectApiError(await g.editor.put(`${url}/component/${s.components[1]._id}/order`).send({ position: 0 }), LOCKED);
    const renamed = await g.editor.put(url).send({ title: 'Neuer Titel', description: 'Neu', mode: s.mode });
    expect(renamed.body).toMatchObject({ title: 'Neuer Titel', description: 'Neu' });

    // Answered, then deactivated: still locked until the answers are deleted.
    expect(
      (
        await t
          .client()
          .post(`${publicSurveyUrl(s._id)}/result`)
          .send(fullAnswer(s))
      ).status,
    ).toBe(201);
    expect((await g.editor.put(url).send({ state: 'INACTIVE' })).body).toMatchObject({ state: 'INACTIVE', locked: true, resultCount: 1 });
    expectApiError(await g.editor.put(url).send({ mode: 'TAN' }), LOCKED);
    expect((await g.editor.delete(`${url}/result`)).body).toEqual({ message: SM.resultsDeleted });
    const unlocked = await g.editor.put(url).send({ mode: 'TAN', startDate: '2026-01-01T00:00:00Z' });
    expect(unlocked.body).toMatchObject({ mode: 'TAN', locked: false, startDate: '2026-01-01T00:00:00.000Z' });
    // Deactivating and changing the mode in one request is allowed too.
    await activate(g, s._id);
    expect((await g.editor.put(url).send({ state: 'INACTIVE', mode: 'ANONYMOUS' })).body).toMatchObject({ mode: 'ANONYMOUS' });
  });

  it('lets the author edit their own survey in a NETWORK group while they may create', async () => {
    const { tenant, user, client } = await t.memberSession({ level: NetworkLevel.NETWORK_MEMBER, type: TenantType.NETWORK });
    const url = `/api/survey/tenant/${tenant._id}/survey`;
    const created = await client.post(url).send({ title: 'Netzwerk', mode: 'DEFAULT' });
    expect(created.status).toBe(201);
    expect(created.body.mayEdit).toBe(true);
    expect((await client.put(`${url}/${created.body._id}`).send({ title: 'Netzwerk 2' })).status).toBe(200);
    const other = await t.member(tenant, NetworkLevel.NETWORK_MEMBER);
    const otherClient = await t.login(other);
    expectApiError(await otherClient.put(`${url}/${created.body._id}`).send({ title: 'Fremd' }), { statusCode: 403 });
    expect(user._id).toBeDefined();
    // The author runs their survey (codes) but reads its answers only with survey:edit (issue 15 §2).
    expect((await client.put(`${url}/${created.body._id}/gencodes`).send({ count: 2 })).status).toBe(200);
    expect((await client.get(`${url}/${created.body._id}/codes`)).status).toBe(200);
    for (const path of ['result', 'statistics']) {
      expectApiError(await client.get(`${url}/${created.body._id}/${path}`), { statusCode: 403 });
    }
  });

  it('filters by state and fills the dashboard section with active surveys and answer counts', async () => {
    const h = await surveyGroup(t);
    const on = await activeSurvey(h, { title: 'Aktiv' });
    await createSurvey(h, { title: 'Entwurf' });
    await t
      .client()
      .post(`${publicSurveyUrl(on._id)}/result`)
      .send(fullAnswer(on));
    const active = await h.as(SvLevel.GUEST).get(h.url).query({ state: 'ACTIVE' });
    expect(active.body.items.map((s: { title: string }) => s.title)).toEqual(['Aktiv']);
    const dashboard = await h.as(SvLevel.SV_MEMBER).get(`/api/tenant/tenant/${h.tenant._id}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.sections.survey).toMatchObject({ integration: 'survey', status: 'ok' });
    expect(dashboard.body.sections.survey.items).toEqual([expect.objectContaining({ title: 'Aktiv', resultCount: 1, state: 'ACTIVE' })]);
  });

  it('answers 403 when the group switched surveys off', async () => {
    const h = await surveyGroup(t);
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"survey": false}' WHERE id = $1`, [h.tenant._id]);
    expectApiError(await h.as(SvLevel.SV_ADMIN).get(h.url), { statusCode: 403 });
  });

  it('hides every route from another group: 404', async () => {
    const s = await createSurvey(g);
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const otherUrl = `/api/survey/tenant/${other.tenant._id}/survey/${s._id}`;
    const c = s.components[1]._id;
    for (const base of [otherUrl, `${g.url}/${s._id}`]) {
      expectApiError(await other.client.get(base), { statusCode: 404 });
      expectApiError(await other.client.put(base).send({ title: 'X' }), { statusCode: 404 });
      expectApiError(await other.client.post(`${base}/component`).send({ kind: 'OPEN', title: 'X' }), { statusCode: 404 });
      expectApiError(await other.client.put(`${base}/component/${c}`).send({ kind: 'OPEN', title: 'X' }), { statusCode: 404 });
      expectApiError(await other.client.put(`${base}/component/${c}/order`).send({ position: 0 }), { statusCode: 404 });
      expectApiError(await other.client.delete(`${base}/component/${c}`), { statusCode: 404 });
      expectApiError(await other.client.put(`${base}/gencodes`).send({ count: 1 }), { statusCode: 404 });
      expectApiError(await other.client.put(`${base}/rescodes`), { statusCode: 404 });
      expectApiError(await other.client.get(`${base}/codes`), { statusCode: 404 });
      expectApiError(await other.client.get(`${base}/result`), { statusCode: 404 });
      expectApiError(await other.client.get(`${base}/statistics`), { statusCode: 404 });
      expectApiError(await other.client.get(`${base}/statistics/component/${c}/open`), { statusCode: 404 });
      expectApiError(await other.client.delete(`${base}/result`), { statusCode: 404 });
      expectApiError(await other.client.delete(`${base}/result/${c}`), { statusCode: 404 });
      expectApiError(await other.client.delete(base), { statusCode: 404 });
    }
    expectApiError(await other.client.get(g.url), { statusCode: 404 });
    expect((await g.editor.get(`${g.url}/${s._id}`)).status).toBe(200);
  });
});
