import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { ReadinessService } from './readiness.service';

@Module({ controllers: [HealthController], providers: [HealthRepository, ReadinessService], exports: [ReadinessService] })
export class HealthModule {}
