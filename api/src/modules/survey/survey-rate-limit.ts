// The public answer route's own limit, per survey and IP. Why not the shared `public` bucket (600 per
// 15 minutes): a whole school of 1,000-1,500 pupils answers in one lesson from one network address.
// The limit is five times RATE_LIMIT_PUBLIC per RATE_LIMIT_WINDOW_SECONDS: 3,000 answers per survey and
// IP in 15 minutes by default, room for 1,500 answers plus retries and mistyped codes, while each
// mode's own rule (device, e-mail, code) stops repeats. Guessing a code stays hopeless: 3,000 tries
// against 32^8 ≈ 1.1e12 codes.
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ConfigService } from '../../config/config';
import { Errors } from '../../core/domain.exception';
import { REDIS } from '../../infrastructure/redis/redis.module';

export const SURVEY_RATE_FACTOR = 5;

@Injectable()
export class SurveyRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, config: ConfigService) {
    const opts = {
      keyPrefix: 'rl:survey-answer',
      points: config.get('rateLimitPublicPerWindow') * SURVEY_RATE_FACTOR,
      duration: config.get('rateLimitWindowSeconds'),
    };
    // Counting goes on in memory while Redis is unreachable (as the shared limiter does).
    this.limiter = new RateLimiterRedis({
      ...opts,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(opts),
    });
  }

  async consume(surveyId: string, ip: string): Promise<void> {
    try {
      await this.limiter.consume(`${surveyId}:${ip}`);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw Errors.tooMany();
      throw err;
    }
  }
}
