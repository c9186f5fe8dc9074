// The one socket.io gateway (ARCHITECTURE 7): authenticated by the access cookie at the handshake,
// each socket joins its user room and the rooms of the tenants it belongs to.
import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { ClientToServerEvents, ServerToClientEvents, SOCKET_PATH, tenantRoom, userRoom } from '#shared/socket-events';
import { IdentityRepository } from '../../core/identity/identity.repository';
import { ACCESS_COOKIE } from '../../core/identity/session-cookies';
import { sessionRoom } from '../../core/identity/session-room';
import { SessionRepository } from '../../core/identity/session.repository';
import { PacketBudget, SOCKET_MAX_PACKET_BYTES } from './socket-flood-guard';

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

// maxHttpBufferSize: clients send nothing the server needs, so a large packet is refused before it is parsed.
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false, maxHttpBufferSize: SOCKET_MAX_PACKET_BYTES })
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server: Server<ClientToServerEvents, ServerToClientEvents>;

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionRepository,
    private readonly memberships: IdentityRepository,
  ) {}

  async handleConnection(socket: Socket) {
    this.guard(socket);
    try {
      const token = readCookie(socket.handshake.headers.cookie, ACCESS_COOKIE);
      const payload = token ? await this.jwt.verifyAsync<{ sub: string; sid: string }>(token) : null;
      if (!payload?.sid || !payload.sub) {
        socket.disconnect(true);
        return;
      }
      // Join the session's room before checking that the session is alive: a logout that lands between
      // the two either fails the check or finds the socket in the room, never neither.
      await socket.join(sessionRoom(payload.sid));
      if (!(await this.sessions.findLive(payload.sid, payload.sub))) {
        socket.disconnect(true);
        return;
      }
      const tenantIds = await this.memberships.tenantIdsOf(payload.sub);
      socket.data.userId = payload.sub;
      await socket.join([userRoom(payload.sub), ...tenantIds.map(tenantRoom)]);
    } catch (err) {
      this.logger.debug(`socket refused: ${(err as Error).message}`);
      socket.disconnect(true);
    }
  }

  /**
   * Whatever a client sends is ignored (no client events exist); a socket over its packet budget is closed.
   * An error on one socket (a malformed packet, a failed handler) is logged and never reaches the process.
   */
  private guard(socket: Socket) {
    const budget = new PacketBudget();
    socket.use((_packet, next) => {
      if (budget.take()) return next();
      this.logger.warn({ msg: 'socket closed: packet flood', userId: socket.data.userId });
      socket.disconnect(true);
    });
    socket.on('error', (err) => this.logger.debug(`socket error: ${err.message}`));
  }
}
