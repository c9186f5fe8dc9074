import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const dashboard = (type: TenantType, typeLabel: string) => ({
  status: 200,
  body: { tenant: { _id: 'group-1', name: 'Gruppe', type, typeLabel }, memberCount: 2, sections: {} },
});

const invitation = {
  _id: 'inv-1',
  tenantId: 'group-2',
  tenant: { _id: 'group-2', name: 'SV Schiller-Schule', type: TenantType.SV, typeLabel: 'Schülervertretung' },
  mail: 'mia.schulz@example.org',
  level: SvLevel.SV_MEMBER,
  levelLabel: 'SV-Mitglied',
  state: 'PENDING',
  invitedAt: '2026-11-20T10:00:00.000Z',
  invitedBy: null,
};

describe('DashboardPage (issue 11)', () => {
  it("names a network's dashboard 'Netzwerk-Profil'", async () => {
    mockApi({ 'GET /api/tenant/tenant/group-1/dashboard': dashboard(TenantType.NETWORK, 'Netzwerk') });
    const user = makeUser({ groups: [makeGroup({ type: TenantType.NETWORK, permissionLevel: NetworkLevel.NETWORK_MEMBER })] });
    renderScreen(<DashboardPage />, { state: loggedInState(user), path: '/sv/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Netzwerk-Profil', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('invitation-banner')).not.toBeInTheDocument();
  });

  it('shows a pending invitation as a banner; declining asks first', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1/dashboard': dashboard(TenantType.SV, 'Schülervertretung'),
      'GET /api/tenant/user/invitation': { status: 200, body: { items: [invitation], total: 1, page: 1, pageSize: 50 } },
      'DELETE /api/tenant/user/invitation/inv-1': { status: 200, body: { message: 'ok' } },
    });
    renderScreen(<DashboardPage />, { state: loggedInState(makeUser()), path: '/sv/dashboard' });
    const banner = await screen.findByTestId('invitation-banner');
    expect(within(banner).getByText('Du hast eine offene Einladung')).toBeInTheDocument();
    expect(within(banner).getByText('Einladung in „SV Schiller-Schule“ als SV-Mitglied.')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Einladung in SV Schiller-Schule ablehnen' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/tenant/user/invitation/inv-1')).toBe(true),
    );
  });
});
