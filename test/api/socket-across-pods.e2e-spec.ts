// socket.io across API pods (issue 27 §1): a message posted through one API process reaches a socket held by
// another API process (a second pod, started as the image starts it), through the Redis adapter. The web
// client uses the websocket transport only, so the ingress needs no cookie affinity.
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';
import { RealtimeGateway } from '#api/infrastructure/realtime/realtime.gateway';
import { SOCKET_PATH, userRoom } from '#shared/socket-events';
import { freePort } from '../../api/scripts/services';
import { chatGroup } from '../helpers/chat';
import { PASSWORD } from '../helpers/factories';
import { ClientSocket, nextEvent } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const root = path.resolve(__dirname, '../..');

describe('sockets across API pods', () => {
  const t = useTestApp();
  let secondPod: ChildProcess;
  let secondBase: string;
  let socket: ClientSocket | undefined;

  beforeAll(async () => {
    const port = await freePort();
    secondBase = `http://127.0.0.1:${port}`;
    secondPod = spawn(process.execPath, [path.join(root, 'dist/api/src/main.js')], {
      env: { ...process.env, PORT: String(port), PUBLIC_URL: secondBase },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i++) {
      if (
        await fetch(`${secondBase}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (i > 240) throw new Error('the second API process did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  afterAll(() => {
    socket?.disconnect();
    secondPod?.kill('SIGKILL');
  });

  it('delivers a group message posted on one pod to a socket on the other', async () => {
    const g = await chatGroup(t);
    const login = await t.client().post('/api/auth/public/login').send({ mail: g.other.user.mail, password: PASSWORD });
    const cookie = ((login.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
    socket = io(secondBase, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    // The first pod sees the second pod's socket in the user's room only through the Redis adapter.
    const server = t.app.get(RealtimeGateway).server;
    for (let i = 0; !(await server.in(userRoom(g.other.user._id)).fetchSockets()).some((s) => s.id === socket!.id); i++) {
      if (i > 200) throw new Error('the socket on the second pod never joined its rooms');
      await new Promise((r) => setTimeout(r, 50));
    }

    const push = nextEvent(socket, 'newGroupMessage', (p) => p.tenantId === g.tenant._id);
    const sent = await g.member.client.post(g.url).send({ content: 'Über zwei Pods' });
    expect(sent.status).toBe(201);
    expect(await push).toMatchObject({ messageId: sent.body._id, content: 'Über zwei Pods' });
  });
});
