// npm run bench:survey [-- --clients 100 --answers 1000 --big 100000 --rounds 3 --calls 10 --stats-clients 1 --seconds 6 --profile]
// Two measures of the survey module (issue 15 §4), each beside a floor measured in the same run:
// 1. A school answering in one lesson: `answers` public POST /api/survey/public/survey/{surveyId}/result to a
//    ten-question TAN survey from `clients` concurrent clients on one IP, each with its own code. Goal: all
//    within 10 s, 0 errors; p95 printed. Afterwards every code must be spent once and every answer stored.
//    Floor: the same work by hand per answer (a rate-limit counter in Redis, the code spent by a conditional
//    UPDATE, the result and its ten answer rows in one transaction) through a bare pg pool and ioredis.
// 2. GET /api/survey/tenant/{tenantId}/survey/{surveyId}/statistics on a survey with `big` answers (ten
//    questions each, inserted with SQL). Goal: under 200 ms. Floor: the aggregation statements the API's
//    own repositories send, captured and replayed together (as the service sends them) by a bare pg pool.
//    `calls` one-at-a-time calls of each, alternating; `--stats-clients 1,10` adds autocannon load rounds.
// Prints figures; asserts only that the data is right, because a fast wrong answer is worth nothing.
import Redis from 'ioredis';
import { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { SurveyCodeRepository } from '#api/modules/survey/survey-code.repository';
import { SurveyStatisticsRepository } from '#api/modules/survey/survey-statistics.repository';
import { runMigrations } from '#api/schema/migrate';
import { projectRoot } from '../../api/scripts/local-database';
import { freePort, startServices, stopChild } from '../../api/scripts/services';
import {
  alternatingRounds,
  artifactsDir,
  captureStatements,
  fmt,
  load,
  login,
  printProfiles,
  profiler,
  quantile,
  replayLoad,
  reportEarlyExit,
  spawnApi,
  Statement,
  waitFor,
} from './bench-kit';
import { answersOf, BenchQuestion, fillAnswers, newTanSurvey, seedGroup } from './survey-seed';

const WAVE_GOAL_MS = 10_000;
const STATS_GOAL_MS = 200;
let stopping = false;

async function main() {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '100' },
      answers: { type: 'string', default: '1000' },
      big: { type: 'string', default: '100000' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '6' },
      calls: { type: 'string', default: '10' },
      'stats-clients': { type: 'string', default: '' },
      profile: { type: 'boolean', default: false },
    },
  });
  const clients = Number(values.clients);
  const count = Number(values.answers);
  const big = Number(values.big);
  const rounds = Math.max(1, Number(values.rounds));
  const seconds = Number(values.seconds);
  const calls = Number(values.calls);
  const statsClients = values['stats-clients'].split(',').filter(Boolean).map(Number);
  const root = projectRoot();
  const services = await startServices({ root, mode: 'test', log: () => undefined });
  const children: ChildProcess[] = [];
  const pool = new Pool({ connectionString: services.env.DATABASE_URL, max: 10 });
  const redis = new Redis(services.env.REDIS_URL, { lazyConnect: false });
  try {
    await runMigrations(services.env.DATABASE_URL);
    const seed = await seedGroup(services.env.DATABASE_URL);
    const apiPort = await freePort();
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const profileFile = path.join(artifactsDir(root), 'bench-survey.cpuprofile');
    const api = spawnApi({ root, servicesEnv: services.env, port: apiPort, ...profiler(values.profile ? profileFile : undefined) });
    children.push(api);
    reportEarlyExit([['API', api]], () => stopping);
    await waitFor(`${apiBase}/api/health/ready`);
    const cookie = await login(apiBase, seed.mail);
    console.log(`bench:survey  node ${process.version}, ${clients} clients on one IP, ${rounds} rounds`);

    // ---- 1. a school answering in one lesson ----
    const post = (surveyId: string, body: object) =>
      fetch(`${apiBase}/api/survey/public/survey/${surveyId}/result`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: apiBase },
        body: JSON.stringify(body),
      });
    const answer = (s: { surveyId: string; questions: BenchQuestion[]; codes: string[] }) => async (i: number) => {
      // Every pupil types their code in their own way: lower case half of the time.
      const code = i % 2 ? s.codes[i].toLowerCase() : s.codes[i];
      const res = await post(s.surveyId, { answers: answersOf(s.questions, i), code });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${text.slice(0, 300)}`);
    };
    // Warm-up on a survey of its own (the limit counts per survey and address).
    const warm = await newTanSurvey(pool, seed.tenantId, 100);
    await wave(clients, 100, answer(warm));
    const floorWarm = await newTanSurvey(pool, seed.tenantId, 100);
    await wave(clients, 100, (i) => floorAnswer(pool, redis, floorWarm, i));
    const floorRuns: Run[] = [];
    const apiRuns: Run[] = [];
    for (let round = 0; round < rounds; round++) {
      const floorSurvey = await newTanSurvey(pool, seed.tenantId, count);
      floorRuns.push(await wave(clients, count, (i) => floorAnswer(pool, redis, floorSurvey, i)));
      const apiSurvey = await newTanSurvey(pool, seed.tenantId, count);
      // --profile samples the API's CPU during the last round's wave (cpu-profile.preload.ts).
      const profiling = values.profile && round === rounds - 1;
      if (profiling) api.kill('SIGWINCH');
      apiRuns.push(await wave(clients, count, answer(apiSurvey)));
      if (profiling) api.kill('SIGWINCH');
      await expectStoredOnce(pool, apiSurvey.surveyId, count);
    }
    const f = medianRun(floorRuns);
    const p = medianRun(apiRuns);
    const errors = apiRuns.reduce((sum, r) => sum + r.errors.length, 0);
    if (errors)
      console.log(
        `first errors:\n  ${apiRuns
          .flatMap((r) => r.errors)
          .slice(0, 5)
          .join('\n  ')}`,
      );
    console.log(
      `answers  ${count} to 10 questions (TAN) from ${clients} clients, ${errors} errors in ${rounds} rounds, all stored once  ` +
        `floor (pg+redis) ${(f.wall / 1000).toFixed(2)} s p50 ${f.p50.toFixed(1)} p95 ${f.p95.toFixed(1)} ms  ` +
        `API ${(p.wall / 1000).toFixed(2)} s (${fmt(p.rps)}/s) p50 ${p.p50.toFixed(1)} p95 ${p.p95.toFixed(1)} p99 ${p.p99.toFixed(1)} ms  ` +
        `goal all within ${WAVE_GOAL_MS / 1000} s: ${p.wall <= WAVE_GOAL_MS && !errors ? 'met' : 'MISSED'}`,
    );
    if (values.profile) await printProfiles([[profileFile, 'CPU profile of the API during one answer wave']]);

    // ---- 2. the statistics of a survey with `big` answers ----
    const began = performance.now();
    const large = await newTanSurvey(pool, seed.tenantId, Math.ceil(big * 1.2));
    await fillAnswers(pool, seed.tenantId, large.surveyId, large.questions, big);
    console.log(`seeded   ${fmt(big)} answers x 10 questions in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const url = `${apiBase}/api/survey/tenant/${seed.tenantId}/survey/${large.surveyId}/statistics`;
    const captured = await captureStatements(services.env.DATABASE_URL, (ds) => {
      const stats = new SurveyStatisticsRepository(ds);
      return Promise.all([
        stats.participants(large.surveyId),
        stats.counts(large.surveyId),
        stats.answered(large.surveyId),
        new SurveyCodeRepository(ds).batches(large.surveyId),
      ]);
    });
    // The data source's own start-up statements are not part of the call.
    const statements = captured.filter((s) => /survey_/.test(s.text));
    await checkSameAnswer(url, cookie, pool, statements, big);
    // An editor opening the results tab: one call at a time, floor and API alternating. First right after
    // the bulk load (ANALYZE only), then as autovacuum leaves the tables (the visibility map set, which
    // index-only scans need); autovacuum's insert threshold starts it after such a load by itself.
    const oneAtATime = async (label: string) => {
      const floorMs: number[] = [];
      const apiMs: number[] = [];
      for (let i = 0; i < calls; i++) {
        floorMs.push(await timed(() => Promise.all(statements.map((s) => pool.query(s.text, s.values)))));
        apiMs.push(await timed(async () => expectOk(await fetch(url, { headers: { cookie } }))));
      }
      const [fs, as] = [floorMs, apiMs].map((xs) => [...xs].sort((a, b) => a - b));
      console.log(
        `statistics ${fmt(big)} answers ${label}, ${calls} calls one at a time  floor (pg, ${statements.length} statements together) ` +
          `p50 ${quantile(fs, 0.5).toFixed(1)} p95 ${quantile(fs, 0.95).toFixed(1)} ms  ` +
          `API p50 ${quantile(as, 0.5).toFixed(1)} p95 ${quantile(as, 0.95).toFixed(1)} ms  ` +
          `goal < ${STATS_GOAL_MS} ms: ${quantile(as, 0.95) < STATS_GOAL_MS ? 'met' : 'MISSED'}`,
      );
    };
    await oneAtATime('fresh');
    for (const table of ['survey_code', 'survey_result', 'survey_answer', 'survey_tally']) await pool.query(`VACUUM ANALYZE ${table}`);
    await oneAtATime('vacuumed');
    for (const n of statsClients) {
      const { floor: fl, product: pr } = await alternatingRounds(
        rounds,
        () => replayLoad(pool, statements, n, seconds / rounds),
        () => load(url, n, seconds / rounds, { cookie }),
      );
      console.log(
        `statistics ${fmt(big)} answers ${String(n).padStart(3)} clients  floor (pg, ${statements.length} statements) ${fmt(fl.rps)} q/s ` +
          `p50 ${fl.p50.toFixed(1)} ms p99 ${fl.p99.toFixed(1)} ms  API ${fmt(pr.rps)} req/s p50 ${pr.p50} ms p99 ${pr.p99} ms`,
      );
    }
  } finally {
    stopping = true;
    for (const child of children) await stopChild(child);
    redis.disconnect();
    await pool.end();
    await services.stop();
  }
}

