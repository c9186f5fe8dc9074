// Issue 24 §19: NETWORK members hold budget:create and the position route admits it, so any member could add
// positions to every budget they see. Adding a position is editing the budget: it needs budget:edit, or
// being the budget's author while holding budget:create (the author rule of the one permission table).
import { NetworkLevel, TenantType } from '#shared/levels';
import { expectApiError, FORBIDDEN } from '../helpers/expect';
import { groupAtEveryLevel } from '../helpers/level-group';
import { useTestApp } from '../helpers/test-app';

describe('security: budget positions', () => {
  const t = useTestApp({ workers: false });

  it('lets a NETWORK member add positions only to budgets they created', async () => {
    const g = await groupAtEveryLevel(t, TenantType.NETWORK);
    const url = `/api/tenant/tenant/${g.tenant._id}/budget`;
    const admin = g.members[NetworkLevel.NETWORK_ADMIN].client;
    const member = g.members[NetworkLevel.NETWORK_MEMBER].client;
    const colleague = await t.login(await t.member(g.tenant, NetworkLevel.NETWORK_MEMBER));
    const budget = async (client: typeof admin, title: string) => {
      const res = await client.post(url).send({ title, year: 2026 });
      expect(res.status).toBe(201);
      return res.body._id as string;
    };
    const position = (client: typeof admin, budgetId: string) =>
      client.post(`${url}/${budgetId}/position`).send({ type: 'INCOME', title: 'Spende', target: 50 });
    const count = async (budgetId: string) =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM budget_position WHERE budget_id = $1`, [budgetId]))[0].n as number;

    const adminsBudget = await budget(admin, 'Haushalt des Netzwerks');
    const ownBudget = await budget(member, 'Mein Projekt');

    // The attack: a member adds to the admin's budget, a colleague to the member's.
    expectApiError(await position(member, adminsBudget), FORBIDDEN);
    expectApiError(await position(colleague, ownBudget), FORBIDDEN);
    expect(await count(adminsBudget)).toBe(0);
    expect(await count(ownBudget)).toBe(0);

    // The author adds to their own; budget:edit (the admin) adds to any.
    expect((await position(member, ownBudget)).status).toBe(201);
    expect((await position(admin, ownBudget)).status).toBe(201);
    expect((await position(admin, adminsBudget)).status).toBe(201);
    expect(await count(ownBudget)).toBe(2);
    // A guest holds neither permission.
    expectApiError(await position(g.members[NetworkLevel.GUEST].client, ownBudget), FORBIDDEN);
  });
});
