import { Module } from '@nestjs/common';
import { TenantModule } from '../tenant/tenant.module';
import { SurveyAccountErasure } from './survey-account-erasure.service';
import { SurveyCodeController } from './survey-code.controller';
import { SurveyCodeRepository } from './survey-code.repository';
import { SurveyCodeService } from './survey-code.service';
import { SurveyComponentController } from './survey-component.controller';
import { SurveyComponentRepository } from './survey-component.repository';
import { SurveyComponentService } from './survey-component.service';
import { SurveyConfirmationRepository } from './survey-confirmation.repository';
import { SurveyExportController } from './survey-export.controller';
import { SurveyExports } from './survey-export.kind';
import { SurveyExportRepository } from './survey-export.repository';
import { SurveyLinkSource } from './survey-link.source';
import { SurveyParticipation } from './survey-participation';
import { SurveyPublicController } from './survey-public.controller';
import { SurveyPublicService } from './survey-public.service';
import { SurveyRateLimit } from './survey-rate-limit';
import { SurveyResultController } from './survey-result.controller';
import { SurveyResultRepository } from './survey-result.repository';
import { SurveyResultService } from './survey-result.service';
import { SurveyStatisticsRepository } from './survey-statistics.repository';
import { SurveyController } from './survey.controller';
import { SurveyRepository } from './survey.repository';
import { SurveyService } from './survey.service';

/**
 * Surveys (issue 15): questions of six kinds, four participation modes, TAN codes, results and statistics,
 * the public participation and the dashboard's `survey` section. The repositories and SurveyService are
 * exported for the exports (survey-export*.ts).
 */
@Module({
  imports: [TenantModule],
  controllers: [
    SurveyController,
    SurveyComponentController,
    SurveyCodeController,
    SurveyResultController,
    SurveyPublicController,
    SurveyExportController,
  ],
  providers: [
    SurveyRepository,
    SurveyComponentRepository,
    SurveyCodeRepository,
    SurveyResultRepository,
    SurveyAccountErasure,
    SurveyStatisticsRepository,
    SurveyService,
    SurveyLinkSource,
    SurveyComponentService,
    SurveyCodeService,
    SurveyResultService,
    SurveyPublicService,
    SurveyParticipation,
    SurveyConfirmationRepository,
    SurveyRateLimit,
    SurveyExportRepository,
    SurveyExports,
  ],
  exports: [SurveyRepository, SurveyComponentRepository, SurveyCodeRepository, SurveyResultRepository, SurveyService],
})
export class SurveyModule {}
