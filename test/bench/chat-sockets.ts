// The socket side of bench:chat: a fleet of socket.io clients spread over several servers, the clock
// that pairs each sent message with its receipt on every socket, and a sender at a steady rate.
// Send and receipt are both stamped in this process (performance.now), so no clocks need to agree.
import { performance } from 'node:perf_hooks';
import { io, Socket } from 'socket.io-client';
import { ServerToClientEvents, SOCKET_PATH } from '#shared/socket-events';

type ClientSocket = Socket<ServerToClientEvents, Record<string, never>>;

/** Where one message's time went: stamps in this process's clocks and the API's `createdAt`. */
interface MessageTimes {
  sentAt: number;
  sentWall: number;
  answeredAt?: number;
  createdAt?: number;
  firstAt?: number;
  lastAt?: number;
  receipts: number;
}

/** Latencies of one run: every receipt of every message on every socket. */
export class Receipts {
  readonly messages = new Map<string, MessageTimes>();
  readonly latencies: number[] = [];
  private waiter?: () => void;
  private expected = Infinity;

  constructor(private readonly sockets: number) {}

  sent(content: string) {
    this.messages.set(content, { sentAt: performance.now(), sentWall: Date.now(), receipts: 0 });
  }

  /** The send's HTTP answer arrived. */
  answered(content: string) {
    this.messages.get(content)!.answeredAt = performance.now();
  }

  received(content: string, createdAt: string, at: number) {
    const m = this.messages.get(content);
    if (!m) return; // a probe or another run's message
    this.latencies.push(at - m.sentAt);
    m.receipts++;
    m.firstAt ??= at;
    m.lastAt = at;
    m.createdAt ??= Date.parse(createdAt);
    if (this.latencies.length >= this.expected) this.waiter?.();
  }

  /** Resolves once every sent message reached every socket, or after `timeoutMs`. */
  complete(timeoutMs: number): Promise<void> {
    this.expected = this.messages.size * this.sockets;
    if (this.latencies.length >= this.expected) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiter = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Receipts that never came (a socket that missed a message) and extra ones (a message delivered twice). */
  lostAndDuplicated(): { lost: number; duplicated: number } {
    let lost = 0;
    let duplicated = 0;
    for (const { receipts } of this.messages.values()) {
      lost += Math.max(0, this.sockets - receipts);
      duplicated += Math.max(0, receipts - this.sockets);
    }
    return { lost, duplicated };
  }
}

export class SocketFleet {
  private receipts?: Receipts;
  private probes = new Set<number>();

  private constructor(readonly sockets: ClientSocket[]) {
    sockets.forEach((socket, i) =>
      socket.on('newGroupMessage', (m) => {
        const at = performance.now();
        if (m.content.startsWith('probe')) this.probes.add(i);
        else this.receipts?.received(m.content, m.createdAt, at);
      }),
    );
  }

  /** One socket per cookie, round-robin over `bases`, `concurrency` handshakes at a time. */
  static async connect(bases: string[], cookies: string[], concurrency = 50): Promise<SocketFleet> {
    const sockets: ClientSocket[] = new Array(cookies.length);
    let next = 0;
    const connectOne = async () => {
      while (next < cookies.length) {
        const i = next++;
        sockets[i] = io(bases[i % bases.length], {
          path: SOCKET_PATH,
          transports: ['websocket'],
          extraHeaders: { cookie: cookies[i] },
          forceNew: true,
          reconnection: false,
        });
        await new Promise<void>((resolve, reject) => {
          sockets[i].once('connect', () => resolve());
          sockets[i].once('connect_error', reject);
          sockets[i].once('disconnect', (reason) => reject(new Error(`socket ${i} disconnected: ${reason}`)));
        });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, connectOne));
    return new SocketFleet(sockets);
  }

  /**
   * The server joins rooms after the client sees `connect`: `probe` emits a message whose content starts
   * with 'probe' until every socket got one, so no run starts while some sockets are not in the room yet.
   */
  async ready(probe: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
    const until = performance.now() + timeoutMs;
    while (this.probes.size < this.sockets.length) {
      if (performance.now() > until) throw new Error(`only ${this.probes.size} of ${this.sockets.length} sockets joined the room`);
      await probe();
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** The sockets still connected (a server that drops sockets makes the figures worthless). */
  connected(): number {
    return this.sockets.filter((s) => s.connected).length;
  }

  /**
   * `count` messages, one every 1000/`rate` ms whatever the answers take, each through `send`; then waits
   * until all arrived everywhere (at most `drainMs`). Send failures stop the run.
   */
  async run(label: string, count: number, rate: number, send: (content: string) => Promise<unknown>, drainMs = 15_000): Promise<Receipts> {
    const receipts = new Receipts(this.sockets.length);
    this.receipts = receipts;
    const start = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < count; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const content = `${label} ${i}: Die nächste Sitzung ist am Donnerstag um 13:30 Uhr in Raum 204.`;
      receipts.sent(content);
      pending.push(send(content).then(() => receipts.answered(content)));
    }
    await Promise.all(pending);
    await receipts.complete(drainMs);
    this.receipts = undefined;
    return receipts;
  }

  close() {
    for (const socket of this.sockets) socket?.disconnect();
  }
}

/** Nearest-rank percentiles of unsorted samples. */
export function percentiles(samples: number[], qs: number[]): number[] {
  const sorted = Float64Array.from(samples).sort();
  return qs.map((q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN);
}

/**
 * Where a message's time goes, as p50/p95 over the messages of `runs`: the send's HTTP answer, the API's
 * `createdAt` (the storing transaction's start, wall clock), the first socket's receipt, and the spread
 * from the first socket to the last.
 */
export function stages(runs: Receipts[]): Record<'answer' | 'stored' | 'firstSocket' | 'spread', [number, number]> {
  const all = runs.flatMap((r) => [...r.messages.values()]);
  const pick = (f: (m: MessageTimes) => number | undefined) => {
    const xs = all.map(f).filter((x): x is number => x !== undefined && Number.isFinite(x));
    return percentiles(xs, [0.5, 0.95]) as [number, number];
  };
  return {
    answer: pick((m) => (m.answeredAt === undefined ? undefined : m.answeredAt - m.sentAt)),
    stored: pick((m) => (m.createdAt === undefined ? undefined : m.createdAt - m.sentWall)),
    firstSocket: pick((m) => (m.firstAt === undefined ? undefined : m.firstAt - m.sentAt)),
    spread: pick((m) => (m.firstAt === undefined ? undefined : m.lastAt! - m.firstAt)),
  };
}

/** Each message's stamps (ms, relative to the first send), kept as an artifact for looking at stalls over time. */
export function timeline(runs: Receipts[]) {
  const all = runs.flatMap((r) => [...r.messages.values()]);
  const t0 = Math.min(...all.map((m) => m.sentAt));
  return all.map((m) => ({
    sent: m.sentAt - t0,
    stored: m.createdAt === undefined ? null : m.createdAt - m.sentWall,
    answered: m.answeredAt === undefined ? null : m.answeredAt - m.sentAt,
    first: m.firstAt === undefined ? null : m.firstAt - m.sentAt,
    last: m.lastAt === undefined ? null : m.lastAt - m.sentAt,
  }));
}
