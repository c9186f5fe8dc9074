import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | ((call: Call) => { status: number; body?: unknown });

/**
 * Replaces fetch with canned answers keyed by 'METHOD /api/path'. Unknown requests answer 404.
 * Returns the recorded calls for assertions.
 */
export function mockApi(replies: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(replies).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = { method: request.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const queue = queues.get(`${call.method} ${url.pathname}`);
    const reply = queue && (queue.length > 1 ? queue.shift()! : queue[0]);
    const answer =
      typeof reply === 'function'
        ? reply(call)
        : (reply ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
