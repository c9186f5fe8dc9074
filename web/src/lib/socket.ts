import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '#shared/socket-events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// SPEC 9: reconnect forever, 1 s growing to 5 s, jitter 0.5, connection timeout 20 s. The cookie
// authenticates the handshake, so credentials must travel with it.
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: SOCKET_PATH,
  transports: ['websocket'],
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
};

/** Loaded on demand: the login screen does not need the socket client in its bundle. */
export async function createSocket(): Promise<AppSocket> {
  const { io } = await import('socket.io-client');
  return io(SOCKET_OPTIONS) as AppSocket;
}
