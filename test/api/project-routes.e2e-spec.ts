// Projects and tasks: GET/POST /project/tenant/{tenantId}/project, GET/PUT/DELETE .../project/{projectId},
// POST .../task (multipart), GET/PUT/DELETE .../task/{taskId}, the board, connectors and the dashboard.
import { randomUUID } from 'node:crypto';
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { PROJECT_MESSAGES as PM } from '#shared/project';
import { MESSAGES } from '#shared/validation';
import { eventBody } from '../fixtures/event';
import { png } from '../fixtures/files/sample-files';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { boardOf, createProject, createTask, projectGroup, ProjectGroup } from '../helpers/project';
import { useTestApp } from '../helpers/test-app';

const BOARD = SvLevel.SV_BOARD;
const ADMIN = SvLevel.SV_ADMIN;
const MEMBER = SvLevel.SV_MEMBER;

describe('project: projects and tasks', () => {
  const t = useTestApp();

  /** A wiki chapter, an event and a survey of the group, as connector targets. */
  async function targets(g: ProjectGroup) {
    const base = `/api/knowledge/tenant/${g.tenant._id}`;
    const wiki = await g.as(BOARD).post(`${base}/wiki`).send({ title: 'Handbuch' });
    const section = await g.as(BOARD).post(`${base}/wiki/${wiki.body._id}/section`).send({ title: 'Pausen', content: '<p>x</p>' });
    const event = await g
      .as(BOARD)
      .post(`/api/event/tenant/${g.tenant._id}/event`)
      .send(eventBody({ title: 'Sommerfest' }));
    const survey = await g.as(BOARD).post(`/api/survey/tenant/${g.tenant._id}/survey`).send({ title: 'Essenswünsche', mode: 'DEFAULT' });
    for (const res of [wiki, section, event, survey]) expect(res.status).toBe(201);
    return {
      wikiId: wiki.body._id as string,
      sectionId: section.body._id as string,
      eventId: event.body._id as string,
      surveyId: survey.body._id as string,
    };
  }

  it('creates a project with the default board, lists it with progress, changes only the fields sent and deletes it', async () => {
    const g = await projectGroup(t);
    const created = await g.as(BOARD).post(g.url).send({ title: '  Schulfest  ', description: '<p>Fest<script>alert(1)</script></p>' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Schulfest',
      description: '<p>Fest</p>',
      viewAccess: 0,
      taskCount: 0,
      doneCount: 0,
      mayEdit: true,
      mayDelete: false,
    });
    expect(created.body.columns.map((c: { title: string }) => c.title)).toEqual(['Offen', 'In Arbeit', 'Erledigt']);
    const id = created.body._id as string;
    const done = created.body.columns[2]._id as string;
    await createTask(g, id);
    await createTask(g, id, { colId: done });

    const list = await g.as(MEMBER).get(`${g.url}?page=1&pageSize=10&text=schul`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 10, items: [{ _id: id, taskCount: 2, doneCount: 1, mayEdit: false }] });

    const hidden = await createProject(g, { title: 'Vorstandssache', viewAccess: BOARD });
    expect((await g.as(MEMBER).get(g.url)).body.items.map((p: { _id: string }) => p._id)).toEqual([id]);
    expectApiError(await g.as(MEMBER).get(g.projectUrl(hidden._id)), { statusCode: 404, code: 'PROJECT_NOT_FOUND' });

    const changed = await g.as(BOARD).put(g.projectUrl(id)).send({ title: 'Sommerfest' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Sommerfest', description: '<p>Fest</p>', columns: created.body.columns });

    expect((await g.as(BOARD).delete(g.projectUrl(id))).body).toEqual(FORBIDDEN);
    expect(await g.as(ADMIN).delete(g.projectUrl(id))).toMatchObject({ status: 200, body: { message: 'Das Projekt wurde gelöscht.' } });
    expect((await g.as(ADMIN).get(g.projectUrl(id))).status).toBe(404);
    const left = await t.dataSource.query(`SELECT count(*)::int AS n FROM project_task WHERE project_id = $1`, [id]);
    expect(left[0].n).toBe(0);
  });

  it('refuses bad project input with 400 and members without the permission with 403', async () => {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'title', MESSAGES.titleRequired],
      [{ title: '   ' }, 'title', MESSAGES.titleRequired],
      [{ title: 42 }, 'title', MESSAGES.titleRequired],
      [{ title: 'x'.repeat(201) }, 'title', MESSAGES.tooLong(200)],
      [{ title: 'A', description: 'x'.repeat(20_001) }, 'description', MESSAGES.tooLong(20_000)],
      [{ title: 'A', viewAccess: 'viel' }, 'viewAccess', expect.any(String)],
      [{ title: 'A', viewAccess: 9 }, 'viewAccess', 'Diese Rolle gibt es in dieser Gruppe nicht.'],
      [{ title: 'A', viewAccess: ADMIN }, 'viewAccess', 'Du kannst ein Projekt nicht nur für Rollen über deiner eigenen sichtbar machen.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await g.as(BOARD).post(g.url).send(body);
      expect({ body, res: res.body }).toEqual({ body, res: validationError(field, message) });
    }
    expect((await g.as(MEMBER).post(g.url).send({ title: 'A' })).body).toEqual(FORBIDDEN);
    expect((await g.as(MEMBER).put(g.projectUrl(p._id)).send({ title: 'A' })).body).toEqual(FORBIDDEN);
    // Malformed ids are simply not found (common/uuid-param.pipe.ts), never a 500.
    expect((await g.as(BOARD).get(g.projectUrl('kein-uuid'))).status).toBe(404);
    expect((await g.as(BOARD).get(`${g.url}?page=abc`)).status).toBe(400);
    expect((await g.as(BOARD).get(g.projectUrl(randomUUID()))).status).toBe(404);
  });

  it('adds, renames, reorders and removes columns; a column holding tasks is kept with 409', async () => {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const [open, doing, done] = p.columns;
    await createTask(g, p._id, { colId: doing._id });
    const put = (columns: unknown) => g.as(BOARD).put(g.projectUrl(p._id)).send({ columns });

    const res = await put([{ _id: done._id, title: 'Fertig' }, { title: 'Warten' }, doing, open]);
    expect(res.status).toBe(200);
    expect(res.body.columns.map((c: { title: string }) => c.title)).toEqual(['Fertig', 'Warten', 'In Arbeit', 'Offen']);
    expect(res.body.columns[0]._id).toBe(done._id);

    expect((await put([doing])).status).toBe(200);
    const refused = await put([{ title: 'Neu' }]);
    expectApiError(refused, { statusCode: 409, code: 'PROJECT_COLUMN_NOT_EMPTY', message: PM.columnNotEmpty });
    expect((await g.as(BOARD).get(g.projectUrl(p._id))).body.columns).toEqual([doing]);
    for (const bad of [[], [{ _id: randomUUID(), title: 'X' }], [doing, doing], [{ title: '' }], 'kaputt', [{ title: 'x'.repeat(101) }]]) {
      expect({ bad, status: (await put(bad)).status }).toEqual({ bad, status: 400 });
    }
  });

  it('creates, reads, changes and deletes tasks with subtasks, owner, connectors and files; a stale version answers 409', async () => {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const x = await targets(g);
    const member = g.members[MEMBER].user._id;
    const connectors = [
      { kind: 'WIKI', targetId: x.sectionId },
      { kind: 'EVENT', targetId: x.eventId },
      { kind: 'SURVEY', targetId: x.surveyId },
    ];
    const created = await g
      .as(BOARD)
      .post(g.taskUrl(p._id))
      .field('title', '<b>Zelte</b>')
      .field('description', '<p>Drei <em>Zelte</em><img src=x onerror=alert(1)></p>')
      .field(
        'subtasks',
        JSON.stringify([
          { title: ' Angebote ', done: false },
          { title: 'Bestellen', done: true },
        ]),
      )
      .field('dueDate', '2026-06-20')
      .field('color', '#ff0000')
      .field('owner', member)
      .field('connectors', JSON.stringify(connectors))
      .attach('newUploads', png(), 'plan.png');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: '<b>Zelte</b>',
      subtasks: [
        { title: 'Angebote', done: false },
        { title: 'Bestellen', done: true },
      ],
      dueDate: '2026-06-20',
      color: '#ff0000',
      owner: { _id: member, firstName: 'Stufe', lastName: String(MEMBER) },
      colId: p.columns[0]._id,
      position: 0,
      version: 1,
      materials: [{ name: 'plan.png', mimeType: 'image/png' }],
      connectors: [
        { kind: 'WIKI', targetId: x.sectionId, title: 'Handbuch: Pausen', path: `/sv/knowledge/wiki/${x.wikiId}?section=${x.sectionId}` },
        { kind: 'EVENT', targetId: x.eventId, title: 'Sommerfest', path: `/sv/events/${x.eventId}` },
        { kind: 'SURVEY', targetId: x.surveyId, title: 'Essenswünsche', path: `/sv/surveys/${x.surveyId}` },
      ],
    });
    expect(created.body.description).not.toContain('onerror');
    const id = created.body._id as string;
    const file = await g.as(MEMBER).get(`/api/files/${created.body.materials[0]._id}`);
    expect(file.status).toBe(200);

    const changed = await g
      .as(BOARD)
      .put(g.taskUrl(p._id, id))
      .send({ version: 1, subtasks: [{ title: 'Angebote', done: true }], owner: null, dueDate: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      version: 2,
      owner: null,
      dueDate: null,
      color: '#ff0000',
      title: '<b>Zelte</b>',
      subtasks: [{ title: 'Angebote', done: true }],
    });
    expect(changed.body.connectors).toHaveLength(3);

    const stale = await g.as(BOARD).put(g.taskUrl(p._id, id)).send({ version: 1, title: 'Überschrieben' });
    expectApiError(stale, { statusCode: 409, code: 'PROJECT_TASK_STALE', message: PM.staleVersion });
    expect((await g.as(MEMBER).get(g.taskUrl(p._id, id))).body).toMatchObject({ title: '<b>Zelte</b>', version: 2 });

    // Multipart as the web sends it with files: numbers as text, an empty part clears a field.
    const replaced = await g
      .as(BOARD)
      .put(g.taskUrl(p._id, id))
      .field('version', '2')
      .field('materials', '[]')
      .field('color', '')
      .attach('newUploads', png(), 'neu.png');
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ version: 3, color: null, materials: [{ name: 'neu.png' }] });
    expect((await g.as(MEMBER).get(`/api/files/${created.body.materials[0]._id}`)).status).toBe(404);
    expect((await g.as(MEMBER).delete(g.taskUrl(p._id, id))).body).toEqual(FORBIDDEN);
    expect(await g.as(BOARD).delete(g.taskUrl(p._id, id))).toMatchObject({ status: 200, body: { message: 'Die Aufgabe wurde gelöscht.' } });
    expect((await g.as(BOARD).get(g.taskUrl(p._id, id))).status).toBe(404);
  });

  it('refuses bad task input: missing title, non-member owner, foreign connectors, unknown column, wrong types', async () => {
    const g = await projectGroup(t);
    const other = await projectGroup(t);
    const p = await createProject(g);
    const foreign = await targets(other);
    const outsider = other.members[MEMBER].user._id;
    const task = await createTask(g, p._id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'title', MESSAGES.titleRequired],
      [{ title: 'x'.repeat(201) }, 'title', MESSAGES.tooLong(200)],
      [{ title: 'A', owner: outsider }, 'owner', PM.ownerNotMember],
      [{ title: 'A', owner: 'niemand' }, 'owner', expect.any(String)],
      [{ title: 'A', connectors: [{ kind: 'EVENT', targetId: foreign.eventId }] }, 'connectors', PM.connectorInvalid],
      [{ title: 'A', connectors: [{ kind: 'WIKI', targetId: foreign.sectionId }] }, 'connectors', PM.connectorInvalid],
      [{ title: 'A', connectors: [{ kind: 'PROFILE', targetId: foreign.eventId }] }, 'connectors', expect.any(String)],
      [{ title: 'A', connectors: 'kaputt' }, 'connectors', expect.any(String)],
      [{ title: 'A', subtasks: [{ title: '', done: false }] }, 'subtasks', expect.any(String)],
      [{ title: 'A', subtasks: [{ title: 'a', done: 'ja' }] }, 'subtasks', expect.any(String)],
      [{ title: 'A', dueDate: '2026-02-30' }, 'dueDate', expect.any(String)],
      [{ title: 'A', color: 'rot' }, 'color', expect.any(String)],
      [{ title: 'A', colId: randomUUID() }, 'colId', PM.columnUnknown],
      [{ title: 'A', colId: 7 }, 'colId', expect.any(String)],
    ];
    for (const [body, field, message] of cases) {
      const res = await g.as(BOARD).post(g.taskUrl(p._id)).send(body);
      expect({ body, res: res.body }).toEqual({ body, res: validationError(field, message) });
    }
    for (const body of [{ title: 'A' }, { version: 'eins' }, { version: 1, owner: outsider }]) {
      expect({ body, status: (await g.as(BOARD).put(g.taskUrl(p._id, task._id)).send(body)).status }).toEqual({ body, status: 400 });
    }
    // null is not "left out": refused with the field named, nothing changes (owner, dueDate, color: null clears).
    for (const field of ['title', 'description', 'subtasks', 'connectors', 'materials', 'version']) {
      const res = await g
        .as(BOARD)
        .put(g.taskUrl(p._id, task._id))
        .send({ version: 1, [field]: null });
      expect({ field, status: res.status, fields: res.body.details?.map((d: { field: string }) => d.field) }).toEqual({
        field,
        status: 400,
        fields: expect.arrayContaining([field]),
      });
    }
    for (const field of ['title', 'description', 'columns', 'viewAccess']) {
      expect({
        field,
        status: (
          await g
            .as(BOARD)
            .put(g.projectUrl(p._id))
            .send({ [field]: null })
        ).status,
      }).toEqual({ field, status: 400 });
    }
    expect((await g.as(BOARD).get(g.taskUrl(p._id, task._id))).body).toMatchObject({ title: 'Aufgabe', version: 1 });
    expect((await g.as(BOARD).get(g.taskUrl(p._id, 'x'))).status).toBe(404);
    expect((await g.as(BOARD).get(g.taskUrl(randomUUID(), task._id))).status).toBe(404);
    expect((await g.as(MEMBER).post(g.taskUrl(p._id)).send({ title: 'A' })).body).toEqual(FORBIDDEN);
  });

  it('lets a network member edit and move the task they own, but not delete it or change others’ tasks', async () => {
    const g = await projectGroup(t, TenantType.NETWORK);
    const p = await createProject(g, {}, NetworkLevel.NETWORK_ADMIN);
    const me = g.members[NetworkLevel.NETWORK_MEMBER];
    const mine = await createTask(g, p._id, { owner: me.user._id }, NetworkLevel.NETWORK_MEMBER);
    const theirs = await createTask(g, p._id, { owner: g.members[NetworkLevel.NETWORK_ADMIN].user._id }, NetworkLevel.NETWORK_ADMIN);
    expect(mine).toMatchObject({ mayEdit: true, mayDelete: false });
    expect((await me.client.put(g.taskUrl(p._id, mine._id)).send({ version: 1, title: 'Meins' })).status).toBe(200);
    expect((await me.client.put(`${g.taskUrl(p._id, mine._id)}/move`).send({ colId: p.columns[1]._id, position: 0 })).status).toBe(200);
    expect((await me.client.put(g.taskUrl(p._id, theirs._id)).send({ version: 1, title: 'X' })).body).toEqual(FORBIDDEN);
    expect((await me.client.put(`${g.taskUrl(p._id, theirs._id)}/move`).send({ colId: p.columns[1]._id, position: 0 })).body).toEqual(
      FORBIDDEN,
    );
    expect((await me.client.delete(g.taskUrl(p._id, mine._id))).body).toEqual(FORBIDDEN);
    expect((await g.as(NetworkLevel.NETWORK_ADMIN).delete(g.taskUrl(p._id, mine._id))).status).toBe(200);
  });

  it('answers another group’s member with 404 on every route', async () => {
    const g = await projectGroup(t);
    const other = await projectGroup(t);
    const p = await createProject(g);
    const task = await createTask(g, p._id);
    const stranger = other.as(ADMIN);
    const probes = [
      stranger.get(g.url),
      stranger.post(g.url).send({ title: 'A' }),
      stranger.get(g.projectUrl(p._id)),
      stranger.put(g.projectUrl(p._id)).send({ title: 'A' }),
      stranger.delete(g.projectUrl(p._id)),
      stranger.get(`${g.projectUrl(p._id)}/board`),
      stranger.post(g.taskUrl(p._id)).send({ title: 'A' }),
      stranger.get(g.taskUrl(p._id, task._id)),
      stranger.put(g.taskUrl(p._id, task._id)).send({ version: 1, title: 'A' }),
      stranger.put(`${g.taskUrl(p._id, task._id)}/move`).send({ colId: p.columns[1]._id, position: 0 }),
      stranger.delete(g.taskUrl(p._id, task._id)),
      stranger.get(g.targetsUrl),
      // Their own tenant's routes with our ids: 404 as well.
      stranger.get(other.projectUrl(p._id)),
      stranger.get(other.taskUrl(p._id, task._id)),
      stranger.put(`${other.taskUrl(p._id, task._id)}/move`).send({ colId: p.columns[1]._id, position: 0 }),
    ];
    for (const res of await Promise.all(probes)) expect(res.status).toBe(404);
    expect(await boardOf(g, p._id)).toEqual(
      p.columns.map((c, i) => ({ colId: c._id, ids: i === 0 ? [task._id] : [], positions: i === 0 ? [0] : [] })),
    );
  });

  it('searches connector targets the caller may see, and drops a connector once its object is deleted', async () => {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const x = await targets(g);
    const found = await g.as(MEMBER).get(`${g.targetsUrl}?text=sommer`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ kind: 'EVENT', targetId: x.eventId, title: 'Sommerfest', path: `/sv/events/${x.eventId}` }]);
    expect((await g.as(MEMBER).get(`${g.targetsUrl}?kind=WIKI&text=paus`)).body).toHaveLength(1);
    expect((await g.as(MEMBER).get(`${g.targetsUrl}?text=%25_%25`)).body).toEqual([]);
    expect((await g.as(MEMBER).get(`${g.targetsUrl}?kind=PROFILE`)).status).toBe(400);
    expect((await g.as(MEMBER).get(`${g.targetsUrl}?text=${'x'.repeat(101)}`)).status).toBe(400);

    const budget = await g.as(ADMIN).post(`/api/tenant/tenant/${g.tenant._id}/budget`).send({ title: 'Schulfest', year: 2026 });
    expect(budget.status).toBe(201);
    const secret = await g
      .as(BOARD)
      .post(`/api/event/tenant/${g.tenant._id}/event`)
      .send(eventBody({ title: 'Vorstandstreffen', viewAccess: BOARD }));
    expect((await g.as(MEMBER).get(`${g.targetsUrl}?text=vorstand`)).body).toEqual([]);
    const hiddenLink = await createTask(g, p._id, { connectors: [{ kind: 'EVENT', targetId: secret.body._id }] });
    // Hidden from the member is not gone: the connector stays for those who may see it.
    expect((await g.as(MEMBER).get(g.taskUrl(p._id, hiddenLink._id))).body.connectors).toEqual([]);
    expect((await g.as(BOARD).get(g.taskUrl(p._id, hiddenLink._id))).body.connectors).toHaveLength(1);
    const task = await createTask(g, p._id, {
      connectors: [
        { kind: 'EVENT', targetId: x.eventId },
        { kind: 'SURVEY', targetId: x.surveyId },
        { kind: 'BUDGET', targetId: budget.body._id },
      ],
    });
    expect(task.connectors[2]).toEqual({
      kind: 'BUDGET',
      targetId: budget.body._id,
      title: 'Schulfest (2026)',
      path: `/sv/budgets/${budget.body._id}`,
    });
    expect((await g.as(ADMIN).delete(`/api/event/tenant/${g.tenant._id}/event/${x.eventId}`)).status).toBe(200);
    const after = await g.as(MEMBER).get(g.taskUrl(p._id, task._id));
    expect(after.body.connectors.map((c: { kind: string }) => c.kind)).toEqual(['SURVEY', 'BUDGET']);
    expect(after.body.connectors[0]).toEqual({
      kind: 'SURVEY',
      targetId: x.surveyId,
      title: 'Essenswünsche',
      path: `/sv/surveys/${x.surveyId}`,
    });
    const stored = await t.dataSource.query(`SELECT connectors, version FROM project_task WHERE id = $1`, [task._id]);
    expect(stored[0]).toEqual({
      connectors: [
        { kind: 'SURVEY', targetId: x.surveyId },
        { kind: 'BUDGET', targetId: budget.body._id },
      ],
      version: 1,
    });
  });

  it('shows my open tasks on the dashboard, next due first, without done ones', async () => {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const me = g.members[BOARD].user._id;
    const late = await createTask(g, p._id, { title: 'Später', owner: me, dueDate: '2026-07-01' });
    const soon = await createTask(g, p._id, { title: 'Bald', owner: me, dueDate: '2026-06-01', colId: p.columns[1]._id });
    await createTask(g, p._id, { title: 'Fertig', owner: me, dueDate: '2026-05-01', colId: p.columns[2]._id });
    await createTask(g, p._id, { title: 'Fremd', owner: g.members[ADMIN].user._id });
    const res = await g.as(BOARD).get(`/api/tenant/tenant/${g.tenant._id}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.body.sections.project).toMatchObject({ status: 'ok' });
    expect(res.body.sections.project.items).toEqual([
      { _id: soon._id, projectId: p._id, projectTitle: 'Schulfest', title: 'Bald', dueDate: '2026-06-01', colTitle: 'In Arbeit' },
      { _id: late._id, projectId: p._id, projectTitle: 'Schulfest', title: 'Später', dueDate: '2026-07-01', colTitle: 'Offen' },
    ]);
  });
});
