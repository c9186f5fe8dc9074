// The public participation (SPEC 2.1, issue 15 §2, issue 24 §3-4): the survey while it is active and inside
// its period, and one answer checked against every question and the mode's rule. Storing the answer and
// spending the code happen in one transaction; the unique indexes (participation HMAC, lower(mail)) and the
// conditional code UPDATE decide races, so two requests with one code store exactly one answer.
// PERSONAL: logged in, the answer is stored as the account; without login it waits in survey_confirmation
// until the mailed link is opened, and every such request answers the same 202, whatever the address did.
import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { SURVEY_MESSAGES as SM, SurveyMode, SurveyState } from '#shared/survey';
import type { PublicSurveyView, SurveyResultCreatedView } from '#shared/survey';
import type { RequestUser } from '../../common/auth/request-user';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { randomToken, seal, sha256 } from '../../infrastructure/crypto/sealed';
import { BusinessMetrics } from '../../infrastructure/metrics/business-metrics.service';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { SurveyAnswerDto } from './dto/answer.dto';
import type { Survey } from './entities/survey.entity';
import { AnswerDraft, checkAnswers } from './survey-answer.rules';
import { SurveyCodeRepository } from './survey-code.repository';
import { normaliseCode } from './survey-codes';
import { SurveyComponentRepository } from './survey-component.repository';
import { SurveyConfirmationRepository } from './survey-confirmation.repository';
import { NewResult, SurveyResultRepository } from './survey-result.repository';
import { SurveyErrors } from './survey.errors';
import { SurveyRepository } from './survey.repository';
import { publicSurveyView } from './survey.views';

/** Open for answers: active and, if a period is set, inside it. */
export function isOpen(survey: Pick<Survey, 'state' | 'startDate' | 'endDate'>, now: Date): boolean {
  if (survey.state !== SurveyState.ACTIVE) return false;
  if (survey.startDate && now < survey.startDate) return false;
  if (survey.endDate && now > survey.endDate) return false;
  return true;
}

/** Who is answering: the HMAC of the survey's valid participation cookie (or null) and the logged-in user. */
export interface Participant {
  participantHash: string | null;
  user: RequestUser | undefined;
}

/** 201 with the stored answer's id, or 202: waits for the mailed link. */
export type AnswerOutcome = { status: 201 | 202; view: SurveyResultCreatedView };

