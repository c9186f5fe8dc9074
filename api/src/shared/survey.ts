// Surveys (issue 15): enumerations, the views the API sends, the answer shapes and their German messages.
// Pure TypeScript: api, workers and web import it (`#shared/survey`).
import type { FormerMember } from './account-deletion';
import type { Page } from './page';
import { MESSAGES, TITLE_MAX_LENGTH } from './validation';

export const SURVEY_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
/** Plain text shown above the questions. */
export const SURVEY_DESCRIPTION_MAX_LENGTH = 10_000;
export const SURVEY_COMPONENT_TITLE_MAX_LENGTH = 500;
/** A TEXT block's body (plain text shown to participants). */
export const SURVEY_COMPONENT_TEXT_MAX_LENGTH = 5_000;
export const SURVEY_MAX_COMPONENTS = 100;
export const SURVEY_MAX_OPTIONS = 50;
export const SURVEY_OPTION_MAX_LENGTH = 200;
/** OPEN answer (issue 15 §1). */
export const SURVEY_OPEN_ANSWER_MAX_LENGTH = 2_000;
/** WORDCLOUD: one to three short words. */
export const SURVEY_WORDCLOUD_MAX_WORDS = 3;
export const SURVEY_WORD_MAX_LENGTH = 40;
/** Codes per gencodes call. */
export const SURVEY_CODES_MIN = 1;
export const SURVEY_CODES_MAX = 2_000;
export const SURVEY_CODE_LENGTH = 8;
/** 32 characters without look-alikes (no 0/O, 1/I/l); codes are matched case-insensitively. */
export const SURVEY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The stored column's width (older batches may be longer than a new label may be). */
export const SURVEY_BATCH_MAX_LENGTH = 50;
/** A batch name is a class label: letters (ä, ö, ü, ß included), digits and spaces, never a pupil's full name. */
export const SURVEY_BATCH_LABEL_MAX_LENGTH = 20;
export const SURVEY_BATCH_LABEL_PATTERN = /^[A-Za-zÄÖÜäöüß0-9 ]*$/;

export enum SurveyMode {
  /** Anyone with the link, any number of answers. */
  DEFAULT = 'DEFAULT',
  /** One answer per browser: a participation cookie the server issues per survey, stored only as an HMAC. */
  ANONYMOUS = 'ANONYMOUS',
  /** One answer per e-mail address, logged in or confirmed through a mailed link; editors see who answered. */
  PERSONAL = 'PERSONAL',
  /** Each answer spends one valid code, once. */
  TAN = 'TAN',
}
export const SURVEY_MODES = Object.values(SurveyMode);
export const SURVEY_MODE_LABELS: Record<SurveyMode, string> = {
  [SurveyMode.DEFAULT]: 'Offen (beliebig viele Antworten)',
  [SurveyMode.ANONYMOUS]: 'Anonym (eine Antwort je Gerät)',
  [SurveyMode.PERSONAL]: 'Persönlich (mit E-Mail-Adresse)',
  [SurveyMode.TAN]: 'Mit Umfrage-Codes (TAN)',
};

export enum SurveyState {
  ACTIVE = 'ACTIVE',
  INACTIVE = 'INACTIVE',
}
export const SURVEY_STATES = Object.values(SurveyState);
export const SURVEY_STATE_LABELS: Record<SurveyState, string> = {
  [SurveyState.ACTIVE]: 'Aktiv',
  [SurveyState.INACTIVE]: 'Inaktiv',
};

export enum SurveyComponentKind {
  /** A text block shown to participants; no answer. */
  TEXT = 'TEXT',
  OPEN = 'OPEN',
  WORDCLOUD = 'WORDCLOUD',
  CHOICE = 'CHOICE',
  LIKERT = 'LIKERT',
  NOMINAL = 'NOMINAL',
}
export const SURVEY_COMPONENT_KINDS = Object.values(SurveyComponentKind);
export const SURVEY_COMPONENT_KIND_LABELS: Record<SurveyComponentKind, string> = {
  [SurveyComponentKind.TEXT]: 'Textblock',
  [SurveyComponentKind.OPEN]: 'Freitext',
  [SurveyComponentKind.WORDCLOUD]: 'Wortwolke',
  [SurveyComponentKind.CHOICE]: 'Auswahl',
  [SurveyComponentKind.LIKERT]: 'Likert-Skala',
  [SurveyComponentKind.NOMINAL]: 'Nominal',
};
/**
 * What members read beside a question (issue 28 §1, §5): plain words. The technical names above are for
 * those who build the survey and choose the kind.
 */
