import { LikertTemplate, SurveyComponentKind as Kind, SurveyState } from '#shared/survey';
import type { SurveyComponent } from './entities/survey-component.entity';
import { isOpen } from './survey-public.service';
import { componentStatistics } from './survey-result.service';

const component = (kind: Kind, extra: Partial<SurveyComponent> = {}) =>
  ({ _id: 'c1', kind, title: 'Frage', options: [], scaleTemplate: null, ...extra }) as unknown as SurveyComponent;

describe('survey statistics from grouped rows', () => {
  it('lists every option and step with zero counts and the Likert mean', () => {
    const choice = component(Kind.CHOICE, {
      options: [
        { _id: 'a', label: 'A' },
        { _id: 'b', label: 'B' },
      ],
    });
    const rows = [
      { componentId: 'c1', key: 'b', count: 2 },
      { componentId: 'c2', key: 'a', count: 9 },
    ];
    expect(
      componentStatistics(
        choice,
        rows.filter((r) => r.componentId === 'c1'),
        2,
      ).options,
    ).toEqual([
      { optionId: 'a', label: 'A', count: 0 },
      { optionId: 'b', label: 'B', count: 2 },
    ]);
    const likert = component(Kind.LIKERT, { scaleTemplate: LikertTemplate.AGREE4 });
    const steps = [
      { componentId: 'c1', key: '1', count: 1 },
      { componentId: 'c1', key: '4', count: 2 },
    ];
    const stats = componentStatistics(likert, steps, 3);
    expect(stats.steps.map((s) => s.count)).toEqual([1, 0, 0, 2]);
    expect(stats).toMatchObject({ mean: 3, answered: 3 });
    expect(componentStatistics(likert, [], 0).mean).toBeNull();
  });

  it('lists the words and takes the answered count it is given for multi-valued questions', () => {
    const words = [
      { componentId: 'c1', key: 'bunt', count: 3 },
      { componentId: 'c1', key: 'laut', count: 1 },
    ];
    expect(componentStatistics(component(Kind.WORDCLOUD), words, 3)).toMatchObject({
      answered: 3,
      words: [
        { word: 'bunt', count: 3 },
        { word: 'laut', count: 1 },
      ],
    });
  });
});

describe('survey answering period', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('is open only while active and inside the period', () => {
    expect(isOpen({ state: SurveyState.ACTIVE, startDate: null, endDate: null }, now)).toBe(true);
    expect(isOpen({ state: SurveyState.INACTIVE, startDate: null, endDate: null }, now)).toBe(false);
    expect(isOpen({ state: SurveyState.ACTIVE, startDate: new Date('2026-11-28T00:00:00Z'), endDate: null }, now)).toBe(false);
    expect(isOpen({ state: SurveyState.ACTIVE, startDate: null, endDate: new Date('2026-11-26T00:00:00Z') }, now)).toBe(false);
  });
});
