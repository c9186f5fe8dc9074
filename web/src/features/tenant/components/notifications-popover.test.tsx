import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { NotificationsPopover } from './notifications-popover';

const notification = (seen: boolean) => ({
  _id: 'n1',
  tenantId: 'group-1',
  tenant: { _id: 'group-1', name: 'SV Goethe', title: 'SV Goethe' },
  content: 'Sitzung heute',
  type: 'INFO',
  seen,
  author: { _id: 'u2', contact: { first_name: 'Sara', last_name: 'Kaya' } },
  creationDate: '2026-11-20T13:05:00.000Z',
});
const answer = (seen: boolean) => ({
  status: 200,
  body: { items: [notification(seen)], total: 1, page: 1, pageSize: 10, unseenCount: seen ? 0 : 1 },
});

describe('NotificationsPopover', () => {
  it('shows the unseen count, marks everything seen on opening and then fetches the list again', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/user/notification': [answer(false), answer(true)],
      'PUT /api/tenant/user/notification/seen': { status: 200, body: { unseenCount: 0 } },
    });
    const state = { ...loggedInState(makeUser()), counters: { notificationsUnseen: 1, privateChatUnread: 0, groupChatUnread: 0 } };
    const { store } = renderScreen(<NotificationsPopover />, { state });
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Benachrichtigungen (1 ungelesen)' }));
    expect(await screen.findByText('Sitzung heute')).toBeInTheDocument();
    expect(screen.getByText(/20\.11\.2026 14:05 · SV Goethe · von Sara Kaya/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([
        'GET /api/tenant/user/notification',
        'PUT /api/tenant/user/notification/seen',
        'GET /api/tenant/user/notification',
      ]),
    );
    expect(calls[1].body).toEqual({});
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    // The saga (not running here) mirrors the count into the counters slice (sagas.test.ts).
    expect(store.getState().counters.notificationsUnseen).toBe(1);
  });

  it('labels each item with its kind in plain words (issue 25 §4), and items from before the kinds with none', async () => {
    const items = [
      { ...notification(true), _id: 'n1', content: 'Lea hat dich erwähnt', kind: 'MENTION' },
      { ...notification(true), _id: 'n2', content: 'Eine Nachricht wurde gemeldet', kind: 'REPORT' },
      { ...notification(true), _id: 'n3', content: 'Sitzung heute' },
    ];
    mockApi({ 'GET /api/tenant/user/notification': { status: 200, body: { items, total: 3, page: 1, pageSize: 10, unseenCount: 0 } } });
    renderScreen(<NotificationsPopover />, { state: loggedInState(makeUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Benachrichtigungen' }));
    expect(await screen.findByText('Lea hat dich erwähnt')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-kind').map((tag) => tag.textContent)).toEqual(['Erwähnung', 'Meldung']);
  });
});
