// Issue 24 §17: the connector picker must not offer objects of a switched-off module, and switching a
// module off must not delete connectors to its objects: they are hidden while it is off (also from the
// task form, which therefore never sends them back) and come back when it is on again.
import { SvLevel } from '#shared/levels';
import { eventBody } from '../fixtures/event';
import { createProject, createTask, projectGroup } from '../helpers/project';
import { useTestApp } from '../helpers/test-app';

const BOARD = SvLevel.SV_BOARD;

describe('security: connectors and module switches', () => {
  const t = useTestApp({ workers: false });

  it('hides a switched-off module’s objects from the picker and the task, and keeps the connector for later', async () => {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const budget = await g.as(BOARD).post(`/api/tenant/tenant/${g.tenant._id}/budget`).send({ title: 'Klassenkasse', year: 2026 });
    const event = await g
      .as(BOARD)
      .post(`/api/event/tenant/${g.tenant._id}/event`)
      .send(eventBody({ title: 'Kassenprüfung' }));
    expect([budget.status, event.status]).toEqual([201, 201]);
    const budgetRef = { kind: 'BUDGET', targetId: budget.body._id as string };
    const eventRef = { kind: 'EVENT', targetId: event.body._id as string };
    const task = await createTask(g, p._id, { connectors: [eventRef, budgetRef] });
    const kinds = async () =>
      ((await g.as(BOARD).get(g.taskUrl(p._id, task._id))).body.connectors as { kind: string }[]).map((c) => c.kind);
    const picker = async (query: string) => (await g.as(BOARD).get(`${g.targetsUrl}?${query}`)).body as { kind: string }[];
    const stored = async () =>
      (await t.dataSource.query(`SELECT connectors FROM project_task WHERE id = $1`, [task._id]))[0].connectors as { kind: string }[];
    const setBudget = (on: boolean) =>
      t.dataSource.query(`UPDATE tenant SET integrations = integrations || jsonb_build_object('budget', $2::boolean) WHERE id = $1`, [
        g.tenant._id,
        on,
      ]);
    expect((await picker('text=kass')).map((c) => c.kind).sort()).toEqual(['BUDGET', 'EVENT']);

    await setBudget(false);
    try {
      // The picker offers no budget, by text or by kind; the task shows no budget connector.
      expect((await picker('text=kass')).map((c) => c.kind)).toEqual(['EVENT']);
      expect(await picker('kind=BUDGET')).toEqual([]);
      expect(await kinds()).toEqual(['EVENT']);
      // The task form sends what it shows: saving it keeps the hidden connector.
      const saved = await g
        .as(BOARD)
        .put(g.taskUrl(p._id, task._id))
        .send({ version: task.version, title: 'Kasse prüfen', connectors: [eventRef] });
      expect(saved.status).toBe(200);
      expect(saved.body.connectors.map((c: { kind: string }) => c.kind)).toEqual(['EVENT']);
      expect((await stored()).map((c) => c.kind)).toEqual(['EVENT', 'BUDGET']);
    } finally {
      await setBudget(true);
    }
    expect(await kinds()).toEqual(['EVENT', 'BUDGET']);
    expect((await picker('kind=BUDGET')).map((c) => c.kind)).toEqual(['BUDGET']);
    // Removing a connector one can see still removes it.
    const removed = await g
      .as(BOARD)
      .put(g.taskUrl(p._id, task._id))
      .send({ version: task.version + 1, connectors: [eventRef] });
    expect(removed.body.connectors.map((c: { kind: string }) => c.kind)).toEqual(['EVENT']);
    expect((await stored()).map((c) => c.kind)).toEqual(['EVENT']);
  });
});
