import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformLevel } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { toast } from '../../../lib/toast/toast';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderRoutes, renderScreen } from '../../../test/render';
import { AdminDomainsPage } from './domains-page';
import { AdminTenantPage } from './tenant-page';
import { AdminTenantsPage } from './tenants-page';
import { AdminUsersPage } from './users-page';

// Issue 11, pattern 6 on the platform administration: a failed read shows one inline alert with a retry,
// and no toast besides; a read the server refuses shows the 403 page.
const admin = loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
const moderator = loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_MODERATION }));
const NOT_FOUND = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Der Eintrag wurde nicht gefunden.' } };
const FORBIDDEN = { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Du hast keine Berechtigung für diese Aktion.' } };
const page = <T,>(items: T[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } });

async function expectOneInlineAlert() {
  expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: 'Erneut versuchen' })).toHaveLength(1);
}

describe('platform administration: errors once', () => {
  it('shows a failed group list inline, without a toast, and loads it again on retry', async () => {
    const error = vi.spyOn(toast, 'error');
    const { calls } = mockApi({
      'GET /api/tenant/admin/tenant': [NOT_FOUND, page([{ _id: 't1', name: 'SV Goethe', typeLabel: 'SV', domain: null, memberCount: 2 }])],
      'GET /api/tenant/admin/domain': page([]),
    });
    renderScreen(<AdminTenantsPage />, { state: moderator, path: '/admin/tenants' });
    await expectOneInlineAlert();
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('SV Goethe')).toBeInTheDocument();
    // Only what failed was asked again.
    expect(calls.filter((c) => c.url.startsWith('/api/tenant/admin/domain'))).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows a failed domain list inline on the groups page too (it feeds the filter), without a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'GET /api/tenant/admin/tenant': page([]), 'GET /api/tenant/admin/domain': NOT_FOUND });
    renderScreen(<AdminTenantsPage />, { state: moderator, path: '/admin/tenants' });
    await expectOneInlineAlert();
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows a failed domain list inline on the domains page, without a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'GET /api/tenant/admin/domain': NOT_FOUND });
    renderScreen(<AdminDomainsPage />, { state: admin, path: '/admin/domains' });
    await expectOneInlineAlert();
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows a group that cannot be loaded inline under its fallback title, without a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'GET /api/tenant/admin/tenant/t1': NOT_FOUND });
    renderRoutes([{ path: '/admin/tenants/:tenantId', element: <AdminTenantPage /> }], { state: moderator, path: '/admin/tenants/t1' });
    await expectOneInlineAlert();
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows the 403 page, not an empty table and a toast, when the server refuses the read', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'GET /api/auth/admin/user': FORBIDDEN });
    renderScreen(<AdminUsersPage />, { state: admin, path: '/admin/users' });
    // The error pages are a lazy chunk.
    expect(await screen.findByRole('heading', { name: MESSAGES.forbiddenPage }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(error).not.toHaveBeenCalled());
  }, 60_000);

  it('shows a moderator the 403 page for the users page without asking the server', async () => {
    const { calls } = mockApi({});
    renderScreen(<AdminUsersPage />, { state: moderator, path: '/admin/users' });
    // The error pages are a lazy chunk.
    expect(await screen.findByRole('heading', { name: MESSAGES.forbiddenPage }, { timeout: 15_000 })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 60_000);
});
