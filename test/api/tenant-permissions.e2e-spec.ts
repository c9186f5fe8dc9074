// GET and PUT /api/tenant/tenant/{tenantId}/permissions (issue 28 §2): the group's admin changes its role
// matrix within the bounds of SPEC 6; every permission check of the group follows it; each change is audited.
import { randomUUID } from 'node:crypto';
import { SvLevel, TenantType } from '#shared/levels';
import { PERMISSION_TABLE } from '#shared/permissions';
import { roleMatrix, ROLE_MATRIX_TEXT } from '#shared/role-matrix';
import { AuditLog } from '../../api/src/core/audit/audit-log.entity';
import { expectApiError, FORBIDDEN } from '../helpers/expect';
import { groupAtEveryLevel } from '../helpers/level-group';
import { useTestApp } from '../helpers/test-app';

const { GUEST, CLASS_SPEAKER, SV_MEMBER, SV_BOARD, SV_TEACHER, SV_ADMIN } = SvLevel;

describe('tenant: the role matrix', () => {
  const t = useTestApp();

  async function group() {
    const g = await groupAtEveryLevel(t, TenantType.SV);
    const url = `/api/tenant/tenant/${g.tenant._id}/permissions`;
    return { ...g, url, as: (level: number) => g.members[level].client };
  }

  it('shows the admin the matrix and its default; everyone else gets 403', async () => {
    const g = await group();
    const res = await g.as(SV_ADMIN).get(g.url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ permissions: roleMatrix(TenantType.SV), defaults: roleMatrix(TenantType.SV) });
    for (const level of [GUEST, CLASS_SPEAKER, SV_MEMBER, SV_BOARD, SV_TEACHER]) {
      expect({ level, body: (await g.as(level).get(g.url)).body }).toEqual({ level, body: FORBIDDEN });
      expect({
        level,
        body: (
          await g
            .as(level)
            .put(g.url)
            .send({ permissions: { 'project:create': [2, 3, 5] } })
        ).body,
      }).toEqual({
        level,
        body: FORBIDDEN,
      });
    }
  });

  it('lets the admin grant a permission; the guard, the author rule and the auth data follow at once', async () => {
    const g = await group();
    const projects = `/api/project/tenant/${g.tenant._id}/project`;
    expect((await g.as(SV_MEMBER).post(projects).send({ title: 'Schulfest' })).body).toEqual(FORBIDDEN);

    const res = await g
      .as(SV_ADMIN)
      .put(g.url)
      .send({ permissions: { 'project:create': [SV_MEMBER, SV_BOARD, SV_ADMIN], 'calendar:edit': [SV_BOARD, SV_TEACHER, SV_ADMIN] } });
    expect(res.status).toBe(200);
    expect(res.body.permissions['project:create']).toEqual([SV_MEMBER, SV_BOARD, SV_ADMIN]);
    expect(res.body.permissions['calendar:edit']).toEqual([SV_BOARD, SV_TEACHER, SV_ADMIN]);
    expect(res.body.defaults['project:create']).toEqual([...PERMISSION_TABLE.SV['project:create']].sort());
    expect((await g.as(SV_ADMIN).get(g.url)).body).toEqual(res.body);

    expect((await g.as(SV_MEMBER).post(projects).send({ title: 'Schulfest' })).status).toBe(201);
    expect((await g.as(CLASS_SPEAKER).post(projects).send({ title: 'Schulfest' })).body).toEqual(FORBIDDEN);
    const check = await g.as(SV_MEMBER).get('/api/auth/public/check');
    const mine = (check.body.groups as Array<{ _id: string; permissions: unknown }>).find((x) => x._id === g.tenant._id);
    expect(mine?.permissions).toMatchObject({ 'project:create': [SV_MEMBER, SV_BOARD, SV_ADMIN] });

    const audit = await t.dataSource.getRepository(AuditLog).findBy({ tenantId: g.tenant._id, action: 'tenant.permissions' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: g.members[SV_ADMIN].user._id,
      reason: 'ADMIN',
      detail: { 'project:create': '3,5 → 2,3,5', 'calendar:edit': '3,5 → 3,4,5' },
    });

    // Back to the default: nothing is stored any more, so later default changes reach the group again.
    const reset = await g
      .as(SV_ADMIN)
      .put(g.url)
      .send({ permissions: { 'project:create': [SV_BOARD, SV_ADMIN], 'calendar:edit': [SV_BOARD, SV_ADMIN] } });
    expect(reset.body.permissions).toEqual(roleMatrix(TenantType.SV));
    const [row] = await t.dataSource.query('SELECT permissions FROM tenant WHERE id = $1', [g.tenant._id]);
    expect(row.permissions).toBeNull();
    expect((await g.as(SV_MEMBER).post(projects).send({ title: 'Schulfest' })).body).toEqual(FORBIDDEN);
  });

  it('refuses matrices outside the bounds and hostile input with a German 400, changing nothing', async () => {
    const g = await group();
    const cases: Array<[unknown, string]> = [
      // A member would hold what the board lacks.
      [{ 'calendar:edit': [SV_MEMBER, SV_ADMIN] }, 'SV-Mitglied darf „Termine bearbeiten“ nur, wenn auch SV-Vorstand es darf.'],
      // The teacher stands beside the ladder, but below the admin.
      [{ 'chat:delete': [SV_TEACHER] }, 'Verbindungslehrer*in darf „Chatnachrichten löschen“ nur, wenn auch Schulsprecher*in es darf.'],
      [{ 'tenant:administration': [SV_BOARD, SV_ADMIN] }, ROLE_MATRIX_TEXT.adminOnly],
      [{ 'tenant:administration': [] }, ROLE_MATRIX_TEXT.adminOnly],
      [{ 'foo:bar': [SV_ADMIN] }, ROLE_MATRIX_TEXT.unknownPermission('foo:bar')],
      [{ 'calendar:edit': [9] }, ROLE_MATRIX_TEXT.unknownLevel('calendar:edit')],
      [{ 'calendar:edit': [-1, SV_ADMIN] }, ROLE_MATRIX_TEXT.unknownLevel('calendar:edit')],
      [{ 'calendar:edit': ['5'] }, ROLE_MATRIX_TEXT.unknownLevel('calendar:edit')],
      [{ 'calendar:edit': 5 }, ROLE_MATRIX_TEXT.unknownLevel('calendar:edit')],
      [{ 'calendar:edit': [3.5, 5] }, ROLE_MATRIX_TEXT.unknownLevel('calendar:edit')],
      [[], ROLE_MATRIX_TEXT.invalid],
      ['alles', ROLE_MATRIX_TEXT.invalid],
      [undefined, ROLE_MATRIX_TEXT.invalid],
    ];
    for (const [permissions, message] of cases) {
      const res = await g
        .as(SV_ADMIN)
        .put(g.url)
        .send(permissions === undefined ? {} : { permissions });
      expect({ permissions, status: res.status, message: res.body.message }).toEqual({ permissions, status: 400, message });
    }
    const proto = await g.as(SV_ADMIN).put(g.url).set('content-type', 'application/json').send('{"permissions":{"__proto__":[5]}}');
    // The body parser drops a __proto__ key before it could reach the matrix: nothing changes either way.
    expect([200, 400]).toContain(proto.status);
    expect((await g.as(SV_ADMIN).get(g.url)).body.permissions).toEqual(roleMatrix(TenantType.SV));
    expect(await t.dataSource.getRepository(AuditLog).countBy({ tenantId: g.tenant._id, action: 'tenant.permissions' })).toBe(0);
  });

  it('answers another group’s admin and unknown ids with 404', async () => {
    const g = await group();
    const other = await group();
    expect((await other.as(SV_ADMIN).get(g.url)).status).toBe(404);
    expectApiError(
      await other
        .as(SV_ADMIN)
        .put(g.url)
        .send({ permissions: { 'project:create': [2, 3, 5] } }),
      { statusCode: 404 },
    );
    expect((await g.as(SV_ADMIN).get(`/api/tenant/tenant/${randomUUID()}/permissions`)).status).toBe(404);
    expect((await g.as(SV_ADMIN).get('/api/tenant/tenant/x/permissions')).status).toBe(404);
    expect((await g.as(SV_ADMIN).get(g.url)).body.permissions).toEqual(roleMatrix(TenantType.SV));
  });
});
