// A workers pod stopped (SIGTERM) while a job runs: the job completes, using the database after the stop
// began, and is neither lost nor failed because the pool closed under it.
import { BullModule, getQueueToken, Processor, WorkerHost } from '@nestjs/bullmq';
import { INestApplicationContext, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionOptions, Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { redisOptionsFromUrl } from '#api/infrastructure/redis/redis-options';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { shutdownWorkers } from '../../workers/src/graceful-shutdown';

const QUEUE = `shutdown-drill-${process.pid}`;
const connection = () => redisOptionsFromUrl(process.env.REDIS_URL!, { maxRetriesPerRequest: null }) as ConnectionOptions;

let started: () => void;
const jobStarted = new Promise<void>((resolve) => (started = resolve));

@Processor(QUEUE)
class SlowProcessor extends WorkerHost {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async process(job: Job): Promise<string> {
    started();
    // Still working when the stop begins, then the database once more.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [{ answer }] = await this.dataSource.query<{ answer: number }[]>('SELECT 42 AS answer');
    return `${job.name}:${answer}`;
  }
}

@Module({
  // In this order Nest's own app.close() ends the pool before the worker: the job would fail.
  imports: [
    DiscoveryModule,
    BullModule.forRoot({ connection: connection() }),
    BullModule.registerQueue({ name: QUEUE }),
    TypeOrmModule.forRoot(dataSourceOptions(process.env.DATABASE_URL!)),
  ],
  providers: [SlowProcessor],
})
class DrillModule {}

describe('graceful shutdown of the workers', () => {
  let app: INestApplicationContext;
  let observer: Queue;

  beforeAll(async () => {
    app = await NestFactory.createApplicationContext(DrillModule, { logger: false });
    observer = new Queue(QUEUE, { connection: connection() });
  });

  afterAll(async () => {
    await observer.obliterate({ force: true });
    await observer.close();
  });

  it('lets the active job finish before the queues and the pool close', async () => {
    const job = await app.get<Queue>(getQueueToken(QUEUE)).add('drill', {});
    await jobStarted;
    await shutdownWorkers(app, { log: () => undefined, error: () => undefined, warn: () => undefined });
    const stored = await observer.getJob(job.id!);
    expect(await stored!.getState()).toBe('completed');
    expect(stored!.returnvalue).toBe('drill:42');
  });
});
