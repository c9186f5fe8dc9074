import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ConfigService } from '../../config/config';
import { RedisModule } from '../redis/redis.module';
import { ApiGauges } from './api-gauges';
import { BackupMetrics } from './backup-metrics';
import { API_BUSINESS_EVENTS, BUSINESS_EVENTS, BusinessMetrics, WORKER_BUSINESS_EVENTS } from './business-metrics.service';
import { HttpMetrics } from './http-metrics';
import { MailMetrics } from './mail-metrics.service';
import { MetricsServer, METRICS_PORT } from './metrics-server';
import { MetricsRegistry } from './metrics.registry';
import { OutboxMetrics } from './outbox-metrics';
import { QueueMetrics } from './queue-metrics';

/**
 * Prometheus metrics of one process on its own port (docs/operations.md, "Metrics and alerts"). The API
 * imports forApi() (HTTP, sockets, database pool), the workers forWorkers() (queues, outbox, mails, backup);
 * both serve the default Node.js process metrics and their share of the business counters.
 */
@Global()
@Module({})
export class MetricsModule {
  static forApi(): DynamicModule {
    return MetricsModule.of('metricsPort', API_BUSINESS_EVENTS, [], [HttpMetrics, ApiGauges], [HttpMetrics]);
  }

  static forWorkers(): DynamicModule {
    // The workers have no shared Redis client of their own; the backup gauge reads through this one.
    return MetricsModule.of(
      'workerMetricsPort',
      WORKER_BUSINESS_EVENTS,
      [RedisModule],
      [QueueMetrics, OutboxMetrics, BackupMetrics, MailMetrics],
      [MailMetrics],
    );
  }

  private static of(
    port: 'metricsPort' | 'workerMetricsPort',
    events: readonly string[],
    imports: DynamicModule['imports'] & object,
    providers: Provider[],
    exported: Provider[],
  ): DynamicModule {
    return {
      module: MetricsModule,
      imports: [DiscoveryModule, ...imports],
      providers: [
        MetricsRegistry,
        MetricsServer,
        BusinessMetrics,
        { provide: METRICS_PORT, inject: [ConfigService], useFactory: (config: ConfigService) => config.get(port) },
        { provide: BUSINESS_EVENTS, useValue: events },
        ...providers,
      ],
      exports: [MetricsRegistry, MetricsServer, BusinessMetrics, ...exported],
    };
  }
}
