import { forgetChanges, newestUpdate, noteChange, POLL_WINDOW_MS, statisticsStale } from './freshness';

const at = (iso: string) => Date.parse(iso);

describe('statistics freshness (the overview polls while the worker has not caught up)', () => {
  beforeEach(() => forgetChanges());

  it('is stale while computedAt is before the newest update, and only within the window', () => {
    const now = at('2026-11-27T10:00:05Z');
    expect(statisticsStale('b', '2026-11-27T10:00:00Z', '2026-11-27T10:00:03Z', now)).toBe(true);
    expect(statisticsStale('b', '2026-11-27T10:00:04Z', '2026-11-27T10:00:03Z', now)).toBe(false);
    expect(statisticsStale('b', null, '2026-11-27T10:00:03Z', now)).toBe(true);
    expect(statisticsStale('b', '2026-11-27T09:00:00Z', '2026-11-27T10:00:03Z', now + POLL_WINDOW_MS)).toBe(false);
    expect(statisticsStale('b', null, null, now)).toBe(false);
  });

  it("follows this browser's own changes: the answer's server time, or the clock for a deletion", () => {
    const now = at('2026-11-27T10:00:05Z');
    noteChange('b', '2026-11-27T10:00:04Z', now - 1000);
    expect(statisticsStale('b', '2026-11-27T10:00:03Z', '2026-11-27T09:00:00Z', now)).toBe(true);
    expect(statisticsStale('b', '2026-11-27T10:00:06Z', '2026-11-27T09:00:00Z', now)).toBe(false);
    expect(statisticsStale('other', '2026-11-27T10:00:03Z', '2026-11-27T09:00:00Z', now)).toBe(false);
    noteChange('b', null, now - 1000);
    expect(statisticsStale('b', '2026-11-27T10:00:03Z', null, now)).toBe(true);
    expect(statisticsStale('b', '2026-11-27T10:00:05Z', null, now)).toBe(false);
  });

  it('finds the newest updatedAt', () => {
    expect(
      newestUpdate([{ updatedAt: '2026-01-01T00:00:00Z' }, { updatedAt: '2026-03-01T00:00:00Z' }, { updatedAt: '2026-02-01T00:00:00Z' }]),
    ).toBe('2026-03-01T00:00:00Z');
    expect(newestUpdate([])).toBeNull();
  });
});
