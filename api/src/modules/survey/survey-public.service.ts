// The public participation (SPEC 2.1, issue 15 §2): the survey while it is active and inside its period,
// and one answer checked against every question and the mode's rule. Storing the answer and spending the
// code happen in one transaction; the unique indexes (identifier hash, lower(mail), code) and the
// conditional code UPDATE decide races, so two requests with one code store exactly one answer.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { SURVEY_MESSAGES as SM, SurveyMode, SurveyState } from '#shared/survey';
import type { PublicSurveyView, SurveyResultCreatedView } from '#shared/survey';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { SurveyAnswerDto } from './dto/answer.dto';
import type { Survey } from './entities/survey.entity';
import { checkAnswers } from './survey-answer.rules';
import { SurveyCodeRepository } from './survey-code.repository';
import { normaliseCode } from './survey-codes';
import { SurveyComponentRepository } from './survey-component.repository';
import { SurveyResultRepository } from './survey-result.repository';
import { SurveyErrors } from './survey.errors';
import { SurveyRepository } from './survey.repository';
import { publicSurveyView } from './survey.views';

/** The fingerprint is never stored: only this hash, salted with the survey id (so it links no two surveys). */
export const identifierHash = (surveyId: string, identifier: string): string =>
  createHash('sha256').update(`survey:${surveyId}:${identifier}`).digest('hex');

/** Open for answers: active and, if a period is set, inside it. */
export function isOpen(survey: Pick<Survey, 'state' | 'startDate' | 'endDate'>, now: Date): boolean {
  if (survey.state !== SurveyState.ACTIVE) return false;
  if (survey.startDate && now < survey.startDate) return false;
  if (survey.endDate && now > survey.endDate) return false;
  return true;
}

@Injectable()
export class SurveyPublicService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly components: SurveyComponentRepository,
    private readonly results: SurveyResultRepository,
    private readonly codes: SurveyCodeRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async view(surveyId: string, identifier: string | undefined): Promise<PublicSurveyView> {
    const fingerprint = requireFingerprint(identifier);
    const row = await this.surveys.publicRow(surveyId);
    if (!row || !isOpen(row.survey, new Date())) throw SurveyErrors.notFound();
    const [components, answered] = await Promise.all([
      this.components.listOfSurvey(surveyId),
      row.survey.mode === SurveyMode.ANONYMOUS ? this.results.identifierUsed(surveyId, identifierHash(surveyId, fingerprint)) : false,
    ]);
    return publicSurveyView(row, components, answered);
  }

  async answer(surveyId: string, dto: SurveyAnswerDto): Promise<SurveyResultCreatedView> {
    const fingerprint = requireFingerprint(dto.identifier);
    const row = await this.surveys.publicRow(surveyId);
    if (!row || !isOpen(row.survey, new Date())) throw SurveyErrors.notFound();
    const { survey } = row;
    // Questions cannot change while the survey is active; the FOR SHARE below keeps it so until commit.
    const components = await this.components.listOfSurvey(surveyId);
    const { drafts, errors } = checkAnswers(components, dto.answers);
    if (survey.mode === SurveyMode.TAN && !dto.code) errors.push({ field: 'code', message: SM.codeRequired });
    if (survey.mode === SurveyMode.PERSONAL && !dto.mail) errors.push({ field: 'mail', message: SM.mailRequired });
    if (errors.length > 0) throw Errors.validation(errors);

    try {
      const id = await this.tx.run(async (tx) => {
        const current = await this.surveys.lockForAnswer(surveyId, tx);
        if (!current || !isOpen(current, new Date())) throw SurveyErrors.notFound();
        let code: { id: string; batch: string } | null = null;
        if (survey.mode === SurveyMode.TAN) {
          code = await this.codes.spend(surveyId, normaliseCode(dto.code!), tx);
          if (!code) throw SurveyErrors.codeInvalid();
        }
        return this.results.store(
          {
            tenantId: survey.tenantId,
            surveyId,
            identifierHash: survey.mode === SurveyMode.ANONYMOUS ? identifierHash(surveyId, fingerprint) : null,
            mail: survey.mode === SurveyMode.PERSONAL ? dto.mail! : null,
            codeId: code?.id ?? null,
            batch: code?.batch ?? null,
          },
          drafts,
          tx,
        );
      });
      return { _id: id, message: SM.answered };
    } catch (err) {
      // The device or the e-mail address has answered already (the unique index decided a race).
      if (isUniqueViolation(err)) throw SurveyErrors.alreadyAnswered();
      // The survey or a question went away mid-request.
      if (isForeignKeyViolation(err)) throw SurveyErrors.notFound();
      throw err;
    }
  }
}

const pgCode = (err: unknown) => (err instanceof QueryFailedError ? (err.driverError as { code?: string } | undefined)?.code : undefined);
/** unique_violation: this device, e-mail address or code has answered already. */
const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
/** foreign_key_violation: the survey or a question was deleted mid-request. */
const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';

function requireFingerprint(identifier: string | undefined): string {
  const value = identifier?.trim();
  if (!value) throw SurveyErrors.fingerprintRequired();
  return value;
}
