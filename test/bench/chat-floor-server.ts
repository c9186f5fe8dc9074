// The fan-out floor for bench:chat: a bare node:http + socket.io server with the Redis adapter and nothing
// else (no framework, no database, no queue). A socket joins the tenant room at once; POST /send answers
// 201 and emits `newGroupMessage` to the room through the adapter, so the bench's two floor processes
// deliver it to all their sockets the way the two API processes do.
// Started by chat.bench.ts as its own process: PORT, REDIS_URL and ROOM come from the environment.
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Server } from 'socket.io';
import { ServerToClientEvents, SOCKET_PATH } from '#shared/socket-events';

/** Its own channel prefix: the APIs' adapter shares this Redis and must not see the floor's rooms. */
const FLOOR_ADAPTER_KEY = 'bench-floor';

const room = process.env.ROOM ?? '';
const pub = new Redis(process.env.REDIS_URL ?? '');
const sub = pub.duplicate();

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/send') {
    res.writeHead(404).end();
    return;
  }
  void readBody(req).then((body) => {
    const { content, tenantId } = JSON.parse(body) as { content: string; tenantId: string };
    const message = {
      tenantId,
      messageId: randomUUID(),
      senderId: randomUUID(),
      senderName: 'Bench Absender',
      content,
      createdAt: new Date().toISOString(),
    };
    io.to(room).emit('newGroupMessage', message);
    const json = JSON.stringify(message);
    res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }).end(json);
  });
});

const io = new Server<Record<string, never>, ServerToClientEvents>(server, {
  path: SOCKET_PATH,
  serveClient: false,
  adapter: createAdapter(pub, sub, { key: FLOOR_ADAPTER_KEY }),
});
io.on('connection', (socket) => void socket.join(room));

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  void io.close(() => {
    pub.disconnect();
    sub.disconnect();
    process.exit(0);
  });
});
