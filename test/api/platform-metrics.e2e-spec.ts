// /metrics (issue 27 §2): Prometheus text on the API's and the workers' own ports, never on the public one;
// route templates instead of paths; labelled counters present at 0; business counters; promtool's lint of
// the names and its unit tests of the alert rules.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { MetricsServer } from '#api/infrastructure/metrics/metrics-server';
import { QUEUE_STATES } from '#api/infrastructure/metrics/queue-metrics';
import { ALL_QUEUES } from '#api/infrastructure/queue/queues';
import { SvLevel } from '#shared/levels';
import { registration } from '../helpers/auth';
import { chatGroup, chatMultipart } from '../helpers/chat';
import { uniqueMail } from '../helpers/factories';
import { promtool, sample, scrape } from '../helpers/metrics';
import { loginTab, openSocket } from '../helpers/sockets';
import { useTestApp } from '../helpers/test-app';

const ROOT = path.resolve(__dirname, '../..');
const DURATION_COUNT = 'plenum_http_request_duration_seconds_count';

describe('/metrics of the API and the workers', () => {
  const t = useTestApp();
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

  it('counts a login on the API port: 0 before, 1 after', async () => {
    const before = await scrape(t.app);
    expect(sample(before, 'plenum_logins_total')).toBe(0);
    const tenant = await t.tenant();
    const user = await t.member(tenant, SvLevel.SV_MEMBER);
    await t.login(user);
    expect(sample(await scrape(t.app), 'plenum_logins_total')).toBe(1);
  });

  it('labels requests by route template and status class, unmatched ones as unmatched, never by id', async () => {
    const eventId = randomUUID();
    expect((await t.client().get(`/api/event/public/event/${eventId}`)).status).toBe(404);
    expect((await t.client().get(`/api/no-such-route/${eventId}`)).status).toBe(404);
    expect((await t.client().get('/api/health')).status).toBe(200);

    const text = await scrape(t.app);
    expect(sample(text, DURATION_COUNT, { method: 'GET', route: '/api/event/public/event/:eventId', status_class: '4xx' })).toBe(1);
    expect(sample(text, DURATION_COUNT, { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, DURATION_COUNT, { method: 'GET', route: '/api/health', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(eventId);
    expect(text).not.toMatch(/tenant(_id)?=|user(_id)?=/);
  });

  it('is never served on the public port', async () => {
    expect((await t.client().get('/api/metrics')).status).toBe(404);
    // `/metrics` is a client-side path there: the web app's page when it is built (CI builds it), else 404.
    const page = await t.client().get('/metrics');
    expect([200, 404]).toContain(page.status);
    expect(page.text).not.toMatch(/# TYPE|plenum_/);
    const metricsPort = t.app.get(MetricsServer).port;
    expect(metricsPort).not.toBe(Number(new URL(t.url).port));
    // And the metrics port answers nothing but /metrics.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
  });

  it('reports sockets and the database pool on the API port, with the default Node metrics', async () => {
    const g = await chatGroup(t);
    await openSocket(t, await loginTab(t, g.member.user.mail), sockets);
    const text = await scrape(t.app);
    expect(sample(text, 'plenum_socket_connections')).toBe(1);
    expect(sample(text, 'plenum_db_pool_connections', { state: 'idle' })).toEqual(expect.any(Number));
    expect(sample(text, 'plenum_db_pool_connections', { state: 'active' })).toEqual(expect.any(Number));
    expect(sample(text, 'plenum_db_pool_waiting_clients')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toEqual(expect.any(Number));
    // Those belong to the workers' port.
    expect(text).not.toContain('plenum_queue_jobs');
  });

  it('reports queues, outbox, mails and business events on the workers port', async () => {
    await t.drain(); // nothing of an earlier test still in flight
    const before = await scrape(t.workers!);
    for (const queue of ALL_QUEUES) {
      expect(sample(before, 'plenum_queue_jobs_completed_total', { queue })).toEqual(expect.any(Number));
      expect(sample(before, 'plenum_queue_jobs_failed_total', { queue })).toEqual(expect.any(Number));
      for (const state of QUEUE_STATES) expect(sample(before, 'plenum_queue_jobs', { queue, state })).toEqual(expect.any(Number));
    }
    // Present from the start (at 0 on a fresh process); earlier tests' outbox rows may already have been counted.
    for (const counter of ['plenum_exports_total', 'plenum_retention_deletions_total', 'plenum_mails_failed_total']) {
      expect(sample(before, counter)).toEqual(expect.any(Number));
    }
    const chatMessages = sample(before, 'plenum_chat_messages_total')!;
    expect(chatMessages).toEqual(expect.any(Number));
    expect(sample(before, 'plenum_outbox_rows_waiting')).toEqual(expect.any(Number));
    expect(sample(before, 'plenum_outbox_oldest_age_seconds')).toEqual(expect.any(Number));
    expect(sample(before, 'nodejs_heap_size_used_bytes')).toEqual(expect.any(Number));
    const notifyDone = sample(before, 'plenum_queue_jobs_completed_total', { queue: 'notify' })!;

    const mailsSent = sample(before, 'plenum_mails_sent_total')!;
    const g = await chatGroup(t);
    expect((await chatMultipart(g.member.client.post(g.url), 'Hallo zusammen')).status).toBe(201);
    expect(
      (
        await t
          .client()
          .post('/api/auth/public/register')
          .send(registration(uniqueMail('metrics')))
      ).status,
    ).toBe(201);
    await t.drain();

    const after = await scrape(t.workers!);
    expect(sample(after, 'plenum_chat_messages_total')).toBe(chatMessages + 1);
    // At least: mail jobs that earlier files left retrying in the shared Redis may finish during this drain.
    expect(sample(after, 'plenum_mails_sent_total')).toBeGreaterThanOrEqual(mailsSent + 1);
    expect(sample(after, 'plenum_queue_jobs_completed_total', { queue: 'notify' })).toBeGreaterThanOrEqual(notifyDone + 1);
    expect(sample(after, 'plenum_queue_job_run_seconds_count', { queue: 'notify' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'plenum_queue_job_wait_seconds_count', { queue: 'notify' })).toBeGreaterThanOrEqual(1);
    // Counted on the API's port only.
    expect(after).not.toContain('plenum_logins_total');
    expect(after).not.toContain('plenum_http_request_duration_seconds');
  });

  it('reads the last verified backup that the restore drill recorded, 0 when none is', async () => {
    const db = t.app.get(DataSource);
    await db.query(`DELETE FROM backup_verification`);
    try {
      expect(sample(await scrape(t.workers!), 'plenum_backup_last_verified_timestamp_seconds')).toBe(0);
      await db.query(`INSERT INTO backup_verification (verified_at, backup_created_at, duration_seconds) VALUES ($1, $1, 4)`, [
        '2026-11-20T03:00:00Z',
      ]);
      expect(sample(await scrape(t.workers!), 'plenum_backup_last_verified_timestamp_seconds')).toBe(
        Date.parse('2026-11-20T03:00:00Z') / 1000,
      );
    } finally {
      await db.query(`DELETE FROM backup_verification`);
    }
  });

  it('names in the dashboard and the alert rules only series the processes serve', async () => {
    const served = `${await scrape(t.app)}${await scrape(t.workers!)}`;
    const used = ['deploy/grafana/plenum.json', 'deploy/prometheus/alerts.yml']
      .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
      .join('\n')
      .match(/plenum_\w+/g)!;
    const missing = [...new Set(used)].filter((name) => !new RegExp(`^${name}[ {]`, 'm').test(served));
    expect(missing).toEqual([]);
  });

  it("passes promtool's lint of metric names on both ports", async () => {
    for (const context of [t.app, t.workers!]) {
      const { status, output } = promtool(['check', 'metrics'], productFamilies(await scrape(context)));
      expect({ status, output }).toEqual({ status: 0, output: '' });
    }
  });
});

/**
 * Only our own families: prom-client's default Node metrics name three gauges `nodejs_active_*_total`,
 * which promtool's lint rejects; those names are the library's, not ours to fix.
 */
function productFamilies(text: string): string {
  const lines = text.split('\n').filter((line) => /^(# (HELP|TYPE) )?plenum_/.test(line));
  expect(lines.length).toBeGreaterThan(20);
  return `${lines.join('\n')}\n`;
}

describe('Prometheus alert rules (deploy/prometheus)', () => {
  it('are valid and pass their unit tests', () => {
    const check = promtool(['check', 'rules', path.join(ROOT, 'deploy/prometheus/alerts.yml')]);
    expect(check.status).toBe(0);
    const files = ['alerts.test.yml', 'alerts-backup.test.yml'].map((file) => path.join(ROOT, 'deploy/prometheus', file));
    const tests = promtool(['test', 'rules', ...files]);
    expect({ status: tests.status, output: tests.status === 0 ? '' : tests.output }).toEqual({ status: 0, output: '' });
  });
});
