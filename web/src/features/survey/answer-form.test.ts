import { describe, expect, it } from 'vitest';
import {
  LikertTemplate,
  SURVEY_MESSAGES as M,
  SURVEY_OPEN_ANSWER_MAX_LENGTH,
  SurveyComponentKind,
  SurveyMode,
  type SurveyComponentView,
} from '#shared/survey';
import { answerBody, answerFieldOf, answerProblem, questionNumbers, wordsOf } from './answer-form';

const component = (over: Partial<SurveyComponentView>): SurveyComponentView => ({
  _id: 'c1',
  position: 0,
  kind: SurveyComponentKind.OPEN,
  title: 'Frage',
  text: '',
  required: false,
  options: [],
  multiple: false,
  maxSelection: 0,
  scaleTemplate: null,
  nominalType: null,
  ...over,
});

const text = component({ _id: 't', kind: SurveyComponentKind.TEXT, title: 'Hallo' });
const choice = component({
  _id: 'ch',
  kind: SurveyComponentKind.CHOICE,
  required: true,
  multiple: true,
  maxSelection: 2,
  options: [
    { _id: 'a', label: 'A' },
    { _id: 'b', label: 'B' },
    { _id: 'c', label: 'C' },
  ],
});
const likert = component({ _id: 'lk', kind: SurveyComponentKind.LIKERT, scaleTemplate: LikertTemplate.AGREE5 });
const cloud = component({ _id: 'wc', kind: SurveyComponentKind.WORDCLOUD, required: true });
const open = component({ _id: 'op' });

describe('survey answers', () => {
  it('asks for required answers and says nothing for empty optional ones or text blocks', () => {
    expect(answerProblem(choice, undefined)).toBe(M.answerRequired);
    expect(answerProblem(choice, [])).toBe(M.answerRequired);
    expect(answerProblem(cloud, '  , ')).toBe(M.answerRequired);
    expect(answerProblem(open, '   ')).toBeNull();
    expect(answerProblem(text, undefined)).toBeNull();
  });

  it('checks the maximum selection, the open length and the word count as the server does', () => {
    expect(answerProblem(choice, ['a', 'b'])).toBeNull();
    expect(answerProblem(choice, ['a', 'b', 'c'])).toBe(M.answerTooMany(2));
    expect(answerProblem(open, 'x'.repeat(SURVEY_OPEN_ANSWER_MAX_LENGTH + 1))).toBe(M.answerTooLong);
    expect(answerProblem(cloud, 'eins zwei drei')).toBeNull();
    expect(answerProblem(cloud, 'eins zwei drei vier')).toBe(M.answerWords);
    expect(answerProblem(cloud, 'x'.repeat(41))).toBe(M.answerWords);
  });

  it('splits word-cloud entries at spaces and commas', () => {
    expect(wordsOf(' Mensa,  Sport;Pause ')).toEqual(['Mensa', 'Sport', 'Pause']);
    expect(wordsOf(undefined)).toEqual([]);
  });

  it('builds the body: answered questions only, words as a list, the code upper-cased in TAN mode', () => {
    const body = answerBody([text, choice, likert, cloud, open], SurveyMode.TAN, {
      answers: { ch: ['a'], lk: 4, wc: 'Mensa Sport', op: '  ' },
      code: ' abcd2345 ',
      mail: 'x@y.de',
    });
    expect(body).toEqual({
      answers: [
        { componentId: 'ch', value: ['a'] },
        { componentId: 'lk', value: 4 },
        { componentId: 'wc', value: ['Mensa', 'Sport'] },
      ],
      code: 'ABCD2345',
    });
    expect(answerBody([open], SurveyMode.PERSONAL, { answers: { op: ' Gut ' }, mail: ' a@b.de ' })).toEqual({
      answers: [{ componentId: 'op', value: 'Gut' }],
      mail: 'a@b.de',
    });
    // Logged in, the account answers: no typed address goes along.
    expect(answerBody([open], SurveyMode.PERSONAL, { answers: { op: 'Gut' }, mail: 'a@b.de' }, true)).toEqual({
      answers: [{ componentId: 'op', value: 'Gut' }],
    });
  });

  it('maps server details to the question they belong to', () => {
    const body = answerBody([choice, likert], SurveyMode.DEFAULT, { answers: { ch: ['a'], lk: 2 } });
    expect(answerFieldOf([choice, likert], body, 'answers.1.value')).toEqual(['answers', 'lk']);
    expect(answerFieldOf([choice, likert], body, 'code')).toEqual(['code']);
    expect(answerFieldOf([choice, likert], body, 'answers.7.value')).toBeNull();
    expect(answerFieldOf([choice, likert], body, 'identifier')).toBeNull();
  });

  it('numbers questions but not text blocks', () => {
    expect([...questionNumbers([text, choice, likert]).entries()]).toEqual([
      ['ch', 1],
      ['lk', 2],
    ]);
  });
});
