// A question as the editor sends it, checked per kind (SPEC 5: title, kind, scale template, at least one
// option where the kind needs options) into the columns it stores. Options keep the ids they have; new
// ones get fresh ids; a NOMINAL preset creates its options once (kept while the preset stays the same).
import { randomUUID } from 'node:crypto';
import {
  NOMINAL_OPTIONS,
  SURVEY_MAX_OPTIONS,
  SURVEY_MESSAGES as SM,
  SURVEY_OPTION_MAX_LENGTH,
  SurveyComponentKind as Kind,
} from '#shared/survey';
import type { LikertTemplate, NominalType, SurveyOption } from '#shared/survey';
import { Errors, FieldError } from '../../core/domain.exception';
import type { SurveyComponentDto } from './dto/component.dto';

export interface ComponentColumns {
  kind: Kind;
  title: string;
  text: string;
  required: boolean;
  options: SurveyOption[];
  multiple: boolean;
  maxSelection: number;
  scaleTemplate: LikertTemplate | null;
  nominalType: NominalType | null;
}

/** `current` is the stored question on update (its option ids and preset are kept where they still fit). */
export function checkComponent(dto: SurveyComponentDto, current?: ComponentColumns): ComponentColumns {
  const errors: FieldError[] = [];
  const kind = dto.kind;
  const base = { kind, title: dto.title, text: dto.text ?? '', required: kind !== Kind.TEXT && (dto.required ?? false) };
  const none = { options: [], multiple: false, maxSelection: 0, scaleTemplate: null, nominalType: null };
  let columns: ComponentColumns = { ...base, ...none };
  if (kind === Kind.LIKERT) {
    if (!dto.scaleTemplate) errors.push({ field: 'scaleTemplate', message: SM.scaleTemplateRequired });
    columns = { ...columns, scaleTemplate: dto.scaleTemplate ?? null };
  } else if (kind === Kind.NOMINAL) {
    if (!dto.nominalType) errors.push({ field: 'nominalType', message: SM.nominalTypeRequired });
    else {
      const keep = current?.kind === Kind.NOMINAL && current.nominalType === dto.nominalType;
      const options = keep ? current.options : NOMINAL_OPTIONS[dto.nominalType].map((label) => ({ _id: randomUUID(), label }));
      columns = { ...columns, nominalType: dto.nominalType, options };
    }
  } else if (kind === Kind.CHOICE) {
    const options = checkOptions(dto.options, current?.kind === Kind.CHOICE ? current.options : [], errors);
    const multiple = dto.multiple ?? false;
    columns = { ...columns, options, multiple, maxSelection: multiple ? (dto.maxSelection ?? 0) : 0 };
  }
  if (errors.length > 0) throw Errors.validation(errors);
  return columns;
}

function checkOptions(input: SurveyComponentDto['options'], existing: readonly SurveyOption[], errors: FieldError[]): SurveyOption[] {
  if (!input || input.length === 0) {
    errors.push({ field: 'options', message: SM.optionsRequired });
    return [];
  }
  const known = new Set(existing.map((o) => o._id));
  const labels = new Set<string>();
  const out: SurveyOption[] = [];
  input.slice(0, SURVEY_MAX_OPTIONS).forEach((option, i) => {
    const label = option.label.trim();
    if (!label) return errors.push({ field: `options.${i}.label`, message: SM.optionEmpty });
    if (label.length > SURVEY_OPTION_MAX_LENGTH) return errors.push({ field: `options.${i}.label`, message: SM.optionEmpty });
    if (labels.has(label.toLowerCase())) return errors.push({ field: `options.${i}.label`, message: SM.optionDuplicate });
    labels.add(label.toLowerCase());
    // A foreign or made-up id is not taken over: the option is new.
    const id = option._id && known.has(option._id) && !out.some((o) => o._id === option._id) ? option._id : randomUUID();
    out.push({ _id: id, label });
  });
  return out;
}
