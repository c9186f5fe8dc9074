import type { SagaIterator, Task } from 'redux-saga';
import { cancel, fork, put, putResolve, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { AuthData } from '#shared/auth-data';
import { authApi } from '../../features/auth/api';
import { settleAuthRefresh } from '../../lib/api/auth-refresh';
import { unauthorized } from '../../lib/api/events';
import { browser } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { realtimeSaga } from '../../lib/realtime/realtime-saga';
import { reconnectRequested, serverEvent } from '../../lib/realtime/realtime-slice';
import { selectAuthStatus, selectCurrentGroupId } from '../../lib/session/selectors';
import { authDataReceived, groupSelected, sessionReady, signedOut } from '../../lib/session/session-slice';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { flashAfterReload } from '../../lib/toast/flash';
import { checkAgain, dispatchThunk, failureEndsSession, isAuthData, isAuthFailure, type AuthFailureAction } from './auth-matchers';

export const LOGOUT_MESSAGE = 'Du hast dich erfolgreich abgemeldet.';

const { refresh, logout } = authApi.endpoints;

function* onAuthData(action: { payload: AuthData }): SagaIterator {
  yield put(authDataReceived({ user: action.payload, savedGroupId: storage.get(STORAGE_KEYS.currentGroup) }));
}

function* onAuthFailure(action: AuthFailureAction): SagaIterator {
  if (failureEndsSession(action, yield select(selectAuthStatus))) yield put(signedOut());
}

function* onLogout(): SagaIterator {
  flashAfterReload('success', LOGOUT_MESSAGE);
  yield put(signedOut());
  // SPEC 4: logging out reloads the page; the toast survives the reload (flash).
  browser.load(paths.auth.login);
}

/** One refresh at a time (takeLeading); every call waiting for it learns the outcome. */
function* onUnauthorized(): SagaIterator {
  if ((yield select(selectAuthStatus)) !== 'authenticated') {
    settleAuthRefresh(false);
    return;
  }
  const result: { data?: AuthData } = yield putResolve(dispatchThunk(refresh.initiate()));
  // On failure onAuthFailure decides whether the session ended (401) or the network failed.
  settleAuthRefresh(!!result.data);
  if (result.data) yield put(reconnectRequested());
}

function* persistGroupSelection(): SagaIterator {
  const id: string | null = yield select(selectCurrentGroupId);
  if (id) storage.set(STORAGE_KEYS.currentGroup, id);
  else storage.remove(STORAGE_KEYS.currentGroup);
}

function* onServerEvent(action: ReturnType<typeof serverEvent>): SagaIterator {
  if (action.payload.name === 'authChanged') yield put(checkAgain());
}

/** SPEC 2.2: after login the real-time connection opens, the groups are resolved, then the layout shows. */
function* sessionLifecycle(): SagaIterator {
  while (true) {
    yield take(authDataReceived.type);
    const socketTask: Task = yield fork(realtimeSaga);
    yield put(sessionReady());
    yield take(signedOut.type);
    yield cancel(socketTask);
  }
}

export function* sessionSaga(): SagaIterator {
  yield takeEvery(isAuthData, onAuthData);
  yield takeEvery(isAuthFailure, onAuthFailure);
  yield takeEvery(logout.matchFulfilled, onLogout);
  yield takeLeading(unauthorized.type, onUnauthorized);
  yield takeEvery([authDataReceived.type, groupSelected.type], persistGroupSelection);
  yield takeEvery(serverEvent.type, onServerEvent);
  yield fork(sessionLifecycle);
}
