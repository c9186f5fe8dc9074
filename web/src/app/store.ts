import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/api';
import { realtimeSlice } from '../features/realtime/slice';
import { countersSlice } from './counters';
import { preferencesSlice } from './preferences';
import { rootSaga } from './root-saga';
import { sessionSlice } from './session/session-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  realtime: realtimeSlice.reducer,
  preferences: preferencesSlice.reducer,
  counters: countersSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Tests render components against a prepared state without the boot-time auth check. */
  runSagas?: boolean;
}

export function makeStore({ preloadedState, runSagas = true }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, sagaMiddleware),
  });
  if (runSagas) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
