// The floor for bench:api: a bare node:http + pg program that answers the product's
// GET /api/tenant/tenant/{tenantId}/notification with the same checks and the same data, and nothing else
// (no framework, no ORM). Four statements per request: session, membership with its tenant, the page with
// the reader's seen flag, and one count that yields both the total and the unseen count.
// Started by api.bench.ts as its own process: DATABASE_URL, JWT_SECRET and PORT come from the environment.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { Pool } from 'pg';
import { deriveKey } from '#api/infrastructure/crypto/keys';

const ROUTE = /^\/api\/tenant\/tenant\/([0-9a-f-]{36})\/notification(?:\?.*)?$/;
const PAGE_SIZE = 50;
const SEEN = `(COALESCE(n.created_at <= m.joined_at, false) OR s.id IS NOT NULL)`;

const SESSION_SQL = `SELECT u.permission_level FROM auth_session s JOIN user_account u ON u.id = s.user_id
  WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`;
const MEMBERSHIP_SQL = `SELECT m.level, t.type, t.name FROM membership m JOIN tenant t ON t.id = m.tenant_id
  WHERE m.tenant_id = $1 AND m.user_id = $2`;
const PAGE_SQL = `SELECT n.id, n.tenant_id, n.author_id, n.content, n.type, n.created_at, n.updated_at, ${SEEN} AS seen,
    a.first_name, a.last_name
  FROM group_notification n
  LEFT JOIN membership m ON m.tenant_id = n.tenant_id AND m.user_id = $2
  LEFT JOIN notification_seen s ON s.notification_id = n.id AND s.user_id = $2
  LEFT JOIN user_account a ON a.id = n.author_id
  WHERE n.tenant_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT $3 OFFSET 0`;
const COUNT_SQL = `SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT ${SEEN}))::int AS unseen
  FROM group_notification n
  LEFT JOIN membership m ON m.tenant_id = n.tenant_id AND m.user_id = $2
  LEFT JOIN notification_seen s ON s.notification_id = n.id AND s.user_id = $2
  WHERE n.tenant_id = $1`;

// The product signs access tokens with the key HKDF derives for that purpose; derived once, as the product does.
const secret = deriveKey(process.env.JWT_SECRET ?? '', 'access-token');
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** HS256 check of the access token cookie; returns its payload or null. */
function verify(token: string): { sub: string; sid: string } | null {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sub: string; sid: string; exp?: number };
  if (payload.exp && payload.exp * 1000 < Date.now()) return null;
  return payload;
}

function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const match = req.method === 'GET' ? ROUTE.exec(req.url ?? '') : null;
  if (!match) return send(res, 404, { message: 'Nicht gefunden' });
  const tenantId = match[1];
  const token = cookie(req.headers.cookie, 'access_token');
  const claims = token ? verify(token) : null;
  if (!claims) return send(res, 401, { message: 'Nicht angemeldet' });
  const session = await pool.query(SESSION_SQL, [claims.sid, claims.sub]);
  if (!session.rowCount) return send(res, 401, { message: 'Nicht angemeldet' });
  const membership = await pool.query(MEMBERSHIP_SQL, [tenantId, claims.sub]);
  if (!membership.rowCount) return send(res, 404, { message: 'Nicht gefunden' });
  const tenantName = membership.rows[0].name as string;
  const [page, counts] = await Promise.all([
    pool.query(PAGE_SQL, [tenantId, claims.sub, PAGE_SIZE]),
    pool.query(COUNT_SQL, [tenantId, claims.sub]),
  ]);
  const items = page.rows.map((r) => ({
    _id: r.id,
    tenantId: r.tenant_id,
    tenant: { _id: r.tenant_id, name: tenantName, title: tenantName },
    content: r.content,
    type: r.type,
    seen: r.seen,
    author: r.author_id ? { _id: r.author_id, contact: { first_name: r.first_name, last_name: r.last_name } } : null,
    creationDate: r.created_at.toISOString(),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
  send(res, 200, { items, total: counts.rows[0].total, page: 1, pageSize: PAGE_SIZE, unseenCount: counts.rows[0].unseen });
}

pool.on('error', (err) => console.error(`floor: idle client error: ${err.message}`));
const server = http.createServer((req, res) => {
  handle(req, res).catch((err: Error) => {
    console.error(`floor: ${err.message}`);
    if (!res.headersSent) send(res, 500, { message: err.message });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
