import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { api } from '../../lib/api/api';
import { dashboardTag } from '../../lib/api/tags';
import { countersUpdated } from '../../lib/counters';
import { serverEvent } from '../../lib/realtime/realtime-slice';
import { sessionReady, signedOut } from '../../lib/session/session-slice';
import { ALL_PRIVATE_HISTORIES, GROUP_LIST, groupHistoryTag, PRIVATE_LIST, privateHistoryTag } from './api';
import { chatSaga, UNREAD_POLL_MS } from './sagas';

const state = {
  session: { user: { _id: 'me', groups: [{ _id: 't1', integrations: { chat: true } }] }, currentGroupId: 't1' },
};

function start() {
  const channel = stdChannel<UnknownAction>();
  const dispatched: unknown[] = [];
  const task = runSaga({ channel, dispatch: (action: unknown) => dispatched.push(action), getState: () => state }, chatSaga);
  // Plain actions only: the count requests are thunks (RTK Query's initiate).
  const actions = () => dispatched.filter((action) => typeof action !== 'function');
  const requests = () => dispatched.filter((action) => typeof action === 'function').length;
  return { channel, actions, requests, task };
}

const fulfilled = (endpointName: string, originalArgs: unknown, payload: unknown) => ({
  type: 'api/executeQuery/fulfilled',
  payload,
  meta: { arg: { endpointName, originalArgs }, requestId: 'r1', requestStatus: 'fulfilled' },
});

const setVisibility = (value: 'visible' | 'hidden') => Object.defineProperty(document, 'visibilityState', { value, configurable: true });

describe('chatSaga', () => {
  afterEach(() => setVisibility('visible'));

  it("puts the answers' unread counts on the header and sidebar dots, the current group's only", () => {
    const { channel, actions, task } = start();
    channel.put(fulfilled('privateUnread', undefined, { unreadCount: 2 }));
    channel.put(fulfilled('groupUnread', 't1', { unreadCount: 5 }));
    channel.put(fulfilled('groupUnread', 'other-group', { unreadCount: 9 }));
    expect(actions()).toEqual([countersUpdated({ privateChatUnread: 2 }), countersUpdated({ groupChatUnread: 5 })]);
    task.cancel();
  });

  it("refetches the partner's open chat on a new private message, and asks for the count again", () => {
    const { channel, actions, requests, task } = start();
    const before = requests();
    channel.put(
      serverEvent({
        name: 'newPrivateMessage',
        payload: { fromUserId: 'lea', messageId: 'm1', senderName: 'Lea', content: 'Hi', createdAt: '' },
      }),
    );
    expect(actions()).toEqual([api.util.invalidateTags([PRIVATE_LIST, privateHistoryTag('lea')])]);
    expect(requests()).toBe(before + 1);
    // The caller's own message from another tab: whichever private chat is open.
    channel.put(
      serverEvent({
        name: 'newPrivateMessage',
        payload: { fromUserId: 'me', messageId: 'm2', senderName: 'Ich', content: 'Hi', createdAt: '' },
      }),
    );
    expect(actions()[1]).toEqual(api.util.invalidateTags([PRIVATE_LIST, ALL_PRIVATE_HISTORIES]));
    task.cancel();
  });

  it('leaves an open history alone while the page is hidden: reading it would mark it read', () => {
    setVisibility('hidden');
    const { channel, actions, task } = start();
    channel.put(
      serverEvent({
        name: 'newGroupMessage',
        payload: { tenantId: 't1', messageId: 'm1', senderId: 'lea', senderName: 'Lea', content: 'Hallo', createdAt: '' },
      }),
    );
    expect(actions()).toEqual([api.util.invalidateTags([GROUP_LIST, dashboardTag('t1')])]);
    task.cancel();
  });

  it('shows the placeholder wherever a removed message is open', () => {
    const { channel, actions, task } = start();
    channel.put(serverEvent({ name: 'chatMessageRemoved', payload: { tenantId: 't1', conversationId: 'c1', messageId: 'm1' } }));
    channel.put(serverEvent({ name: 'chatMessageRemoved', payload: { tenantId: null, conversationId: 'c2', messageId: 'm2' } }));
    expect(actions()).toEqual([
      api.util.invalidateTags([GROUP_LIST, dashboardTag('t1'), groupHistoryTag('t1')]),
      api.util.invalidateTags([PRIVATE_LIST, ALL_PRIVATE_HISTORIES]),
    ]);
    task.cancel();
  });

  it('asks for both counts at login and every 60 s, and clears the dots after logout', async () => {
    vi.useFakeTimers();
    const { channel, actions, requests, task } = start();
    expect(requests()).toBe(0);
    channel.put(sessionReady());
    expect(requests()).toBe(2); // private and the current group's
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(requests()).toBe(4);
    channel.put(signedOut());
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(requests()).toBe(4);
    expect(actions()).toContainEqual(countersUpdated({ privateChatUnread: 0, groupChatUnread: 0 }));
    task.cancel();
    vi.useRealTimers();
  });
});