export const SURVEY_COMPONENT_KIND_MEMBER_LABELS: Record<SurveyComponentKind, string> = {
  [SurveyComponentKind.TEXT]: 'Hinweis',
  [SurveyComponentKind.OPEN]: 'Freie Antwort',
  [SurveyComponentKind.WORDCLOUD]: 'Stichworte',
  [SurveyComponentKind.CHOICE]: 'Auswahl',
  [SurveyComponentKind.LIKERT]: 'Zustimmung (Skala)',
  [SurveyComponentKind.NOMINAL]: 'Auswahl',
};
/** Kinds participants answer (every kind but TEXT). */
export const isAnswerableKind = (kind: SurveyComponentKind): boolean => kind !== SurveyComponentKind.TEXT;
/** Kinds answered by option ids. */
export const hasOptions = (kind: SurveyComponentKind): boolean =>
  kind === SurveyComponentKind.CHOICE || kind === SurveyComponentKind.NOMINAL;

export enum LikertTemplate {
  AGREE5 = 'AGREE5',
  AGREE4 = 'AGREE4',
  GRADE6 = 'GRADE6',
}
export const LIKERT_TEMPLATES = Object.values(LikertTemplate);
/** Step labels in order; the answer is the step number from 1. */
export const LIKERT_STEPS: Record<LikertTemplate, readonly string[]> = {
  [LikertTemplate.AGREE5]: ['Stimme überhaupt nicht zu', 'Stimme eher nicht zu', 'Teils, teils', 'Stimme eher zu', 'Stimme voll zu'],
  [LikertTemplate.AGREE4]: ['Stimme überhaupt nicht zu', 'Stimme eher nicht zu', 'Stimme eher zu', 'Stimme voll zu'],
  [LikertTemplate.GRADE6]: ['1 (sehr gut)', '2 (gut)', '3 (befriedigend)', '4 (ausreichend)', '5 (mangelhaft)', '6 (ungenügend)'],
};
export const LIKERT_TEMPLATE_LABELS: Record<LikertTemplate, string> = {
  [LikertTemplate.AGREE5]: 'Zustimmung (5 Stufen)',
  [LikertTemplate.AGREE4]: 'Zustimmung (4 Stufen, ohne Mitte)',
  [LikertTemplate.GRADE6]: 'Schulnoten (1–6)',
};

export enum NominalType {
  YESNO = 'YESNO',
  CHECK = 'CHECK',
  SEX = 'SEX',
}
export const NOMINAL_TYPES = Object.values(NominalType);
/** The options a NOMINAL preset creates (each stored with its own id). */
export const NOMINAL_OPTIONS: Record<NominalType, readonly string[]> = {
  [NominalType.YESNO]: ['Ja', 'Nein'],
  [NominalType.CHECK]: ['Ja', 'Nein'],
  [NominalType.SEX]: ['Männlich', 'Weiblich', 'Divers', 'Keine Angabe'],
};
export const NOMINAL_TYPE_LABELS: Record<NominalType, string> = {
  [NominalType.YESNO]: 'Ja/Nein',
  [NominalType.CHECK]: 'Ankreuzen (Ja/Nein)',
  [NominalType.SEX]: 'Geschlecht',
};

export interface SurveyOption {
  _id: string;
  label: string;
}

