// The history side of bench:chat: 100,000 messages in one statement, and the floor for reading a page of
// them: a bare `pg` pool sending what any program needs for the same page, each statement in its best
// form: the session check, the membership check, the cursor's position (deep page only), the page as a
// keyset range on idx_chat_message_conversation_created, and the read mark (an upsert that changes nothing
// while no new message arrived, as in the API). No ORM, no transaction, no framework.
import { Pool } from 'pg';
import type { ChatHistoryPage } from '#shared/chat';
import { alternatingRounds, autocannon, closedLoop, floorVsApi, fmt, load, LoadResult } from './bench-kit';

const PAGE_SIZE = 50;
const SESSION_SQL = `SELECT u.mail, u.permission_level FROM auth_session s JOIN user_account u ON u.id = s.user_id
  WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`;
const MEMBERSHIP_SQL = `SELECT m.level, m.joined_at, t.type, t.integrations FROM membership m JOIN tenant t ON t.id = m.tenant_id
  WHERE m.tenant_id = $1 AND m.user_id = $2`;
const COLUMNS = `m.id, m.sender_id, m.content, m.files_tenant_id, m.file_count, m.removed, m.created_at, m.updated_at, u.first_name, u.last_name`;
const NEWEST_SQL = `SELECT ${COLUMNS} FROM chat_message m LEFT JOIN user_account u ON u.id = m.sender_id
  WHERE m.conversation_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT $2`;
const CURSOR_SQL = `SELECT created_at, id FROM chat_message WHERE id = $1 AND conversation_id = $2`;
const OLDER_SQL = `SELECT ${COLUMNS} FROM chat_message m LEFT JOIN user_account u ON u.id = m.sender_id
  WHERE m.conversation_id = $1 AND (m.created_at, m.id) < ($2, $3) ORDER BY m.created_at DESC, m.id DESC LIMIT $4`;
const MARK_READ_SQL = `INSERT INTO chat_read_state (user_id, conversation_id, last_read_message_id, last_read_at)
  SELECT $1, conversation_id, id, created_at FROM chat_message WHERE conversation_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1
  ON CONFLICT (user_id, conversation_id) DO UPDATE SET last_read_message_id = EXCLUDED.last_read_message_id,
    last_read_at = EXCLUDED.last_read_at, updated_at = now()
  WHERE (chat_read_state.last_read_at, chat_read_state.last_read_message_id) < (EXCLUDED.last_read_at, EXCLUDED.last_read_message_id)`;

/**
 * `count` messages in the tenant's general chat, one a minute back from an hour ago, every fifth by the
 * sender and the rest by readers; returns the conversation and the id `deep` messages below the newest.
 */
export async function seedHistory(
  pool: Pool,
  tenantId: string,
  authors: string[],
  count: number,
  deep: number,
): Promise<{ conversationId: string; deepId: string }> {
  const [conversation] = (await pool.query(`INSERT INTO chat_conversation (kind, tenant_id) VALUES ('GROUP', $1) RETURNING id`, [tenantId]))
    .rows;
  await pool.query(
    `INSERT INTO chat_message (conversation_id, sender_id, content, created_at, updated_at)
     SELECT $1, ($2::uuid[])[1 + i % array_length($2::uuid[], 1)],
            'Nachricht ' || i || ': Wer bringt morgen die Plakate für den Projekttag mit? Bitte kurz Bescheid geben.',
            now() - interval '1 hour' - ($3 - i) * interval '1 minute', now() - interval '1 hour' - ($3 - i) * interval '1 minute'
       FROM generate_series(1, $3) AS i`,
    [conversation.id, authors, count],
  );
  await pool.query(`UPDATE chat_conversation SET last_message_at = now() - interval '1 hour' WHERE id = $1`, [conversation.id]);
  await pool.query('ANALYZE chat_message');
  const [row] = (
    await pool.query(`SELECT id FROM chat_message WHERE conversation_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`, [
      conversation.id,
      deep,
    ])
  ).rows;
  return { conversationId: conversation.id, deepId: row.id };
}

