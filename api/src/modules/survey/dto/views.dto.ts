// Response shapes of the survey module for OpenAPI; the mappers in ../survey.views.ts build them and the
// shared types (#shared/survey) are what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import {
  LIKERT_TEMPLATES,
  NOMINAL_TYPES,
  SURVEY_COMPONENT_KINDS,
  SURVEY_MODES,
  SURVEY_STATES,
  LikertTemplate,
  NominalType,
  SurveyComponentKind,
  SurveyMode,
  SurveyState,
} from '#shared/survey';
import type {
  PublicSurveyView,
  SurveyAnswerItem,
  SurveyCodeBatchView,
  SurveyCodePage,
  SurveyCodeView,
  SurveyComponentStatistics,
  SurveyComponentView,
  SurveyOpenAnswerView,
  SurveyOption,
  SurveyResultView,
  SurveyStatisticsView,
  SurveySummaryView,
  SurveyView,
} from '#shared/survey';
import { PageMeta } from '../../../core/views/page-meta';
import { FormerMemberView, PersonView } from '../../../core/views/person.view';

const VALUE_SCHEMA = { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }] };

export class SurveyOptionViewDto implements SurveyOption {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Ja' }) label: string;
}

export class SurveyComponentViewDto implements SurveyComponentView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 0 }) position: number;
  @ApiProperty({ enum: SURVEY_COMPONENT_KINDS }) kind: SurveyComponentKind;
  @ApiProperty({ example: 'Wie gefällt dir die Schule?' }) title: string;
  @ApiProperty({ description: 'TEXT: der Text; sonst ein Hinweis' }) text: string;
  @ApiProperty() required: boolean;
  @ApiProperty({ type: [SurveyOptionViewDto] }) options: SurveyOptionViewDto[];
  @ApiProperty() multiple: boolean;
  @ApiProperty({ description: '0 = unbegrenzt' }) maxSelection: number;
  @ApiProperty({ enum: LIKERT_TEMPLATES, nullable: true }) scaleTemplate: LikertTemplate | null;
  @ApiProperty({ enum: NOMINAL_TYPES, nullable: true }) nominalType: NominalType | null;
}

export class SurveySummaryViewDto implements SurveySummaryView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ example: 'Schulklima 2026' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: SURVEY_MODES }) mode: SurveyMode;
  @ApiProperty({ enum: SURVEY_STATES }) state: SurveyState;
  @ApiProperty({ type: String, nullable: true }) startDate: string | null;
  @ApiProperty({ type: String, nullable: true }) endDate: string | null;
  @ApiProperty({ example: 0 }) viewAccess: number;
  @ApiProperty({ example: 'Gast' }) viewAccessLabel: string;
  @ApiProperty({ type: PersonView, nullable: true }) author: PersonView | FormerMemberView | null;
  @ApiProperty({ description: 'Anzahl der Teilnahmen' }) resultCount: number;
  @ApiProperty({ description: 'Aktiv oder beantwortet: Fragen, Modus und Zeitraum gesperrt' }) locked: boolean;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class SurveyViewDto extends SurveySummaryViewDto implements SurveyView {
  @ApiProperty({ type: [SurveyComponentViewDto], description: 'In gespeicherter Reihenfolge' }) components: SurveyComponentViewDto[];
}

export class SurveyPageView extends PageMeta {
  @ApiProperty({ type: [SurveySummaryViewDto] }) items: SurveySummaryViewDto[];
}

export class SurveyAccountViewDto {
  @ApiProperty() name: string;
  @ApiProperty() mail: string;
}

export class PublicSurveyViewDto implements PublicSurveyView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: SURVEY_MODES }) mode: SurveyMode;
  @ApiProperty({ type: String, nullable: true }) startDate: string | null;
  @ApiProperty({ type: String, nullable: true }) endDate: string | null;
  @ApiProperty({ type: [SurveyComponentViewDto] }) components: SurveyComponentViewDto[];
  @ApiProperty({ description: 'Das Teilnahme-Cookie dieses Browsers hat schon geantwortet (ANONYMOUS)' }) alreadyAnswered: boolean;
  @ApiProperty() tenantName: string;
  @ApiProperty({ type: SurveyAccountViewDto, nullable: true, description: 'PERSONAL und angemeldet: das Konto, als das geantwortet wird' })
  account: SurveyAccountViewDto | null;
  @ApiProperty({ description: 'TAN mit `?code=`: dieser Code wurde schon verwendet (unbekannt oder unbenutzt: false)' })
  codeSpent: boolean;
}

export class SurveyResultCreatedViewDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null bei 202 (wartet auf die Bestätigung)' }) _id:
    string | null;
  @ApiProperty({ example: 'Vielen Dank für deine Teilnahme!' }) message: string;
}

export class SurveyAnswerItemViewDto implements SurveyAnswerItem {
  @ApiProperty({ format: 'uuid' }) componentId: string;
  @ApiProperty(VALUE_SCHEMA) value: string | number | string[];
}

export class SurveyResultViewDto implements SurveyResultView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: '2026-11-23', description: 'Nur der Tag (keine Uhrzeit)' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Nur PERSONAL' }) mail: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nur PERSONAL, angemeldet abgegeben: Name des Kontos' }) name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nur TAN: Stapel des Codes' }) batch: string | null;
  @ApiProperty({ type: [SurveyAnswerItemViewDto] }) answers: SurveyAnswerItemViewDto[];
}

export class SurveyResultPageView extends PageMeta {
  @ApiProperty({ type: [SurveyResultViewDto] }) items: SurveyResultViewDto[];
}

export class SurveyCodeViewDto implements SurveyCodeView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'K7MX3QPA' }) code: string;
  @ApiProperty({ example: '7a' }) batch: string;
  @ApiProperty({ description: 'Verbraucht oder nicht; nie wann' }) used: boolean;
  @ApiProperty() createdAt: string;
}

export class SurveyCodeBatchViewDto implements SurveyCodeBatchView {
  @ApiProperty({ example: '7a' }) batch: string;
  @ApiProperty() total: number;
  @ApiProperty() used: number;
}

export class SurveyCodePageView extends PageMeta implements SurveyCodePage {
  @ApiProperty({ type: [SurveyCodeViewDto] }) items: SurveyCodeViewDto[];
  @ApiProperty({ type: [SurveyCodeBatchViewDto], description: 'Alle Stapel mit ausgegebenen und verbrauchten Codes' })
  batches: SurveyCodeBatchViewDto[];
}

export class SurveyGeneratedCodesViewDto {
  @ApiProperty({ example: '7a' }) batch: string;
  @ApiProperty({ type: [String] }) codes: string[];
}

export class SurveyResetCodesViewDto {
  @ApiProperty({ description: 'Entfernte unbenutzte Codes' }) removed: number;
}

class OptionCountDto {
  @ApiProperty({ format: 'uuid' }) optionId: string;
  @ApiProperty() label: string;
  @ApiProperty() count: number;
}
class StepCountDto {
  @ApiProperty() step: number;
  @ApiProperty() label: string;
  @ApiProperty() count: number;
}
class WordCountDto {
  @ApiProperty() word: string;
  @ApiProperty() count: number;
}

export class SurveyComponentStatisticsDto implements SurveyComponentStatistics {
  @ApiProperty({ format: 'uuid' }) componentId: string;
  @ApiProperty({ enum: SURVEY_COMPONENT_KINDS }) kind: SurveyComponentKind;
  @ApiProperty() title: string;
  @ApiProperty() answered: number;
  @ApiProperty({ type: [OptionCountDto] }) options: OptionCountDto[];
  @ApiProperty({ type: [StepCountDto] }) steps: StepCountDto[];
  @ApiProperty({ type: Number, nullable: true }) mean: number | null;
  @ApiProperty({ type: [WordCountDto] }) words: WordCountDto[];
}

export class SurveyStatisticsViewDto implements SurveyStatisticsView {
  @ApiProperty({ format: 'uuid' }) surveyId: string;
  @ApiProperty() participants: number;
  @ApiProperty({ type: [SurveyComponentStatisticsDto] }) components: SurveyComponentStatisticsDto[];
  @ApiProperty({ type: [SurveyCodeBatchViewDto] }) batches: SurveyCodeBatchViewDto[];
}

export class SurveyOpenAnswerViewDto implements SurveyOpenAnswerView {
  @ApiProperty({ format: 'uuid' }) resultId: string;
  @ApiProperty() text: string;
  @ApiProperty({ example: '2026-11-23', description: 'Nur der Tag (keine Uhrzeit)' }) createdAt: string;
}

export class SurveyOpenAnswerPageView extends PageMeta {
  @ApiProperty({ type: [SurveyOpenAnswerViewDto] }) items: SurveyOpenAnswerViewDto[];
}
