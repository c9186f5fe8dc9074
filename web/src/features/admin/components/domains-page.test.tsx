import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformLevel } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { AdminDomainsPage } from './domains-page';

const HAS_TENANTS = 'Diese Domain hat noch Gruppen und kann nicht gelöscht werden.';

describe('AdminDomainsPage', () => {
  it('lists domains and refuses deleting one that still has groups with the German reason', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/admin/domain': {
        status: 200,
        body: {
          items: [{ _id: 'd1', name: 'Frankfurt', description: 'Stadt', tenantCount: 3, administratorCount: 1 }],
          total: 1,
          page: 1,
          pageSize: 200,
        },
      },
      'DELETE /api/tenant/admin/domain/d1': { status: 409, body: { statusCode: 409, code: 'DOMAIN_HAS_TENANTS', message: HAS_TENANTS } },
    });
    const toasts = await import('../../../lib/toast/toast');
    const error = vi.spyOn(toasts.toast, 'error');
    renderScreen(<AdminDomainsPage />, {
      state: loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION })),
      path: '/admin/domains',
    });
    expect(await screen.findByText('Frankfurt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Warteschlangen' })).toHaveAttribute('href', '/api/admin/queues');
    await userEvent.click(screen.getByRole('button', { name: 'Frankfurt löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Eintrag löschen')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(HAS_TENANTS));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  }, 90_000);
});
