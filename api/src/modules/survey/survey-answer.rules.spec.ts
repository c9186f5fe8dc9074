import { SURVEY_MESSAGES as SM, SurveyComponentKind as Kind, LikertTemplate } from '#shared/survey';
import { AnswerableComponent, checkAnswers } from './survey-answer.rules';

const q = (id: string, kind: Kind, extra: Partial<AnswerableComponent> = {}): AnswerableComponent => ({
  _id: id,
  kind,
  required: false,
  options: [],
  multiple: false,
  maxSelection: 0,
  scaleTemplate: null,
  ...extra,
});

const text = q('t', Kind.TEXT);
const open = q('o', Kind.OPEN, { required: true });
const cloud = q('w', Kind.WORDCLOUD);
const single = q('c', Kind.CHOICE, { options: [{ _id: 'a' }, { _id: 'b' }] });
const multi = q('m', Kind.CHOICE, { options: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }], multiple: true, maxSelection: 2 });
const unlimited = q('u', Kind.CHOICE, { options: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }], multiple: true, maxSelection: 0 });
const likert = q('l', Kind.LIKERT, { scaleTemplate: LikertTemplate.AGREE4 });
const nominal = q('n', Kind.NOMINAL, { options: [{ _id: 'y' }, { _id: 'x' }] });
const all = [text, open, cloud, single, multi, unlimited, likert, nominal];

const check = (answers: unknown) => checkAnswers(all, answers);
const errorOf = (answers: unknown[]) => check([{ componentId: 'o', value: 'ok' }, ...answers]).errors;

describe('survey answer rules', () => {
  it('turns every kind into its typed row', () => {
    const { drafts, errors } = check([
      { componentId: 'o', value: '  Mehr Pausen  ' },
      { componentId: 'w', value: ['Sport', ' Musik '] },
      { componentId: 'c', value: 'b' },
      { componentId: 'm', value: ['a', 'c', 'a'] },
      { componentId: 'u', value: ['a', 'b', 'c'] },
      { componentId: 'l', value: 4 },
      { componentId: 'n', value: 'y' },
    ]);
    expect(errors).toEqual([]);
    expect(drafts).toEqual([
      { componentId: 'o', optionIds: null, step: null, text: 'Mehr Pausen', words: null },
      { componentId: 'w', optionIds: null, step: null, text: null, words: ['Sport', 'Musik'] },
      { componentId: 'c', optionIds: ['b'], step: null, text: null, words: null },
      { componentId: 'm', optionIds: ['a', 'c'], step: null, text: null, words: null },
      { componentId: 'u', optionIds: ['a', 'b', 'c'], step: null, text: null, words: null },
      { componentId: 'l', optionIds: null, step: 4, text: null, words: null },
      { componentId: 'n', optionIds: ['y'], step: null, text: null, words: null },
    ]);
  });

  it('needs the required questions', () => {
    expect(check([]).errors).toEqual([{ field: 'answers.o', message: SM.answerRequired }]);
    expect(check([{ componentId: 'o', value: '   ' }]).errors).toEqual([{ field: 'answers.o', message: SM.answerRequired }]);
    expect(check('nope').errors).toEqual([{ field: 'answers.o', message: SM.answerRequired }]);
  });

  it('refuses unknown and repeated questions and answers to a text block', () => {
    expect(errorOf([{ componentId: 'zz', value: 'x' }])).toEqual([{ field: 'answers.1.componentId', message: SM.answerUnknownComponent }]);
    expect(errorOf([{ componentId: 'o', value: 'again' }])).toEqual([{ field: 'answers.o', message: SM.answerDuplicate }]);
    expect(errorOf([{ componentId: 't', value: 'x' }])).toEqual([{ field: 'answers.t', message: SM.answerNotExpected }]);
  });

  it('checks OPEN length and WORDCLOUD words', () => {
    expect(check([{ componentId: 'o', value: 'x'.repeat(2001) }]).errors).toEqual([{ field: 'answers.o', message: SM.answerTooLong }]);
    expect(check([{ componentId: 'o', value: 'x'.repeat(2000) }]).errors).toEqual([]);
    expect(check([{ componentId: 'o', value: 5 }]).errors[0].field).toBe('answers.o');
    expect(errorOf([{ componentId: 'w', value: ['a', 'b', 'c', 'd'] }])).toEqual([{ field: 'answers.w', message: SM.answerWords }]);
    expect(errorOf([{ componentId: 'w', value: ['x'.repeat(41)] }])).toEqual([{ field: 'answers.w', message: SM.answerWords }]);
    expect(errorOf([{ componentId: 'w', value: [3] }])).toEqual([{ field: 'answers.w', message: SM.answerWords }]);
  });

  it('checks options, single selection and the maximum', () => {
    expect(errorOf([{ componentId: 'c', value: 'zz' }])).toEqual([{ field: 'answers.c', message: SM.answerNotAnOption }]);
    expect(errorOf([{ componentId: 'c', value: ['a', 'b'] }])).toEqual([{ field: 'answers.c', message: SM.answerTooMany(1) }]);
    expect(errorOf([{ componentId: 'm', value: ['a', 'b', 'c'] }])).toEqual([{ field: 'answers.m', message: SM.answerTooMany(2) }]);
    expect(errorOf([{ componentId: 'n', value: ['y', 'x'] }])).toEqual([{ field: 'answers.n', message: SM.answerTooMany(1) }]);
    expect(errorOf([{ componentId: 'n', value: 'a' }])).toEqual([{ field: 'answers.n', message: SM.answerNotAnOption }]);
  });

  it('checks the Likert step against the template', () => {
    for (const value of [0, 5, 2.5, '2']) {
      expect(errorOf([{ componentId: 'l', value }])).toEqual([{ field: 'answers.l', message: SM.answerStepInvalid }]);
    }
    expect(errorOf([{ componentId: 'l', value: 1 }])).toEqual([]);
  });
});
