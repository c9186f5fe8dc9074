// The wiki search's own limit, per account and minute (issue 24 §13): a search ranks every hit in the
// group's wikis, so a script firing searches would load the database for everyone. People search a few
// times a minute at most; RATE_LIMIT_SEARCH_PER_MINUTE (30) leaves them ample room.
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { limiter } from '../../common/http/rate-limit';
import { ConfigService } from '../../config/config';
import { RateLimitedException } from '../../core/domain.exception';
import { REDIS } from '../../infrastructure/redis/redis.module';

export const SEARCH_LIMIT_MESSAGE = 'Du hast in kurzer Zeit sehr oft gesucht. Bitte warte eine Minute und suche dann erneut.';

@Injectable()
export class WikiSearchRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, config: ConfigService) {
    this.limiter = limiter(redis, { keyPrefix: 'rl:wiki-search', points: config.get('rateLimitSearchPerMinute'), duration: 60 });
  }

  /** Counts one search of the account; beyond the limit 429 with Retry-After. */
  async consume(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw new RateLimitedException('SEARCH_RATE_LIMITED', SEARCH_LIMIT_MESSAGE, Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      }
      throw err;
    }
  }
}
