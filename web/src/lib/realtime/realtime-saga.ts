import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, take, takeLatest } from 'redux-saga/effects';
import type { ServerEventName } from '#shared/socket-events';
import { unauthorized } from '../api/events';
import { log } from '../log';
import { createSocket, type AppSocket } from '../socket';
import { connectionChanged, reconnectRequested, serverEvent } from './realtime-slice';

// A record, so that the compiler complains when socket-events.ts gains an event this list misses.
const SERVER_EVENTS: Record<ServerEventName, true> = {
  authChanged: true,
  newNotification: true,
  calendarChanged: true,
  newGroupMessage: true,
  markedGAsSeen: true,
  newPrivateMessage: true,
  markedPAsSeen: true,
  chatMessageRemoved: true,
  projectTaskChanged: true,
};

/** Turns the socket's callbacks into store actions; closing the channel disconnects the socket. */
export function socketChannel(socket: AppSocket): EventChannel<UnknownAction> {
  return eventChannel<UnknownAction>((emit) => {
    socket.on('connect', () => emit(connectionChanged('connected')));
    socket.on('disconnect', (reason) => {
      log.info('Echtzeitverbindung getrennt:', reason);
      emit(connectionChanged('disconnected'));
      // The server ended the connection itself, socket.io will not retry: refresh the session first.
      if (reason === 'io server disconnect') emit(unauthorized());
    });
    socket.on('connect_error', (error) => {
      log.warn('Echtzeitverbindung fehlgeschlagen:', error.message);
      emit(connectionChanged('disconnected'));
      // `active` is false when the server refused the handshake (an expired cookie): refresh, then retry.
      if (!socket.active) emit(unauthorized());
    });
    socket.io.on('reconnect_attempt', (attempt) => log.info('Neuer Verbindungsversuch', attempt));
    socket.io.on('reconnect_failed', () => log.warn('Wiederverbindung aufgegeben'));
    (Object.keys(SERVER_EVENTS) as ServerEventName[]).forEach((name) => {
      socket.on(name, ((payload: never) => emit(serverEvent({ name, payload } as never))) as never);
    });
    return () => {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    };
  });
}

/** Socket.io stops retrying after a refusal; try again after a short, jittered pause (1 to 5 s). */
function* reconnectOnRequest(socket: AppSocket): SagaIterator {
  yield takeLatest(reconnectRequested.type, function* () {
    if (socket.connected || socket.active) return;
    yield delay(1000 + Math.random() * 4000);
    if (!socket.connected && !socket.active) socket.connect();
  });
}

/** Runs for one logged-in session; cancelling it closes the connection. */
export function* realtimeSaga(): SagaIterator {
  yield put(connectionChanged('connecting'));
  let socket: AppSocket;
  try {
    socket = yield call(createSocket);
  } catch (error) {
    log.warn('Echtzeitverbindung konnte nicht geladen werden:', error);
    yield put(connectionChanged('disconnected'));
    return;
  }
  const channel: EventChannel<UnknownAction> = yield call(socketChannel, socket);
  try {
    yield fork(reconnectOnRequest, socket);
    while (true) {
      const action: UnknownAction = yield take(channel);
      yield put(action);
    }
  } finally {
    channel.close();
    yield put(connectionChanged('idle'));
  }
}
