import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { AuthGroup } from '#shared/auth-data';
import { api } from '../../lib/api/api';
import { dashboardTag, type Tag } from '../../lib/api/tags';
import { countersUpdated } from '../../lib/counters';
import { serverEvent } from '../../lib/realtime/realtime-slice';
import { selectCurrentGroup, selectCurrentGroupId, selectUser } from '../../lib/session/selectors';
import { authDataReceived, groupSelected, sessionReady, signedOut } from '../../lib/session/session-slice';
import { ALL_PRIVATE_HISTORIES, chatApi, GROUP_LIST, groupHistoryTag, PRIVATE_LIST, privateHistoryTag } from './api';

// Kept free of the chat's screens: this loads with the session, the screens with their routes.

/** SPEC 9: the unread counts are polled once a minute, besides following the live events. */
export const UNREAD_POLL_MS = 60_000;

const { privateUnread, groupUnread, groupHistory, privateHistory } = chatApi.endpoints;

/**
 * Reading a history marks it read on the server, so an open chat refetches only while the page is visible;
 * a hidden tab catches up when it is shown again (the screen listens for that), and its counts keep rising.
 */
export const pageIsVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * RTK Query sends no second request for the same arguments while one is running, and that running answer
 * may have been counted before a history marked the chat read: wait for it, then ask again.
 */
function* afterRunningRequest(running: boolean, settled: (action: Action) => boolean): SagaIterator {
  if (running) yield take(settled);
}

function* refreshPrivateUnread(): SagaIterator {
  const { status }: { status: string } = yield select(privateUnread.select(undefined));
  yield call(afterRunningRequest, status === 'pending', (a) => privateUnread.matchFulfilled(a) || privateUnread.matchRejected(a));
  yield put(privateUnread.initiate(undefined, { subscribe: false, forceRefetch: true }) as unknown as UnknownAction);
}

/** The sidebar's count is the current group's; none without a group or with its chat switched off. */
function* refreshGroupUnread(): SagaIterator {
  const group: AuthGroup | null = yield select(selectCurrentGroup);
  if (!group?.integrations.chat) {
    yield put(countersUpdated({ groupChatUnread: 0 }));
    return;
  }
  const { status }: { status: string } = yield select(groupUnread.select(group._id));
  const settled = (a: Action) => (groupUnread.matchFulfilled(a) || groupUnread.matchRejected(a)) && a.meta.arg.originalArgs === group._id;
  yield call(afterRunningRequest, status === 'pending', settled);
  yield put(groupUnread.initiate(group._id, { subscribe: false, forceRefetch: true }) as unknown as UnknownAction);
}

function* refreshCounts(): SagaIterator {
  yield call(refreshPrivateUnread);
  yield call(refreshGroupUnread);
}

/** Refetches what these tags cover; histories only while the page is seen (see pageIsVisible). */
function* invalidate(tags: Tag[], histories: Tag[] = []): SagaIterator {
  const all = pageIsVisible() ? [...tags, ...histories] : tags;
  if (all.length > 0) yield put(api.util.invalidateTags(all));
}

function* onServerEvent(action: ReturnType<typeof serverEvent>): SagaIterator {
  const event = action.payload;
  const me: { _id: string } | null = yield select(selectUser);
  switch (event.name) {
    case 'newGroupMessage': {
      const { tenantId } = event.payload;
      yield call(invalidate, [GROUP_LIST, dashboardTag(tenantId)], [groupHistoryTag(tenantId)]);
      const currentId: string | null = yield select(selectCurrentGroupId);
      if (tenantId === currentId) yield call(refreshGroupUnread);
      break;
    }
    case 'markedGAsSeen':
      yield call(invalidate, [GROUP_LIST]);
      yield call(refreshGroupUnread);
      break;
    case 'newPrivateMessage': {
      // Both rooms get it: from the partner, or the caller's own message sent from another tab or device.
      const { fromUserId } = event.payload;
      const history = fromUserId === me?._id ? ALL_PRIVATE_HISTORIES : privateHistoryTag(fromUserId);
      yield call(invalidate, [PRIVATE_LIST], [history]);
      yield call(refreshPrivateUnread);
      break;
    }
    case 'markedPAsSeen':
      yield call(invalidate, [PRIVATE_LIST]);
      yield call(refreshPrivateUnread);
      break;
    case 'chatMessageRemoved': {
      // A deleted or moderated message turns into the placeholder wherever it is shown.
      const { tenantId } = event.payload;
      if (tenantId) yield call(invalidate, [GROUP_LIST, dashboardTag(tenantId)], [groupHistoryTag(tenantId)]);
      else yield call(invalidate, [PRIVATE_LIST], [ALL_PRIVATE_HISTORIES]);
      break;
    }
    case 'authChanged':
      // A group's chat was switched on or off, or the caller's membership changed.
      yield call(invalidate, [GROUP_LIST, PRIVATE_LIST]);
      yield call(refreshCounts);
      break;
    default:
      break;
  }
}

function* onPrivateUnread(action: { payload: { unreadCount: number } }): SagaIterator {
  yield put(countersUpdated({ privateChatUnread: action.payload.unreadCount }));
}

function* onGroupUnread(action: { payload: { unreadCount: number }; meta: { arg: { originalArgs: string } } }): SagaIterator {
  // An answer for a group the user has since left behind does not paint the current group's dot.
  const currentId: string | null = yield select(selectCurrentGroupId);
  if (action.meta.arg.originalArgs === currentId) yield put(countersUpdated({ groupChatUnread: action.payload.unreadCount }));
}

function* pollUnread(): SagaIterator {
  while (true) {
    yield call(refreshCounts);
    yield delay(UNREAD_POLL_MS);
  }
}

function* pollWhileLoggedIn(sessionIsReady: boolean): SagaIterator {
  let ready = sessionIsReady;
  while (true) {
    if (!ready) yield take(sessionReady.type);
    ready = false;
    yield race({ poll: call(pollUnread), stop: take(signedOut.type) });
    yield put(countersUpdated({ privateChatUnread: 0, groupChatUnread: 0 }));
  }
}

/** `sessionIsReady`: started after the session began (this code loads lazily), so count at once. */
export function* chatSaga({ sessionIsReady = false }: { sessionIsReady?: boolean } = {}): SagaIterator {
  yield takeEvery(privateUnread.matchFulfilled, onPrivateUnread as never);
  yield takeEvery(groupUnread.matchFulfilled, onGroupUnread as never);
  // Reading a history marked it read: the dots follow at once, even when the socket is down.
  yield takeEvery(groupHistory.matchFulfilled, refreshGroupUnread);
  yield takeEvery(privateHistory.matchFulfilled, refreshPrivateUnread);
  yield takeEvery([groupSelected.type, authDataReceived.type], refreshGroupUnread);
  yield takeEvery(serverEvent.type, onServerEvent);
  yield* pollWhileLoggedIn(sessionIsReady);
}
