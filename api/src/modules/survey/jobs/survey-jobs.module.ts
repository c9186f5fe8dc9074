import { Module } from '@nestjs/common';
import { SurveyExportRepository } from '../survey-export.repository';
import { SurveyExportJobs } from './survey-export.jobs';

/** What the workers run for the survey module (the exports); loaded by the workers process only. */
@Module({
  providers: [SurveyExportRepository, SurveyExportJobs],
})
export class SurveyJobsModule {}
