import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SvLevel } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

function renderAs(level: number) {
  mockApi({ 'GET /api/tenant/tenant/group-1/notification': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 100 } } });
  const user = makeUser({ groups: [makeGroup({ permissionLevel: level })] });
  return renderScreen(<NotificationsPage />, { state: loggedInState(user), path: '/sv/notifications' });
}

describe('NotificationsPage when empty', () => {
  it('says what appears there and puts the one who may write into the message field', async () => {
    renderAs(SvLevel.SV_BOARD);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Noch keine Benachrichtigungen.');
    await userEvent.click(within(empty).getByRole('button', { name: 'Erste Benachrichtigung schreiben' }));
    expect(screen.getByLabelText('Benachrichtigung an die Gruppe senden')).toHaveFocus();
  });

  it('offers a member who may not write only the explanation', async () => {
    renderAs(SvLevel.SV_MEMBER);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Hier erscheinen die Nachrichten, die an alle Mitglieder der Gruppe gehen.');
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
  });
});