/** One question (or TEXT block), in stored order. Fields that do not apply to the kind are null/empty/false. */
export interface SurveyComponentView {
  _id: string;
  position: number;
  kind: SurveyComponentKind;
  title: string;
  /** TEXT: the block's text; other kinds: an optional hint. */
  text: string;
  required: boolean;
  /** CHOICE: the editor's options; NOMINAL: the preset's options; else empty. */
  options: SurveyOption[];
  /** CHOICE only. */
  multiple: boolean;
  /** CHOICE with multiple: at most this many (0 = unlimited). */
  maxSelection: number;
  scaleTemplate: LikertTemplate | null;
  nominalType: NominalType | null;
}

/** POST/PUT .../component. Options: CHOICE only (ids kept when `_id` is given on update). */
export interface SurveyComponentInput {
  kind: SurveyComponentKind;
  title: string;
  text?: string;
  required?: boolean;
  options?: { _id?: string; label: string }[];
  multiple?: boolean;
  maxSelection?: number;
  scaleTemplate?: LikertTemplate;
  nominalType?: NominalType;
}

export interface SurveyPerson {
  _id: string;
  contact: { first_name: string; last_name: string };
}

/** List item and dashboard item. */
export interface SurveySummaryView {
  _id: string;
  tenantId: string;
  title: string;
  description: string;
  mode: SurveyMode;
  state: SurveyState;
  /** ISO instants or null (no limit). */
  startDate: string | null;
  endDate: string | null;
  viewAccess: number;
  viewAccessLabel: string;
  /** Null while none is known; `FormerMember` once the author's account is deleted. */
  author: SurveyPerson | FormerMember | null;
  resultCount: number;
  /** Active or answered: questions, mode and period cannot change. */
  locked: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}
export type SurveyPage = Page<SurveySummaryView>;

/** GET/POST/PUT .../survey/{surveyId}. */
export interface SurveyView extends SurveySummaryView {
  components: SurveyComponentView[];
}

/** POST .../survey (state starts INACTIVE); PUT takes the same fields, each optional, plus `state`. */
export interface SurveyInput {
  title: string;
  description?: string;
  mode?: SurveyMode;
  startDate?: string | null;
  endDate?: string | null;
  viewAccess?: number;
  state?: SurveyState;
}

/** GET /survey/public/survey/{surveyId} (ANONYMOUS: sets the survey's participation cookie). */
export interface PublicSurveyView {
  _id: string;
  title: string;
  description: string;
  mode: SurveyMode;
  startDate: string | null;
  endDate: string | null;
  components: SurveyComponentView[];
  /** This browser's participation cookie has answered (ANONYMOUS mode; always false otherwise). */
  alreadyAnswered: boolean;
  tenantName: string;
  /** PERSONAL while logged in: the account the answer is given as (no e-mail field then); else null. */
  account: { name: string; mail: string } | null;
  /**
   * TAN, opened with `?code=`: that code has been spent, so the page says so at once. False for an unused
   * or unknown code alike: the page never tells which codes are valid.
   */
  codeSpent: boolean;
}

/** CHOICE/NOMINAL: an option id (a list for multiple selection); LIKERT: the step from 1; OPEN: text; WORDCLOUD: 1-3 words. */
export type SurveyAnswerValue = string | string[] | number;
export interface SurveyAnswerItem {
  componentId: string;
  value: SurveyAnswerValue;
}
/** POST /survey/public/survey/{surveyId}/result. */
export interface SurveyAnswerInput {
  answers: SurveyAnswerItem[];
  /** TAN mode. */
  code?: string;
  /** PERSONAL mode without login: the address the confirmation link goes to. */
  mail?: string;
}
/** 201: stored (`_id` set). 202 (PERSONAL without login): waits for the mailed link (`_id` null). */
export interface SurveyResultCreatedView {
  _id: string | null;
  message: string;
}
/** POST /survey/public/confirm: the token from the mailed link. */
export interface SurveyConfirmInput {
  token: string;
}

