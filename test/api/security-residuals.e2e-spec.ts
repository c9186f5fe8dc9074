// Issue 24 §20, three residuals of the outside probe: the anonymous school list named groups that are not
// public; TRUST_PROXY=true believed every X-Forwarded-For entry, so a client chose its own rate-limit bucket;
// JSON in multipart text fields skipped the depth limit that JSON bodies obey.
import { JSON_TOO_DEEP_MESSAGE } from '#api/common/http/json-depth';
import { SvLevel } from '#shared/levels';
import { uniqueIp } from '../helpers/auth';
import { validationError } from '../helpers/expect';
import { uniqueMail } from '../helpers/factories';
import { createProject, projectGroup } from '../helpers/project';
import { useTestApp } from '../helpers/test-app';

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('security: residuals of the outside probe', () => {
  const t = useTestApp({ workers: false });

  it('names only public schools to strangers', async () => {
    const domain = await t.domain();
    await t.tenant({ domainId: domain._id, name: 'Offene Schule', isPublic: true });
    await t.tenant({ domainId: domain._id, name: 'Verborgene Schule' });
    const res = await t.client().get(`/api/tenant/public/domain/${domain._id}/school`).query({ text: 'schule' });
    expect(res.body).toMatchObject({ total: 1, items: [{ name: 'Offene Schule' }] });
    expect(JSON.stringify(res.body)).not.toContain('Verborgene');
  });

  it('holds JSON in multipart text fields to the depth limit of JSON bodies, and stores nothing', async () => {
    const g = await projectGroup(t);
    const p = await createProject(g);
    const board = g.as(SvLevel.SV_BOARD);
    const count = async (sql: string) => (await t.dataSource.query(sql, [g.tenant._id]))[0].n as number;
    const tasks = () => count(`SELECT count(*)::int AS n FROM project_task WHERE tenant_id = $1`);
    const events = () => count(`SELECT count(*)::int AS n FROM event WHERE tenant_id = $1`);

    for (const field of ['subtasks', 'connectors']) {
      const res = await board.post(g.taskUrl(p._id)).field('title', 'Tief').field(field, deep(40));
      expect(res.body).toMatchObject(validationError(field, JSON_TOO_DEEP_MESSAGE));
    }
    for (const field of ['configuration', 'customFields', 'switches']) {
      const res = await board
        .post(`/api/event/tenant/${g.tenant._id}/event`)
        .field('title', 'Tief')
        .field('startDate', '2026-12-04T16:00:00+01:00')
        .field(field, deep(40));
      expect(res.body).toMatchObject(validationError(field, JSON_TOO_DEEP_MESSAGE));
    }
    expect([await tasks(), await events()]).toEqual([0, 0]);
    // Within the limit the fields work as before.
    const ok = await board
      .post(g.taskUrl(p._id))
      .field('title', 'Flach')
      .field('subtasks', JSON.stringify([{ title: 'A', done: false }]));
    expect(ok.status).toBe(201);
  });
});

describe('security: TRUST_PROXY is a hop count', () => {
  // One proxy in front: its own entry (the rightmost) is the client's address, whatever the client put left of it.
  const t = useTestApp({ workers: false, env: { TRUST_PROXY: '1', RATE_LIMIT_PUBLIC: '3' } });

  it('counts a client under the address the proxy saw, not one it wrote into X-Forwarded-For', async () => {
    const real = uniqueIp();
    const post = () =>
      t
        .client()
        .post('/api/auth/public/reset-password')
        .set('X-Forwarded-For', `${uniqueIp()}, ${real}`)
        .send({ mail: uniqueMail('proxy') });
    for (let i = 0; i < 3; i++) expect((await post()).status).not.toBe(429);
    // With `true` each request counted for its invented leftmost address and was never limited.
    expect((await post()).status).toBe(429);
  });
});
