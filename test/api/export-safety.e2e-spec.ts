// Export files name pupils (issue 24 §6): they expire by the EXPORT retention rule after they were made, go with
// any registration, check-in or position they list, cannot be flooded (20 requests per member and hour, one
// pending export per kind and owner whoever asks, EXPORT_PENDING_PER_TENANT pending per group).
import type TestAgent from 'supertest/lib/agent';
import { ConfigService } from '#api/config/config';
import { QueueName } from '#api/infrastructure/queue/queues';
import { createObjectStorage } from '#api/infrastructure/storage/create-object-storage';
import { EventRegistration } from '#api/modules/event/entities/event-registration.entity';
import { EXPORT_MESSAGES } from '#shared/exports';
import { SvLevel } from '#shared/levels';
import { JobRegistry } from '../../workers/src/job-registry';
import { createEvent, eventGroup } from '../fixtures/event';
import { finishedExport } from '../helpers/exports';
import { eventually } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('exports: retention, deletion with their content, and flooding', () => {
  const t = useTestApp();
  const config = () => t.app.get(ConfigService).values;

  /** Requests an export and waits until it is stored; its id. */
  async function rendered(client: TestAgent, url: string, body: object): Promise<string> {
    return (await finishedExport(client, url, await client.post(url).send(body)))._id;
  }

  async function storageKey(table: string, id: string): Promise<string | undefined> {
    const [row] = await t.dataSource.query(`SELECT storage_key FROM ${table} WHERE id = $1`, [id]);
    return row?.storage_key;
  }

  async function stored(key: string): Promise<boolean> {
    const file = await createObjectStorage(config(), 'exports').open(key);
    file?.stream.destroy();
    return file !== null;
  }

  async function budgetOf(level = SvLevel.SV_ADMIN) {
    const admin = await t.memberSession({ level });
    const url = `/api/tenant/tenant/${admin.tenant._id}/budget`;
    const budget = await admin.client.post(url).send({ title: 'Haushalt', year: 2026 });
    expect(budget.status).toBe(201);
    return { ...admin, url: `${url}/${budget.body._id}`, exports: `${url}/${budget.body._id}/export` };
  }

  it('deletes an export when its retention rule (EXPORT, in hours) has passed, row and file, and keeps a younger one', async () => {
    const g = await budgetOf();
    const old = await rendered(g.client, g.exports, { format: 'csv' });
    const young = await rendered(g.client, g.exports, { format: 'pdf' });
    const keys = { old: (await storageKey('budget_export', old))!, young: (await storageKey('budget_export', young))! };
    await t.dataSource.query(`UPDATE budget_export SET created_at = now() - interval '61 minutes' WHERE id = $1`, [old]);
    await t.dataSource.query(`UPDATE budget_export SET created_at = now() - interval '59 minutes' WHERE id = $1`, [young]);
    await t.dataSource.query(`UPDATE retention_rule SET period = 1 WHERE category = 'EXPORT'`);
    try {
      const expire = t.workers!.get(JobRegistry).handler(QueueName.PDF, 'housekeeping.exports-expire')!;
      await expire({ eventId: 'test' }, { eventId: 'test', job: {} as never, lastAttempt: true });
    } finally {
      await t.dataSource.query(`UPDATE retention_rule SET period = default_period WHERE category = 'EXPORT'`);
    }
    expect(await storageKey('budget_export', old)).toBeUndefined();
    expect(
      await eventually(
        () => stored(keys.old),
        (exists) => !exists,
        5000,
      ),
    ).toBe(false);
    expect((await g.client.get(`${g.exports}/${old}`)).status).toBe(404);
    expect(await storageKey('budget_export', young)).toBe(keys.young);
    expect(await stored(keys.young)).toBe(true);
    expect((await g.client.get(`${g.exports}/${young}/file`)).status).toBe(200);
  });

  it("deleting a registration deletes every export of its event, row and file, and no other event's", async () => {
    const g = await eventGroup(t);
    const admin = g.as(SvLevel.SV_ADMIN);
    const [event, other] = [await createEvent(g), await createEvent(g)];
    const repo = t.dataSource.getRepository(EventRegistration);
    const person = { tenantId: g.tenant._id, firstName: 'Jürgen', lastName: 'Größer', mail: 'juergen@schule.test', answers: {} };
    const registration = await repo.save({ ...person, eventId: event._id });
    await repo.save({ ...person, eventId: other._id });
    const url = `${g.url}/${event._id}/export`;
    const list = await rendered(admin, url, { kind: 'registrations' });
    const poster = await rendered(admin, url, { kind: 'qrcodes' });
    const kept = await rendered(admin, `${g.url}/${other._id}/export`, { kind: 'registrations' });
    const keys = await Promise.all([list, poster, kept].map(async (id) => (await storageKey('event_export', id))!));

    expect((await admin.delete(`${g.url}/${event._id}/registration/${registration._id}`)).status).toBe(200);

    for (const id of [list, poster]) expect(await storageKey('event_export', id)).toBeUndefined();
    for (const key of keys.slice(0, 2))
      expect(
        await eventually(
          () => stored(key),
          (exists) => !exists,
          5000,
        ),
      ).toBe(false);
    expect((await admin.get(`${url}/${list}/file`)).status).toBe(404);
    expect(await stored(keys[2])).toBe(true);
    expect((await admin.get(`${g.url}/${other._id}/export/${kept}/file`)).status).toBe(200);
  });

  it('deleting a budget position deletes the budget’s reports, row and file', async () => {
    const g = await budgetOf();
    const position = await g.client.post(`${g.url}/position`).send({ type: 'EXPENSE', title: 'Porto', target: 5 });
    expect(position.status).toBe(201);
    const report = await rendered(g.client, g.exports, { format: 'csv' });
    const key = (await storageKey('budget_export', report))!;
    expect((await g.client.delete(`${g.url}/position/${position.body._id}`)).status).toBe(200);
    expect(await storageKey('budget_export', report)).toBeUndefined();
    expect(
      await eventually(
        () => stored(key),
        (exists) => !exists,
        5000,
      ),
    ).toBe(false);
  });

  it('answers the 21st request of a member within an hour with 429 and a German message', async () => {
    expect(config().exportRequestsPerMemberPerHour).toBe(20);
    const g = await budgetOf();
    for (let i = 0; i < 20; i++) await rendered(g.client, g.exports, { format: i % 2 ? 'pdf' : 'csv' });
    const refused = await g.client.post(g.exports).send({ format: 'csv' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'EXPORT_LIMIT_REACHED', message: EXPORT_MESSAGES.limitReached });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a second request for the same export while it is pending with that job, whoever of the editors asks', async () => {
    const g = await budgetOf();
    const treasurer = await t.login(await t.member(g.tenant, SvLevel.SV_ADMIN));
    const first = await rendered(g.client, g.exports, { format: 'csv' });
    await t.dataSource.query(`UPDATE budget_export SET state = 'PENDING', progress = 0 WHERE id = $1`, [first]);
    for (const client of [g.client, treasurer]) {
      const again = await client.post(g.exports).send({ format: 'csv' });
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ _id: first, state: 'PENDING' });
    }
    // Another kind of the same budget is another export.
    const pdf = await g.client.post(g.exports).send({ format: 'pdf' });
    expect(pdf.status).toBe(202);
    expect(pdf.body._id).not.toBe(first);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM budget_export WHERE budget_id = $1`, [
      pdf.body.budgetId,
    ]);
    expect(count).toBe(2);
  });

  it('caps the exports one group has pending, so that it cannot hold the other groups back', async () => {
    const busy = await budgetOf();
    const calm = await budgetOf();
    const cap = config().exportPendingPerTenant;
    config().exportPendingPerTenant = 2;
    try {
      for (const format of ['csv', 'pdf']) {
        const id = await rendered(busy.client, busy.exports, { format });
        await t.dataSource.query(`UPDATE budget_export SET state = 'RUNNING' WHERE id = $1`, [id]);
      }
      const other = await busy.client.post(`/api/tenant/tenant/${busy.tenant._id}/budget`).send({ title: 'Zweiter', year: 2026 });
      const refused = await busy.client
        .post(`/api/tenant/tenant/${busy.tenant._id}/budget/${other.body._id}/export`)
        .send({ format: 'csv' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'EXPORT_GROUP_BUSY', message: EXPORT_MESSAGES.groupBusy });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another group is not held back.
      expect((await calm.client.post(calm.exports).send({ format: 'csv' })).status).toBe(202);
    } finally {
      config().exportPendingPerTenant = cap;
    }
  });
});
