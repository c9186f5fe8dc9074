// The processors' BullMQ worker. The shared connection fails fast while Redis is away (enableOfflineQueue
// false), which the relay's adds need. A worker must not: ioredis then rejects its commands with an error
// BullMQ does not count as a connection error, so a worker that had just finished a job when Redis went
// away fetched the next one again at once, in a loop of promises that starved the process (the timers of a
// whole workers process, its HTTP server in tests, stopped). With the offline queue on, its commands wait
// for the reconnect instead.
import { Worker } from 'bullmq';
import type { ConnectionOptions, Processor, WorkerOptions } from 'bullmq';

/** Only for connection options (not a shared client), which is what QueueModule configures. */
function waitingForReconnect(connection: ConnectionOptions): ConnectionOptions {
  return { ...connection, enableOfflineQueue: true } as ConnectionOptions;
}

export class ReconnectingWorker extends Worker {
  constructor(name: string, processor: Processor, opts: WorkerOptions) {
    super(name, processor, { ...opts, connection: waitingForReconnect(opts.connection) });
  }
}
