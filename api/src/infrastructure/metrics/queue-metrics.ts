// BullMQ in the workers' process. The job counts are the queue's (the same on every workers pod, so
// dashboards take max by queue); completions, failures and timings are this pod's own workers'.
import { getQueueToken, WorkerHost } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import type { Job, Queue } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';
import { ALL_QUEUES } from '../queue/queues';
import { MetricsRegistry } from './metrics.registry';

export const QUEUE_STATES = ['waiting', 'active', 'failed', 'delayed'] as const;
/** A scrape must not hang on a Redis that does not answer; the counts are then left out of that scrape. */
const COUNT_TIMEOUT_MS = 2000;
const SECONDS_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800];

@Injectable()
export class QueueMetrics implements OnApplicationBootstrap {
  private readonly completed: Counter<'queue'>;
  private readonly failed: Counter<'queue'>;
  private readonly waitSeconds: Histogram<'queue'>;
  private readonly runSeconds: Histogram<'queue'>;

  constructor(
    metrics: MetricsRegistry,
    moduleRef: ModuleRef,
    private readonly discovery: DiscoveryService,
  ) {
    const registers = [metrics.registry];
    const queue = (name: string) => moduleRef.get<Queue>(getQueueToken(name), { strict: false });
    new Gauge({
      name: 'plenum_queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, failed, delayed)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const name of ALL_QUEUES) {
          const counts = await withTimeout(queue(name).getJobCounts(...QUEUE_STATES)).catch(() => null);
          for (const state of QUEUE_STATES) if (counts) this.set({ queue: name, state }, counts[state] ?? 0);
        }
      },
    });
    this.completed = new Counter({
      name: 'plenum_queue_jobs_completed_total',
      help: 'Jobs completed by this process',
      labelNames: ['queue'],
      registers,
    });
    this.failed = new Counter({
      name: 'plenum_queue_jobs_failed_total',
      help: 'Job attempts that failed in this process (a retried job counts each failed attempt)',
      labelNames: ['queue'],
      registers,
    });
    this.waitSeconds = new Histogram({
      name: 'plenum_queue_job_wait_seconds',
      help: 'Time from when a job was due until a worker took it',
      labelNames: ['queue'],
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.runSeconds = new Histogram({
      name: 'plenum_queue_job_run_seconds',
      help: 'Time a worker spent on a job attempt',
      labelNames: ['queue'],
      buckets: SECONDS_BUCKETS,
      registers,
    });
    // Every queue's series exist from the start, so that rate() and increase() see the first job.
    for (const name of ALL_QUEUES) {
      this.completed.inc({ queue: name }, 0);
      this.failed.inc({ queue: name }, 0);
    }
  }

  /** The processors' workers exist once the modules are initialised. */
  onApplicationBootstrap() {
    for (const { instance } of this.discovery.getProviders()) {
      if (!(instance instanceof WorkerHost) || !instance.worker) continue;
      const worker = instance.worker;
      worker.on('completed', (job: Job) => this.finished(worker.name, job, 'completed'));
      worker.on('failed', (job: Job | undefined) => job && this.finished(worker.name, job, 'failed'));
    }
  }

  private finished(queue: string, job: Job, outcome: 'completed' | 'failed') {
    (outcome === 'completed' ? this.completed : this.failed).inc({ queue });
    if (job.processedOn) {
      const due = job.timestamp + (job.delay ?? 0);
      this.waitSeconds.observe({ queue }, Math.max(0, job.processedOn - due) / 1000);
      this.runSeconds.observe({ queue }, Math.max(0, (job.finishedOn ?? Date.now()) - job.processedOn) / 1000);
    }
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), COUNT_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
