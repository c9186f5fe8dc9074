import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtAuthGuard } from './common/auth/auth.guard';
import { ExportModule } from './common/export/export.module';
import { OriginMiddleware } from './common/http/origin.middleware';
import { RateLimitModule } from './common/http/rate-limit.module';
import { RequestLogMiddleware } from './common/http/request-log.middleware';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { LinkedContentModule } from './common/linked-content/linked-content.module';
import { TenancyModule } from './common/tenancy/tenancy.module';
import { ConfigModule } from './config/config.module';
import { IdentityModule } from './core/identity/identity.module';
import { HttpMetricsMiddleware } from './infrastructure/metrics/http-metrics';
import { MetricsModule } from './infrastructure/metrics/metrics.module';
import { OutboxModule } from './infrastructure/outbox/outbox.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { RealtimeModule } from './infrastructure/realtime/realtime.module';
import { RedisModule } from './infrastructure/redis/redis.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { BudgetModule } from './modules/budget/budget.module';
import { CalendarModule } from './modules/calendar/calendar.module';
import { ChatModule } from './modules/chat/chat.module';
import { DataExportModule } from './modules/data-export/data-export.module';
import { ElectionModule } from './modules/election/election.module';
import { EventModule } from './modules/event/event.module';
import { FilesModule } from './modules/files/files.module';
import { HealthModule } from './modules/health/health.module';
import { KnowledgeModule } from './modules/knowledge/knowledge.module';
import { NotifyModule } from './modules/notify/notify.module';
import { ProfileModule } from './modules/profile/profile.module';
import { ProjectModule } from './modules/project/project.module';
import { PushModule } from './modules/push/push.module';
import { QueueBoardModule } from './modules/queue-board/queue-board.module';
import { RetentionModule } from './modules/retention/retention.module';
import { SurveyModule } from './modules/survey/survey.module';
import { TenantModule } from './modules/tenant/tenant.module';
import { DatabaseModule } from './schema/database.module';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    MetricsModule.forApi(),
    IdentityModule,
    RedisModule,
    RateLimitModule,
    OutboxModule,
    ExportModule,
    QueueModule,
    QueueBoardModule,
    RealtimeModule,
    TenancyModule,
    LinkedContentModule,
    HealthModule,
    AuthModule,
    TenantModule,
    RetentionModule,
    AdminModule,
    ElectionModule,
    FilesModule,
    CalendarModule,
    EventModule,
    SurveyModule,
    ChatModule,
    ProfileModule,
    KnowledgeModule,
    ProjectModule,
    BudgetModule,
    DataExportModule,
    PushModule,
    NotifyModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_FILTER, useClass: HttpExceptionFilter },
  ],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    consumer.apply(HttpMetricsMiddleware, RequestLogMiddleware, OriginMiddleware).forRoutes('*path');
  }
}
