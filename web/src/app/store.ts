import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/api';
import { realtimeSlice } from '../lib/realtime/realtime-slice';
import { countersSlice } from './counters';
import { preferencesMiddleware, preferencesSlice } from './preferences';
import { checkAgain } from './session/auth-matchers';
import { sessionBootMiddleware } from './session/session-boot';
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

/** A place in the middleware chain filled later: the saga middleware arrives with the first login. */
function middlewareSlot() {
  let inner: ((action: unknown) => unknown) | undefined;
  let fill: ((middleware: Middleware) => void) | undefined;
  const middleware: Middleware = (storeApi) => (next) => {
    fill = (late) => {
      inner = late(storeApi)(next);
    };
    return (action) => (inner ? inner(action) : next(action));
  };
  return { middleware, fill: (late: Middleware) => fill?.(late) };
}

export function makeStore({ preloadedState, runSagas = true }: StoreOptions = {}) {
  const sagaSlot = middlewareSlot();
  const loadSagas = () => import('./root-saga').then((m) => m.startSagas(sagaSlot.fill));
  const sessionMiddleware = runSagas ? [preferencesMiddleware, sessionBootMiddleware(loadSagas)] : [];
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, ...sessionMiddleware, sagaSlot.middleware),
  });
  // The session check at start; its outcome shows the login or, via the sagas, the app.
  if (runSagas) store.dispatch(checkAgain());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
