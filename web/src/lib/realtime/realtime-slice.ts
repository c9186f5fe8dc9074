import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerEventName, ServerToClientEvents } from '#shared/socket-events';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface RealtimeState {
  status: ConnectionStatus;
}

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: { status: 'idle' } as RealtimeState,
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.status = action.payload;
    },
  },
});

export const { connectionChanged } = realtimeSlice.actions;

type AnyServerEvent = {
  [E in ServerEventName]: { name: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[ServerEventName];

/** Every server event arrives in the store as this action; features react to the names they care for. */
export const serverEvent = createAction<AnyServerEvent>('realtime/serverEvent');
/** Asks a refused or server-closed socket to connect again (e.g. after the session was refreshed). */
export const reconnectRequested = createAction('realtime/reconnectRequested');

export const selectConnectionStatus = (state: { realtime: RealtimeState }) => state.realtime.status;
/** Was connected (or trying) and is now cut off: the chat shows MESSAGES.connectionLost. */
export const selectConnectionLost = (state: { realtime: RealtimeState }) => state.realtime.status === 'disconnected';
