import type { ChatHistoryPage, ChatMessage } from '#shared/chat';
import { dayLabel, firstUnreadId, linkify, oldestFirst, timeline } from './message-format';

const message = (id: string, createdAt: string): ChatMessage => ({
  _id: id,
  conversationId: 'c1',
  tenantId: 't1',
  sender: { _id: 'u1', name: 'Lea Schmidt' },
  content: id,
  files: [],
  removed: false,
  mayDelete: false,
  createdAt,
  updatedAt: createdAt,
});

describe('linkify', () => {
  it('makes http(s) and www addresses links and leaves the sentence around them as text', () => {
    expect(linkify('Siehe https://plenum.de/a?b=1. Und www.sv.de!')).toEqual([
      { kind: 'text', text: 'Siehe ' },
      { kind: 'link', text: 'https://plenum.de/a?b=1', href: 'https://plenum.de/a?b=1' },
      { kind: 'text', text: '. Und ' },
      { kind: 'link', text: 'www.sv.de', href: 'https://www.sv.de/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps balanced brackets in an address and drops a closing one around it', () => {
    expect(linkify('(https://de.wikipedia.org/wiki/Foo_(Bar))').map((p) => p.text)).toEqual([
      '(',
      'https://de.wikipedia.org/wiki/Foo_(Bar)',
      ')',
    ]);
  });

  it('never turns markup or other schemes into anything but text', () => {
    const text = '<img src=x onerror=alert(1)> javascript:alert(1) <a href="https://x.de">x</a>';
    const parts = linkify(text);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://x.de']);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });
});

describe('day separators', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('names today, yesterday and older days in Berlin time', () => {
    expect(dayLabel('2026-11-27T08:00:00Z', now)).toBe('Heute');
    // 23:30 UTC on the 26th is already the 27th in Berlin.
    expect(dayLabel('2026-11-26T23:30:00Z', now)).toBe('Heute');
    expect(dayLabel('2026-11-26T12:00:00Z', now)).toBe('Gestern');
    expect(dayLabel('2026-11-23T12:00:00Z', now)).toBe('Montag, 23. November 2026');
  });

  it('puts one separator before the first message of each day', () => {
    const items = timeline(
      [message('a', '2026-11-26T09:00:00Z'), message('b', '2026-11-26T10:00:00Z'), message('c', '2026-11-27T09:00:00Z')],
      now,
    );
    expect(items.map((item) => (item.kind === 'day' ? item.label : item.key))).toEqual(['Gestern', 'a', 'b', 'Heute', 'c']);
  });
});

describe('oldestFirst', () => {
  it('turns newest-first pages into one list, oldest first, each message once', () => {
    const page = (ids: string[]): ChatHistoryPage => ({
      items: ids.map((id) => message(id, '2026-11-27T09:00:00Z')),
      pageSize: 2,
      nextBefore: null,
      hasMore: false,
    });
    expect(oldestFirst([page(['d', 'c']), page(['c', 'b']), page(['a'])]).map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(oldestFirst(undefined)).toEqual([]);
  });
});

describe('firstUnreadId', () => {
  const from = (id: string, senderId: string): ChatMessage => ({
    ...message(id, '2026-11-27T09:00:00Z'),
    sender: { _id: senderId, name: senderId },
  });
  // Newest first, as a page comes: the reader 'me' wrote 'e' after the others' 'd', 'c'.
  const page = [from('e', 'me'), from('d', 'u2'), from('c', 'u2'), from('b', 'u3'), from('a', 'u2')];

  it("marks the oldest of the unread messages of others, skipping the reader's own", () => {
    expect(firstUnreadId(page, 2, 'me')).toBe('c');
    expect(firstUnreadId(page, 3, 'me')).toBe('b');
  });

  it('marks nothing when nothing was unread, and the oldest loaded message when more were', () => {
    expect(firstUnreadId(page, 0, 'me')).toBeNull();
    expect(firstUnreadId(page, 50, 'me')).toBe('a');
  });
});
