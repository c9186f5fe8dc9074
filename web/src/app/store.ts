import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '../lib/api/api';
import { isPublicPage } from '../lib/paths';
import { preferencesMiddleware } from '../lib/preferences';
import { rootReducer, type AppDispatch, type RootState } from '../lib/state';
import { checkAgain } from './session/auth-matchers';
import { sessionBootMiddleware } from './session/session-boot';

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
  // The typed hooks of lib/state.ts promise this store's dispatch: a middleware that breaks it fails here.
  const dispatch: AppDispatch = store.dispatch;
  // The session check at start; its outcome shows the login or, via the sagas, the app. A public page needs
  // no session: there the guards ask once the visitor goes on to the login or the app.
  if (runSagas && !isPublicPage(window.location.pathname)) dispatch(checkAgain());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
