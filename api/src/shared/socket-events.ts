// Every real-time event name and payload, shared by the gateway, the workers' emitter and the web saga.

export const SOCKET_PATH = '/api/socket.io';

export const userRoom = (userId: string) => `user:${userId}`;
export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;

export interface ServerToClientEvents {
  /**
   * Refetch the auth data: the caller's memberships or platform level changed, or a group's settings
   * (name, integrations) changed ('tenant', sent to the tenant room).
   */
  authChanged: (payload: { reason: 'membership' | 'level' | 'session' | 'tenant'; tenantId?: string }) => void;
  newNotification: (payload: { tenantId: string; notificationId: string }) => void;
  /** An entry of the group's calendar was added, changed or deleted (no id: entries above a level stay unseen). */
  calendarChanged: (payload: { tenantId: string }) => void;
  newGroupMessage: (payload: { tenantId: string; messageId: string }) => void;
  markedGAsSeen: (payload: { tenantId: string }) => void;
  newPrivateMessage: (payload: { fromUserId: string; messageId: string }) => void;
  markedPAsSeen: (payload: { userId: string }) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}