@Injectable()
export class SurveyPublicService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly components: SurveyComponentRepository,
    private readonly results: SurveyResultRepository,
    private readonly codes: SurveyCodeRepository,
    private readonly confirmations: SurveyConfirmationRepository,
    private readonly outbox: OutboxService,
    private readonly config: ConfigService,
    private readonly tx: TransactionRunner,
    private readonly business: BusinessMetrics,
  ) {}

  /** The open survey or 404 (unknown, switched off, inactive, outside its period). */
  async openSurvey(surveyId: string): Promise<{ survey: Survey; tenantName: string }> {
    const row = await this.surveys.publicRow(surveyId);
    if (!row || !isOpen(row.survey, new Date())) throw SurveyErrors.notFound();
    return row;
  }

  async view(
    row: { survey: Survey; tenantName: string },
    participantHash: string | null,
    user: RequestUser | undefined,
    code?: string,
  ): Promise<PublicSurveyView> {
    const { survey } = row;
    const asAccount = survey.mode === SurveyMode.PERSONAL && user ? user : null;
    const [components, answered, codeSpent] = await Promise.all([
      this.components.listOfSurvey(survey._id),
      this.answeredBefore(survey, participantHash, asAccount),
      survey.mode === SurveyMode.TAN && code ? this.codes.isSpent(survey._id, normaliseCode(code)) : false,
    ]);
    const account = asAccount ? { name: (await this.results.accountName(asAccount.userId)) ?? '', mail: asAccount.mail } : null;
    return publicSurveyView(row, components, answered, account, codeSpent);
  }

  /**
   * Told only to whoever answered: this browser's cookie (ANONYMOUS), or the logged-in account's own address
   * (PERSONAL, issue 28 §1: a member opening the survey in the app sees at once that they took part).
   */
  private answeredBefore(survey: Survey, participantHash: string | null, account: RequestUser | null): Promise<boolean> | false {
    if (survey.mode === SurveyMode.ANONYMOUS && participantHash) return this.results.participantAnswered(survey._id, participantHash);
    if (account) return this.results.mailAnswered(survey._id, account.mail);
    return false;
  }

  async answer(surveyId: string, dto: SurveyAnswerDto, who: Participant): Promise<AnswerOutcome> {
    const { survey } = await this.openSurvey(surveyId);
    // Questions cannot change while the survey is active; the FOR SHARE below keeps it so until commit.
    const components = await this.components.listOfSurvey(surveyId);
    const { drafts, errors } = checkAnswers(components, dto.answers);
    if (survey.mode === SurveyMode.TAN && !dto.code) errors.push({ field: 'code', message: SM.codeRequired });
    const personalByMail = survey.mode === SurveyMode.PERSONAL && !who.user;
    if (personalByMail && !dto.mail) errors.push({ field: 'mail', message: SM.mailRequired });
    if (errors.length > 0) throw Errors.validation(errors);
    if (survey.mode === SurveyMode.ANONYMOUS && !who.participantHash) throw SurveyErrors.participationMissing();
    if (personalByMail) return this.awaitConfirmation(survey, dto.mail!, dto.answers);

    const account = survey.mode === SurveyMode.PERSONAL ? who.user! : null;
    const name = account ? await this.results.accountName(account.userId) : null;
    const id = await this.store(survey, drafts, async (tx) => {
      let batch: string | null = null;
      if (survey.mode === SurveyMode.TAN) {
        const code = await this.codes.spend(surveyId, normaliseCode(dto.code!), tx);
        if (!code) throw SurveyErrors.codeInvalid();
        batch = code.batch;
      }
      // What someone typed for this address waits no longer: the account answers itself.
      if (account) await this.confirmations.removeFor(surveyId, account.mail, tx);
      return {
        tenantId: survey.tenantId,
        surveyId,
        participantHash: survey.mode === SurveyMode.ANONYMOUS ? who.participantHash : null,
        mail: account?.mail ?? null,
        name,
        batch,
      };
    });
    this.business.count('survey_answers');
    if (survey.mode === SurveyMode.TAN) this.business.count('tan_codes_spent');
    return { status: 201, view: { _id: id, message: SM.answered } };
  }

  /** Opening the mailed link: the waiting answer (single use, unexpired) becomes a participation. */
  async confirm(token: string): Promise<{ message: string }> {
    await this.confirmations.expire();
    const taken = await this.tx.run((tx) => this.confirmations.take(sha256(token), tx));
    if (!taken) throw SurveyErrors.confirmationInvalid();
    const { survey } = await this.openSurvey(taken.surveyId);
    // Checked again: the questions may have changed while the survey was inactive in between.
    const { drafts, errors } = checkAnswers(await this.components.listOfSurvey(survey._id), taken.answers);
    if (errors.length > 0) throw Errors.validation(errors);
    await this.store(survey, drafts, async () => ({
      tenantId: survey.tenantId,
      surveyId: survey._id,
      participantHash: null,
      mail: taken.mail,
      name: null,
      batch: null,
    }));
    this.business.count('survey_answers');
    return { message: SM.confirmed };
  }

  /**
   * PERSONAL without login: the same 202 for every address. A new one gets a waiting answer and one mail;
   * an address that answered, or whose link is still waiting, gets nothing new (no second answer, no second mail).
   */
  private async awaitConfirmation(survey: Survey, mail: string, answers: unknown[]): Promise<AnswerOutcome> {
    await this.confirmations.expire();
    await this.tx.run(async (tx) => {
      if (await this.results.mailAnswered(survey._id, mail, tx)) return;
      const token = randomToken();
      const id = await this.confirmations.createIfNew(
        {
          tenantId: survey.tenantId,
          surveyId: survey._id,
          mail,
          tokenHash: sha256(token),
          mailSealed: seal(token, this.config.get('jwtSecret')),
          answers,
          expiresAt: new Date(Date.now() + this.config.get('personalConfirmMinutes') * 60_000),
        },
        tx,
      );
      if (id) await this.outbox.record(tx, 'survey.confirmation-requested', { confirmationId: id });
    });
    return { status: 202, view: { _id: null, message: SM.confirmationSent } };
  }

  /** One participation in one transaction, the survey held open (FOR SHARE) until commit. */
  private async store(survey: Survey, drafts: AnswerDraft[], prepare: (tx: Tx) => Promise<NewResult>): Promise<string> {
    try {
      return await this.tx.run(async (tx) => {
        const current = await this.surveys.lockForAnswer(survey._id, tx);
        if (!current || !isOpen(current, new Date())) throw SurveyErrors.notFound();
        return this.results.store(await prepare(tx), drafts, tx);
      });
    } catch (err) {
      // This cookie or e-mail address has answered already (the unique index decided a race).
      if (isUniqueViolation(err)) throw SurveyErrors.alreadyAnswered();
      // The survey or a question went away mid-request.
      if (isForeignKeyViolation(err)) throw SurveyErrors.notFound();
      throw err;
    }
  }
}

const pgCode = (err: unknown) => (err instanceof QueryFailedError ? (err.driverError as { code?: string } | undefined)?.code : undefined);
/** unique_violation: this cookie or e-mail address has answered already. */
const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
/** foreign_key_violation: the survey or a question was deleted mid-request. */
const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
