import { Module } from '@nestjs/common';
import { SurveyConfirmationRepository } from '../survey-confirmation.repository';
import { SurveyExportRepository } from '../survey-export.repository';
import { SurveyRepository } from '../survey.repository';
import { SurveyExportJobs } from './survey-export.jobs';
import { SurveyMailJobs } from './survey-mail.jobs';

/** What the workers run for the survey module (the exports, the PERSONAL confirmation mail); loaded by the workers process only. */
@Module({
  providers: [SurveyExportRepository, SurveyExportJobs, SurveyRepository, SurveyConfirmationRepository, SurveyMailJobs],
})
export class SurveyJobsModule {}
