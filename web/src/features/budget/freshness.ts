// When are a budget's statistics stale? The stats worker recomputes a tenant-year about 2 s after the last
// change (issue 17 §2), so right after a change the stored figures are older than the data. The overview polls
// while they are: until `computedAt` is past the newest change the app knows of, for at most POLL_WINDOW_MS
// (a stopped worker must not make a tab poll forever).

/** How long after a change the overview keeps polling for fresh statistics. */
export const POLL_WINDOW_MS = 30_000;

interface Change {
  /** The server's time of the change (the answer's updatedAt) when it sent one; deletions send none. */
  serverAt: string | null;
  /** The browser's time of the change. */
  clientAt: number;
}

// Module state on purpose: the change happens on the positions tab, the overview (another tab, unmounted
// meanwhile) reads it when it opens. One entry per budget, a handful per session.
const changes = new Map<string, Change>();

export function noteChange(budgetId: string, serverAt: string | null = null, clientAt: number = Date.now()): void {
  changes.set(budgetId, { serverAt, clientAt });
}

export function forgetChanges(): void {
  changes.clear();
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Whether the overview should poll: the statistics were computed before the newest known change (the detail's
 * newest `updatedAt`, or a change this browser made), and that change is recent.
 */
export function statisticsStale(
  budgetId: string,
  computedAt: string | null | undefined,
  newestUpdate: string | null | undefined,
  now: number = Date.now(),
): boolean {
  const computed = time(computedAt);
  const own = changes.get(budgetId);
  const candidates: { at: number; seenAt: number }[] = [];
  const newest = time(newestUpdate);
  if (!Number.isNaN(newest)) candidates.push({ at: newest, seenAt: newest });
  if (own) {
    // A deletion has no server time: the browser's clock stands in (the window caps a clock that runs ahead).
    const at = own.serverAt ? time(own.serverAt) : own.clientAt;
    candidates.push({ at, seenAt: own.clientAt });
  }
  return candidates.some(({ at, seenAt }) => (Number.isNaN(computed) || computed < at) && now - Math.min(seenAt, now) < POLL_WINDOW_MS);
}

/** The newest `updatedAt` among a budget and its positions. */
export function newestUpdate(items: readonly { updatedAt: string }[]): string | null {
  let best: string | null = null;
  for (const item of items) if (!best || Date.parse(item.updatedAt) > Date.parse(best)) best = item.updatedAt;
  return best;
}
