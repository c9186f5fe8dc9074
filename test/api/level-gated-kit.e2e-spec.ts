// The level-gated kit (api/src/common/tenancy/level-gated*.ts) proves its rule once here, so that a module's
// own tests need not: levels (a row is seen from its view access up), the module switch, another tenant,
// parent and child rows, single reads, lists, row locks, file access, push viewers and link sources. It
// drives the kit through the project module's declaration (projects and their tasks), the budget's (a
// parent link source) and the wiki's (a child link source); every module declares its content the same way.
import type { LinkedContentCaller } from '#api/common/linked-content/linked-content-source';
import { LinkedContentRegistry } from '#api/common/linked-content/linked-content.registry';
import { ProjectTaskRepository } from '#api/modules/project/project-task.repository';
import { ProjectRepository } from '#api/modules/project/project.repository';
import { SvLevel, tenantLevels, TenantType } from '#shared/levels';
import { expectApiError } from '../helpers/expect';
import { createProject, createTask, projectGroup, ProjectGroup } from '../helpers/project';
import { useTestApp } from '../helpers/test-app';

const BOARD = SvLevel.SV_BOARD;
const LEVELS = tenantLevels(TenantType.SV);
const PAGE = { page: 1, pageSize: 100 };

describe('level-gated kit: who may see a row', () => {
  const t = useTestApp({ workers: false });
  let g: ProjectGroup;
  let other: ProjectGroup;
  let projects: ProjectRepository;
  let tasks: ProjectTaskRepository;
  let links: LinkedContentRegistry;
  /** A project seen from SV_BOARD up, and a task on it. */
  let gated: { projectId: string; taskId: string };

  const tenantId = () => g.tenant._id;
  const userOf = (level: number) => g.members[level].user._id;
  const caller = (level: number, platformStaff = false): LinkedContentCaller => ({ userId: userOf(level), level, platformStaff });
  const setModule = (tenant: string, module: string, on: boolean) =>
    t.dataSource.query(`UPDATE tenant SET integrations = integrations || jsonb_build_object($2::text, $3::boolean) WHERE id = $1`, [
      tenant,
      module,
      on,
    ]);

  beforeAll(async () => {
    [g, other] = [await projectGroup(t), await projectGroup(t)];
    projects = t.app.get(ProjectRepository, { strict: false });
    tasks = t.app.get(ProjectTaskRepository, { strict: false });
    links = t.app.get(LinkedContentRegistry, { strict: false });
    const project = await createProject(g, { title: 'Vorstandssache', viewAccess: BOARD });
    gated = { projectId: project._id, taskId: (await createTask(g, project._id, { title: 'Geheim' }))._id };
  });

  it('a parent row is seen from its view access up, by id, in lists and under a lock', async () => {
    for (const level of LEVELS) {
      const sees = level >= BOARD;
      expect({ level, sees: (await projects.visible(tenantId(), gated.projectId, level)) !== null }).toEqual({ level, sees });
      const page = await projects.page(tenantId(), level, undefined, PAGE);
      expect({ level, sees: page.items.some((p) => p._id === gated.projectId) }).toEqual({ level, sees });
      const locked = await t.dataSource.transaction((tx) => projects.visibleForUpdate(tenantId(), gated.projectId, level, tx));
      expect({ level, sees: locked !== null }).toEqual({ level, sees });
    }
    // Through the routes: a hidden row answers 404 like an unknown one.
    expect((await g.as(SvLevel.SV_MEMBER).get(g.projectUrl(gated.projectId))).status).toBe(404);
    expect((await g.as(BOARD).get(g.projectUrl(gated.projectId))).status).toBe(200);
  });

  it('a child row is seen exactly when its parent is', async () => {
    for (const level of LEVELS) {
      const sees = level >= BOARD;
      expect({ level, sees: (await tasks.visible(tenantId(), gated.taskId, level)) !== null }).toEqual({ level, sees });
      const locked = await t.dataSource.transaction((tx) => tasks.visibleForUpdate(tenantId(), gated.taskId, level, tx));
      expect({ level, sees: locked !== null }).toEqual({ level, sees });
    }
    expect((await g.as(SvLevel.SV_MEMBER).get(g.taskUrl(gated.projectId, gated.taskId))).status).toBe(404);
  });

  it('the lock holds the row: a second change waits for the first', async () => {
    await t.dataSource.transaction(async (first) => {
      await projects.visibleForUpdate(tenantId(), gated.projectId, BOARD, first);
      const second = t.dataSource.transaction(async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = '200ms'`);
        return projects.visibleForUpdate(tenantId(), gated.projectId, BOARD, tx);
      });
      await expect(second).rejects.toThrow(/lock timeout/);
    });
  });

  it('file access and push viewers: members at or above the view access (and platform staff for files)', async () => {
    const outsider = await t.user();
    for (const level of LEVELS) {
      const sees = level >= BOARD;
      expect({ level, parent: await projects.visibleToUser(tenantId(), gated.projectId, userOf(level), false) }).toEqual({
        level,
        parent: sees,
      });
      expect({ level, child: await tasks.visibleToUser(tenantId(), gated.taskId, userOf(level), false) }).toEqual({ level, child: sees });
    }
    expect(await tasks.visibleToUser(tenantId(), gated.taskId, outsider._id, false)).toBe(false);
    expect(await tasks.visibleToUser(tenantId(), gated.taskId, outsider._id, true)).toBe(true);

    const viewers = LEVELS.filter((level) => level >= BOARD).map(userOf);
    expect((await projects.viewerIds(tenantId(), gated.projectId)).sort()).toEqual([...viewers].sort());
    expect((await tasks.viewerIds(tenantId(), gated.taskId)).sort()).toEqual([...viewers].sort());
  });

  it('with the module switched off nobody sees a row: not the routes, files, pushes or link sources', async () => {
    const base = `/api/knowledge/tenant/${tenantId()}`;
    const wiki = await g.as(BOARD).post(`${base}/wiki`).send({ title: 'Handbuch' });
    const section = await g.as(BOARD).post(`${base}/wiki/${wiki.body._id}/section`).send({ title: 'Pausen', content: '<p>x</p>' });
    const ref = { kind: 'WIKI' as const, targetId: section.body._id as string };
    await setModule(tenantId(), 'project', false);
    await setModule(tenantId(), 'knowledge', false);
    try {
      expectApiError(await g.as(SvLevel.SV_ADMIN).get(g.projectUrl(gated.projectId)), { statusCode: 403, code: 'MODULE_DISABLED' });
      expect(await tasks.visibleToUser(tenantId(), gated.taskId, userOf(SvLevel.SV_ADMIN), false)).toBe(false);
      expect(await tasks.visibleToUser(tenantId(), gated.taskId, userOf(SvLevel.SV_ADMIN), true)).toBe(false);
      expect(await projects.viewerIds(tenantId(), gated.projectId)).toEqual([]);
      expect((await links.resolve(tenantId(), caller(SvLevel.SV_ADMIN, true), [ref])).size).toBe(0);
      // Hidden, not gone: a connector to it is kept for when the module is switched on again.
      expect(await links.existing(tenantId(), [ref])).toEqual(new Set([`WIKI:${ref.targetId}`]));
    } finally {
      await setModule(tenantId(), 'project', true);
      await setModule(tenantId(), 'knowledge', true);
    }
    expect((await links.resolve(tenantId(), caller(SvLevel.SV_ADMIN), [ref])).get(`WIKI:${ref.targetId}`)).toMatchObject({
      title: 'Handbuch: Pausen',
      path: `/sv/knowledge/wiki/${wiki.body._id}?section=${ref.targetId}`,
    });
  });

  it('another tenant sees none of the rows, by any read', async () => {
    const admin = SvLevel.SV_ADMIN;
    const stranger = other.tenant._id;
    expect(await projects.visible(stranger, gated.projectId, admin)).toBeNull();
    expect(await tasks.visible(stranger, gated.taskId, admin)).toBeNull();
    expect((await projects.page(stranger, admin, undefined, PAGE)).items).toEqual([]);
    expect(await t.dataSource.transaction((tx) => tasks.visibleForUpdate(stranger, gated.taskId, admin, tx))).toBeNull();
    expect(await tasks.visibleToUser(stranger, gated.taskId, other.members[admin].user._id, true)).toBe(false);
    expect(await projects.viewerIds(stranger, gated.projectId)).toEqual([]);
    // Through the other group's routes the project is unknown.
    expect((await other.as(admin).get(`/api/project/tenant/${stranger}/project/${gated.projectId}`)).status).toBe(404);
  });

  it('link sources follow the same rule for a parent (budget) and a child (wiki chapter), in search and resolve', async () => {
    const budget = await g
      .as(SvLevel.SV_ADMIN)
      .post(`/api/tenant/tenant/${tenantId()}/budget`)
      .send({ title: 'Kassenprüfung', year: 2031, viewAccess: BOARD });
    expect(budget.status).toBe(201);
    const base = `/api/knowledge/tenant/${tenantId()}`;
    const wiki = await g.as(BOARD).post(`${base}/wiki`).send({ title: 'Protokolle', viewAccess: BOARD });
    const section = await g.as(BOARD).post(`${base}/wiki/${wiki.body._id}/section`).send({ title: 'Kassenbericht', content: '<p>x</p>' });
    const refs = [
      { kind: 'BUDGET' as const, targetId: budget.body._id as string },
      { kind: 'WIKI' as const, targetId: section.body._id as string },
    ];
    for (const level of LEVELS) {
      const sees = level >= BOARD;
      const found = await links.search(tenantId(), caller(level), 'Kasse', 10);
      expect({ level, found: found.map((v) => v.targetId).sort() }).toEqual({
        level,
        found: sees ? refs.map((r) => r.targetId).sort() : [],
      });
      expect({ level, resolved: (await links.resolve(tenantId(), caller(level), refs)).size }).toEqual({ level, resolved: sees ? 2 : 0 });
    }
    expect((await links.search(tenantId(), caller(SvLevel.GUEST, true), 'Kasse', 10)).length).toBe(2);
    expect((await links.resolve(tenantId(), caller(BOARD), refs)).get(`BUDGET:${budget.body._id}`)).toEqual({
      ...refs[0],
      title: 'Kassenprüfung (2031)',
      path: `/sv/budgets/${budget.body._id}`,
    });
    // Another tenant: neither visible nor existing there.
    const stranger = { userId: other.members[SvLevel.SV_ADMIN].user._id, level: SvLevel.SV_ADMIN, platformStaff: true };
    expect(await links.search(other.tenant._id, stranger, 'Kasse', 10)).toEqual([]);
    expect((await links.resolve(other.tenant._id, stranger, refs)).size).toBe(0);
    expect((await links.existing(other.tenant._id, refs)).size).toBe(0);
  });
});
