// The outbox's backlog, read at scrape time: rows the relay has not moved to the queues yet, and how long
// the oldest has waited (the lag a user sees before a mail or a live update).
import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from './metrics.registry';

@Injectable()
export class OutboxMetrics {
  constructor(metrics: MetricsRegistry, dataSource: DataSource) {
    const registers = [metrics.registry];
    let backlog: Promise<{ rows: number; age: number }> | undefined;
    // Both gauges are collected in one scrape; they share one query (the partial index serves it).
    const read = () =>
      (backlog ??= dataSource
        .query(
          `SELECT count(*)::int AS rows, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
             FROM outbox WHERE published_at IS NULL`,
        )
        .then((r: { rows: number; age: number }[]) => r[0])
        .finally(() => setImmediate(() => (backlog = undefined))));
    new Gauge({
      name: 'plenum_outbox_rows_waiting',
      help: 'Outbox rows not yet relayed to the queues',
      registers,
      async collect() {
        this.set((await read()).rows);
      },
    });
    new Gauge({
      name: 'plenum_outbox_oldest_age_seconds',
      help: 'Age of the oldest outbox row not yet relayed (0 when none waits)',
      registers,
      async collect() {
        this.set((await read()).age);
      },
    });
  }
}
