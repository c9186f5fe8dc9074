import { Module } from '@nestjs/common';
import { SurveyAccountErasure } from '../survey-account-erasure.service';
import { SurveyConfirmationRepository } from '../survey-confirmation.repository';
import { SurveyDataRepository } from '../survey-data.repository';
import { SurveyExports } from '../survey-export.kind';
import { SurveyExportRepository } from '../survey-export.repository';
import { SurveyResultRepository } from '../survey-result.repository';
import { SurveyRepository } from '../survey.repository';
import { SurveyMailJobs } from './survey-mail.jobs';

/** What the workers run for the survey module (the exports, the PERSONAL confirmation mail); loaded by the workers process only. */
@Module({
  providers: [
    SurveyDataRepository,
    SurveyExportRepository,
    SurveyRepository,
    SurveyExports,
    SurveyConfirmationRepository,
    SurveyMailJobs,
    SurveyResultRepository,
    SurveyAccountErasure,
  ],
})
export class SurveyJobsModule {}
