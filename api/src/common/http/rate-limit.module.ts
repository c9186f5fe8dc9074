import { Global, Module } from '@nestjs/common';
import { RateLimitGuard, RateLimitService } from './rate-limit';

/** One limiter service for every module that uses @RateLimit(). */
@Global()
@Module({ providers: [RateLimitService, RateLimitGuard], exports: [RateLimitService, RateLimitGuard] })
export class RateLimitModule {}
