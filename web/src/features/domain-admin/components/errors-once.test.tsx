import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TenantType } from '#shared/levels';
import { toast } from '../../../lib/toast/toast';
import { mockApi } from '../../../test/fetch-mock';
import { renderRoutes, renderScreen } from '../../../test/render';
import { DomainAdminPage } from './domain-page';
import { ElectionsTab } from './elections-tab';
import { ExportPanel } from './export-panel';
import { FunctionsTab } from './functions-tab';
import { GroupsTab } from './groups-tab';
import { MembersDrawer } from './members-drawer';

// Issue 11, pattern 6 on the domain administration: a failed read shows one inline alert with a retry where
// its content goes, and no toast besides.
const D = '/api/tenant/admin/domain/d1';
const NOT_FOUND = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Der Eintrag wurde nicht gefunden.' } };
const LOAD_ERROR = 'Die Daten konnten nicht geladen werden.';
const group = { _id: 't1', name: 'SV Goethe', type: TenantType.SV, typeLabel: 'SV', isPublic: false, memberCount: 1, shortcode: 'abc' };

describe('domain administration: errors once', () => {
  it('shows a domain that cannot be loaded (unknown or foreign: 404) as one alert, without its tabs or a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const { calls } = mockApi({ [`GET ${D}`]: NOT_FOUND });
    renderRoutes([{ path: '/d_admin/domains/:domainId', element: <DomainAdminPage /> }], { path: '/d_admin/domains/d1' });
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([D]);
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows failed lists of the elections, schools and functions tabs inline, without a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ [`GET ${D}/election`]: NOT_FOUND, [`GET ${D}/tenant`]: NOT_FOUND, [`GET ${D}/function`]: NOT_FOUND });
    for (const tab of [
      <ElectionsTab key="e" domainId="d1" year={2026} yearSelect={null} />,
      <GroupsTab key="g" domainId="d1" type={TenantType.SV} />,
      <FunctionsTab key="f" domainId="d1" year={2026} yearSelect={null} />,
    ]) {
      const view = renderScreen(tab);
      expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      view.unmount();
    }
    // The election form link stays usable while the list failed.
    renderScreen(<ElectionsTab domainId="d1" year={2026} yearSelect={null} />);
    expect(await screen.findByTestId('election-form-link')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows failed members and invitations in the drawer inline, each once, and retries only the failed one', async () => {
    const error = vi.spyOn(toast, 'error');
    const { calls } = mockApi({
      [`GET ${D}/tenant/t1/member`]: NOT_FOUND,
      [`GET ${D}/tenant/t1/invitation`]: [NOT_FOUND, { status: 200, body: { items: [], total: 0, page: 1, pageSize: 100 } }],
    });
    renderScreen(<MembersDrawer domainId="d1" type={TenantType.SV} group={group} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getAllByText(LOAD_ERROR)).toHaveLength(2));
    expect(error).not.toHaveBeenCalled();
    const retries = within(drawer).getAllByRole('button', { name: 'Erneut versuchen' });
    await userEvent.click(retries[1]);
    expect(await within(drawer).findByText('Keine offenen Einladungen.')).toBeInTheDocument();
    expect(within(drawer).getAllByText(LOAD_ERROR)).toHaveLength(1);
    expect(calls.filter((c) => c.url.startsWith(`${D}/tenant/t1/member`))).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows a failed poll of the delegate list export inline, once, and stops polling until the retry', async () => {
    const error = vi.spyOn(toast, 'error');
    const { calls } = mockApi({
      [`POST ${D}/election/delegates/export`]: { status: 201, body: { _id: 'x1', state: 'PENDING', progress: 0 } },
      [`GET ${D}/election/delegates/export/x1`]: NOT_FOUND,
    });
    renderScreen(<ExportPanel domainId="d1" year={2026} />);
    await userEvent.click(await screen.findByRole('button', { name: /PDF/ }));
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const polls = () => calls.filter((c) => c.url === `${D}/election/delegates/export/x1`).length;
    const before = polls();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls()).toBe(before);
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(polls()).toBe(before + 1));
    expect(error).not.toHaveBeenCalled();
  }, 60_000);
});
