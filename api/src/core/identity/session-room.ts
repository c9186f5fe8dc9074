/**
 * Every socket joins the room of the login session it was opened with, so that ending the session
 * (from any API process or a worker) can close exactly its sockets through the Redis adapter.
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
