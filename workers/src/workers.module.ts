import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ExportHousekeepingModule } from '#api/common/export/export-housekeeping.module';
import { ExportModule } from '#api/common/export/export.module';
import { ConfigModule } from '#api/config/config.module';
import { IdentityModule } from '#api/core/identity/identity.module';
import { MailDeliveryRepository } from '#api/infrastructure/mail/mail-delivery.repository';
import { MetricsModule } from '#api/infrastructure/metrics/metrics.module';
import { OutboxRelay } from '#api/infrastructure/outbox/outbox.relay';
import { QueueModule } from '#api/infrastructure/queue/queue.module';
import { ReconnectingWorker } from '#api/infrastructure/queue/reconnecting-worker';
import { AuthJobsModule } from '#api/modules/auth/jobs/auth-jobs.module';
import { BudgetJobsModule } from '#api/modules/budget/jobs/budget-jobs.module';
import { CalendarJobsModule } from '#api/modules/calendar/jobs/calendar-jobs.module';
import { ChatJobsModule } from '#api/modules/chat/jobs/chat-jobs.module';
import { DataExportJobsModule } from '#api/modules/data-export/jobs/data-export-jobs.module';
import { ElectionJobsModule } from '#api/modules/election/jobs/election-jobs.module';
import { EventJobsModule } from '#api/modules/event/jobs/event-jobs.module';
import { FilesJobsModule } from '#api/modules/files/jobs/files-jobs.module';
import { KnowledgeJobsModule } from '#api/modules/knowledge/jobs/knowledge-jobs.module';
import { NotifyJobsModule } from '#api/modules/notify/jobs/notify-jobs.module';
import { ProfileObjectJobsModule } from '#api/modules/profile/jobs/profile-object-jobs.module';
import { ProjectJobsModule } from '#api/modules/project/jobs/project-jobs.module';
import { PushJobsModule } from '#api/modules/push/jobs/push-jobs.module';
import { RetentionJobsModule } from '#api/modules/retention/jobs/retention-jobs.module';
import { SurveyJobsModule } from '#api/modules/survey/jobs/survey-jobs.module';
import { TenantJobsModule } from '#api/modules/tenant/jobs/tenant-jobs.module';
import { DatabaseModule } from '#api/schema/database.module';
import { JobRegistry } from './job-registry';
import { MailerService } from './mailer.service';
import { MailProcessor } from './processors/mail.processor';
import { NotifyProcessor } from './processors/notify.processor';
import { PdfProcessor } from './processors/pdf.processor';
import { StatsProcessor } from './processors/stats.processor';

// Every processor's worker waits for Redis instead of failing fast (reconnecting-worker.ts explains why).
BullModule.workerClass = ReconnectingWorker;

/**
 * The processors are generic; what a job does comes from the modules' job modules below. A new module adds
 * its `jobs/<module>-jobs.module.ts` here. JobRegistry refuses to start while a routed event has no handler.
 */
@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    MetricsModule.forWorkers(),
    IdentityModule,
    QueueModule,
    DiscoveryModule,
    AuthJobsModule,
    TenantJobsModule,
    ElectionJobsModule,
    CalendarJobsModule,
    EventJobsModule,
    SurveyJobsModule,
    ChatJobsModule,
    ProfileObjectJobsModule,
    BudgetJobsModule,
    ProjectJobsModule,
    KnowledgeJobsModule,
    FilesJobsModule,
    DataExportJobsModule,
    PushJobsModule,
    RetentionJobsModule,
    NotifyJobsModule,
    ExportModule,
    ExportHousekeepingModule,
  ],
  providers: [
    JobRegistry,
    MailDeliveryRepository,
    MailerService,
    MailProcessor,
    NotifyProcessor,
    PdfProcessor,
    StatsProcessor,
    OutboxRelay,
  ],
})
export class WorkersModule {}