export interface HistoryRequest {
  sessionId: string;
  userId: string;
  tenantId: string;
  conversationId: string;
  before: string | null;
  pageSize: number;
}

/** One page as the floor reads it: the statements in order, as a request handler would send them. */
export async function floorPage(pool: Pool, r: HistoryRequest): Promise<string[]> {
  const session = await pool.query({ name: 'session', text: SESSION_SQL, values: [r.sessionId, r.userId] });
  const membership = await pool.query({ name: 'membership', text: MEMBERSHIP_SQL, values: [r.tenantId, r.userId] });
  if (!session.rowCount || !membership.rowCount) throw new Error('floor: session or membership missing');
  let page;
  if (r.before) {
    const [cursor] = (await pool.query({ name: 'cursor', text: CURSOR_SQL, values: [r.before, r.conversationId] })).rows;
    page = await pool.query({ name: 'older', text: OLDER_SQL, values: [r.conversationId, cursor.created_at, cursor.id, r.pageSize + 1] });
  } else {
    page = await pool.query({ name: 'newest', text: NEWEST_SQL, values: [r.conversationId, r.pageSize + 1] });
  }
  await pool.query({ name: 'mark_read', text: MARK_READ_SQL, values: [r.userId, r.conversationId] });
  return page.rows.slice(0, r.pageSize).map((m: { id: string }) => m.id);
}

/** `clients` loops of floorPage for `seconds`. */
export function floorHistoryLoad(pool: Pool, r: HistoryRequest, clients: number, seconds: number): Promise<LoadResult> {
  return closedLoop(clients, seconds, () => floorPage(pool, r));
}

/**
 * The newest page and the page below `deepId`: the API (autocannon, one reader's cookie) against the
 * floor, in alternating rounds at each client count, after checking both answer the same ids.
 */
export async function measureHistory(opts: {
  pool: Pool;
  apiBase: string;
  tenantId: string;
  reader: { userId: string; sessionId: string; cookie: string };
  history: { conversationId: string; deepId: string; count: number; deep: number };
  clients: number[];
  seconds: number;
  rounds: number;
}): Promise<void> {
  const { pool, apiBase, tenantId, reader, history } = opts;
  const headers = { cookie: reader.cookie };
  console.log(
    `history  GET /api/chat/private/p2g/{tenantId}/general?pageSize=${PAGE_SIZE}, ${fmt(history.count)} messages, ` +
      `${opts.seconds} s each in ${opts.rounds} rounds`,
  );
  for (const [label, before] of [
    ['newest page', null],
    [`below the ${fmt(history.deep)}th`, history.deepId],
  ] as const) {
    const url = `${apiBase}/api/chat/private/p2g/${tenantId}/general?pageSize=${PAGE_SIZE}${before ? `&before=${before}` : ''}`;
    const request: HistoryRequest = { ...reader, tenantId, conversationId: history.conversationId, before, pageSize: PAGE_SIZE };
    await checkSameAnswer(url, reader.cookie, pool, request);
    await floorHistoryLoad(pool, request, 2, 2);
    await autocannon({ url, connections: 2, duration: 2, headers });
    for (const clients of opts.clients) {
      const { floor: f, product: p } = await alternatingRounds(
        opts.rounds,
        () => floorHistoryLoad(pool, request, clients, opts.seconds / opts.rounds),
        () => load(url, clients, opts.seconds / opts.rounds, headers),
      );
      console.log(`  ${label.padEnd(18)} ${String(clients).padStart(3)} clients  ${floorVsApi(f, p, 'pages/s')}`);
    }
  }
}

/** API and floor must list the same messages, or the comparison means nothing. */
async function checkSameAnswer(url: string, cookie: string, pool: Pool, request: HistoryRequest) {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const page = (await res.json()) as ChatHistoryPage;
  const apiIds = JSON.stringify(page.items.map((m) => m._id));
  const floorIds = JSON.stringify(await floorPage(pool, request));
  if (apiIds !== floorIds || page.items.length !== PAGE_SIZE) throw new Error(`floor and API disagree:\n${floorIds}\n${apiIds}`);
}
