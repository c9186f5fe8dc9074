// The contract every export kind keeps (infrastructure/export): POST answers 202 with a PENDING job, the
// status runs to DONE with progress 100, the file downloads with one Content-Disposition rule, nobody of
// another group or domain finds the job, a file not yet made answers 409, an identical request while one is
// still being made answers that one, a member's requests per hour are limited (429 with Retry-After), and
// the request and its file go with their owner. Each export spec calls describeExportContract once and
// keeps only its own content checks (what the CSV or PDF says).
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ConfigService } from '#api/config/config';
import { createObjectStorage } from '#api/infrastructure/storage/create-object-storage';
import { EXPORT_MESSAGES } from '#shared/exports';
import { binary } from './downloads';
import type { NOT_FOUND } from './expect';
import { eventually } from './tenancy';
import type { TestAppHandle } from './test-app';

/** One thing to export, made fresh for each contract test. */
export interface ExportOwner {
  /** A member allowed to export it. */
  client: TestAgent;
  /** The export routes' base: POST here, GET {url}/{id} and {url}/{id}/file. */
  url: string;
  /** Someone of another group or domain, allowed to export their own. */
  stranger: TestAgent;
  /** Deletes what the export belongs to (the event, survey, budget or domain) as its owner would. */
  deleteOwner: () => Promise<void>;
}

export interface ExportKind {
  /** The request row's table, e.g. 'event_export'. */
  table: string;
  owner: () => Promise<ExportOwner>;
  /** Sends one request of this kind (the body or the query the route takes). */
  request: (client: TestAgent, url: string) => Promise<Response>;
  /** The download's name as Content-Disposition sends it in UTF-8 (percent-encoded). */
  fileName: string;
}

/** An export's status view as the specs read it (each kind adds its own fields). */
export interface ExportStatus {
  _id: string;
  state: string;
  fileName: string;
  [field: string]: unknown;
}

/** Waits until the pdf worker has made the export `started` answered; its status view. */
export async function finishedExport(client: TestAgent, url: string, started: Response): Promise<ExportStatus> {
  expect(started.status).toBe(202);
  const status = await eventually(
    () => client.get(`${url}/${started.body._id}`),
    (r) => r.body.state === 'DONE' || r.body.state === 'FAILED',
    20000,
  );
  expect(status.body).toMatchObject({ state: 'DONE', progress: 100 });
  return status.body;
}

/** Requests an export with `body` (echoed in the job), waits until it is DONE and downloads its file. */
export async function downloadedExport(client: TestAgent, url: string, body: object) {
  const start = await client.post(url).send(body);
  expect(start.body).toMatchObject(body);
  const view = await finishedExport(client, url, start);
  const file = await client.get(`${url}/${view._id}/file`).buffer(true).parse(binary);
  return { file, view };
}

/** The three routes of one export (request, status, file), as calls a test makes with different clients. */
function exportRoutes(url: string, id: string, body: object): ((client: TestAgent) => Promise<Response>)[] {
  return [(c) => c.post(url).send(body), (c) => c.get(`${url}/${id}`), (c) => c.get(`${url}/${id}/file`)];
}

/** Someone not logged in gets 401 and a member without the edit permission 403 on each of the routes. */
async function expectEditorsOnly(routes: ((client: TestAgent) => Promise<Response>)[], anonymous: TestAgent, member: TestAgent) {
  for (const call of routes) {
    expect((await call(anonymous)).status).toBe(401);
    expect((await call(member)).body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  }
}

/** Each status URL (and its /file) answers 404: wrong owner, malformed or unknown ids; with `body`, exactly that body. */
async function expectExportsNotFound(client: TestAgent, urls: string[], body?: typeof NOT_FOUND) {
  for (const url of urls) {
    const status = await client.get(url);
    expect(status.status).toBe(404);
    if (body) expect(status.body).toEqual(body);
    expect((await client.get(`${url}/file`)).status).toBe(404);
  }
}

/** The members of one group (the export's) and of another, as the access checks use them. */
export interface ExportPeople {
  group: { client: TestAgent; memberClient: TestAgent; tenant: { _id: string } };
  other: { client: TestAgent; tenant: { _id: string } };
}

/**
 * Only editors reach an export: 401 without login, 403 for a member, 404 for another group's admin (through the
 * owner's group and through their own) and for URLs that do not lead to it: another owner of the same group,
 * malformed or unknown ids. `exportsOf` builds the routes' base; `notFound`, where given, is every 404's exact body.
 */
export async function expectExportAccess(
  t: TestAppHandle,
  exportsOf: (tenantId: string, ownerId: string) => string,
  ids: { owner: string; sibling: string; export: string },
  body: object,
  { group, other }: ExportPeople,
  notFound?: typeof NOT_FOUND,
) {
  const url = exportsOf(group.tenant._id, ids.owner);
  const routes = (base: string) => exportRoutes(base, ids.export, body);
  await expectEditorsOnly(routes(url), t.client(), group.memberClient);
  for (const base of [url, exportsOf(other.tenant._id, ids.owner)]) {
    for (const call of routes(base)) {
      const res = await call(other.client);
      expect(res.status).toBe(404);
      if (notFound) expect(res.body).toEqual(notFound);
    }
  }
  const unknown = '00000000-0000-4000-8000-000000000000';
  const badUrls = [
    `${exportsOf(group.tenant._id, ids.sibling)}/${ids.export}`,
    `${url}/not-a-uuid`,
    `${url}/${'9'.repeat(5000)}`,
    `${exportsOf(group.tenant._id, '%3Cscript%3E')}/${ids.export}`,
    exportsOf(group.tenant._id, unknown),
    `${exportsOf(group.tenant._id, unknown)}/${ids.export}`,
  ];
  await expectExportsNotFound(group.client, badUrls, notFound);
}

/** The body never chooses the tenant, the owner, the state or the file: such fields answer 400 and create nothing. */
export async function expectOwnerFieldsRefused(
  t: TestAppHandle,
  client: TestAgent,
  url: string,
  body: object,
  owner: { table: string; column: string; id: string },
) {
  const extra = await client.post(url).send({ ...body, state: 'DONE', storageKey: '../../etc/passwd' });
  expect(extra.status).toBe(400);
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM ${owner.table} WHERE ${owner.column} = $1`, [owner.id]);
  expect(count).toBe(0);
}

/** Counts an export's request rows (0 once it went with its owner). */
export async function exportRows(t: TestAppHandle, table: string, id: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM ${table} WHERE id = $1`, [id]);
  return count;
}

