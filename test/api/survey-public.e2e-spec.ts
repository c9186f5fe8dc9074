// The public participation without login: GET /survey/public/survey/{surveyId} and POST .../result. When a
// survey is open, each kind's answer check on the server, each mode's rule (incl. racing requests: one code,
// one participation cookie store exactly one answer), the rate limit sized for a school behind one address.
// What makes answers unlinkable (day-only times, the cookie, PERSONAL's mailed link): survey-unlinkable.e2e-spec.ts.
import { SvLevel } from '#shared/levels';
import { SURVEY_MESSAGES as SM } from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import {
  activeSurvey,
  createSurvey,
  fullAnswer,
  generateCodes,
  ids,
  participant,
  publicSurveyUrl,
  surveyGroup,
  SurveyGroup,
} from '../fixtures/survey';
import { expectApiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const NOT_FOUND = { statusCode: 404, code: 'SURVEY_NOT_FOUND', message: SM.notFound };
const CODE_INVALID = { statusCode: 403, code: 'SURVEY_CODE_INVALID', message: SM.codeInvalid };
const ALREADY = { statusCode: 409, code: 'SURVEY_ALREADY_ANSWERED', message: SM.alreadyAnswered };

describe('survey: public participation', () => {
  const t = useTestApp({ workers: false });
  let g: SurveyGroup;

  beforeAll(async () => {
    g = await surveyGroup(t);
  });

  const anon = () => t.client();
  const post = (surveyId: string, body: object) =>
    anon()
      .post(`${publicSurveyUrl(surveyId)}/result`)
      .send(body);
  const resultCount = async (surveyId: string) =>
    Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM survey_result WHERE survey_id = $1`, [surveyId]))[0].n);

  it('shows only an open survey, and takes no query but the code (the old device identifier is refused as unknown)', async () => {
    const s = await activeSurvey(g, { viewAccess: 3 });
    const url = publicSurveyUrl(s._id);
    expectApiError(await anon().get(url).query({ identifier: 'geraet-1' }), { statusCode: 400 });
    const res = await anon().get(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: s._id,
      title: 'Schulklima',
      description: '',
      mode: 'DEFAULT',
      startDate: null,
      endDate: null,
      components: s.components,
      alreadyAnswered: false,
      tenantName: g.tenant.name,
      account: null,
      codeSpent: false,
    });
    // Only ANONYMOUS surveys set a cookie.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('viewAccess');

    const inactive = await createSurvey(g);
    expectApiError(await anon().get(publicSurveyUrl(inactive._id)), NOT_FOUND);
    expectApiError(await post(inactive._id, fullAnswer(inactive)), NOT_FOUND);
    expectApiError(await anon().get(publicSurveyUrl('not-a-uuid')), NOT_FOUND);
    expectApiError(await anon().get(publicSurveyUrl('00000000-0000-4000-8000-000000000000')), NOT_FOUND);
    const future = await activeSurvey(g, { startDate: '2099-01-01T00:00:00Z' });
    expectApiError(await anon().get(publicSurveyUrl(future._id)), NOT_FOUND);
    expectApiError(await post(future._id, fullAnswer(future)), NOT_FOUND);
    const past = await activeSurvey(g, { endDate: '2020-01-01T00:00:00Z' });
    expectApiError(await anon().get(publicSurveyUrl(past._id)), NOT_FOUND);
  });

  it('answers 404 while the group has surveys switched off', async () => {
    const h = await surveyGroup(t);
    const s = await activeSurvey(h);
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"survey": false}' WHERE id = $1`, [h.tenant._id]);
    expectApiError(await anon().get(publicSurveyUrl(s._id)), NOT_FOUND);
    expectApiError(await post(s._id, fullAnswer(s)), NOT_FOUND);
  });

  it('stores a valid answer with 201 (DEFAULT: any number of answers, even from one device)', async () => {
    const s = await activeSurvey(g);
    const body = fullAnswer(s);
    const first = await post(s._id, body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ _id: expect.any(String), message: SM.answered });
    expect((await post(s._id, body)).status).toBe(201);
    expect(await resultCount(s._id)).toBe(2);
    expect((await anon().get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(false);
  });

  it('checks every answer against its question on the server', async () => {
    const s = await activeSurvey(g);
    const { q, o } = ids(s);
    const base = fullAnswer(s);
    const replace = (componentId: string, value: unknown) => ({
      ...base,
      answers: [...base.answers.filter((a) => a.componentId !== componentId), { componentId, value }],
    });
    const field = (id: string) => `answers.${id}`;
    // Required questions.
    expectApiError(await post(s._id, { ...base, answers: [] }), validationError(field(q.Lieblingsfach), SM.answerRequired));
    expectApiError(
      await post(s._id, { ...base, answers: base.answers.slice(1) }),
      validationError(field(q.Lieblingsfach), SM.answerRequired),
    );
    // CHOICE single: an option of this question, one only.
    expectApiError(
      await post(s._id, replace(q.Lieblingsfach, o['AGs/Theater'])),
      validationError(field(q.Lieblingsfach), SM.answerNotAnOption),
    );
    expectApiError(
      await post(s._id, replace(q.Lieblingsfach, [o['Lieblingsfach/Mathe'], o['Lieblingsfach/Sport']])),
      validationError(field(q.Lieblingsfach), SM.answerTooMany(1)),
    );
    // CHOICE multiple: within the maximum.
    expectApiError(
      await post(s._id, replace(q.AGs, [o['AGs/Theater'], o['AGs/Chor'], o['AGs/Robotik']])),
      validationError(field(q.AGs), SM.answerTooMany(2)),
    );
    // LIKERT: a step of the scale.
    for (const value of [0, 6, 1.5, 'vier']) {
      expectApiError(
        await post(s._id, replace(q['Ich fühle mich wohl.'], value)),
        validationError(field(q['Ich fühle mich wohl.']), SM.answerStepInvalid),
      );
    }
    // NOMINAL: an option of its preset.
    expectApiError(
      await post(s._id, replace(q['Warst du beim Schulfest?'], 'Ja')),
      validationError(field(q['Warst du beim Schulfest?']), SM.answerNotAnOption),
    );
    // OPEN: at most 2,000 characters.
    expectApiError(
      await post(s._id, replace(q['Was wünschst du dir?'], 'x'.repeat(2001))),
      validationError(field(q['Was wünschst du dir?']), SM.answerTooLong),
    );
    // WORDCLOUD: one to three words.
    expectApiError(
      await post(s._id, replace(q['Drei Wörter zur Schule'], ['a', 'b', 'c', 'd'])),
      validationError(field(q['Drei Wörter zur Schule']), SM.answerWords),
    );
    // TEXT takes no answer; unknown and repeated questions are refused.
    expectApiError(await post(s._id, replace(q['Hallo!'], 'x')), validationError(field(q['Hallo!']), SM.answerNotExpected));
    expectApiError(
      await post(s._id, { ...base, answers: [...base.answers, { componentId: '00000000-0000-4000-8000-000000000000', value: 'x' }] }),
      validationError('answers.6.componentId', SM.answerUnknownComponent),
    );
    expectApiError(
      await post(s._id, { ...base, answers: [...base.answers, base.answers[0]] }),
      validationError(field(q.Lieblingsfach), SM.answerDuplicate),
    );
    // Shapes: 400, never 500.
    expectApiError(await post(s._id, { ...base, answers: 'alles' }), { statusCode: 400 });
    expectApiError(await post(s._id, { ...base, answers: [{ componentId: 'x', value: 1 }] }), { statusCode: 400 });
    expectApiError(await post(s._id, { ...base, answers: [{ componentId: q.AGs, value: { a: 1 } }] }), { statusCode: 400 });
    expectApiError(await post(s._id, { ...base, answers: [{ componentId: q.AGs, value: [1, 2] }] }), { statusCode: 400 });
    expectApiError(await post(s._id, { ...base, identifier: 'geraet-1' }), { statusCode: 400 });
    expectApiError(await post(s._id, { ...base, extra: true }), { statusCode: 400 });
    expect(await resultCount(s._id)).toBe(0);
    // HTML in an open answer is stored as text.
    expect((await post(s._id, replace(q['Was wünschst du dir?'], '<b>mehr</b> Pausen'))).status).toBe(201);
  });

  it('ANONYMOUS: one answer per participation cookie, stored only as a keyed hash, also under racing requests', async () => {
    const s = await activeSurvey(g, { mode: 'ANONYMOUS' });
    const browser = await participant(t, s._id);
    const body = fullAnswer(s);
    const answer = () => browser.post(`${publicSurveyUrl(s._id)}/result`).send(body);
    expect((await answer()).status).toBe(201);
    expectApiError(await answer(), ALREADY);
    expect((await browser.get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(true);
    expect((await (await participant(t, s._id)).get(publicSurveyUrl(s._id))).body.alreadyAnswered).toBe(false);
    const stored = await t.dataSource.query(`SELECT participant_hash FROM survey_result WHERE survey_id = $1`, [s._id]);
    expect(stored[0].participant_hash).toMatch(/^[0-9a-f]{64}$/);

    const racer = await participant(t, s._id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => racer.post(`${publicSurveyUrl(s._id)}/result`).send(fullAnswer(s))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await resultCount(s._id)).toBe(2);
  });

  it('PERSONAL: needs an e-mail address without login; logged in, answers once as the account', async () => {
    const s = await activeSurvey(g, { mode: 'PERSONAL' });
    expectApiError(await post(s._id, fullAnswer(s)), validationError('mail', SM.mailRequired));
    expectApiError(await post(s._id, fullAnswer(s, { mail: 'keine-adresse' })), validationError('mail', MESSAGES.emailInvalid));
    const member = g.as(SvLevel.SV_MEMBER);
    const page = await member.get(publicSurveyUrl(s._id));
    expect(page.body.account).toEqual({ name: expect.any(String), mail: expect.stringContaining('@') });
    // The account answers, whatever address the body names.
    const first = await member.post(`${publicSurveyUrl(s._id)}/result`).send(fullAnswer(s, { mail: 'lehrer@schule.de' }));
    expect(first.status).toBe(201);
    const racing = await Promise.all(Array.from({ length: 4 }, () => member.post(`${publicSurveyUrl(s._id)}/result`).send(fullAnswer(s))));
    expect(racing.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    const results = await g.editor.get(`${g.url}/${s._id}/result`);
    expect(results.body.items.map((r: { mail: string; name: string }) => [r.mail, r.name])).toEqual([
      [page.body.account.mail, page.body.account.name],
    ]);
  });

  it('TAN: each code once, matched in any case; a racing double spend stores exactly one answer', async () => {
    const s = await activeSurvey(g, { mode: 'TAN' });
    const [first, second, third] = await generateCodes(g, s._id, 3, '7a');
    expectApiError(await post(s._id, fullAnswer(s)), validationError('code', SM.codeRequired));
    expectApiError(await post(s._id, fullAnswer(s, { code: 'AAAAAAAA' })), CODE_INVALID);
    expect((await post(s._id, fullAnswer(s, { code: ` ${first.toLowerCase()} ` }))).status).toBe(201);
    expectApiError(await post(s._id, fullAnswer(s, { code: first })), CODE_INVALID);
    // A code of another survey is no code here.
    const other = await activeSurvey(g, { mode: 'TAN' });
    const [foreign] = await generateCodes(g, other._id, 1);
    expectApiError(await post(s._id, fullAnswer(s, { code: foreign })), CODE_INVALID);
    // An invalid answer spends nothing.
    expectApiError(await post(s._id, { ...fullAnswer(s, { code: second }), answers: [] }), { statusCode: 400 });

    const racing = await Promise.all(Array.from({ length: 8 }, () => post(s._id, fullAnswer(s, { code: second }))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403, 403, 403, 403]);
    expect(await resultCount(s._id)).toBe(2);
    const codes = await g.editor.get(`${g.url}/${s._id}/codes`);
    expect(codes.body.batches).toEqual([{ batch: '7a', total: 3, used: 2 }]);
    expect(codes.body.items.find((c: { code: string }) => c.code === third).used).toBe(false);
    const results = await g.editor.get(`${g.url}/${s._id}/result`);
    expect(results.body.items.map((r: { batch: string; mail: null }) => [r.batch, r.mail])).toEqual([
      ['7a', null],
      ['7a', null],
    ]);
    expect(JSON.stringify(results.body)).not.toContain(first);
  });

  it('TAN: opening a spent code says so at once, and tells nothing about unused, unknown or foreign codes (issue 28 §16)', async () => {
    const s = await activeSurvey(g, { mode: 'TAN' });
    const [spent, unused] = await generateCodes(g, s._id, 2);
    const other = await activeSurvey(g, { mode: 'TAN' });
    const [foreign] = await generateCodes(g, other._id, 1);
    expect((await post(other._id, fullAnswer(other, { code: foreign }))).status).toBe(201);
    const spentOf = async (code: string) => {
      const res = await anon().get(publicSurveyUrl(s._id)).query({ code });
      expect(res.status).toBe(200);
      return res.body.codeSpent;
    };
    expect(await spentOf(spent)).toBe(false);
    expect((await post(s._id, fullAnswer(s, { code: spent }))).status).toBe(201);
    expect(await spentOf(spent)).toBe(true);
    expect(await spentOf(` ${spent.toLowerCase()} `)).toBe(true);
    expect(await spentOf(unused)).toBe(false);
    expect(await spentOf('AAAAAAAA')).toBe(false);
    // A code spent in another survey is no code here.
    expect(await spentOf(foreign)).toBe(false);
    // Hostile input: an overlong code or a list is a German 400 and spends nothing.
    const long = await anon()
      .get(publicSurveyUrl(s._id))
      .query({ code: 'A'.repeat(33) });
    expectApiError(long, { statusCode: 400 });
    expect(JSON.stringify(long.body)).toContain(SM.codeInvalid);
    expectApiError(
      await anon()
        .get(publicSurveyUrl(s._id))
        .query({ code: [unused, spent] }),
      { statusCode: 400 },
    );
    expect((await post(s._id, fullAnswer(s, { code: unused }))).status).toBe(201);
  });

  it('refuses answers once the survey is deactivated', async () => {
    const s = await activeSurvey(g);
    await g.as(SvLevel.SV_BOARD).put(`${g.url}/${s._id}`).send({ state: 'INACTIVE' });
    expectApiError(await post(s._id, fullAnswer(s)), NOT_FOUND);
  });
});

describe('survey: public rate limit', () => {
  // Five times RATE_LIMIT_PUBLIC per survey and IP (3,000 per 15 minutes by default); here 3 × 5 = 15.
  const t = useTestApp({ workers: false, env: { RATE_LIMIT_PUBLIC: '3' } });

  it('limits each survey and address on its own', async () => {
    const g = await surveyGroup(t);
    const [a, b] = [await activeSurvey(g), await activeSurvey(g)];
    const post = (s: typeof a) =>
      t
        .client()
        .post(`${publicSurveyUrl(s._id)}/result`)
        .send(fullAnswer(s));
    for (let i = 0; i < 15; i++) expect((await post(a)).status).toBe(201);
    expectApiError(await post(a), { statusCode: 429 });
    expect((await post(b)).status).toBe(201);
  });
});