/** GET .../survey/{surveyId}/result (raw answers, in a random order fixed per answer: never the order they came). */
export interface SurveyResultView {
  _id: string;
  /** The day only (YYYY-MM-DD, Berlin): the time an answer came would link it to a spent code. */
  createdAt: string;
  /** PERSONAL only. */
  mail: string | null;
  /** PERSONAL, answered while logged in: the account's name; else null. */
  name: string | null;
  /** TAN only: the code's batch label (never the code). */
  batch: string | null;
  answers: SurveyAnswerItem[];
}
export type SurveyResultPage = Page<SurveyResultView>;

export interface SurveyCodeView {
  _id: string;
  code: string;
  batch: string;
  /** Spent or not; never when (that would link the code to its answer). */
  used: boolean;
  createdAt: string;
}
export interface SurveyCodeBatchView {
  batch: string;
  total: number;
  used: number;
}
/** GET .../survey/{surveyId}/codes?batch=&used=&page=&pageSize= : one page plus every batch's counts. */
export interface SurveyCodePage extends Page<SurveyCodeView> {
  batches: SurveyCodeBatchView[];
}
/** PUT .../gencodes body and answer. */
export interface SurveyGenerateCodesInput {
  count: number;
  batch?: string;
}
export interface SurveyGeneratedCodesView {
  batch: string;
  codes: string[];
}
export interface SurveyResetCodesView {
  removed: number;
}

/** GET .../survey/{surveyId}/statistics: aggregated in SQL. */
export interface SurveyOptionCount {
  optionId: string;
  label: string;
  count: number;
}
export interface SurveyStepCount {
  step: number;
  label: string;
  count: number;
}
export interface SurveyWordCount {
  word: string;
  count: number;
}
export interface SurveyComponentStatistics {
  componentId: string;
  kind: SurveyComponentKind;
  title: string;
  /** Participants who answered this question. */
  answered: number;
  /** CHOICE/NOMINAL: every option, zero counts included. */
  options: SurveyOptionCount[];
  /** LIKERT: every step, zero counts included, and the mean step (null without answers). */
  steps: SurveyStepCount[];
  mean: number | null;
  /** WORDCLOUD: lower-cased words, most frequent first (at most 100). */
  words: SurveyWordCount[];
}
export interface SurveyStatisticsView {
  surveyId: string;
  participants: number;
  components: SurveyComponentStatistics[];
  /** TAN: per batch, codes handed out and spent; turnout = used / total. */
  batches: SurveyCodeBatchView[];
}
/** GET .../statistics/component/{componentId}/open?page=&pageSize= (OPEN answers, in the results' random order). */
export interface SurveyOpenAnswerView {
  resultId: string;
  text: string;
  /** The day only (YYYY-MM-DD). */
  createdAt: string;
}
export type SurveyOpenAnswerPage = Page<SurveyOpenAnswerView>;

