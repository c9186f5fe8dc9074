// Redis-backed rate limits (ARCHITECTURE 3): per IP for anonymous endpoints, per account for login
// failures. Limits come from the config so that a whole school behind one address can still work.
import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ConfigService } from '../../config/config';
import { Errors } from '../../core/domain.exception';
import { REDIS } from '../../infrastructure/redis/redis.module';

export type RateLimitBucket = 'public' | 'login';

const LOGIN_LOCKED_MESSAGE = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.';

/**
 * A Redis-backed limiter that keeps counting in this process's memory while Redis is unreachable, so that
 * an outage neither turns every limited route (register, login, reset) into a 500 nor lifts the limits.
 */
export function limiter(redis: Redis, opts: { keyPrefix: string; points: number; duration: number }): RateLimiterRedis {
  return new RateLimiterRedis({
    ...opts,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(opts),
  });
}

@Injectable()
export class RateLimitService {
  private readonly perIp: Record<RateLimitBucket, RateLimiterRedis>;
  private readonly loginFailures: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, config: ConfigService) {
    const duration = config.get('rateLimitWindowSeconds');
    this.perIp = {
      public: limiter(redis, { keyPrefix: 'rl:public', points: config.get('rateLimitPublicPerWindow'), duration }),
      login: limiter(redis, { keyPrefix: 'rl:login-ip', points: config.get('rateLimitLoginPerIpPerWindow'), duration }),
    };
    this.loginFailures = limiter(redis, {
      keyPrefix: 'rl:login-fail',
      points: config.get('loginMaxFailures'),
      duration: config.get('loginLockSeconds'),
    });
    this.lockSeconds = config.get('loginLockSeconds');
    this.maxFailures = config.get('loginMaxFailures');
  }

  private readonly lockSeconds: number;
  private readonly maxFailures: number;

  async consumeIp(bucket: RateLimitBucket, ip: string, route: string): Promise<void> {
    try {
      await this.perIp[bucket].consume(`${route}:${ip}`);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw Errors.tooMany();
      throw err;
    }
  }

  /** Refuses the attempt while the account is locked, whatever the password. */
  async assertLoginAllowed(mail: string): Promise<void> {
    const state = await this.loginFailures.get(mail);
    if (state && state.consumedPoints >= this.maxFailures) throw Errors.tooMany(LOGIN_LOCKED_MESSAGE, 'LOGIN_LOCKED');
  }

  /** Counts a failure; the failure that reaches the limit locks the account for the full lock time. */
  async recordLoginFailure(mail: string): Promise<void> {
    const res = await this.loginFailures.penalty(mail, 1);
    if (res.consumedPoints >= this.maxFailures) await this.loginFailures.block(mail, this.lockSeconds);
  }

  async clearLoginFailures(mail: string): Promise<void> {
    await this.loginFailures.delete(mail);
  }
}

const RATE_LIMIT = 'plenum:rateLimit';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket>(RATE_LIMIT, context.getHandler());
    if (!bucket) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const route = `${req.method}:${req.route?.path ?? req.path}`;
    await this.limits.consumeIp(bucket, req.ip ?? 'unknown', route);
    return true;
  }
}

/** Per-IP limit for this route (anonymous POSTs, login, reset, verify). */
export const RateLimit = (bucket: RateLimitBucket = 'public') =>
  applyDecorators(
    SetMetadata(RATE_LIMIT, bucket),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen' }),
  );
