import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allIntegrations } from '#shared/integrations';
import { SvLevel, TenantType } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { SettingsPage } from './settings-page';

const tenant = {
  _id: 'group-1',
  name: 'SV Goethe-Gymnasium',
  type: TenantType.SV,
  typeLabel: 'Schülervertretung',
  domain: null,
  memberCount: 3,
  isPublic: false,
  integrations: allIntegrations(true),
  icalEnabled: false,
  shortcode: 'abc',
  permissionLevel: SvLevel.SV_ADMIN,
  levelLabel: 'Administration',
};

const MB = 1024 * 1024;

function renderAs(level: number) {
  const user = makeUser({ groups: [makeGroup({ permissionLevel: level })] });
  return renderScreen(<SettingsPage />, { state: loggedInState(user), path: '/sv/settings' });
}

describe('SettingsPage: storage', () => {
  it('shows the administration how much of the group’s quota its files take', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1': { status: 200, body: tenant },
      'GET /api/tenant/tenant/group-1/storage': { status: 200, body: { usedBytes: 1843 * MB, quotaBytes: 2000 * MB } },
    });
    renderAs(SvLevel.SV_ADMIN);
    await userEvent.click(await screen.findByRole('tab', { name: 'Sonstiges' }));
    expect(await screen.findByRole('heading', { name: 'Speicherplatz' })).toBeInTheDocument();
    expect(await screen.findByText('1.843 MB von 2.000 MB belegt')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Belegter Speicherplatz' })).toHaveAttribute('aria-valuenow', '92.2');
    expect(screen.getByText('Der Speicherplatz ist fast voll. Lösche Dateien, die nicht mehr gebraucht werden.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/storage'))).toBe(true);
  });

  it('has no storage section for anyone else (the server answers them 403)', async () => {
    const { calls } = mockApi({ 'GET /api/tenant/tenant/group-1': { status: 200, body: tenant } });
    renderAs(SvLevel.SV_BOARD);
    await userEvent.click(await screen.findByRole('tab', { name: 'Sonstiges' }));
    expect(await screen.findByRole('button', { name: 'Gruppe verlassen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Speicherplatz' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/storage'))).toBe(false);
  });
});
