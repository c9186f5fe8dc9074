import { NOMINAL_OPTIONS, NominalType, SURVEY_MESSAGES as SM, SurveyComponentKind as Kind, LikertTemplate } from '#shared/survey';
import { DomainException } from '../../core/domain.exception';
import type { SurveyComponentDto } from './dto/component.dto';
import { checkComponent } from './survey-component.rules';

const dto = (d: Partial<SurveyComponentDto>) => ({ title: 'Frage', ...d }) as SurveyComponentDto;
const details = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as DomainException).details;
  }
  throw new Error('no error');
};

describe('survey question rules', () => {
  it('needs a scale for LIKERT, a preset for NOMINAL, an option for CHOICE', () => {
    expect(details(() => checkComponent(dto({ kind: Kind.LIKERT })))).toEqual([
      { field: 'scaleTemplate', message: SM.scaleTemplateRequired },
    ]);
    expect(details(() => checkComponent(dto({ kind: Kind.NOMINAL })))).toEqual([{ field: 'nominalType', message: SM.nominalTypeRequired }]);
    expect(details(() => checkComponent(dto({ kind: Kind.CHOICE, options: [] })))).toEqual([
      { field: 'options', message: SM.optionsRequired },
    ]);
    expect(details(() => checkComponent(dto({ kind: Kind.CHOICE, options: [{ label: ' ' }, { label: 'A' }, { label: 'a' }] })))).toEqual([
      { field: 'options.0.label', message: SM.optionEmpty },
      { field: 'options.2.label', message: SM.optionDuplicate },
    ]);
  });

  it('creates preset options with ids once and keeps them while the preset stays', () => {
    const first = checkComponent(dto({ kind: Kind.NOMINAL, nominalType: NominalType.SEX }));
    expect(first.options.map((o) => o.label)).toEqual(NOMINAL_OPTIONS.SEX);
    expect(new Set(first.options.map((o) => o._id)).size).toBe(4);
    expect(checkComponent(dto({ kind: Kind.NOMINAL, nominalType: NominalType.SEX, title: 'Neu' }), first).options).toEqual(first.options);
    expect(checkComponent(dto({ kind: Kind.NOMINAL, nominalType: NominalType.YESNO }), first).options.map((o) => o.label)).toEqual([
      'Ja',
      'Nein',
    ]);
  });

  it('keeps known option ids, gives new ones fresh ids, drops fields of other kinds', () => {
    const first = checkComponent(dto({ kind: Kind.CHOICE, options: [{ label: 'A' }, { label: 'B' }], multiple: true, maxSelection: 2 }));
    const next = checkComponent(
      dto({
        kind: Kind.CHOICE,
        options: [
          { _id: first.options[1]._id, label: 'B2' },
          { _id: 'made-up', label: 'C' },
        ],
      }),
      first,
    );
    expect(next.options[0]).toEqual({ _id: first.options[1]._id, label: 'B2' });
    expect(next.options[1]._id).not.toBe('made-up');
    expect(next).toMatchObject({ multiple: false, maxSelection: 0 });
    const likert = checkComponent(
      dto({ kind: Kind.LIKERT, scaleTemplate: LikertTemplate.GRADE6, options: [{ label: 'x' }], required: true }),
    );
    expect(likert).toMatchObject({ options: [], scaleTemplate: 'GRADE6', nominalType: null, required: true });
    expect(checkComponent(dto({ kind: Kind.TEXT, required: true })).required).toBe(false);
  });
});
