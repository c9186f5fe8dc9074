import type { Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { all, call, spawn, take } from 'redux-saga/effects';
import { log } from '../lib/log';
import { sessionReady } from '../lib/session/session-slice';
import { sessionSaga } from './session/session-saga';

// Each long-lived flow runs on its own: a crash in one is logged and that flow starts again, the others
// keep running.
function keepAlive(saga: () => SagaIterator) {
  return spawn(function* (): SagaIterator {
    while (true) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        log.warn(`Saga ${saga.name} ist abgestürzt und startet neu`, error);
      }
    }
  });
}

/**
 * The group flows (unseen-count polling, cache refresh on socket events) only matter after login, so
 * their code loads with the first session instead of weighing on the login screen.
 */
function* groupFlows(): SagaIterator {
  yield take(sessionReady.type);
  const module: typeof import('../features/tenant/sagas') = yield call(() => import('../features/tenant/sagas'));
  yield call(module.tenantSaga, { sessionIsReady: true });
}

/** The calendar's cache refresh on socket events; its own small chunk, FullCalendar stays with the route. */
function* calendarFlows(): SagaIterator {
  yield take(sessionReady.type);
  const module: typeof import('../features/calendar/sagas') = yield call(() => import('../features/calendar/sagas'));
  yield call(module.calendarSaga);
}

/** The chat's unread counts (poll and live events) and cache refresh; the chat screens stay with their routes. */
function* chatFlows(): SagaIterator {
  yield take(sessionReady.type);
  const module: typeof import('../features/chat/sagas') = yield call(() => import('../features/chat/sagas'));
  yield call(module.chatSaga, { sessionIsReady: true });
}

/** A project board follows other members' task changes (socket push); the board screens stay with their route. */
function* projectFlows(): SagaIterator {
  yield take(sessionReady.type);
  const module: typeof import('../features/project/sagas') = yield call(() => import('../features/project/sagas'));
  yield call(module.projectSaga);
}

export function* rootSaga(): SagaIterator {
  yield all([keepAlive(sessionSaga), keepAlive(groupFlows), keepAlive(calendarFlows), keepAlive(chatFlows), keepAlive(projectFlows)]);
}

/**
 * Loaded with the first login (see session-boot.ts): redux-saga and the socket client weigh nothing on
 * the login screen. The saga middleware goes into the slot the store keeps for it, then the flows start.
 */
export function startSagas(install: (middleware: Middleware) => void): void {
  const sagaMiddleware = createSagaMiddleware();
  install(sagaMiddleware);
  sagaMiddleware.run(rootSaga);
}
