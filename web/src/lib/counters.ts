import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The red dots of the layout (SPEC 3 "Counters"); the polling sagas of the chat and notification issues fill them. */
export interface CountersState {
  notificationsUnseen: number;
  privateChatUnread: number;
  groupChatUnread: number;
}

const initialState: CountersState = { notificationsUnseen: 0, privateChatUnread: 0, groupChatUnread: 0 };

export const countersSlice = createSlice({
  name: 'counters',
  initialState,
  reducers: {
    countersUpdated(state, action: PayloadAction<Partial<CountersState>>) {
      Object.assign(state, action.payload);
    },
  },
});

export const { countersUpdated } = countersSlice.actions;
export const selectCounters = (state: { counters: CountersState }) => state.counters;
