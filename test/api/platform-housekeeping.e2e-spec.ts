// Housekeeping: export requests older than the EXPORT retention rule (default 24 hours) are deleted with their stored
// files by the workers' hourly `housekeeping.exports-expire` job (a BullMQ job scheduler on the pdf queue).
// Exports are requested through the API and rendered by the real workers; "old" is made by moving created_at
// back, and the handler is called directly instead of waiting an hour.
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type TestAgent from 'supertest/lib/agent';
import { exportTables } from '#api/common/export/export-expiry';
import { EXPORT_HOUSEKEEPING_SCHEDULER, ExportHousekeepingJobs } from '#api/common/export/export-housekeeping.jobs';
import { ConfigService } from '#api/config/config';
import { QueueName } from '#api/infrastructure/queue/queues';
import { createObjectStorage } from '#api/infrastructure/storage/create-object-storage';
import { EventRegistration } from '#api/modules/event/entities/event-registration.entity';
import { SvLevel } from '#shared/levels';
import { JobRegistry } from '../../workers/src/job-registry';
import { createWorkers } from '../helpers/app';
import { savedEvent } from '../helpers/events';
import { expectApiError, NOT_FOUND } from '../helpers/expect';
import { finishedExport } from '../helpers/exports';
import { useTestApp } from '../helpers/test-app';

describe('housekeeping: expired exports', () => {
  const t = useTestApp();

  /** Requests an export and waits until the pdf worker has stored its file; the status URL. */
  async function rendered(client: TestAgent, url: string, body: object): Promise<string> {
    const done = await finishedExport(client, url, await client.post(url).send(body));
    return `${url}/${done._id}`;
  }

  /** Two event lists and two budget CSVs of one group. */
  async function groupWithExports() {
    const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const tenantId = admin.tenant._id;
    const event = await savedEvent(t, admin, { location: 'Aula', switchRegistration: true });
    await t.dataSource
      .getRepository(EventRegistration)
      .save({ tenantId, eventId: event._id, firstName: 'Jürgen', lastName: 'Größer', mail: 'juergen@schule.test', answers: {} });
    const budgetUrl = `/api/tenant/tenant/${tenantId}/budget`;
    const budget = await admin.client.post(budgetUrl).send({ title: 'Haushalt', year: 2026 });
    expect(budget.status).toBe(201);
    const eventExports = `/api/event/tenant/${tenantId}/event/${event._id}/export`;
    const budgetExports = `${budgetUrl}/${budget.body._id}/export`;
    const urls = {
      oldEvent: await rendered(admin.client, eventExports, { kind: 'registrations' }),
      freshEvent: await rendered(admin.client, eventExports, { kind: 'registrations' }),
      oldBudget: await rendered(admin.client, budgetExports, { format: 'csv' }),
      freshBudget: await rendered(admin.client, budgetExports, { format: 'csv' }),
    };
    return { client: admin.client, urls };
  }

  const idOf = (url: string) => url.split('/').pop()!;
  const data = { eventId: EXPORT_HOUSEKEEPING_SCHEDULER };
  const ctx = { ...data, job: {} as never, lastAttempt: true };

  it('deletes requests older than the retention with their files, keeps fresh ones, and answers 404 for the expired', async () => {
    const { client, urls } = await groupWithExports();
    const ids = Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, idOf(url)]));
    // Any state expires: the old budget export counts as a failed one.
    await t.dataSource.query(`UPDATE event_export SET created_at = now() - interval '25 hours' WHERE id = $1`, [ids.oldEvent]);
    await t.dataSource.query(`UPDATE budget_export SET created_at = now() - interval '25 hours', state = 'FAILED' WHERE id = $1`, [
      ids.oldBudget,
    ]);
    const keys = async () =>
      t.dataSource.query(
        `SELECT id, storage_key AS key FROM event_export WHERE id = ANY($1::uuid[])
         UNION ALL SELECT id, storage_key FROM budget_export WHERE id = ANY($1::uuid[]) ORDER BY id`,
        [Object.values(ids)],
      ) as Promise<{ id: string; key: string }[]>;
    const before = await keys();
    expect(before).toHaveLength(4);
    const storage = createObjectStorage(t.app.get(ConfigService).values, 'exports');
    const stored = async (key: string) => {
      const file = await storage.open(key);
      file?.stream.destroy();
      return file !== null;
    };
    for (const { key } of before) expect(await stored(key)).toBe(true);

    // The handler as the pdf processor finds it by the job's name.
    const expire = () => t.workers!.get(JobRegistry).handler(QueueName.PDF, 'housekeeping.exports-expire')!(data, ctx);
    await expire();

    const old = [ids.oldEvent, ids.oldBudget];
    expect((await keys()).map((r) => r.id).sort()).toEqual([ids.freshEvent, ids.freshBudget].sort());
    for (const { id, key } of before) expect({ id, stored: await stored(key) }).toEqual({ id, stored: !old.includes(id) });

    // What the user sees: the module's 404 for status and file, the fresh ones still download.
    for (const url of [urls.oldEvent, urls.oldBudget]) {
      expectApiError(await client.get(url), NOT_FOUND);
      expectApiError(await client.get(`${url}/file`), NOT_FOUND);
    }
    for (const url of [urls.freshEvent, urls.freshBudget]) expect((await client.get(`${url}/file`)).status).toBe(200);

    // A second run finds nothing more of this group to delete.
    await expire();
    expect(await keys()).toHaveLength(2);
  });

  it('finds every module export table by itself', () => {
    const tables = exportTables(t.dataSource.entityMetadatas, (name) => name).map((x) => x.table);
    expect(tables.sort()).toEqual([
      'budget_export',
      'delegate_export',
      'event_export',
      'group_data_export',
      'personal_data_export',
      'survey_export',
    ]);
  });

  it('keeps one hourly scheduler however often the workers start', async () => {
    const second = await createWorkers();
    try {
      await t.workers!.get(ExportHousekeepingJobs).scheduled;
      await second.get(ExportHousekeepingJobs).scheduled;
      const queue = second.get<Queue>(getQueueToken(QueueName.PDF), { strict: false });
      const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === EXPORT_HOUSEKEEPING_SCHEDULER);
      expect(schedulers).toEqual([expect.objectContaining({ name: 'housekeeping.exports-expire', every: 3600_000 })]);
      // One next run is waiting, not one per start.
      const next = (await queue.getJobs(['delayed', 'waiting', 'prioritized'])).filter(
        (j) => j.repeatJobKey === EXPORT_HOUSEKEEPING_SCHEDULER,
      );
      expect(next.length).toBeLessThanOrEqual(1);
    } finally {
      await second.close();
    }
  });
});
