// npm run bench:chat [-- --sockets 1000 --rate 5 --seconds 10 --rounds 3 --clients 1,10 --history-seconds 6 --profile]
// The group chat under load, each figure next to its floor measured in the same run:
// - Fan-out: two API processes and the workers behind one Redis, `--sockets` sockets of members of one
//   group spread over both APIs, messages posted at a steady rate through POST
//   /api/chat/private/p2g/{tenantId}/general (multipart `content`, alternating between the APIs); the latency
//   is send to `newGroupMessage` on EVERY socket (p50/p95/p99 over all receipts). Floor: two bare socket.io
//   servers with the Redis adapter (chat-floor-server.ts) fanning a POSTed message out to the same number of
//   sockets. Floor and API take turns in rounds (a noisy neighbour hits both alike).
// - History: GET .../general?pageSize=50, the newest page and one deep in a 100,000-message conversation
//   (cursor `before`), with autocannon; floor: a bare `pg` pool sending the statements any program needs
//   for that page (chat-history.ts).
// Also per message: where its time went (HTTP answer, createdAt, first and last socket), the CPU each process
// used (from /proc: load-independent, unlike latencies on a shared machine), and each message's stamps in
// test/artifacts/bench-chat-messages.json.
// --profile samples the CPU of both APIs and the workers during the last API round and prints where it went.
// Prints figures; asserts nothing. Goal (issue 13): p95 fan-out below 100 ms on the 2-core machine.
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { runMigrations } from '#api/schema/migrate';
import { ServerToClientEvents, tenantRoom } from '#shared/socket-events';
import { projectRoot } from '../../api/scripts/local-database';
import { startServices, stopChild } from '../../api/scripts/services';
import { artifactsDir, fmt, login, printProfiles, reportEarlyExit } from './bench-kit';
import { measureHistory, seedHistory } from './chat-history';
import { checkFileLimit, CpuMeter, startProcesses } from './chat-processes';
import { seedChatGroup } from './chat-seed';
import { percentiles, Receipts, SocketFleet, stages, timeline } from './chat-sockets';

const HISTORY = 100_000;
const DEEP = 90_000;
let stopping = false;

