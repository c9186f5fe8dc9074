// The processes bench:chat runs: two API processes and the workers behind one Redis (the product as
// deployed, scaled to two instances), and two bare socket.io floor servers on the same Redis.
import { ChildProcess, execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../api/scripts/services';
import { BENCH_JWT_SECRET, profiler, spawnApi, waitFor } from './bench-kit';

export interface BenchProcesses {
  apiBases: string[];
  floorBases: string[];
  /** Every child with its name, for reportEarlyExit and the CPU profile signals. */
  children: [string, ChildProcess][];
}

/**
 * `profileDir` loads the CPU profile preload into the APIs and the workers (SIGWINCH starts and stops it,
 * see cpu-profile.preload.ts); each writes `<profileDir>/bench-chat-<name>.cpuprofile`.
 */
export async function startProcesses(root: string, servicesEnv: Record<string, string>, profileDir?: string): Promise<BenchProcesses> {
  const preload = (name: string) => profiler(profileDir && path.join(profileDir, `bench-chat-${name}.cpuprofile`));
  const children: [string, ChildProcess][] = [];
  const apiBases: string[] = [];
  for (const name of ['api1', 'api2']) {
    const port = await freePort();
    children.push([name, spawnApi({ root, servicesEnv, port, ...preload(name) })]);
    apiBases.push(`http://127.0.0.1:${port}`);
  }
  // The workers as the APIs run (spawnApi's environment): the outbox relay and the notify queue's emitter.
  const workers = preload('workers');
  children.push([
    'workers',
    spawn(process.execPath, [...workers.nodeArgs, path.join(root, 'dist/workers/src/main.js')], {
      env: {
        ...process.env,
        ...servicesEnv,
        NODE_ENV: 'production',
        LOG_LEVEL: '',
        JWT_SECRET: BENCH_JWT_SECRET,
        LOG_JSON: 'true',
        ...workers.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  ]);
  const floorBases: string[] = [];
  for (const name of ['floor1', 'floor2']) {
    const port = await freePort();
    children.push([
      name,
      spawn(process.execPath, [path.join(__dirname, 'chat-floor-server.js')], {
        env: { ...process.env, REDIS_URL: servicesEnv.REDIS_URL, PORT: String(port), ROOM: 'tenant:floor' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    ]);
    floorBases.push(`http://127.0.0.1:${port}`);
  }
  await Promise.all(apiBases.map((base) => waitFor(`${base}/api/health/ready`)));
  // The floor answers 404 to GET; any HTTP answer means it listens.
  await Promise.all(floorBases.map((base) => waitForListening(base)));
  return { apiBases, floorBases, children };
}

async function waitForListening(base: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(base).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not listening: ${base}`);
}

/** Every socket is a file descriptor here and in a server: too low a limit fails mid-run with EMFILE. */
export function checkFileLimit(sockets: number): void {
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim());
  // Two fleets (API and floor) in this process, plus pools, Redis and the files Node keeps open.
  const needed = 2 * sockets + 200;
  if (Number.isFinite(limit) && limit < needed) {
    throw new Error(`open-file limit ${limit} is below the ${needed} this run needs: raise it (ulimit -n ${needed}) or pass --sockets`);
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); NaN elsewhere. */
export function cpuMs(pid: number | undefined): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** CPU of each process whose command line holds `pattern` (PostgreSQL names the database in each backend's title), by pid. */
function cpuOfMatching(pattern: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(pattern)) found.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every common build). */
const CLOCK_TICKS = 100;

/**
 * CPU used per message by each process during a set of runs: load-independent where latency is not (a
 * busy neighbour on the machine stretches latencies, not the work a message costs).
 */
export class CpuMeter {
  private readonly used = new Map<string, number>();
  private messages = 0;

  /** `services`: name and a text in the command line of the processes to sum (e.g. PostgreSQL's backends of one database). */
  constructor(
    private readonly processes: [string, ChildProcess | undefined][],
    private readonly services: [string, string][] = [],
  ) {}

  async measure<T>(messages: number, run: () => Promise<T>): Promise<T> {
    const before = this.snapshot();
    const result = await run();
    // A process that started meanwhile counts from zero; one that ended meanwhile is lost (its time is unknown).
    for (const [key, ms] of this.snapshot()) {
      const name = key.split('#')[0];
      this.used.set(name, (this.used.get(name) ?? 0) + ms - (before.get(key) ?? 0));
    }
    this.messages += messages;
    return result;
  }

  /** `name x.x ms` per message for each process. */
  summary(): string {
    return [...this.used].map(([name, ms]) => `${name} ${(ms / this.messages).toFixed(1)}`).join(', ');
  }

  private snapshot(): Map<string, number> {
    const own = process.cpuUsage();
    const map = new Map(this.processes.map(([name, child]) => [name, cpuMs(child?.pid)]));
    for (const [name, pattern] of this.services) {
      map.set(name, 0);
      for (const [pid, ms] of cpuOfMatching(pattern)) map.set(`${name}#${pid}`, ms);
    }
    map.set('bench client', (own.user + own.system) / 1000);
    return map;
  }
}
