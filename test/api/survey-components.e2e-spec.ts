// The question routes: add, change, delete, reorder, each kind's rules (SPEC 5 messages), option ids
// kept across edits, NOMINAL presets, positions kept dense; editors only, bad input 400, unknown 404.
import { SvLevel } from '#shared/levels';
import { LIKERT_STEPS, NOMINAL_OPTIONS, SURVEY_MESSAGES as SM } from '#shared/survey';
import type { SurveyView } from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import { createSurvey, surveyGroup, SurveyGroup } from '../fixtures/survey';
import { expectApiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

describe('survey: questions', () => {
  const t = useTestApp({ workers: false });
  let g: SurveyGroup;

  beforeAll(async () => {
    g = await surveyGroup(t);
  });

  const titles = (s: SurveyView) => s.components.map((c) => c.title);

  it('adds every kind with its own fields and nothing else', async () => {
    const s = await createSurvey(g);
    expect(s.components.map((c) => [c.position, c.kind])).toEqual([
      [0, 'TEXT'],
      [1, 'CHOICE'],
      [2, 'CHOICE'],
      [3, 'LIKERT'],
      [4, 'NOMINAL'],
      [5, 'OPEN'],
      [6, 'WORDCLOUD'],
    ]);
    const [text, single, multi, likert, nominal, open] = s.components;
    expect(text).toMatchObject({ text: 'Diese Umfrage dauert 2 Minuten.', required: false, options: [] });
    expect(single).toMatchObject({ required: true, multiple: false, maxSelection: 0 });
    expect(single.options.map((o) => o.label)).toEqual(['Mathe', 'Deutsch', 'Sport']);
    expect(multi).toMatchObject({ multiple: true, maxSelection: 2 });
    expect(likert).toMatchObject({ scaleTemplate: 'AGREE5', options: [], nominalType: null });
    expect(nominal.options.map((o) => o.label)).toEqual([...NOMINAL_OPTIONS.YESNO]);
    expect(open).toMatchObject({ kind: 'OPEN', options: [], scaleTemplate: null });
    expect(LIKERT_STEPS.AGREE5[0]).toBe('Stimme überhaupt nicht zu');
    expect(LIKERT_STEPS.AGREE5[4]).toBe('Stimme voll zu');
  });

  it('refuses what SPEC 5 names, with its messages', async () => {
    const s = await createSurvey(g, {}, []);
    const add = (body: unknown) => g.editor.post(`${g.url}/${s._id}/component`).send(body as object);
    expectApiError(await add({ title: 'X' }), validationError('kind', SM.kindRequired));
    expectApiError(await add({ kind: 'SLIDER', title: 'X' }), validationError('kind', SM.kindRequired));
    expectApiError(await add({ kind: 'OPEN' }), validationError('title', SM.titleRequired));
    expectApiError(await add({ kind: 'OPEN', title: 'x'.repeat(501) }), validationError('title', MESSAGES.tooLong(500)));
    expectApiError(await add({ kind: 'LIKERT', title: 'X' }), validationError('scaleTemplate', SM.scaleTemplateRequired));
    expectApiError(
      await add({ kind: 'LIKERT', title: 'X', scaleTemplate: 'AGREE7' }),
      validationError('scaleTemplate', SM.scaleTemplateRequired),
    );
    expectApiError(await add({ kind: 'NOMINAL', title: 'X' }), validationError('nominalType', SM.nominalTypeRequired));
    expectApiError(await add({ kind: 'CHOICE', title: 'X' }), validationError('options', SM.optionsRequired));
    expectApiError(await add({ kind: 'CHOICE', title: 'X', options: 'A,B' }), validationError('options', SM.optionsRequired));
    expectApiError(await add({ kind: 'CHOICE', title: 'X', options: [{ label: '' }] }), validationError('options.0.label', SM.optionEmpty));
    expectApiError(
      await add({ kind: 'CHOICE', title: 'X', options: [{ label: 'A' }, { label: 'A' }] }),
      validationError('options.1.label', SM.optionDuplicate),
    );
    expectApiError(
      await add({ kind: 'CHOICE', title: 'X', options: [{ label: 'A' }], maxSelection: -1 }),
      validationError('maxSelection', SM.maxSelectionInvalid),
    );
    expectApiError(await add({ kind: 'CHOICE', title: 'X', options: [{ label: 'x'.repeat(201) }] }), { statusCode: 400 });
    expectApiError(await add({ kind: 'CHOICE', title: 'X', options: [{ label: 'A', _id: 'nope' }] }), { statusCode: 400 });
    expectApiError(await add({ kind: 'OPEN', title: 'X', required: 'ja' }), { statusCode: 400 });
    expectApiError(await add({ kind: 'OPEN', title: 'X', position: 3 }), { statusCode: 400 });
    expectApiError(await add({ kind: 'OPEN', title: 'X', text: 'x'.repeat(5001) }), { statusCode: 400 });
    // HTML is text.
    const html = await add({ kind: 'OPEN', title: '<img src=x onerror=alert(1)>' });
    expect(html.status).toBe(201);
    expect(html.body.components[0].title).toBe('<img src=x onerror=alert(1)>');
  });

  it('keeps option ids on edit and makes a question of another kind', async () => {
    const s = await createSurvey(g, {}, [{ kind: 'CHOICE', title: 'Fach', options: [{ label: 'Mathe' }, { label: 'Kunst' }] }]);
    const [q] = s.components;
    const url = `${g.url}/${s._id}/component/${q._id}`;
    const edited = await g.editor.put(url).send({
      kind: 'CHOICE',
      title: 'Fach?',
      options: [{ _id: q.options[1]._id, label: 'Kunst & Musik' }, { label: 'Sport' }],
      multiple: true,
    });
    expect(edited.status).toBe(200);
    const [after] = edited.body.components;
    expect(after.options[0]).toEqual({ _id: q.options[1]._id, label: 'Kunst & Musik' });
    expect(after).toMatchObject({ title: 'Fach?', multiple: true, maxSelection: 0 });
    const likert = await g.editor.put(url).send({ kind: 'LIKERT', title: 'Note', scaleTemplate: 'GRADE6' });
    expect(likert.body.components[0]).toMatchObject({ kind: 'LIKERT', options: [], scaleTemplate: 'GRADE6', multiple: false });
    expectApiError(
      await g.editor.put(url).send({ kind: 'LIKERT', title: 'Note' }),
      validationError('scaleTemplate', SM.scaleTemplateRequired),
    );
  });

  it('reorders and deletes, keeping positions dense', async () => {
    const s = await createSurvey(
      g,
      {},
      ['A', 'B', 'C', 'D'].map((title) => ({ kind: 'OPEN', title })),
    );
    const [a, b, , d] = s.components;
    const order = (id: string, position: unknown) => g.editor.put(`${g.url}/${s._id}/component/${id}/order`).send({ position });
    expect(titles((await order(d._id, 0)).body)).toEqual(['D', 'A', 'B', 'C']);
    expect(titles((await order(d._id, 3)).body)).toEqual(['A', 'B', 'C', 'D']);
    expect(titles((await order(a._id, 2)).body)).toEqual(['B', 'C', 'A', 'D']);
    expectApiError(await order(a._id, 4), validationError('position', SM.orderInvalid));
    expectApiError(await order(a._id, -1), validationError('position', SM.orderInvalid));
    expectApiError(await order(a._id, 'eins'), validationError('position', SM.orderInvalid));
    expect((await g.editor.delete(`${g.url}/${s._id}/component/${b._id}`)).body).toEqual({ message: SM.componentDeleted });
    const after = (await g.editor.get(`${g.url}/${s._id}`)).body as SurveyView;
    expect(after.components.map((c) => [c.position, c.title])).toEqual([
      [0, 'C'],
      [1, 'A'],
      [2, 'D'],
    ]);
  });

  it('answers 404 for unknown questions and 403 for non-editors', async () => {
    const s = await createSurvey(g, {}, [{ kind: 'OPEN', title: 'A' }]);
    const other = await createSurvey(g, {}, [{ kind: 'OPEN', title: 'B' }]);
    const foreign = other.components[0]._id;
    const base = `${g.url}/${s._id}/component`;
    const notFound = { statusCode: 404, code: 'SURVEY_COMPONENT_NOT_FOUND' };
    expectApiError(await g.editor.put(`${base}/${foreign}`).send({ kind: 'OPEN', title: 'X' }), notFound);
    expectApiError(await g.editor.delete(`${base}/${foreign}`), notFound);
    expectApiError(await g.editor.put(`${base}/${foreign}/order`).send({ position: 0 }), notFound);
    expectApiError(await g.editor.delete(`${base}/not-a-uuid`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_MEMBER).post(base).send({ kind: 'OPEN', title: 'X' }), { statusCode: 403 });
    expectApiError(await g.editor.post(`${g.url}/not-a-uuid/component`).send({ kind: 'OPEN', title: 'X' }), { statusCode: 404 });
  });
});
