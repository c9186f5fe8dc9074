import { describe, expect, it } from 'vitest';
import { LikertTemplate, NominalType, SurveyComponentKind, type SurveyComponentView } from '#shared/survey';
import { duplicateOption, newQuestionValues, optionLines, questionBody, questionValues } from './question-form';

const existing: SurveyComponentView = {
  _id: 'c1',
  position: 0,
  kind: SurveyComponentKind.CHOICE,
  title: 'Lieblingsfach',
  text: '',
  required: true,
  options: [
    { _id: 'o1', label: 'Mathe' },
    { _id: 'o2', label: 'Kunst' },
  ],
  multiple: true,
  maxSelection: 2,
  scaleTemplate: null,
  nominalType: null,
};

describe('survey question form', () => {
  it('reads option lines trimmed and without blanks, and finds duplicates case-insensitively', () => {
    expect(optionLines(' Mathe \n\n Kunst\n')).toEqual(['Mathe', 'Kunst']);
    expect(duplicateOption(['Mathe', 'Kunst', 'mathe'])).toBe('mathe');
    expect(duplicateOption(['Mathe', 'Kunst'])).toBeNull();
  });

  it('keeps the ids of options whose label stays', () => {
    const values = { ...questionValues(existing), options: 'Mathe\nSport' };
    expect(questionBody(values, existing)).toEqual({
      kind: SurveyComponentKind.CHOICE,
      title: 'Lieblingsfach',
      text: '',
      required: true,
      options: [{ _id: 'o1', label: 'Mathe' }, { label: 'Sport' }],
      multiple: true,
      maxSelection: 2,
    });
  });

  it('sends only the fields of the kind', () => {
    const base = { ...newQuestionValues(), title: ' Wie war es? ', scaleTemplate: LikertTemplate.GRADE6, nominalType: NominalType.SEX };
    expect(questionBody({ ...base, kind: SurveyComponentKind.TEXT, text: ' Willkommen ' })).toEqual({
      kind: SurveyComponentKind.TEXT,
      title: 'Wie war es?',
      text: 'Willkommen',
    });
    expect(questionBody({ ...base, kind: SurveyComponentKind.LIKERT })).toEqual({
      kind: SurveyComponentKind.LIKERT,
      title: 'Wie war es?',
      text: '',
      required: false,
      scaleTemplate: LikertTemplate.GRADE6,
    });
    expect(questionBody({ ...base, kind: SurveyComponentKind.NOMINAL }).nominalType).toBe(NominalType.SEX);
    expect(questionBody({ ...base, kind: SurveyComponentKind.CHOICE, options: 'A', multiple: false, maxSelection: 3 }).maxSelection).toBe(
      0,
    );
  });
});
