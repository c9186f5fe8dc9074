// Waiting for background work instead of sleeping: an event is done once the outbox relay has published it
// and every job it became has finished. Other spec files share the database and Redis, so a drain only
// looks at the events written in its own time window, never at "all queues empty".
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ALL_QUEUES } from '#api/infrastructure/queue/queues';
import type { TestApp } from './app';

// States in which a job will still do something. 'failed' is final: retries wait as 'delayed'.
const PENDING_STATES = new Set(['waiting', 'wait', 'active', 'delayed', 'prioritized', 'waiting-children', 'paused']);
// The outbox stamps created_at with the database clock at transaction start; allow for that much skew.
const CLOCK_SLACK_MS = 1000;
const POLL_MS = 50;

let currentTestStart: Date | undefined;

/** Called by useTestApp/browserSuite before each test: the default start of a drain's window. */
export function markTestStart(at = new Date()): void {
  currentTestStart = at;
}

export interface DrainOptions {
  /** Events written from this moment on count (default: the start of the current test). */
  since?: Date;
  /** Only jobs in these queues are awaited (default: every queue). */
  queues?: string[];
  timeoutMs?: number;
}

/**
 * Resolves once every outbox event written between `since` and now is published and each job it became
 * has completed or failed for good: after this, the mails are in maildev and the socket pushes are out.
 */
export async function drainQueues(t: TestApp, options: DrainOptions = {}): Promise<void> {
  if (!t.workers) throw new Error('drainQueues needs the workers: start the app without { workers: false }');
  const since = new Date((options.since ?? currentTestStart ?? new Date(Date.now() - 120_000)).getTime() - CLOCK_SLACK_MS);
  const until = new Date();
  const timeoutMs = options.timeoutMs ?? 20_000;
  const deadline = Date.now() + timeoutMs;
  const queues = (options.queues ?? ALL_QUEUES).map((name) => queueOf(t.workers!, name));

  let pending = await outboxRows(t, since, until);
  while (pending.length) {
    const still: OutboxRow[] = [];
    for (const row of pending) if (!(await isDone(row, queues))) still.push(row);
    pending = still.length ? await refresh(t, still) : [];
    if (!pending.length) return;
    if (Date.now() > deadline) {
      const unpublished = pending.filter((r) => !r.published).length;
      throw new Error(
        `queues not drained after ${timeoutMs} ms: ${pending.length} event(s) pending (${unpublished} not yet published): ${pending.map((r) => r.type).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Counts the relay's attempts to hand events to BullMQ (successful or not) in the workers of `t`, e.g. to
 * prove that an event stays in the outbox while Redis is down without sleeping for a guessed time.
 */
export function watchPublishAttempts(t: TestApp) {
  if (!t.workers) throw new Error('watchPublishAttempts needs the workers');
  const attempts: string[] = [];
  const waiters: { type: string | undefined; count: number; resolve: () => void }[] = [];
  const seen = (type?: string) => attempts.filter((name) => !type || name === type).length;
  for (const name of ALL_QUEUES) {
    const queue = queueOf(t.workers, name);
    const add = queue.add.bind(queue);
    queue.add = ((jobName: string, ...rest: unknown[]) => {
      const settle = () => {
        attempts.push(jobName);
        for (const w of [...waiters]) {
          if (seen(w.type) < w.count) continue;
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      };
      const result = (add as (...args: unknown[]) => Promise<unknown>)(jobName, ...rest);
      result.then(settle, settle);
      return result;
    }) as Queue['add'];
  }
  return {
    count: seen,
    /** Resolves once `count` attempts (of this event type) have finished, successfully or not. */
    waitFor(count: number, type?: string, timeoutMs = 20_000): Promise<void> {
      if (seen(type) >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${seen(type)} of ${count} publish attempts within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          type,
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

interface OutboxRow {
  id: string;
  type: string;
  published: boolean;
}

async function outboxRows(t: TestApp, since: Date, until: Date): Promise<OutboxRow[]> {
  return t.dataSource.query(
    `SELECT id, type, published_at IS NOT NULL AS published FROM outbox WHERE created_at >= $1 AND created_at <= $2`,
    [since, until],
  );
}

async function refresh(t: TestApp, rows: OutboxRow[]): Promise<OutboxRow[]> {
  return t.dataSource.query(`SELECT id, type, published_at IS NOT NULL AS published FROM outbox WHERE id = ANY($1::uuid[])`, [
    rows.map((r) => r.id),
  ]);
}

// The relay adds one job per routed queue with the id `<event id>-<queue>`; a queue the event is not routed
// to has no such job, and a completed job may already be removed: both count as done.
async function isDone(row: OutboxRow, queues: Queue[]): Promise<boolean> {
  if (!row.published) return false;
  for (const queue of queues) {
    const job = await queue.getJob(`${row.id}-${queue.name}`);
    if (job && PENDING_STATES.has(await job.getState())) return false;
  }
  return true;
}

function queueOf(context: INestApplicationContext, name: string): Queue {
  return context.get<Queue>(getQueueToken(name), { strict: false });
}
