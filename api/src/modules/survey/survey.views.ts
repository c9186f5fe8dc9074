// Survey rows to responses.
import { tenantLevelLabel, TenantType } from '#shared/levels';
import type {
  PublicSurveyView,
  SurveyAnswerItem,
  SurveyCodeView,
  SurveyComponentView,
  SurveyResultView,
  SurveySummaryView,
  SurveyView,
} from '#shared/survey';
import { SurveyComponentKind as Kind, SurveyMode, SurveyState } from '#shared/survey';
import { iso } from '../../core/iso-date';
import { contentAuthor } from '../../core/views/person.view';
import type { SurveyAnswer } from './entities/survey-answer.entity';
import type { SurveyCode } from './entities/survey-code.entity';
import type { SurveyComponent } from './entities/survey-component.entity';
import type { SurveyResult } from './entities/survey-result.entity';
import type { Survey } from './entities/survey.entity';
import type { PublicSurveyRow, SurveyRow } from './survey.repository';

export interface SurveyViewExtras {
  resultCount: number;
  mayEdit: boolean;
  mayDelete: boolean;
}

/** Active or answered: questions, mode and period are frozen (issue 15 §1). */
export const isLocked = (survey: Pick<Survey, 'state'>, resultCount: number): boolean =>
  survey.state === SurveyState.ACTIVE || resultCount > 0;

export function surveySummaryView({ event: survey, author }: SurveyRow, type: TenantType, extras: SurveyViewExtras): SurveySummaryView {
  return {
    _id: survey._id,
    tenantId: survey.tenantId,
    title: survey.title,
    description: survey.description,
    mode: survey.mode,
    state: survey.state,
    startDate: survey.startDate ? iso(survey.startDate) : null,
    endDate: survey.endDate ? iso(survey.endDate) : null,
    viewAccess: survey.viewAccess,
    viewAccessLabel: tenantLevelLabel(type, survey.viewAccess),
    author: contentAuthor(author),
    resultCount: extras.resultCount,
    locked: isLocked(survey, extras.resultCount),
    mayEdit: extras.mayEdit,
    mayDelete: extras.mayDelete,
    createdAt: iso(survey.createdAt),
    updatedAt: iso(survey.updatedAt),
  };
}

export function surveyView(row: SurveyRow, type: TenantType, extras: SurveyViewExtras, components: readonly SurveyComponent[]): SurveyView {
  return { ...surveySummaryView(row, type, extras), components: components.map(componentView) };
}

export function componentView(c: SurveyComponent): SurveyComponentView {
  return {
    _id: c._id,
    position: c.position,
    kind: c.kind,
    title: c.title,
    text: c.text,
    required: c.required,
    options: c.options.map((o) => ({ _id: o._id, label: o.label })),
    multiple: c.multiple,
    maxSelection: c.maxSelection,
    scaleTemplate: c.scaleTemplate,
    nominalType: c.nominalType,
  };
}

export function publicSurveyView(
  { survey, tenantName }: PublicSurveyRow,
  components: readonly SurveyComponent[],
  alreadyAnswered: boolean,
  account: PublicSurveyView['account'] = null,
  codeSpent = false,
): PublicSurveyView {
  return {
    _id: survey._id,
    title: survey.title,
    description: survey.description,
    mode: survey.mode,
    startDate: survey.startDate ? iso(survey.startDate) : null,
    endDate: survey.endDate ? iso(survey.endDate) : null,
    components: components.map(componentView),
    alreadyAnswered,
    tenantName,
    account,
    codeSpent,
  };
}

/** An answer row back to the value a participant sent. */
export function answerValue(a: SurveyAnswer, kind: Kind | undefined, multiple: boolean): SurveyAnswerItem['value'] {
  if (a.optionIds) return kind === Kind.CHOICE && multiple ? a.optionIds : (a.optionIds[0] ?? '');
  if (a.step !== null) return a.step;
  if (a.words) return a.words;
  return a.text ?? '';
}

export function resultView(
  r: SurveyResult,
  mode: SurveyMode,
  answers: readonly SurveyAnswer[],
  components: ReadonlyMap<string, SurveyComponent>,
): SurveyResultView {
  const ordered = [...answers].sort(
    (a, b) => (components.get(a.componentId)?.position ?? 0) - (components.get(b.componentId)?.position ?? 0),
  );
  return {
    _id: r._id,
    createdAt: r.createdAt,
    mail: mode === SurveyMode.PERSONAL ? r.mail : null,
    name: mode === SurveyMode.PERSONAL ? r.name : null,
    batch: r.batch,
    answers: ordered.map((a) => {
      const c = components.get(a.componentId);
      return { componentId: a.componentId, value: answerValue(a, c?.kind, c?.multiple ?? false) };
    }),
  };
}

export function codeView(c: SurveyCode): SurveyCodeView {
  return { _id: c._id, code: c.code, batch: c.batch, used: c.used, createdAt: iso(c.createdAt) };
}
