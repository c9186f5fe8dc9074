import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { api } from '../../lib/api/api';
import { listTag } from '../../lib/api/tags';
import { countersUpdated } from '../../lib/counters';
import { serverEvent } from '../../lib/realtime/realtime-slice';
import { sessionReady, signedOut } from '../../lib/session/session-slice';
import { MY_NOTIFICATIONS } from './api';
import { tenantSaga, UNSEEN_POLL_MS } from './sagas';

function start() {
  const channel = stdChannel<UnknownAction>();
  const dispatched: UnknownAction[] = [];
  const task = runSaga({ channel, dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => ({}) }, tenantSaga);
  return { channel, dispatched, task };
}

const fulfilled = (endpointName: string, payload: unknown) => ({
  type: `api/${endpointName === 'myNotifications' ? 'executeQuery' : 'executeMutation'}/fulfilled`,
  payload,
  meta: { arg: { endpointName }, requestId: 'r1', requestStatus: 'fulfilled' },
});

describe('tenantSaga', () => {
  it('keeps the unseen counter in step with the answers that carry it', () => {
    const { channel, dispatched, task } = start();
    channel.put(fulfilled('myNotifications', { items: [], unseenCount: 3 }));
    channel.put(fulfilled('markAllSeen', { unseenCount: 0 }));
    expect(dispatched).toEqual([countersUpdated({ notificationsUnseen: 3 }), countersUpdated({ notificationsUnseen: 0 })]);
    task.cancel();
  });

  it('refetches the notification lists on newNotification and the group caches on authChanged', () => {
    const { channel, dispatched, task } = start();
    channel.put(serverEvent({ name: 'newNotification', payload: { tenantId: 't1', notificationId: 'n1' } }));
    channel.put(serverEvent({ name: 'authChanged', payload: { reason: 'membership' } }));
    expect(dispatched).toEqual([
      api.util.invalidateTags([listTag('Notification', MY_NOTIFICATIONS), listTag('Notification')]),
      api.util.invalidateTags(['Tenant', 'Member', 'Invitation', 'Notification']),
    ]);
    task.cancel();
  });

  it('polls the unseen count every 60 s while logged in, and stops after logout', async () => {
    vi.useFakeTimers();
    const { channel, dispatched, task } = start();
    await vi.advanceTimersByTimeAsync(UNSEEN_POLL_MS * 2);
    expect(dispatched).toEqual([]);
    channel.put(sessionReady());
    await vi.advanceTimersByTimeAsync(UNSEEN_POLL_MS);
    expect(dispatched).toEqual([api.util.invalidateTags([listTag('Notification', MY_NOTIFICATIONS)])]);
    await vi.advanceTimersByTimeAsync(UNSEEN_POLL_MS);
    expect(dispatched).toHaveLength(2);
    channel.put(signedOut());
    await vi.advanceTimersByTimeAsync(UNSEEN_POLL_MS * 3);
    expect(dispatched).toHaveLength(2);
    task.cancel();
  });
});
