import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { PrivateChatActions } from './chat-actions';

const blockedPage = (ids: string[]) => ({
  status: 200,
  body: {
    items: ids.map((_id) => ({ _id, name: 'Paul Muster', blockedAt: '2026-11-01T08:00:00.000Z' })),
    total: ids.length,
    page: 1,
    pageSize: 200,
  },
});

function renderActions(hasChat = true) {
  return renderScreen(<PrivateChatActions userId="u-paul" name="Paul Muster" hasChat={hasChat} />, {
    state: loggedInState(makeUser()),
    path: '/user/chat/u-paul',
  });
}

describe('PrivateChatActions', () => {
  it('blocks only after a dialog that says the other side is not told', async () => {
    const { calls } = mockApi({
      'GET /api/chat/private/block': [blockedPage([]), blockedPage(['u-paul'])],
      'PUT /api/chat/private/block/u-paul': { status: 200, body: { message: 'Die Person ist blockiert. Sie erfährt davon nichts.' } },
    });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Blockieren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Paul Muster blockieren?')).toBeInTheDocument();
    expect(within(dialog).getByText(/Sie erfährt davon nichts/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blockieren' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Blockierung aufheben' })).toBeInTheDocument();
  }, 30_000);

  it('removes the chat after asking, and offers it only once there is a chat', async () => {
    const { calls } = mockApi({
      'GET /api/chat/private/block': blockedPage([]),
      'DELETE /api/chat/private/p2p/u-paul': { status: 200, body: { message: 'Der Chat wurde aus deiner Liste entfernt.' } },
    });
    const { router } = renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Chat entfernen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Chat mit Paul Muster entfernen?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chat entfernen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/chat'));
  }, 30_000);

  it('has no remove button before the first message', async () => {
    mockApi({ 'GET /api/chat/private/block': blockedPage([]) });
    renderActions(false);
    expect(await screen.findByRole('button', { name: 'Blockieren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat entfernen' })).not.toBeInTheDocument();
  });
});
