// The product behind a transaction-mode pooler (issue 27): Debian's PgBouncer (pool_mode = transaction,
// fewer server connections than the app's pool) in front of the test PostgreSQL, the API and the workers
// on DATABASE_URL through it, DATABASE_DIRECT_URL past it, DATABASE_PREPARED_STATEMENTS=false. First what
// breaks there (a named statement, a session lock), then the hot paths through it.
import { Client } from 'pg';
import { PreparedQueries } from '#api/core/database/prepared-query';
import { OutboxRelay } from '#api/infrastructure/outbox/outbox.relay';
import { MIGRATION_LOCK_KEY } from '#api/schema/migrate';
import { activeSurvey, fullAnswer, generateCodes, publicSurveyUrl, surveyGroup } from '../fixtures/survey';
import { chatGroup } from '../helpers/chat';
import { finishedExport } from '../helpers/exports';
import { startPgbouncer, RunningPgbouncer } from '../helpers/pgbouncer';
import { useTestApp } from '../helpers/test-app';

describe('the product behind PgBouncer in transaction pooling mode', () => {
  const direct = process.env.DATABASE_URL!;
  let pooler: RunningPgbouncer;
  const t = useTestApp(async () => {
    pooler = await startPgbouncer(direct, { poolSize: 3 });
    return { env: { DATABASE_URL: pooler.url(direct), DATABASE_DIRECT_URL: direct, DATABASE_PREPARED_STATEMENTS: 'false' } };
  });
  afterAll(() => pooler?.stop());

  const database = new URL(direct).pathname.slice(1);

  it('runs the API and the workers through the pooler: many clients, at most three server connections', async () => {
    await Promise.all(Array.from({ length: 12 }, () => t.dataSource.query('SELECT pg_sleep(0.05)')));
    const clients = await pooler.show('CLIENTS', database);
    const servers = await pooler.show('SERVERS', database);
    // The API's pool and the workers' (and the outbox relay's transactions) are PgBouncer's clients.
    expect(clients.length).toBeGreaterThan(3);
    expect(servers.length).toBeGreaterThan(0);
    expect(servers.length).toBeLessThanOrEqual(3);
  });

  it('shows why: a named prepared statement does not survive a change of server connection', async () => {
    // Twelve reads at once on the app's pool (up to ten clients) share PgBouncer's three server
    // connections: the fourth client to prepare the name finds it taken, or one finds it missing.
    const probe = (named: boolean) =>
      Promise.all(
        Array.from({ length: 12 }, (_, i) => new PreparedQueries(t.dataSource, named).run('pooler_probe', 'SELECT $1::int AS n', [i])),
      );
    await expect(probe(true)).rejects.toThrow(/prepared statement "pooler_probe" (already exists|does not exist)/);
    // Unnamed, as the product runs them with DATABASE_PREPARED_STATEMENTS=false, every one succeeds.
    expect((await probe(false)).map(([row]) => row.n)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('shows why: a session advisory lock taken through the pooler keeps no second runner out', async () => {
    const connect = async (url: string) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      return client;
    };
    const tryLock = async (client: Client) =>
      (await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [MIGRATION_LOCK_KEY])).rows[0].got;
    // A database the app does not use, so that its server connections carry only these statements.
    const admin = new URL(direct);
    admin.pathname = '/postgres';
    const runners = async (url: string) => [await connect(url), await connect(url)];

    // Straight to PostgreSQL (DATABASE_DIRECT_URL, which the migration runner uses) the lock excludes.
    const [holder, other] = await runners(admin.toString());
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      expect(await tryLock(other)).toBe(false);
    } finally {
      await Promise.all([holder.end(), other.end()]);
    }
    // Through the pooler the lock goes back to the pool with its server connection; the second runner
    // gets that connection and "holds" the lock too, so two migration runs would interleave.
    const [first, second] = await runners(pooler.url(admin.toString()));
    try {
      await first.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      expect(await tryLock(second)).toBe(true);
    } finally {
      await second.query('SELECT pg_advisory_unlock_all()');
      await Promise.all([first.end(), second.end()]);
    }
  });

  it('logs in, answers a tenant list page by page and relays a chat message through the outbox', async () => {
    const g = await chatGroup(t);
    const sent = [];
    for (const content of ['Erste', 'Zweite', 'Dritte']) {
      const res = await g.member.client.post(g.url).send({ content });
      expect(res.status).toBe(201);
      sent.push(res.body._id as string);
    }
    // Many guard reads (tenant_access) at once across the pool's clients, all through three server connections.
    const reads = await Promise.all(Array.from({ length: 12 }, () => g.other.client.get(`${g.url}/unseen`)));
    expect(reads.map((r) => r.body)).toEqual(Array(12).fill({ unreadCount: 3 }));
    const first = await g.other.client.get(g.url).query({ pageSize: 2 });
    expect(first.body).toMatchObject({ hasMore: true });
    expect(first.body.items.map((m: { _id: string }) => m._id)).toEqual([sent[2], sent[1]]);
    const next = await g.other.client.get(g.url).query({ pageSize: 2, before: first.body.nextBefore });
    expect(next.body.items.map((m: { _id: string }) => m._id)).toEqual([sent[0]]);

    // The notification list, paged.
    for (const content of ['Eins', 'Zwei']) {
      expect((await g.admin.client.post(`/api/tenant/tenant/${g.tenant._id}/notification`).send({ content })).status).toBe(201);
    }
    const page2 = await g.member.client.get(`/api/tenant/tenant/${g.tenant._id}/notification`).query({ page: 2, pageSize: 1 });
    expect(page2.status).toBe(200);
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.body.items.map((n: { content: string }) => n.content)).toEqual(['Eins']);

    // The workers' relay publishes every event of this test (through the pooler) and the jobs finish; its
    // LISTEN session (private, so read as the relay holds it) goes straight to PostgreSQL.
    const relay = t.workers!.get(OutboxRelay) as unknown as { listener: { port: number } };
    expect(relay.listener.port).toBe(Number(new URL(direct).port));
    await t.drain();
    const waiting = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL AND payload->>'messageId' = ANY($1::text[])`,
      [sent],
    );
    expect(waiting[0].n).toBe(0);
  });

  it('spends a survey TAN once and makes an export on the pdf worker', async () => {
    const g = await surveyGroup(t);
    const survey = await activeSurvey(g, { mode: 'TAN' });
    const [code] = await generateCodes(g, survey._id, 1);
    const answer = () =>
      t
        .client()
        .post(`${publicSurveyUrl(survey._id)}/result`)
        .send(fullAnswer(survey, { code }));
    const racing = await Promise.all([answer(), answer(), answer()]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 403, 403]);

    const url = `${g.url}/${survey._id}/export`;
    const view = await finishedExport(g.editor, url, await g.editor.post(url).send({ kind: 'results' }));
    const file = await g.editor.get(`${url}/${view._id}/file`);
    expect(file.status).toBe(200);
    expect(file.text).toContain('Lieblingsfach');
  });
});