/** The OpenAPI JSON documents the three export routes under `base` with their answers and request DTO. */
export async function expectExportRoutesDocumented(t: TestAppHandle, base: string, dto: string) {
  const res = await t.client().get('/api/docs-json');
  const paths = res.body.paths as Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
  expect(Object.keys(paths[base].post.responses)).toEqual(expect.arrayContaining(['202', '400', '403', '404', '409']));
  expect(JSON.stringify(paths[base].post.requestBody)).toContain(`#/components/schemas/${dto}`);
  expect(Object.keys(paths[`${base}/{exportId}`].get.responses)).toContain('200');
  expect(Object.keys(paths[`${base}/{exportId}/file`].get.responses)).toEqual(expect.arrayContaining(['200', '409']));
}

export function describeExportContract(t: TestAppHandle, kind: ExportKind): void {
  const storedKey = async (id: string): Promise<string> => {
    const [row] = await t.dataSource.query(`SELECT storage_key FROM ${kind.table} WHERE id = $1`, [id]);
    return row?.storage_key;
  };
  const setState = (id: string, state: string) => t.dataSource.query(`UPDATE ${kind.table} SET state = $2 WHERE id = $1`, [id, state]);

  describe(`the export contract (${kind.table})`, () => {
    it('answers 202 with a job, reports progress to DONE and downloads the file with its name', async () => {
      const o = await kind.owner();
      const started = await kind.request(o.client, o.url);
      expect(started.body).toMatchObject({ _id: expect.any(String), state: 'PENDING', progress: 0 });
      const done = await finishedExport(o.client, o.url, started);
      const file = await o.client.get(`${o.url}/${done._id}/file`).buffer(true).parse(binary);
      expect(file.status).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(kind.fileName)}`);
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(Number(file.headers['content-length'])).toBe((file.body as Buffer).length);
    });

    it('is unknown (404) to another group or domain, and answers 409 while the file is being made', async () => {
      const o = await kind.owner();
      const done = await finishedExport(o.client, o.url, await kind.request(o.client, o.url));
      for (const path of [`${o.url}/${done._id}`, `${o.url}/${done._id}/file`]) {
        expect((await o.stranger.get(path)).status).toBe(404);
      }
      expect((await kind.request(o.stranger, o.url)).status).toBe(404);
      // Each module names its codes (BUDGET_EXPORT_NOT_READY, EXPORT_NOT_READY); the sentences are the same.
      await setState(done._id, 'RUNNING');
      expect((await o.client.get(`${o.url}/${done._id}/file`)).body).toMatchObject({
        statusCode: 409,
        code: expect.stringMatching(/EXPORT_NOT_READY$/),
        message: EXPORT_MESSAGES.notReady,
      });
      await setState(done._id, 'FAILED');
      expect((await o.client.get(`${o.url}/${done._id}/file`)).body).toMatchObject({
        statusCode: 409,
        code: expect.stringMatching(/EXPORT_FAILED$/),
        message: EXPORT_MESSAGES.failed,
      });
    });

    it('answers an identical request with the job still being made, and a new one once it is done', async () => {
      const o = await kind.owner();
      const done = await finishedExport(o.client, o.url, await kind.request(o.client, o.url));
      await setState(done._id, 'RUNNING');
      const again = await kind.request(o.client, o.url);
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ _id: done._id, state: 'RUNNING' });
      await setState(done._id, 'DONE');
      const fresh = await kind.request(o.client, o.url);
      expect(fresh.status).toBe(202);
      expect(fresh.body._id).not.toBe(done._id);
      await finishedExport(o.client, o.url, fresh);
    });

    it('limits the requests of one member per hour with 429, a German message and Retry-After', async () => {
      const o = await kind.owner();
      await finishedExport(o.client, o.url, await kind.request(o.client, o.url));
      const config = t.app.get(ConfigService).values;
      const limit = config.exportRequestsPerMemberPerHour;
      config.exportRequestsPerMemberPerHour = 1;
      try {
        const refused = await kind.request(o.client, o.url);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ statusCode: 429, code: 'EXPORT_LIMIT_REACHED', message: EXPORT_MESSAGES.limitReached });
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(3500);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      } finally {
        config.exportRequestsPerMemberPerHour = limit;
      }
    });

    it('goes with its owner: the request row and its stored file', async () => {
      const o = await kind.owner();
      const done = await finishedExport(o.client, o.url, await kind.request(o.client, o.url));
      const key = await storedKey(done._id);
      const storage = createObjectStorage(t.app.get(ConfigService).values, 'exports');
      const stored = async () => {
        const file = await storage.open(key);
        file?.stream.destroy();
        return file !== null;
      };
      expect(await stored()).toBe(true);
      await o.deleteOwner();
      expect(await t.dataSource.query(`SELECT id FROM ${kind.table} WHERE id = $1`, [done._id])).toEqual([]);
      // The file goes after the commit, without the deletion waiting for it.
      expect(await eventually(stored, (exists) => !exists, 5000)).toBe(false);
    });
  });
}
