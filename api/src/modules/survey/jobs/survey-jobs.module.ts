import { Module } from '@nestjs/common';
import { SurveyExports } from '../survey-export.kind';
import { SurveyExportRepository } from '../survey-export.repository';
import { SurveyRepository } from '../survey.repository';

/** What the workers run for the survey module (the exports); loaded by the workers process only. */
@Module({
  providers: [SurveyExportRepository, SurveyRepository, SurveyExports],
})
export class SurveyJobsModule {}
