// `plenum_backup_last_verified_timestamp_seconds` on the workers' port. The restore drill runs as its own
// process (a CronJob), so it cannot set a gauge here: it writes the moment it passed to Redis with
// recordBackupVerified(), and every workers pod reads it at scrape time. Never verified (or Redis lost the
// key) reads as 0, so the alert "backup not verified for 8 days" fires rather than stays silent.
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { Gauge } from 'prom-client';
import { REDIS } from '../redis/redis.module';
import { MetricsRegistry } from './metrics.registry';

export const BACKUP_VERIFIED_KEY = 'plenum:backup:last-verified-at';

/** Called by the restore drill after every check passed: stores the moment as Unix seconds. */
export async function recordBackupVerified(redis: { set(key: string, value: string): Promise<unknown> }, at = new Date()) {
  await redis.set(BACKUP_VERIFIED_KEY, String(Math.floor(at.getTime() / 1000)));
}

@Injectable()
export class BackupMetrics {
  constructor(metrics: MetricsRegistry, @Inject(REDIS) redis: Redis) {
    new Gauge({
      name: 'plenum_backup_last_verified_timestamp_seconds',
      help: 'When a restore drill last passed (Unix seconds); 0 when none is recorded',
      registers: [metrics.registry],
      async collect() {
        const value = await redis.get(BACKUP_VERIFIED_KEY).catch(() => null);
        this.set(Number(value) || 0);
      },
    });
  }
}
