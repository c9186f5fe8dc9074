// Moves committed outbox rows to BullMQ and marks them published. Runs in the workers process.
// Redis down: the add fails fast, the transaction rolls back, the rows stay and are retried.
// Process killed after the add but before the commit: the row is published again with the same
// jobId, and the processors are idempotent on eventId, so the effect happens once.
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../config/config';
import { BusinessMetrics } from '../metrics/business-metrics.service';
import { OUTBOX_BUSINESS_EVENTS } from '../metrics/outbox-business-events';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../queue/queues';
import { DomainEventType, EVENT_ROUTES } from './domain-events';
import { OUTBOX_CHANNEL } from './outbox.service';

const BATCH = 100;
const POLL_MS = 2000;
const ADD_TIMEOUT_MS = 5000;

@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ConfigService,
    private readonly moduleRef: ModuleRef,
    private readonly business: BusinessMetrics,
  ) {}

  async onApplicationBootstrap() {
    await this.listen();
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    void this.drain();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
  }

  private async listen() {
    try {
      // A LISTEN belongs to one server session: behind a transaction-mode pooler it would stay on whichever
      // server connection ran it, and no notification would reach this client. So past the pooler.
      this.listener = new Client({ connectionString: this.config.get('databaseDirectUrl') });
      this.listener.on('error', (err: Error) => this.logger.warn(`outbox listener: ${err.message}`));
      this.listener.on('notification', () => void this.drain());
      await this.listener.connect();
      await this.listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (err) {
      // Polling still delivers everything; LISTEN only makes it immediate.
      this.logger.warn(`outbox LISTEN unavailable, polling only: ${(err as Error).message}`);
    }
  }

  /** Publishes until the outbox is empty; concurrent calls coalesce into one more pass. */
  async drain(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.publishBatch()) === BATCH);
      } while (this.again && !this.stopped);
    } catch (err) {
      this.logger.warn(`outbox relay paused: ${(err as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  private async publishBatch(): Promise<number> {
    const types = await this.publishInTransaction();
    // Counted once the rows are committed as published (a crash before the commit may count a row twice).
    for (const type of types) {
      const event = OUTBOX_BUSINESS_EVENTS[type];
      if (event) this.business.count(event);
    }
    return types.length;
  }

  /** The types of the rows published. */
  private async publishInTransaction(): Promise<DomainEventType[]> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string; type: DomainEventType; payload: Record<string, unknown> }[] = await manager.query(
        `SELECT id, type, payload FROM outbox WHERE published_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      for (const row of rows) {
        for (const queueName of EVENT_ROUTES[row.type] ?? []) {
          await withTimeout(
            this.queue(queueName).add(
              row.type,
              { ...row.payload, eventId: row.id },
              { ...DEFAULT_JOB_OPTIONS, jobId: `${row.id}-${queueName}` },
            ),
            ADD_TIMEOUT_MS,
          );
        }
      }
      if (rows.length) {
        await manager.query(`UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::uuid[])`, [
          rows.map((r) => r.id),
        ]);
      }
      return rows.map((row) => row.type);
    });
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`queue add timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
