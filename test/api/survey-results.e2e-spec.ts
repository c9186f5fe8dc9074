// Codes (gencodes, rescodes, the list) and results (the raw list, the statistics aggregated in SQL on a
// known answer set, the open answers, deleting one or all): editors only, bad input 400.
import { SvLevel } from '#shared/levels';
import { LIKERT_STEPS, SURVEY_MESSAGES as SM } from '#shared/survey';
import { activeSurvey, createSurvey, generateCodes, ids, publicSurveyUrl, surveyGroup, SurveyGroup } from '../fixtures/survey';
import { expectApiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

describe('survey: codes and results', () => {
  const t = useTestApp({ workers: false });
  let g: SurveyGroup;

  beforeAll(async () => {
    g = await surveyGroup(t);
  });

  it('generates 1..2,000 codes per call with a batch label, lists them per batch, resets the unused ones', async () => {
    const s = await activeSurvey(g, { mode: 'TAN' });
    const url = `${g.url}/${s._id}`;
    const a = await g.editor.put(`${url}/gencodes`).send({ count: 2000, batch: ' 7a ' });
    expect(a.status).toBe(200);
    expect(a.body.batch).toBe('7a');
    expect(a.body.codes).toHaveLength(2000);
    expect(new Set(a.body.codes).size).toBe(2000);
    for (const code of a.body.codes) expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    const b = await generateCodes(g, s._id, 3, '7b');
    const none = await g.editor.put(`${url}/gencodes`).send({ count: 1 });
    expect(none.body.batch).toBe('');

    const gen = (body: unknown) => g.editor.put(`${url}/gencodes`).send(body as object);
    expectApiError(await gen({ count: 0 }), validationError('count', SM.codeCountInvalid));
    expectApiError(await gen({ count: 2001 }), validationError('count', SM.codeCountInvalid));
    expectApiError(await gen({ count: 'zehn' }), validationError('count', SM.codeCountInvalid));
    expectApiError(await gen({ count: 1.5 }), validationError('count', SM.codeCountInvalid));
    expectApiError(await gen({}), validationError('count', SM.codeCountInvalid));
    expectApiError(await gen({ count: 1, batch: 'x'.repeat(51) }), { statusCode: 400 });
    expectApiError(await gen({ count: 1, batch: 7 }), { statusCode: 400 });

    const list = await g.editor.get(`${url}/codes`).query({ batch: '7b' });
    expect(list.body).toMatchObject({ total: 3, page: 1 });
    expect(list.body.items.map((c: { code: string }) => c.code).sort()).toEqual([...b].sort());
    expect(list.body.batches).toEqual([
      { batch: '', total: 1, used: 0 },
      { batch: '7a', total: 2000, used: 0 },
      { batch: '7b', total: 3, used: 0 },
    ]);
    const paged = await g.editor.get(`${url}/codes`).query({ pageSize: 200, page: 3 });
    expect(paged.body).toMatchObject({ total: 2004, page: 3, pageSize: 200 });
    expect(paged.body.items).toHaveLength(200);
    expectApiError(await g.editor.get(`${url}/codes`).query({ used: 'vielleicht' }), { statusCode: 400 });
    expectApiError(await g.editor.get(`${url}/codes`).query({ pageSize: 5000 }), { statusCode: 400 });

    // One code spent, then reset: only the unused go, the answer stays.
    const answer = await t
      .client()
      .post(`${publicSurveyUrl(s._id)}/result`)
      .send({ code: b[0], answers: answersFor(s) });
    expect(answer.status).toBe(201);
    expect((await g.editor.put(`${url}/rescodes`)).body).toEqual({ removed: 2003 });
    const after = await g.editor.get(`${url}/codes`);
    expect(after.body.items).toEqual([expect.objectContaining({ code: b[0], batch: '7b', used: true })]);
    expect((await g.editor.get(`${url}/result`)).body.total).toBe(1);

    // Editors only.
    for (const level of [SvLevel.SV_MEMBER, SvLevel.GUEST]) {
      expectApiError(await g.as(level).put(`${url}/gencodes`).send({ count: 1 }), { statusCode: 403 });
      expectApiError(await g.as(level).put(`${url}/rescodes`), { statusCode: 403 });
      expectApiError(await g.as(level).get(`${url}/codes`), { statusCode: 403 });
    }
    expectApiError(await g.editor.put(`${g.url}/not-a-uuid/gencodes`).send({ count: 1 }), { statusCode: 404 });
  });

  function answersFor(s: Awaited<ReturnType<typeof createSurvey>>) {
    const { q, o } = ids(s);
    return [
      { componentId: q.Lieblingsfach, value: o['Lieblingsfach/Mathe'] },
      { componentId: q['Ich fühle mich wohl.'], value: 3 },
    ];
  }

  it('aggregates a known answer set correctly', async () => {
    const s = await activeSurvey(g);
    const { q, o } = ids(s);
    const send = (answers: object[]) =>
      t
        .client()
        .post(`${publicSurveyUrl(s._id)}/result`)
        .send({ answers });
    const fach = (label: string) => ({ componentId: q.Lieblingsfach, value: o[`Lieblingsfach/${label}`] });
    const wohl = (step: number) => ({ componentId: q['Ich fühle mich wohl.'], value: step });
    const ag = (...labels: string[]) => ({ componentId: q.AGs, value: labels.map((l) => o[`AGs/${l}`]) });
    const fest = (label: string) => ({ componentId: q['Warst du beim Schulfest?'], value: o[`Warst du beim Schulfest?/${label}`] });
    const words = (...w: string[]) => ({ componentId: q['Drei Wörter zur Schule'], value: w });
    const open = (text: string) => ({ componentId: q['Was wünschst du dir?'], value: text });
    const sent = [
      [fach('Mathe'), wohl(5), ag('Theater', 'Chor'), fest('Ja'), words('Bunt', 'laut'), open('Mehr Pausen')],
      [fach('Mathe'), wohl(4), ag('Theater'), fest('Nein'), words('bunt')],
      [fach('Sport'), wohl(4), ag('Chor', 'Theater'), fest('Ja'), words('BUNT', 'nett', 'laut'), open('Ein Schulgarten')],
      [fach('Mathe'), wohl(1)],
    ];
    for (const answers of sent) expect((await send(answers)).status).toBe(201);

    const stats = await g.editor.get(`${g.url}/${s._id}/statistics`);
    expect(stats.status).toBe(200);
    expect(stats.body.participants).toBe(4);
    const byTitle = Object.fromEntries(stats.body.components.map((c: { title: string }) => [c.title, c]));
    expect(byTitle.Lieblingsfach).toMatchObject({
      answered: 4,
      options: [
        { label: 'Mathe', count: 3 },
        { label: 'Deutsch', count: 0 },
        { label: 'Sport', count: 1 },
      ],
    });
    expect(byTitle.AGs.options.map((x: { count: number }) => x.count)).toEqual([3, 2, 0]);
    expect(byTitle.AGs.answered).toBe(3);
    expect(byTitle['Ich fühle mich wohl.']).toMatchObject({
      answered: 4,
      mean: 3.5,
      steps: LIKERT_STEPS.AGREE5.map((label, i) => ({ step: i + 1, label, count: [1, 0, 0, 2, 1][i] })),
    });
    expect(byTitle['Warst du beim Schulfest?'].options).toEqual([
      expect.objectContaining({ label: 'Ja', count: 2 }),
      expect.objectContaining({ label: 'Nein', count: 1 }),
    ]);
    expect(byTitle['Drei Wörter zur Schule'].words).toEqual([
      { word: 'bunt', count: 3 },
      { word: 'laut', count: 2 },
      { word: 'nett', count: 1 },
    ]);
    expect(byTitle['Was wünschst du dir?']).toMatchObject({ answered: 2, options: [], words: [] });
    expect(byTitle['Hallo!']).toMatchObject({ answered: 0 });
    expect(stats.body.batches).toEqual([]);

    const openUrl = `${g.url}/${s._id}/statistics/component/${q['Was wünschst du dir?']}/open`;
    // In a random order fixed per answer (never newest first), each with its day only.
    const page1 = await g.editor.get(openUrl).query({ pageSize: 1 });
    expect(page1.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    const page2 = await g.editor.get(openUrl).query({ pageSize: 1, page: 2 });
    expect(page2.body.items).toEqual([
      { resultId: expect.any(String), text: expect.any(String), createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect([page1.body.items[0].text, page2.body.items[0].text].sort()).toEqual(['Ein Schulgarten', 'Mehr Pausen']);
    expectApiError(await g.editor.get(openUrl).query({ page: 0 }), { statusCode: 400 });
    expectApiError(await g.editor.get(`${g.url}/${s._id}/statistics/component/${s._id}/open`), { statusCode: 404 });

    // The raw list: values as sent, in a random order fixed per answer (never the order they came).
    expect((await g.editor.get(`${g.url}/${s._id}/result`).query({ pageSize: 2 })).body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    const results = await g.editor.get(`${g.url}/${s._id}/result`).query({ pageSize: 10 });
    const listed = results.body.items.map((r: { answers: unknown[] }) => r.answers);
    expect(listed).toContainEqual([fach('Mathe'), wohl(1)]);
    expect(listed).toContainEqual([
      fach('Sport'),
      ag('Chor', 'Theater'),
      wohl(4),
      fest('Ja'),
      open('Ein Schulgarten'),
      words('BUNT', 'nett', 'laut'),
    ]);
    expectApiError(await g.editor.get(`${g.url}/${s._id}/result`).query({ pageSize: 0 }), { statusCode: 400 });
    const mathe = results.body.items.find(
      (r: { answers: unknown[] }) => JSON.stringify(r.answers) === JSON.stringify([fach('Mathe'), wohl(1)]),
    );

    // Editors only.
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(`${g.url}/${s._id}/statistics`), { statusCode: 403 });
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(`${g.url}/${s._id}/result`), { statusCode: 403 });
    expectApiError(await g.as(SvLevel.SV_MEMBER).delete(`${g.url}/${s._id}/result`), { statusCode: 403 });

    // Delete one, then all.
    const one = mathe._id;
    expect((await g.editor.delete(`${g.url}/${s._id}/result/${one}`)).body).toEqual({ message: SM.resultDeleted });
    expectApiError(await g.editor.delete(`${g.url}/${s._id}/result/${one}`), { statusCode: 404, code: 'SURVEY_RESULT_NOT_FOUND' });
    expectApiError(await g.editor.delete(`${g.url}/${s._id}/result/not-a-uuid`), { statusCode: 404 });
    // The counters lose exactly the deleted answer's values (Mathe and step 1).
    const afterOne = await g.editor.get(`${g.url}/${s._id}/statistics`);
    expect(afterOne.body.participants).toBe(3);
    const afterByTitle = Object.fromEntries(afterOne.body.components.map((c: { title: string }) => [c.title, c]));
    expect(afterByTitle.Lieblingsfach.options.map((x: { count: number }) => x.count)).toEqual([2, 0, 1]);
    expect(afterByTitle['Ich fühle mich wohl.']).toMatchObject({ answered: 3, mean: 4.33 });
    expect(afterByTitle['Drei Wörter zur Schule'].words[0]).toEqual({ word: 'bunt', count: 3 });
    expect((await g.editor.delete(`${g.url}/${s._id}/result`)).body).toEqual({ message: SM.resultsDeleted });
    const empty = await g.editor.get(`${g.url}/${s._id}/statistics`);
    expect(empty.body.participants).toBe(0);
    expect(empty.body.components.find((c: { title: string }) => c.title === 'Ich fühle mich wohl.').mean).toBeNull();
  });

  it('counts every one of many answers sent at once (the counters take concurrent additions)', async () => {
    const s = await activeSurvey(g);
    const { q, o } = ids(s);
    const sent = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t
          .client()
          .post(`${publicSurveyUrl(s._id)}/result`)
          .send({
            answers: [
              { componentId: q.Lieblingsfach, value: o[i % 3 === 0 ? 'Lieblingsfach/Sport' : 'Lieblingsfach/Mathe'] },
              { componentId: q['Ich fühle mich wohl.'], value: 2 },
            ],
          }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(sent.map(() => 201));
    const stats = (await g.editor.get(`${g.url}/${s._id}/statistics`)).body;
    const byTitle = Object.fromEntries(stats.components.map((c: { title: string }) => [c.title, c]));
    expect(stats.participants).toBe(24);
    expect(byTitle.Lieblingsfach.options.map((x: { count: number }) => x.count)).toEqual([16, 0, 8]);
    expect(byTitle['Ich fühle mich wohl.']).toMatchObject({ answered: 24, mean: 2 });
  });

  it('shows the turnout per TAN batch', async () => {
    const s = await activeSurvey(g, { mode: 'TAN' });
    const a = await generateCodes(g, s._id, 4, '7a');
    await generateCodes(g, s._id, 2, '7b');
    for (const code of a.slice(0, 3)) {
      expect(
        (
          await t
            .client()
            .post(`${publicSurveyUrl(s._id)}/result`)
            .send({ code, answers: answersFor(s) })
        ).status,
      ).toBe(201);
    }
    const stats = await g.editor.get(`${g.url}/${s._id}/statistics`);
    expect(stats.body).toMatchObject({
      participants: 3,
      batches: [
        { batch: '7a', total: 4, used: 3 },
        { batch: '7b', total: 2, used: 0 },
      ],
    });
  });
});
