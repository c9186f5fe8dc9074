import type { DiscoveryService } from '@nestjs/core';
import { EVENT_ROUTES } from '#api/infrastructure/outbox/domain-events';
import type { JobData } from '#api/infrastructure/outbox/domain-events';
import { MailJob, NotifyJob } from '#api/infrastructure/queue/job-handler';
import type { MailJobContext, NotifyJobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { JobRegistry } from './job-registry';

class InvitationJobs {
  calls: string[] = [];

  @MailJob('tenant.invitation-created')
  async invited(data: JobData<'tenant.invitation-created'>, _ctx: MailJobContext) {
    this.calls.push(data.invitationId);
  }
}

class DuplicateJobs {
  @MailJob('tenant.invitation-created')
  async again(_data: JobData<'tenant.invitation-created'>, _ctx: MailJobContext) {}
}

class NotifyOnly {
  @NotifyJob('tenant.settings-changed')
  async changed(_data: JobData<'tenant.settings-changed'>, _ctx: NotifyJobContext) {}
}

const discovery = (...instances: object[]) =>
  ({ getProviders: () => instances.map((instance) => ({ instance, metatype: instance.constructor })) }) as unknown as DiscoveryService;

describe('JobRegistry', () => {
  it('refuses to start while a routed event has no handler in its queue', () => {
    const registry = new JobRegistry(discovery(new InvitationJobs(), new NotifyOnly()));
    expect(() => registry.onModuleInit()).toThrow(/Jobs without a handler: .*auth\.user-registered -> mail/);
  });

  it('finds decorated methods by queue and event and calls them on their instance', async () => {
    const jobs = new InvitationJobs();
    const registry = new JobRegistry(discovery(jobs));
    expect(() => registry.onModuleInit()).toThrow();
    await registry.handler(QueueName.MAIL, 'tenant.invitation-created')!(
      { eventId: 'e', tenantId: 't', invitationId: 'i1' } as never,
      {} as never,
    );
    expect(jobs.calls).toEqual(['i1']);
    expect(registry.handler(QueueName.NOTIFY, 'tenant.invitation-created')).toBeUndefined();
  });

  it('refuses two handlers for the same event in one queue', () => {
    const registry = new JobRegistry(discovery(new InvitationJobs(), new DuplicateJobs()));
    expect(() => registry.onModuleInit()).toThrow(/Two handlers for tenant.invitation-created/);
  });

  it('routes every event somewhere', () => {
    // account.deletion-due is recorded by the retention job and routed by the account deletion (issue 26 §2).
    const routes = Object.entries(EVENT_ROUTES).filter(([event]) => event !== 'account.deletion-due');
    expect(routes.every(([, queues]) => queues.length > 0)).toBe(true);
  });
});
