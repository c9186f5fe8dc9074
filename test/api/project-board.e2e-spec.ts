// The board under concurrency and in real time: PUT .../task/{taskId}/move from two members at once, and the
// `projectTaskChanged` push to the project's viewers (only to those whose level may see the project).
import { randomUUID } from 'node:crypto';
import { SvLevel } from '#shared/levels';
import { PROJECT_TASKS_MAX } from '#shared/project';
import { expectApiError } from '../helpers/expect';
import { boardOf, createProject, createTask, projectGroup } from '../helpers/project';
import { ClientSocket, collect, connectSocket, nextEvent } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const BOARD = SvLevel.SV_BOARD;
const ADMIN = SvLevel.SV_ADMIN;

describe('project: the board', () => {
  const sockets: ClientSocket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const t = useTestApp();

  async function boardWithTasks(count: number) {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const tasks = [];
    for (let i = 0; i < count; i++) tasks.push(await createTask(g, p._id, { title: `Aufgabe ${i}` }));
    return { g, p, ids: tasks.map((k) => k._id) };
  }

  it('moves within and between columns and renumbers both columns densely', async () => {
    const { g, p, ids } = await boardWithTasks(4);
    const [open, doing] = p.columns;
    const move = (id: string, colId: string, position: number) =>
      g
        .as(BOARD)
        .put(`${g.taskUrl(p._id, id)}/move`)
        .send({ colId, position });

    expect((await move(ids[3], open._id, 0)).body).toMatchObject({ colId: open._id, position: 0, version: 2 });
    expect((await boardOf(g, p._id))[0].ids).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    expect((await move(ids[0], doing._id, 99)).body).toMatchObject({ colId: doing._id, position: 0 });
    await move(ids[1], doing._id, 0);
    expect(await boardOf(g, p._id)).toEqual([
      { colId: open._id, ids: [ids[3], ids[2]], positions: [0, 1] },
      { colId: doing._id, ids: [ids[1], ids[0]], positions: [0, 1] },
      { colId: p.columns[2]._id, ids: [], positions: [] },
    ]);
    // A stale version (when sent) changes nothing; bad input answers 400.
    expectApiError(
      await g
        .as(BOARD)
        .put(`${g.taskUrl(p._id, ids[1])}/move`)
        .send({ colId: open._id, position: 0, version: 1 }),
      {
        statusCode: 409,
        code: 'PROJECT_TASK_STALE',
      },
    );
    for (const body of [
      { colId: open._id },
      { colId: open._id, position: -1 },
      { colId: open._id, position: 'oben' },
      { colId: 'x', position: 0 },
      { colId: randomUUID(), position: 0 },
      { colId: open._id, position: 1.5 },
    ]) {
      expect({
        body,
        status: (
          await g
            .as(BOARD)
            .put(`${g.taskUrl(p._id, ids[1])}/move`)
            .send(body)
        ).status,
      }).toEqual({ body, status: 400 });
    }
    expect((await boardOf(g, p._id))[1].ids).toEqual([ids[1], ids[0]]);
  });

  it('converges when two members move at once: every task once, positions dense, both read the same board', async () => {
    const { g, p, ids } = await boardWithTasks(8);
    const cols = p.columns.map((c) => c._id);
    const clients = [g.as(BOARD), g.as(ADMIN)];
    // 24 moves from two clients at once, some of the same tasks, some into the same slots.
    const moves = Array.from({ length: 24 }, (_, i) => ({ id: ids[(i * 5) % ids.length], colId: cols[i % 3], position: i % 4 }));
    const answers = await Promise.all(
      moves.map((m, i) => clients[i % 2].put(`${g.taskUrl(p._id, m.id)}/move`).send({ colId: m.colId, position: m.position })),
    );
    expect(answers.map((a) => a.status)).toEqual(moves.map(() => 200));

    const [seenByBoard, seenByAdmin] = [await boardOf(g, p._id, BOARD), await boardOf(g, p._id, ADMIN)];
    expect(seenByAdmin).toEqual(seenByBoard);
    const all = seenByBoard.flatMap((c) => c.ids);
    expect([...all].sort()).toEqual([...ids].sort());
    for (const c of seenByBoard) expect(c.positions).toEqual(c.ids.map((_, i) => i));

    // Two moves that commute end the same whichever arrives first.
    const a = () =>
      g
        .as(BOARD)
        .put(`${g.taskUrl(p._id, ids[0])}/move`)
        .send({ colId: cols[2], position: 0 });
    const b = () =>
      g
        .as(ADMIN)
        .put(`${g.taskUrl(p._id, ids[1])}/move`)
        .send({ colId: cols[0], position: PROJECT_TASKS_MAX });
    expect([(await a()).status, (await b()).status]).toEqual([200, 200]);
    const first = await boardOf(g, p._id);
    expect((await Promise.all([b(), a()])).map((r) => r.status)).toEqual([200, 200]);
    expect(await boardOf(g, p._id)).toEqual(first);
  });

  it('pushes created, changed, moved and deleted tasks to the project’s viewers only', async () => {
    const { g, p, ids } = await boardWithTasks(1);
    const hidden = await createProject(g, { title: 'Vorstand', viewAccess: BOARD });
    const viewer = await connectSocket(t, g.members[SvLevel.SV_MEMBER].user);
    const guest = await connectSocket(t, g.members[SvLevel.GUEST].user);
    sockets.push(viewer, guest);
    const guestSaw = collect(guest, 'projectTaskChanged');
    const forP = (change: string) => nextEvent(viewer, 'projectTaskChanged', (e) => e.projectId === p._id && e.change === change);

    const created = forP('created');
    const task = await createTask(g, p._id, { title: 'Neu' });
    expect(await created).toEqual({ tenantId: g.tenant._id, projectId: p._id, taskId: task._id, change: 'created', version: 1 });

    const updated = forP('updated');
    await g.as(BOARD).put(g.taskUrl(p._id, task._id)).send({ version: 1, title: 'Geändert' });
    expect(await updated).toMatchObject({ taskId: task._id, version: 2 });

    const moved = forP('moved');
    await g
      .as(BOARD)
      .put(`${g.taskUrl(p._id, ids[0])}/move`)
      .send({ colId: p.columns[2]._id, position: 0 });
    expect(await moved).toMatchObject({ taskId: ids[0], version: 2 });

    const deleted = forP('deleted');
    await g.as(BOARD).delete(g.taskUrl(p._id, task._id));
    expect(await deleted).toMatchObject({ taskId: task._id, version: null });

    // A project above the member's level: the member's socket hears nothing about it.
    const viewerSaw = collect(viewer, 'projectTaskChanged');
    await createTask(g, hidden._id, { title: 'Geheim' });
    await t.drain();
    expect(viewerSaw.filter((e) => e.projectId === hidden._id)).toEqual([]);
    // Level 0 may see p (view access 0), so the guest heard p's changes too.
    expect(guestSaw.map((e) => e.change)).toEqual(['created', 'updated', 'moved', 'deleted']);
  });
});
