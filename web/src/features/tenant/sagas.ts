import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeEvery } from 'redux-saga/effects';
import { api } from '../../lib/api/api';
import { listTag } from '../../lib/api/tags';
import { countersUpdated } from '../../lib/counters';
import { serverEvent } from '../../lib/realtime/realtime-slice';
import { sessionReady, signedOut } from '../../lib/session/session-slice';
import { MY_NOTIFICATIONS, tenantApi } from './api';

/** ARCHITECTURE 8: the unseen count is polled once a minute while someone is logged in. */
export const UNSEEN_POLL_MS = 60_000;

const { myNotifications, markAllSeen, markNotificationSeen } = tenantApi.endpoints;

const refreshMine = () => api.util.invalidateTags([listTag('Notification', MY_NOTIFICATIONS)]);

function* onUnseenCount(action: { payload: { unseenCount: number } }): SagaIterator {
  yield put(countersUpdated({ notificationsUnseen: action.payload.unseenCount }));
}

function* onServerEvent(action: ReturnType<typeof serverEvent>): SagaIterator {
  const { name } = action.payload;
  if (name === 'newNotification') {
    // The header's list (and with it the count) and any open group list fetch again.
    yield put(api.util.invalidateTags([listTag('Notification', MY_NOTIFICATIONS), listTag('Notification')]));
  } else if (name === 'authChanged') {
    // Roles, memberships or a group's settings changed: every group-dependent cache may be stale.
    yield put(api.util.invalidateTags(['Tenant', 'Member', 'Invitation', 'Notification']));
  }
}

function* pollUnseen(): SagaIterator {
  while (true) {
    yield delay(UNSEEN_POLL_MS);
    // Invalidation only refetches while the header is subscribed; the saga never calls REST itself.
    yield put(refreshMine());
  }
}

function* pollWhileLoggedIn(sessionIsReady: boolean): SagaIterator {
  let ready = sessionIsReady;
  while (true) {
    if (!ready) yield take(sessionReady.type);
    ready = false;
    yield race({ poll: call(pollUnseen), stop: take(signedOut.type) });
  }
}

/** `sessionIsReady`: started after the session began (the saga's code loads lazily), so poll at once. */
export function* tenantSaga({ sessionIsReady = false }: { sessionIsReady?: boolean } = {}): SagaIterator {
  yield takeEvery(
    (action: { type: string }) =>
      myNotifications.matchFulfilled(action) || markAllSeen.matchFulfilled(action) || markNotificationSeen.matchFulfilled(action),
    onUnseenCount as never,
  );
  yield takeEvery(serverEvent.type, onServerEvent);
  yield* pollWhileLoggedIn(sessionIsReady);
}
