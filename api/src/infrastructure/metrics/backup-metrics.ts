// `plenum_backup_last_verified_timestamp_seconds` on the workers' port. The restore drill runs as its own
// process (a CronJob), so it cannot set a gauge here: it adds a row to the live database's
// `backup_verification` table when every check passed, and every workers pod reads the latest at scrape
// time. The database, unlike Redis, keeps it across restarts. Never verified reads as 0, so the alert
// "backup not verified for 8 days" fires rather than stays silent.
import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from './metrics.registry';

@Injectable()
export class BackupMetrics {
  constructor(metrics: MetricsRegistry, dataSource: DataSource) {
    new Gauge({
      name: 'plenum_backup_last_verified_timestamp_seconds',
      help: 'When a restore drill last passed (Unix seconds); 0 when none is recorded',
      registers: [metrics.registry],
      async collect() {
        const rows: { at: string | null }[] = await dataSource
          .query(`SELECT extract(epoch FROM max(verified_at))::bigint AS at FROM backup_verification`)
          .catch(() => [{ at: null }]);
        this.set(Number(rows[0]?.at) || 0);
      },
    });
  }
}
