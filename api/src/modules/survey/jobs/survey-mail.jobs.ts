// The PERSONAL confirmation mail (issue 24 §4): the link that makes an answer given without login count.
// The job data holds only the waiting row's id; the token waits sealed in that row and is cleared once
// the mail is out, so a retry after success sends nothing and an expired or opened link sends nothing.
import { Injectable } from '@nestjs/common';
import { SURVEY_CONFIRM_PATH } from '#shared/survey';
import { ConfigService } from '../../../config/config';
import { unseal } from '../../../infrastructure/crypto/sealed';
import { renderMail } from '../../../infrastructure/mail/mail-layout';
import type { MailContent } from '../../../infrastructure/mail/mail-layout';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { SurveyConfirmationRepository } from '../survey-confirmation.repository';
import { SurveyRepository } from '../survey.repository';

/** Title and group are plain text in the body (the mail layout escapes them); the subject is fixed. */
export function surveyConfirmationMail(surveyTitle: string, groupName: string, url: string, minutes: number): MailContent {
  const hours = Math.round(minutes / 60);
  return renderMail({
    subject: 'Plenum: Bitte bestätige deine Antwort',
    greeting: 'Hallo,',
    paragraphs: [
      `mit dieser E-Mail-Adresse wurde die Umfrage „${surveyTitle}“ der Gruppe ${groupName} beantwortet.`,
      'Die Antwort zählt erst, wenn du sie über den folgenden Link bestätigst.',
    ],
    action: { label: 'Antwort bestätigen', url },
    footnote: `Der Link ist ${hours >= 1 ? `${hours} Stunden` : `${minutes} Minuten`} gültig und kann nur einmal benutzt werden. Wenn du die Umfrage nicht beantwortet hast, kannst du diese E-Mail ignorieren; dann zählt nichts.`,
  });
}

@Injectable()
export class SurveyMailJobs {
  constructor(
    private readonly confirmations: SurveyConfirmationRepository,
    private readonly surveys: SurveyRepository,
    private readonly config: ConfigService,
  ) {}

  @MailJob('survey.confirmation-requested')
  async confirmationRequested({ confirmationId }: JobData<'survey.confirmation-requested'>, ctx: MailJobContext) {
    const copy = await this.confirmations.mailCopy(confirmationId);
    if (!copy) return;
    const row = await this.surveys.publicRow(copy.surveyId);
    if (!row) return;
    const token = unseal(copy.mailSealed, this.config.get('jwtSecret'));
    const url = `${this.config.get('publicUrl')}${SURVEY_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    const content = surveyConfirmationMail(row.survey.title, row.tenantName, url, this.config.get('personalConfirmMinutes'));
    await ctx.sendMail(copy.mail, 'survey-confirmation', content);
    await this.confirmations.clearMailCopy(confirmationId);
  }
}
