import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SvLevel, TenantType } from '#shared/levels';
import { paths } from '../../../lib/paths';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { DiscoverPage } from './discover-page';

const row = (id: string, name: string, joinPolicy: 'OPEN' | 'REQUEST' = 'OPEN') => ({
  _id: id,
  name,
  type: TenantType.SV,
  typeLabel: 'Schülervertretung',
  domain: null,
  joinPolicy,
  memberCount: 4,
});

describe('DiscoverPage', () => {
  it("offers 'Zur Gruppe' only for joined groups; it selects the group and opens its dashboard", async () => {
    mockApi({
      'GET /api/tenant/public/tenant': {
        status: 200,
        body: { items: [row('group-2', 'SV Humboldt-Gymnasium'), row('group-3', 'SV Schiller-Schule')], total: 2, page: 1, pageSize: 20 },
      },
    });
    const user = makeUser({ groups: [makeGroup(), makeGroup({ _id: 'group-2', name: 'SV Humboldt-Gymnasium' })] });
    const { store } = renderScreen(<DiscoverPage />, {
      state: loggedInState(user),
      path: paths.discover,
      routes: [{ path: paths.sv.dashboard, element: <p>Dashboard</p> }],
    });
    const table = await screen.findByTestId('discover-table');
    await within(table).findByText('SV Schiller-Schule');
    expect(within(table).queryByRole('button', { name: 'Zur Gruppe SV Schiller-Schule' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Zur Gruppe SV Humboldt-Gymnasium' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(store.getState().session.currentGroupId).toBe('group-2');
  });

  it('without open groups, leads a group administrator to the switch that opens their group', async () => {
    mockApi({ 'GET /api/tenant/public/tenant': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } } });
    renderScreen(<DiscoverPage />, { state: loggedInState(makeUser({ groups: [makeGroup()] })), path: paths.discover });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Noch gibt es keine offenen Gruppen.');
    expect(within(empty).getByRole('link', { name: 'Deine Gruppe öffnen' })).toHaveAttribute('href', `${paths.sv.settings}?tab=misc`);
  });

  it('offers no such link to a member who may not change the group', async () => {
    mockApi({ 'GET /api/tenant/public/tenant': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } } });
    renderScreen(<DiscoverPage />, {
      state: loggedInState(makeUser({ groups: [makeGroup({ permissionLevel: SvLevel.SV_MEMBER })] })),
      path: paths.discover,
    });
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
  });

  it('after a search without hits, resets the search from the empty list', async () => {
    const { calls } = mockApi({ 'GET /api/tenant/public/tenant': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } } });
    renderScreen(<DiscoverPage />, { state: loggedInState(makeUser()), path: paths.discover });
    const search = await screen.findByRole('searchbox', { name: 'Gruppen durchsuchen' });
    await userEvent.type(search, 'Atlantis{Enter}');
    const empty = await screen.findByText('Keine offenen Gruppen gefunden.');
    await userEvent.click(
      within(empty.closest('[data-testid="empty-state"]') as HTMLElement).getByRole('button', { name: 'Suche zurücksetzen' }),
    );
    expect(search).toHaveValue('');
    expect(await screen.findByText('Noch gibt es keine offenen Gruppen.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('text=Atlantis'))).toBe(true);
  });

  it("asks to join a group that admits on request and then shows 'Anfrage gesendet' instead of reloading", async () => {
    const pending = {
      _id: 'request-1',
      tenant: { _id: 'group-3', name: 'SV Schiller-Schule', type: 'SV', typeLabel: 'Schülervertretung' },
      createdAt: '2026-11-28T10:00:00.000Z',
    };
    const { calls } = mockApi({
      'GET /api/tenant/public/tenant': {
        status: 200,
        body: {
          items: [row('group-3', 'SV Schiller-Schule', 'REQUEST'), row('group-4', 'SV Lessing-Schule', 'REQUEST')],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
      // Before the request none waits; after it, the refetch names the group.
      'GET /api/tenant/user/join-request': [
        { status: 200, body: { items: [], total: 0, page: 1, pageSize: 200 } },
        { status: 200, body: { items: [pending], total: 1, page: 1, pageSize: 200 } },
      ],
      'POST /api/tenant/user/join/group-3': {
        status: 202,
        body: { message: 'Anfrage gesendet. Die Administration der Gruppe entscheidet darüber.', request: pending },
      },
    });
    renderScreen(<DiscoverPage />, { state: loggedInState(makeUser()), path: paths.discover });
    const table = await screen.findByTestId('discover-table');
    await userEvent.click(await within(table).findByRole('button', { name: 'Beitritt anfragen bei SV Schiller-Schule' }));
    const sent = await within(table).findByRole('button', { name: 'Anfrage gesendet an SV Schiller-Schule' });
    expect(sent).toBeDisabled();
    expect(sent).toHaveTextContent('Anfrage gesendet');
    expect(within(table).getByRole('button', { name: 'Beitritt anfragen bei SV Lessing-Schule' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
