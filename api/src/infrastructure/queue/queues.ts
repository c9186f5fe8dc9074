// Queue names and the domain events routed to them. Job payloads hold ids (plus sealed tokens where a
// mail needs one); the processor loads everything else itself.
export enum QueueName {
  MAIL = 'mail',
  PDF = 'pdf',
  STATS = 'stats',
  NOTIFY = 'notify',
}

export const ALL_QUEUES = Object.values(QueueName);

export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
} as const;
