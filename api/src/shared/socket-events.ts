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
  /** A message in the group's general chat (tenant room). `content` is plain text ('Nachricht entfernt' never arrives here). */
  newGroupMessage: (payload: {
    tenantId: string;
    messageId: string;
    /** Null when the sender's account was deleted before the push went out. */
    senderId: string | null;
    senderName: string;
    content: string;
    createdAt: string;
  }) => void;
  /** The caller read the group chat (their own room, after the read state is stored). */
  markedGAsSeen: (payload: { tenantId: string }) => void;
  /** A private message to or from the room's user (both users' rooms); `fromUserId` is the sender. */
  newPrivateMessage: (payload: { fromUserId: string; messageId: string; senderName: string; content: string; createdAt: string }) => void;
  /** The caller read the private chat with `userId` (their own room). */
  markedPAsSeen: (payload: { userId: string }) => void;
  /** A message now reads 'Nachricht entfernt' (group: tenant room, tenantId set; private: both users' rooms, tenantId null). */
  chatMessageRemoved: (payload: { tenantId: string | null; conversationId: string; messageId: string }) => void;
  /**
   * A project task was created, changed, moved or deleted (sent to the rooms of the members who may see the
   * project). Refetch the board; `version` is the task's new version (null once deleted).
   */
  projectTaskChanged: (payload: {
    tenantId: string;
    projectId: string;
    taskId: string;
    change: 'created' | 'updated' | 'moved' | 'deleted';
    version: number | null;
  }) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}
