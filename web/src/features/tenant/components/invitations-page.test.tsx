import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../lib/paths';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { InvitationsPage } from './invitations-page';

const user = makeUser({
  groups: [makeGroup(), makeGroup({ _id: 'group-2', name: 'SV Humboldt-Gymnasium' })],
});

function renderAt(path: string) {
  mockApi({ 'GET /api/tenant/user/invitation': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } } });
  return renderScreen(<InvitationsPage />, {
    state: loggedInState(user),
    path,
    routes: [{ path: paths.sv.dashboard, element: <p>Dashboard</p> }],
  });
}

describe('InvitationsPage', () => {
  it('after accepting, leads into the new group: selects it and opens its dashboard', async () => {
    const { store } = renderAt(`${paths.user.invitations}?joined=group-2`);
    const notice = await screen.findByTestId('joined-group');
    expect(notice).toHaveTextContent('Neu in deinen Gruppen: SV Humboldt-Gymnasium');
    expect(store.getState().session.currentGroupId).toBe('group-1');
    await userEvent.click(within(notice).getByRole('button', { name: 'Zur Gruppe SV Humboldt-Gymnasium' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(store.getState().session.currentGroupId).toBe('group-2');
  });

  it('offers no link for a group the user is not in', async () => {
    renderAt(`${paths.user.invitations}?joined=group-9`);
    await screen.findByText('Du hast keine offenen Einladungen.');
    expect(screen.queryByTestId('joined-group')).not.toBeInTheDocument();
  });

  it('says where invitations come from and leads to the open groups when there is none', async () => {
    renderAt(paths.user.invitations);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Du hast keine offenen Einladungen.');
    expect(within(empty).getByRole('link', { name: 'Gruppen entdecken' })).toHaveAttribute('href', paths.discover);
  });
});
