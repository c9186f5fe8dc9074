import { describe, expect, it } from 'vitest';
import { SurveyComponentKind, type SurveyComponentStatistics } from '#shared/survey';
import { barsOf, cloudOf, formatMean, turnoutPercent } from './chart-data';

const stats = (over: Partial<SurveyComponentStatistics>): SurveyComponentStatistics => ({
  componentId: 'c',
  kind: SurveyComponentKind.CHOICE,
  title: 'F',
  answered: 4,
  options: [],
  steps: [],
  mean: null,
  words: [],
  ...over,
});

describe('survey result charts', () => {
  it('draws a bar per option or step with its share of those who answered', () => {
    const choice = stats({
      options: [
        { optionId: 'a', label: 'Ja', count: 3 },
        { optionId: 'b', label: 'Nein', count: 1 },
      ],
    });
    expect(barsOf(choice)).toEqual([
      { label: 'Ja', count: 3, percent: 75 },
      { label: 'Nein', count: 1, percent: 25 },
    ]);
    const likert = stats({ kind: SurveyComponentKind.LIKERT, answered: 0, steps: [{ step: 1, label: '1 (sehr gut)', count: 0 }] });
    expect(barsOf(likert)).toEqual([{ label: '1 (sehr gut)', count: 0, percent: 0 }]);
    expect(barsOf(stats({ kind: SurveyComponentKind.OPEN }))).toEqual([]);
  });

  it('weights words by frequency between the smallest and the largest size', () => {
    const cloud = cloudOf([
      { word: 'mensa', count: 9 },
      { word: 'sport', count: 4 },
      { word: 'pause', count: 1 },
    ]);
    expect(cloud.map((w) => w.size)).toEqual([40, 27, 14]);
    expect(cloudOf([{ word: 'a', count: 2 }])[0].size).toBe(27);
    expect(cloudOf([])).toEqual([]);
  });

  it('formats the mean with a decimal comma and the turnout in percent', () => {
    expect(formatMean(3.4567)).toBe('3,5');
    expect(formatMean(null)).toBe('');
    expect(turnoutPercent(1, 3)).toBe(33);
    expect(turnoutPercent(0, 0)).toBe(0);
  });
});