async function main() {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '1000' },
      rate: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      clients: { type: 'string', default: '1,10' },
      'history-seconds': { type: 'string', default: '6' },
      profile: { type: 'boolean', default: false },
    },
  });
  const sockets = Number(values.sockets);
  const rate = Number(values.rate);
  const perRound = Math.max(1, Math.round(rate * Number(values.seconds)));
  const rounds = Math.max(1, Number(values.rounds));
  checkFileLimit(sockets);
  const root = projectRoot();
  const artifacts = artifactsDir(root);
  const services = await startServices({ root, mode: 'test', log: () => undefined });
  const pool = new Pool({ connectionString: services.env.DATABASE_URL, max: 10 });
  const redis = new Redis(services.env.REDIS_URL);
  const fleets: SocketFleet[] = [];
  let children: Awaited<ReturnType<typeof startProcesses>>['children'] = [];
  try {
    await runMigrations(services.env.DATABASE_URL);
    const group = await seedChatGroup(services.env.DATABASE_URL, sockets);
    // Before any POST: the API creates the group's conversation with its first message.
    const authors = [group.senderId, ...group.readers.slice(0, 20).map((r) => r.userId)];
    const history = { ...(await seedHistory(pool, group.tenantId, authors, HISTORY, DEEP)), count: HISTORY, deep: DEEP };
    const processes = await startProcesses(root, services.env, values.profile ? artifacts : undefined);
    children = processes.children;
    reportEarlyExit(children, () => stopping);
    const { apiBases, floorBases } = processes;
    const senderCookie = await login(apiBases[0], group.senderMail);

    let sends = 0;
    const postToApi = async (content: string) => {
      const form = new FormData();
      form.append('content', content);
      const base = apiBases[sends++ % apiBases.length];
      const res = await fetch(`${base}/api/chat/private/p2g/${group.tenantId}/general`, {
        method: 'POST',
        headers: { cookie: senderCookie, origin: base },
        body: form,
      });
      if (res.status !== 201) throw new Error(`POST general answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const postToFloor = async (content: string) => {
      const res = await fetch(`${floorBases[sends++ % floorBases.length]}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tenantId: group.tenantId, content }),
      });
      if (res.status !== 201) throw new Error(`floor answered ${res.status}`);
      await res.arrayBuffer();
    };

    const cookies = group.readers.map((r) => r.cookie);
    const api = await SocketFleet.connect(apiBases, cookies);
    fleets.push(api);
    const floor = await SocketFleet.connect(floorBases, cookies);
    fleets.push(floor);
    // Probes straight into the group's room through the Redis emitter, as the notify worker emits.
    const emitter = new Emitter<ServerToClientEvents>(redis);
    const probe = { tenantId: group.tenantId, messageId: '', senderId: '', senderName: '', createdAt: '' };
    await api.ready(async () => void emitter.to(tenantRoom(group.tenantId)).emit('newGroupMessage', { ...probe, content: 'probe' }));
    await floor.ready(() => postToFloor('probe'));

    console.log(
      `bench:chat  ${fmt(sockets)} sockets of one group over 2 processes, ${rate} messages/s for ${values.seconds} s ` +
        `in each of ${rounds} rounds (${fmt(perRound * sockets)} receipts a round), node ${process.version}, ` +
        `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
    );
    // Warm both up (JIT, pools, plans) before anything counts.
    await floor.run('warm floor', rate * 2, rate, postToFloor);
    await api.run('warm api', rate * 2, rate, postToApi);

    const named = (names: string[]) => children.filter(([name]) => names.includes(name));
    // The database's backends carry its name in their process titles, Redis its address.
    const shared: [string, string][] = [
      ['postgres', new URL(services.env.DATABASE_URL).pathname.slice(1)],
      ['redis', `127.0.0.1:${new URL(services.env.REDIS_URL).port}`],
    ];
    const floorCpu = new CpuMeter(named(['floor1', 'floor2']), shared);
    const apiCpu = new CpuMeter(named(['api1', 'api2', 'workers']), shared);
    const floorRuns: Receipts[] = [];
    const apiRuns: Receipts[] = [];
    const clientDelay = monitorEventLoopDelay({ resolution: 5 });
    for (let round = 0; round < rounds; round++) {
      floorRuns.push(await floorCpu.measure(perRound, () => floor.run(`floor ${round}`, perRound, rate, postToFloor)));
      const profiling = values.profile && round === rounds - 1;
      if (profiling) signalProfiled(children);
      clientDelay.enable();
      apiRuns.push(await apiCpu.measure(perRound, () => api.run(`api ${round}`, perRound, rate, postToApi)));
      clientDelay.disable();
      if (profiling) signalProfiled(children);
    }
    printFanOut('floor (socket.io + Redis adapter)', floorRuns, floor);
    printFanOut('API (POST, outbox, notify worker)', apiRuns, api);
    printStages('floor', floorRuns);
    printStages('API', apiRuns);
    console.log(`  this process's event-loop delay during the API rounds: p99 ${(clientDelay.percentile(99) / 1e6).toFixed(1)} ms`);
    writeFileSync(path.join(artifacts, 'bench-chat-messages.json'), JSON.stringify(timeline(apiRuns)));
    console.log(`  CPU ms per message: floor: ${floorCpu.summary()}; API: ${apiCpu.summary()}`);
    for (const fleet of fleets) fleet.close();
    fleets.length = 0;

    await measureHistory({
      pool,
      apiBase: apiBases[0],
      tenantId: group.tenantId,
      reader: group.readers[0],
      history,
      clients: values.clients.split(',').map(Number),
      seconds: Number(values['history-seconds']),
      rounds,
    });
    if (values.profile) {
      const profiles = ['api1', 'api2', 'workers'].map((name): [string, string] => [
        path.join(artifacts, `bench-chat-${name}.cpuprofile`),
        `CPU profile of ${name} during the last API round`,
      ]);
      await printProfiles(profiles, 12);
    }
    // autocannon's last requests may still be in flight.
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    stopping = true;
    for (const fleet of fleets) fleet.close();
    for (const [, child] of children) await stopChild(child);
    redis.disconnect();
    await pool.end();
    await services.stop();
  }
}

function signalProfiled(children: [string, import('node:child_process').ChildProcess][]) {
  for (const [name, child] of children) if (!name.startsWith('floor')) child.kill('SIGWINCH');
}

/** Per message, from its send: the HTTP answer, `createdAt` (the API's storing transaction, the floor's emit), the first and the last socket. */
function printStages(label: string, runs: Receipts[]) {
  const s = stages(runs);
  const pair = ([p50, p95]: [number, number]) => `${p50.toFixed(1)} / ${p95.toFixed(1)} ms`;
  console.log(
    `  ${label} per message (p50 / p95): answered ${pair(s.answer)}, createdAt ${pair(s.stored)}, ` +
      `first socket ${pair(s.firstSocket)}, first to last socket ${pair(s.spread)}`,
  );
}

function printFanOut(label: string, runs: Receipts[], fleet: SocketFleet) {
  const latencies = runs.flatMap((r) => r.latencies);
  const [p50, p95, p99] = percentiles(latencies, [0.5, 0.95, 0.99]);
  const lost = runs.reduce((n, r) => n + r.lostAndDuplicated().lost, 0);
  const duplicated = runs.reduce((n, r) => n + r.lostAndDuplicated().duplicated, 0);
  console.log(
    `  fan-out ${label.padEnd(36)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
      `p99 ${p99.toFixed(1).padStart(6)} ms  (${fmt(latencies.length)} receipts, ${lost} lost, ${duplicated} twice, ` +
      `${fleet.connected()} of ${fleet.sockets.length} sockets connected)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
