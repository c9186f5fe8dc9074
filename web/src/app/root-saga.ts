import type { SagaIterator } from 'redux-saga';
import { all, call, spawn } from 'redux-saga/effects';
import { log } from '../lib/log';
import { preferencesSaga } from './preferences';
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

export function* rootSaga(): SagaIterator {
  yield all([keepAlive(sessionSaga), keepAlive(preferencesSaga)]);
}
