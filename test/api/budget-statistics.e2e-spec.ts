// GET /tenant/tenant/{tenantId}/budgetstatistics?year=YYYY and the stats worker behind it: figures equal a
// hand computation (groups, the actual switch, months, view access), 100 rapid changes cost one or two
// recomputations, a change during a running recompute is computed afterwards, and a recompute whose
// database session is killed mid-transaction leaves the old figures until its retry writes correct ones.
// Budgets and positions are written straight into the tables with the `budget.changed` event in the same
// transaction, as the budget services do (their routes have their own specs).
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { EntityManager, QueryRunner } from 'typeorm';
import { OutboxService } from '#api/infrastructure/outbox/outbox.service';
import { QueueName } from '#api/infrastructure/queue/queues';
import { budgetStatisticsJobKey } from '#api/modules/budget/jobs/budget-stats.jobs';
import { BUDGET_MESSAGES } from '#shared/budget';
import type { BudgetStatisticsView } from '#shared/budget-statistics';
import { SvLevel } from '#shared/levels';
import { EXPECTED_ADMIN_EXTRA, EXPECTED_MEMBER_VIEW, YEAR, seedFixedBudgets } from '../helpers/budget-statistics';
import { expectApiError, NOT_FOUND, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { eventually } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const outbox = new OutboxService();

describe('budget: statistics', () => {
  const t = useTestApp();

  const url = (tenantId: string, year: number | string = YEAR) => `/api/tenant/tenant/${tenantId}/budgetstatistics?year=${year}`;

  /** A change and its event in one transaction, as the budget services record it. */
  function change(tenantId: string, work: (m: EntityManager) => Promise<unknown>, year = YEAR) {
    return t.dataSource.transaction(async (m) => {
      await work(m);
      await outbox.record(m, 'budget.changed', { tenantId, year });
    });
  }

  async function revisionOf(tenantId: string, year = YEAR): Promise<number> {
    const rows: { revision: number }[] = await t.dataSource.query(
      `SELECT revision FROM budget_statistics WHERE tenant_id = $1 AND year = $2`,
      [tenantId, year],
    );
    return rows[0]?.revision ?? 0;
  }

  /** Polls the stored revision: a job a handler enqueues is not part of t.drain(). */
  async function untilRevision(tenantId: string, revision: number, timeoutMs = 20_000) {
    const seen = await eventually(
      () => revisionOf(tenantId),
      (r) => r >= revision,
      timeoutMs,
    );
    expect(seen).toBe(revision);
  }

  const statsQueue = () => t.workers!.get<Queue>(getQueueToken(QueueName.STATS), { strict: false });

  /** Nothing scheduled or running for the tenant-year any more (the deduplication key is gone). */
  async function untilSettled(tenantId: string) {
    const key = budgetStatisticsJobKey(tenantId, YEAR);
    expect(
      await eventually(
        () => statsQueue().getDeduplicationJobId(key),
        (id) => id === null,
        20_000,
      ),
    ).toBeNull();
  }

  /** Holds the tenant-year's statistics row locked, so the next recompute blocks inside its transaction. */
  async function lockStatistics(tenantId: string) {
    const holder: QueryRunner = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT 1 FROM budget_statistics WHERE tenant_id = $1 AND year = $2 FOR UPDATE`, [tenantId, YEAR]);
    const [{ pid }]: { pid: number }[] = await holder.query(`SELECT pg_backend_pid() AS pid`);
    return {
      /** The backend of the recompute waiting for our lock, once it waits. */
      blocked: async (): Promise<number> => {
        const waiting = await eventually(
          async (): Promise<{ pid: number }[]> =>
            t.dataSource.query(`SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`, [pid]),
          (rows) => rows.length > 0,
          20_000,
        );
        expect(waiting).toHaveLength(1);
        return waiting[0].pid;
      },
      release: async () => {
        await holder.commitTransaction();
        await holder.release();
      },
    };
  }

  async function incomeTarget(tenantId: string, client: ReturnType<typeof t.client>) {
    return ((await client.get(url(tenantId))).body as BudgetStatisticsView).incomeTarget;
  }

  it('answers the stored figures, equal to a hand computation, for what the caller may see', async () => {
    const member = await t.memberSession({ level: SvLevel.CLASS_SPEAKER });
    const tenantId = member.tenant._id;
    const admin = await t.login(await t.member(member.tenant, SvLevel.SV_ADMIN));

    // Before any computation: zeros, 12 empty months, revision 0.
    const empty = await member.client.get(url(tenantId));
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ tenantId, year: YEAR, revision: 0, computedAt: null, budgets: [], balance: 0, incomeTarget: 0 });
    expect(empty.body.months).toHaveLength(12);

    const ids = await t.dataSource.transaction(async (m) => {
      const seeded = await seedFixedBudgets(m, tenantId);
      await outbox.record(m, 'budget.changed', { tenantId, year: YEAR });
      await outbox.record(m, 'budget.changed', { tenantId, year: YEAR - 1 });
      return seeded;
    });
    await t.drain();
    await untilRevision(tenantId, 1);

    const view = (await member.client.get(url(tenantId))).body as BudgetStatisticsView;
    expect(view).toEqual(EXPECTED_MEMBER_VIEW(tenantId, ids));
    expect(Date.parse(view.computedAt!)).toBeLessThanOrEqual(Date.now());

    // The admin also sees the board's budget (view access SV_ADMIN): in the list and in every sum.
    const full = (await admin.get(url(tenantId))).body as BudgetStatisticsView;
    const extra = EXPECTED_ADMIN_EXTRA(ids);
    expect(full.budgets.map((b) => b.title)).toEqual(['Haushalt A', 'Haushalt B', 'Haushalt C (Vorstand)']);
    expect(full.budgets[2]).toEqual(extra.budget);
    expect(full).toMatchObject(extra.totals);
    expect(full.months[0]).toEqual(extra.january);

    // The dashboard's `budget` section: this year's balance over what the member sees; none for another group.
    const dashboard = await member.client.get(`/api/tenant/tenant/${tenantId}/dashboard`);
    expect(dashboard.body.sections.budget).toMatchObject({ integration: 'budget', status: 'ok' });
    expect(dashboard.body.sections.budget.items).toEqual([
      {
        year: YEAR,
        budgetCount: 2,
        computedAt: view.computedAt,
        incomeTarget: view.incomeTarget,
        incomeActual: view.incomeActual,
        expenseTarget: view.expenseTarget,
        expenseActual: view.expenseActual,
        balance: view.balance,
      },
    ]);
    const otherGroup = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await otherGroup.client.get(`/api/tenant/tenant/${otherGroup.tenant._id}/dashboard`)).body.sections.budget.items).toEqual([]);

    // The other year is computed on its own.
    const last = (await member.client.get(url(tenantId, YEAR - 1))).body as BudgetStatisticsView;
    expect(last).toMatchObject({ revision: 1, incomeTarget: 55.55, balance: 55.55, budgets: [{ title: 'Alt', incomeTarget: 55.55 }] });

    // Switching the actual column on for B: its balance uses the actual amounts from the next computation on.
    await change(tenantId, (m) => m.query(`UPDATE budget SET actual_enabled = true WHERE id = $1`, [ids.budgetB]));
    await t.drain();
    await untilRevision(tenantId, 2);
    const switched = (await member.client.get(url(tenantId))).body as BudgetStatisticsView;
    expect(switched.budgets[1]).toMatchObject({ actualEnabled: true, balance: 4.8 });
    expect(switched.balance).toBe(844.83);
    expect(switched.months[2].balance).toBe(-255.2);
  });

  it('refuses a bad year, strangers and other groups', async () => {
    const member = await t.memberSession({ level: SvLevel.GUEST });
    const tenantId = member.tenant._id;
    const yearError = validationError('year', BUDGET_MESSAGES.yearInvalid);
    for (const year of ['', 'abc', '1999', '2101', '2026.5', '-2026', '9'.repeat(5000), '<b>2026</b>']) {
      expectApiError(await member.client.get(url(tenantId, encodeURIComponent(year))), yearError);
    }
    expectApiError(await member.client.get(`/api/tenant/tenant/${tenantId}/budgetstatistics`), yearError);
    expectApiError(await member.client.get(`/api/tenant/tenant/${tenantId}/budgetstatistics?year=2026&year=2027`), yearError);
    expectApiError(await t.client().get(url(tenantId)), UNAUTHENTICATED);
    const stranger = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expectApiError(await stranger.client.get(url(tenantId)), NOT_FOUND);
    expectApiError(await member.client.get(url(randomUUID())), NOT_FOUND);
    expectApiError(await member.client.get(url('not-a-uuid')), NOT_FOUND);
    // A group that switched budgets off has no statistics either.
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"budget": false}' WHERE id = $1`, [tenantId]);
    expectApiError(await member.client.get(url(tenantId)), { statusCode: 403, code: 'MODULE_DISABLED' });
  });

  it('recomputes 100 rapid changes once or twice, and a change during a running recompute afterwards', async () => {
    const member = await t.memberSession({ level: SvLevel.GUEST });
    const tenantId = member.tenant._id;
    const positionId = await t.dataSource.transaction(async (m) => {
      const [budget]: { id: string }[] = await m.query(`INSERT INTO budget (tenant_id, title, year) VALUES ($1, 'Takt', $2) RETURNING id`, [
        tenantId,
        YEAR,
      ]);
      const [position]: { id: string }[] = await m.query(
        `INSERT INTO budget_position (tenant_id, budget_id, type, title, target) VALUES ($1, $2, 'INCOME', 'Spenden', 0) RETURNING id`,
        [tenantId, budget.id],
      );
      await outbox.record(m, 'budget.changed', { tenantId, year: YEAR });
      return position.id;
    });
    await t.drain();
    await untilRevision(tenantId, 1);
    await untilSettled(tenantId);

    // 100 transactions at once over the connection pool, each adding 1 and recording its event.
    await Promise.all(
      Array.from({ length: 100 }, () =>
        change(tenantId, (m) => m.query(`UPDATE budget_position SET target = target + 1 WHERE id = $1`, [positionId])),
      ),
    );
    await t.drain();
    await untilSettled(tenantId);
    expect([2, 3]).toContain(await revisionOf(tenantId));
    expect(await incomeTarget(tenantId, member.client)).toBe(100);

    // A recompute is held inside its transaction (its snapshot taken) while another change commits: the
    // running one cannot see it, so BullMQ keeps one follow-up that computes it after the first finishes.
    const before = await revisionOf(tenantId);
    const lock = await lockStatistics(tenantId);
    await change(tenantId, (m) => m.query(`UPDATE budget_position SET target = 200 WHERE id = $1`, [positionId]));
    await t.drain();
    await lock.blocked();
    await change(tenantId, (m) => m.query(`UPDATE budget_position SET target = 300 WHERE id = $1`, [positionId]));
    await t.drain();
    await lock.release();
    await untilRevision(tenantId, before + 1);
    await untilSettled(tenantId);
    expect(await revisionOf(tenantId)).toBe(before + 2);
    expect(await incomeTarget(tenantId, member.client)).toBe(300);
  });

  it('keeps the old figures when a recompute dies mid-transaction, and its retry writes correct ones', async () => {
    const member = await t.memberSession({ level: SvLevel.GUEST });
    const tenantId = member.tenant._id;
    const budgetId = await t.dataSource.transaction(async (m) => {
      const [budget]: { id: string }[] = await m.query(
        `INSERT INTO budget (tenant_id, title, year) VALUES ($1, 'Kasse', $2) RETURNING id`,
        [tenantId, YEAR],
      );
      await m.query(`INSERT INTO budget_position (tenant_id, budget_id, type, title, target) VALUES ($1, $2, 'INCOME', 'Kuchen', 10.1)`, [
        tenantId,
        budget.id,
      ]);
      await outbox.record(m, 'budget.changed', { tenantId, year: YEAR });
      return budget.id;
    });
    await t.drain();
    await untilRevision(tenantId, 1);
    await untilSettled(tenantId);
    const old = (await member.client.get(url(tenantId))).body as BudgetStatisticsView;

    const lock = await lockStatistics(tenantId);
    await change(tenantId, (m) =>
      m.query(`INSERT INTO budget_position (tenant_id, budget_id, type, title, target) VALUES ($1, $2, 'EXPENSE', 'Mehl', 2.35)`, [
        tenantId,
        budgetId,
      ]),
    );
    await t.drain();
    // Kill the recompute's database session while it is inside its transaction.
    const victim = await lock.blocked();
    await t.dataSource.query(`SELECT pg_terminate_backend($1)`, [victim]);
    await lock.release();
    expect(await member.client.get(url(tenantId)).then((r) => r.body)).toEqual(old);

    await untilRevision(tenantId, 2);
    await untilSettled(tenantId);
    expect(await member.client.get(url(tenantId)).then((r) => r.body)).toMatchObject({
      revision: 2,
      incomeTarget: 10.1,
      expenseTarget: 2.35,
      balance: 7.75,
    });
  });
});
