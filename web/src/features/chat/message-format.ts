import type { ChatHistoryPage, ChatMessage } from '#shared/chat';
import { dayjs, formatDate, TIME_ZONE } from '../../lib/dates';
import { CHAT_TEXT } from './text';

// Pure rules of how messages are shown: links in plain text, day separators, order.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Web addresses in a message: with a scheme (http, https) or starting with 'www.'. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"»«]$/;

/** Punctuation that ends a sentence is not part of the address ('Siehe https://x.de.'); balanced ')' is. */
function trimTrailing(candidate: string): string {
  let url = candidate;
  while (url.length > 0) {
    const opens = url.split('(').length - 1;
    const closes = url.split(')').length - 1;
    if (TRAILING.test(url) || (url.endsWith(')') && closes > opens)) url = url.slice(0, -1);
    else break;
  }
  return url;
}

/** Only http(s) becomes a link: 'javascript:' and friends stay text. */
function hrefOf(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and links. The screen renders the parts as React text and anchors, so nothing
 * a message contains is ever interpreted as HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimTrailing(match[0]);
    const href = url ? hrefOf(url) : null;
    if (!href) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const dayKey = (value: string | Date) => formatDate(value, 'YYYY-MM-DD');

/** 'Heute', 'Gestern' or 'Montag, 23. November 2026' (Berlin days). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now)) return CHAT_TEXT.today;
  if (key === dayjs(now).tz(TIME_ZONE).subtract(1, 'day').format('YYYY-MM-DD')) return CHAT_TEXT.yesterday;
  return formatDate(iso, 'dddd, D. MMMM YYYY');
}

/** '14:05' in Berlin time. */
export const timeOf = (iso: string) => formatDate(iso, 'HH:mm');

export type TimelineItem = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: ChatMessage };

/** Messages oldest first, with a separator before the first message of each day. */
export function timeline(messages: readonly ChatMessage[], now: Date = new Date()): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previousDay: string | null = null;
  for (const message of messages) {
    const day = dayKey(message.createdAt);
    if (day !== previousDay) items.push({ kind: 'day', key: `day-${day}`, label: dayLabel(message.createdAt, now) });
    previousDay = day;
    items.push({ kind: 'message', key: message._id, message });
  }
  return items;
}

/** The loaded pages (each newest first, newest page first) as one list, oldest first, each message once. */
export function oldestFirst(pages: readonly ChatHistoryPage[] | undefined): ChatMessage[] {
  const seen = new Set<string>();
  const messages: ChatMessage[] = [];
  for (const page of pages ?? []) {
    for (const message of page.items) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      messages.push(message);
    }
  }
  return messages.reverse();
}

/**
 * Where 'Neue Nachrichten' goes: the oldest of the `unread` newest messages of others in the newest page
 * (newest first), or null when nothing was unread. Own messages are never unread.
 */
export function firstUnreadId(newestFirst: readonly ChatMessage[], unread: number, meId: string | undefined): string | null {
  let found: string | null = null;
  let counted = 0;
  for (const message of newestFirst) {
    if (counted >= unread) break;
    if (message.sender._id === meId) continue;
    found = message._id;
    counted++;
  }
  return found;
}
