// The person a task is assigned to ('Verantwortlich') ticks its subtasks and moves it to any column,
// whatever their level (issue 28 §2); nobody else below project:edit may, and other groups see nothing.
import { SvLevel } from '#shared/levels';
import { PROJECT_MESSAGES as PM } from '#shared/project';
import { expectApiError, FORBIDDEN } from '../helpers/expect';
import { addMember } from '../helpers/factories';
import { boardOf, createProject, createTask, projectGroup } from '../helpers/project';
import { useTestApp } from '../helpers/test-app';

const SPEAKER = SvLevel.CLASS_SPEAKER;

describe('project: the task owner', () => {
  const t = useTestApp();

  async function ownedTask(ownerLevel: number) {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const owner = g.members[ownerLevel];
    const task = await createTask(g, p._id, {
      owner: owner.user._id,
      subtasks: [
        { title: 'Zelte leihen', done: false },
        { title: 'Strom klären', done: false },
      ],
    });
    return { g, p, owner, task, done: p.columns[p.columns.length - 1] };
  }

  it('lets the owner at a low level tick a subtask and move the task to the last column', async () => {
    for (const level of [SvLevel.GUEST, SPEAKER]) {
      const { g, p, owner, task, done } = await ownedTask(level);
      const seen = await owner.client.get(g.taskUrl(p._id, task._id));
      expect(seen.body).toMatchObject({ mayEdit: false, mayProgress: true, mayDelete: false });

      const ticked = await owner.client.put(`${g.taskUrl(p._id, task._id)}/subtask/1`).send({ done: true, version: 1 });
      expect(ticked.status).toBe(200);
      expect(ticked.body).toMatchObject({
        version: 2,
        subtasks: [
          { title: 'Zelte leihen', done: false },
          { title: 'Strom klären', done: true },
        ],
      });
      const moved = await owner.client.put(`${g.taskUrl(p._id, task._id)}/move`).send({ colId: done._id, position: 0 });
      expect(moved.status).toBe(200);
      expect((await boardOf(g, p._id)).at(-1)?.ids).toEqual([task._id]);
      // Progress is not editing: the title and the rest stay the editors'.
      expect((await owner.client.put(g.taskUrl(p._id, task._id)).send({ version: 3, title: 'Meins' })).body).toEqual(FORBIDDEN);
    }
  });

  it('refuses a non-owner at the same level with 403 and changes nothing', async () => {
    const { g, p, task, done } = await ownedTask(SPEAKER);
    const other = await t.user({ firstName: 'Ben', lastName: 'Nachbar' });
    await addMember(t.dataSource, g.tenant._id, other._id, SPEAKER);
    const client = await t.login(other);
    expect((await client.get(g.taskUrl(p._id, task._id))).body).toMatchObject({ mayEdit: false, mayProgress: false });
    expect((await client.put(`${g.taskUrl(p._id, task._id)}/subtask/0`).send({ done: true })).body).toEqual(FORBIDDEN);
    expect((await client.put(`${g.taskUrl(p._id, task._id)}/move`).send({ colId: done._id, position: 0 })).body).toEqual(FORBIDDEN);
    // A task without an owner is nobody's to progress below project:edit.
    const orphan = await createTask(g, p._id);
    expect(
      (
        await g
          .as(SPEAKER)
          .put(`${g.taskUrl(p._id, orphan._id)}/move`)
          .send({ colId: done._id, position: 0 })
      ).body,
    ).toEqual(FORBIDDEN);
    const after = await g.as(SvLevel.SV_BOARD).get(g.taskUrl(p._id, task._id));
    expect(after.body).toMatchObject({ version: 1, colId: p.columns[0]._id, subtasks: [{ done: false }, { done: false }] });
    // Editors progress any task.
    expect(
      (
        await g
          .as(SvLevel.SV_BOARD)
          .put(`${g.taskUrl(p._id, task._id)}/subtask/0`)
          .send({ done: true })
      ).status,
    ).toBe(200);
  });

  it('answers hostile input with 400 or 404 and a stale version with 409, changing nothing', async () => {
    const { g, p, owner, task } = await ownedTask(SPEAKER);
    const url = (index: string) => `${g.taskUrl(p._id, task._id)}/subtask/${index}`;
    for (const body of [{}, { done: 'ja' }, { done: 1 }, { done: true, version: 0 }, { done: true, version: 'x' }]) {
      const res = await owner.client.put(url('0')).send(body);
      expect({ body, status: res.status, message: typeof res.body.message }).toEqual({ body, status: 400, message: 'string' });
    }
    for (const index of ['2', '-1', 'x', '1.5', '99999999999999999999']) {
      expectApiError(await owner.client.put(url(index)).send({ done: true }), { statusCode: 404, message: PM.subtaskUnknown });
    }
    expectApiError(await owner.client.put(url('0')).send({ done: true, version: 7 }), { statusCode: 409, code: 'PROJECT_TASK_STALE' });
    expect((await owner.client.get(g.taskUrl(p._id, task._id))).body).toMatchObject({
      version: 1,
      subtasks: [{ done: false }, { done: false }],
    });
  });

  it('answers another group’s member with 404', async () => {
    const { g, p, task, done } = await ownedTask(SPEAKER);
    const other = await projectGroup(t);
    const stranger = other.as(SvLevel.SV_ADMIN);
    for (const res of [
      await stranger.put(`${g.taskUrl(p._id, task._id)}/subtask/0`).send({ done: true }),
      await stranger.put(`${other.taskUrl(p._id, task._id)}/subtask/0`).send({ done: true }),
      await stranger.put(`${g.taskUrl(p._id, task._id)}/move`).send({ colId: done._id, position: 0 }),
    ])
      expect(res.status).toBe(404);
  });
});