interface Run {
  wall: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: string[];
}

/** `total` jobs spread over `clients` loops that each wait for their answer; a failed job counts as an error. */
async function wave(clients: number, total: number, job: (i: number) => Promise<unknown>): Promise<Run> {
  const latencies: number[] = [];
  const errors: string[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next++;
        const start = performance.now();
        await job(i).catch((err: Error) => errors.push(err.message));
        latencies.push(performance.now() - start);
      }
    }),
  );
  const wall = performance.now() - began;
  latencies.sort((a, b) => a - b);
  return {
    wall,
    rps: (total / wall) * 1000,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    errors,
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function expectOk(res: Response): Promise<void> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`statistics answered ${res.status}: ${text.slice(0, 300)}`);
}

const medianRun = (runs: Run[]) => [...runs].sort((a, b) => a.p95 - b.p95)[Math.floor(runs.length / 2)];

/** One answer by hand: what the product must do at the least, statement for statement. */
async function floorAnswer(pool: Pool, redis: Redis, s: { surveyId: string; questions: BenchQuestion[]; codes: string[] }, i: number) {
  const key = `floor:survey-answer:${s.surveyId}:127.0.0.1`;
  await redis.multi().incr(key).expire(key, 900, 'NX').exec();
  const { rows } = await pool.query(`SELECT tenant_id FROM survey WHERE id = $1 AND state = 'ACTIVE'`, [s.surveyId]);
  if (!rows.length) throw new Error('floor: survey not active');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const spent = await client.query(
      `UPDATE survey_code SET used = true WHERE survey_id = $1 AND upper(code) = upper($2) AND NOT used RETURNING id, batch`,
      [s.surveyId, s.codes[i]],
    );
    if (!spent.rows.length) throw new Error('floor: code spent');
    const result = await client.query(
      `INSERT INTO survey_result (tenant_id, survey_id, batch, created_at, sort_key) VALUES ($1, $2, $3, current_date, uuid_generate_v4()) RETURNING id`,
      [rows[0].tenant_id, s.surveyId, spent.rows[0].batch],
    );
    const answers = answersOf(s.questions, i);
    const kinds = new Map(s.questions.map((q) => [q._id, q.kind]));
    await client.query(
      `INSERT INTO survey_answer (result_id, component_id, survey_id, created_at, option_ids, step, text, words)
       SELECT $1, c, $2, current_date, CASE WHEN o = '' THEN NULL ELSE string_to_array(o, ',')::uuid[] END, st, t, CASE WHEN w = '' THEN NULL ELSE string_to_array(w, ',') END
         FROM unnest($3::uuid[], $4::text[], $5::smallint[], $6::text[], $7::text[]) AS a(c, o, st, t, w)`,
      [
        result.rows[0].id,
        s.surveyId,
        answers.map((a) => a.componentId),
        answers.map((a) => (['CHOICE', 'NOMINAL'].includes(kinds.get(a.componentId)!) ? [a.value].flat().join(',') : '')),
        answers.map((a) => (typeof a.value === 'number' ? a.value : null)),
        answers.map((a) => (kinds.get(a.componentId) === 'OPEN' ? String(a.value) : null)),
        answers.map((a) => (kinds.get(a.componentId) === 'WORDCLOUD' ? [a.value].flat().join(',') : '')),
      ],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

async function expectStoredOnce(pool: Pool, surveyId: string, expected: number) {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*)::int FROM survey_result WHERE survey_id = $1) AS results,
            (SELECT count(*)::int FROM survey_answer WHERE survey_id = $1) AS answers,
            (SELECT count(*)::int FROM survey_code WHERE survey_id = $1 AND used) AS spent`,
    [surveyId],
  );
  const { results, answers, spent } = rows[0];
  if (results !== expected || spent !== expected || answers !== expected * 10)
    throw new Error(`expected ${expected} answers stored once, found ${results} results, ${answers} answer rows, ${spent} codes spent`);
}

/** API and floor must count the same, or the comparison means nothing. */
async function checkSameAnswer(url: string, cookie: string, pool: Pool, statements: Statement[], big: number) {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const view = (await res.json()) as { participants: number; components: { answered: number }[]; batches: { used: number }[] };
  const count = statements.find((s) => /FROM survey_result/.test(s.text));
  const floorParticipants = count ? (await pool.query(count.text, count.values)).rows[0] : {};
  const spent = view.batches.reduce((sum, b) => sum + b.used, 0);
  if (
    view.participants !== big ||
    Object.values(floorParticipants)[0] !== big ||
    spent !== big ||
    view.components.some((c) => c.answered !== big)
  )
    throw new Error(
      `floor and API disagree: API ${view.participants} participants, ${spent} codes spent, floor ${JSON.stringify(floorParticipants)}`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
