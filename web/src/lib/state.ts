import { combineReducers, type Dispatch, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api/api';
import { countersSlice } from './counters';
import { preferencesSlice } from './preferences';
import { realtimeSlice } from './realtime/realtime-slice';
import { sessionSlice } from './session/session-slice';

// The reducers map lives here rather than in app/store.ts so that features type their hooks by the state's
// shape without importing the store (app/ composes; nothing imports it back).
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  realtime: realtimeSlice.reducer,
  preferences: preferencesSlice.reducer,
  counters: countersSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
/** The dispatch of a store with the default middleware (thunks); app/store.ts checks that its store matches. */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