export const SURVEY_MESSAGES = {
  notFound: 'Umfrage nicht gefunden',
  componentNotFound: 'Frage nicht gefunden',
  resultNotFound: 'Antwort nicht gefunden',
  participationMissing: 'Bitte öffne die Umfrage über ihren Link in diesem Browser, bevor du antwortest.',
  codeInvalid: 'Dieser Code ist ungültig oder wurde bereits verwendet.',
  codeSpent: 'Dieser Code wurde bereits verwendet.',
  alreadyAnswered: 'Du hast die Umfrage bereits ausgefüllt.',
  codeRequired: 'Bitte gib deinen Umfrage-Code ein.',
  mailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  locked:
    'Die Umfrage ist aktiv oder hat bereits Antworten. Deaktiviere sie und lösche die Antworten, um Fragen, Modus oder Zeitraum zu ändern.',
  noAnswerableQuestion: 'Eine Umfrage braucht mindestens eine beantwortbare Frage, bevor sie aktiviert werden kann.',
  titleRequired: MESSAGES.titleRequired,
  kindRequired: 'Bitte wähle einen Fragetyp aus.',
  scaleTemplateRequired: 'Bitte wähle eine Skala aus.',
  nominalTypeRequired: 'Bitte wähle eine Vorlage aus.',
  optionsRequired: 'Bitte gib mindestens eine Option an.',
  optionEmpty: 'Optionen dürfen nicht leer sein.',
  optionDuplicate: 'Jede Option darf nur einmal vorkommen.',
  maxSelectionInvalid: 'Die maximale Auswahl muss 0 (unbegrenzt) oder eine positive Zahl sein.',
  modeRequired: 'Bitte wähle einen Durchführungsmodus aus.',
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
  viewAccessInvalid: 'Diese Rolle gibt es in dieser Gruppe nicht.',
  viewAccessAboveOwn: 'Du kannst eine Umfrage nicht nur für Rollen über deiner eigenen sichtbar machen.',
  codeCountInvalid: `Bitte gib eine Anzahl zwischen ${SURVEY_CODES_MIN} und ${SURVEY_CODES_MAX} an.`,
  orderInvalid: 'Diese Position gibt es nicht.',
  answerRequired: 'Bitte beantworte diese Frage.',
  answerUnknownComponent: 'Diese Frage gibt es in dieser Umfrage nicht.',
  answerDuplicate: 'Jede Frage darf nur einmal beantwortet werden.',
  answerNotAnOption: 'Bitte wähle eine der angebotenen Optionen.',
  answerTooMany: (max: number) => `Bitte wähle höchstens ${max} Optionen.`,
  answerStepInvalid: 'Bitte wähle eine Stufe der Skala.',
  answerTooLong: `Die Antwort darf höchstens ${SURVEY_OPEN_ANSWER_MAX_LENGTH} Zeichen lang sein.`,
  answerWords: `Bitte gib ein bis ${SURVEY_WORDCLOUD_MAX_WORDS} Wörter an (je höchstens ${SURVEY_WORD_MAX_LENGTH} Zeichen).`,
  answerNotExpected: 'Ein Textblock wird nicht beantwortet.',
  answered: 'Vielen Dank für deine Teilnahme!',
  confirmationSent: 'Bitte bestätige deine Antwort über den Link in der E-Mail.',
  confirmed: 'Deine Antwort ist bestätigt. Vielen Dank für deine Teilnahme!',
  confirmationInvalid: 'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon benutzt.',
  batchInvalid: `Der Stapelname ist eine Klassenbezeichnung: nur Buchstaben, Ziffern und Leerzeichen, höchstens ${SURVEY_BATCH_LABEL_MAX_LENGTH} Zeichen (z. B. „Klasse 7a“).`,
  surveyDeleted: 'Die Umfrage wurde gelöscht.',
  componentDeleted: 'Die Frage wurde gelöscht.',
  resultsDeleted: 'Die Antworten wurden gelöscht.',
  resultDeleted: 'Die Antwort wurde gelöscht.',
} as const;

/** What each mode promises, shown on the survey form and the public page. */
export const SURVEY_MODE_PROMISES: Partial<Record<SurveyMode, string>> = {
  [SurveyMode.TAN]: 'Antworten sind nicht mit Codes verknüpfbar.',
  [SurveyMode.ANONYMOUS]:
    'Eine Antwort je Gerät: Dieser Browser bekommt beim Öffnen ein Teilnahme-Cookie und kann damit einmal antworten. Ein zweiter Browser oder ein Skript zählt als zweites Gerät; die Begrenzung je Netzwerkadresse hält Missbrauch klein. Gespeichert wird nur ein Schlüssel des Cookies, weder die Adresse noch die Uhrzeit der Antwort.',
  [SurveyMode.PERSONAL]:
    'Wer angemeldet ist, antwortet mit Name und E-Mail-Adresse des Kontos. Ohne Anmeldung zählt eine Antwort erst, wenn sie über den Link in der E-Mail bestätigt wurde.',
};

/** The page a PERSONAL confirmation mail links to (`?token=`). */
export const SURVEY_CONFIRM_PATH = '/survey-confirm';

/** The public page (the QR codes point here with PUBLIC_URL in front, `?code=` prefilled). */
export const surveyTransactionPath = (surveyId: string, code?: string): string =>
  `/survey-transaction/${surveyId}${code ? `?code=${encodeURIComponent(code)}` : ''}`;
