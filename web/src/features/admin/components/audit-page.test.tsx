import { screen } from '@testing-library/react';
import { PlatformLevel } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { AdminAuditPage } from './audit-page';

describe('AdminAuditPage', () => {
  it('lists who did what, in Berlin time, with the kind of entry', async () => {
    mockApi({
      'GET /api/tenant/admin/audit': {
        status: 200,
        body: {
          items: [
            {
              _id: 'a1',
              createdAt: '2026-11-20T09:05:00.000Z',
              reason: 'ADMIN',
              action: 'election.validate',
              method: 'POST',
              route: '/api/tenant/admin/domain/d1/election/e1',
              tenantId: null,
              domainId: 'd1',
              targetId: 'e1',
              detail: { school: 'SV Goethe-Gymnasium' },
              user: { _id: 'u1', mail: 'ssr.vorsitz@plenum.test', contact: { first_name: 'Hannah', last_name: 'Wolf' } },
            },
            {
              _id: 'a2',
              createdAt: '2026-11-20T10:00:00.000Z',
              reason: 'NOT_MEMBER',
              action: null,
              method: 'PUT',
              route: '/api/tenant/tenant/t1',
              tenantId: 't1',
              domainId: null,
              targetId: null,
              detail: null,
              user: null,
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
    });
    renderScreen(<AdminAuditPage />, {
      state: loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION })),
      path: '/admin/audit',
    });
    expect(await screen.findByText('election.validate · school: SV Goethe-Gymnasium')).toBeInTheDocument();
    expect(screen.getByText('Hannah Wolf (ssr.vorsitz@plenum.test)')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 10:05')).toBeInTheDocument();
    expect(screen.getByText('Verwaltung')).toBeInTheDocument();
    expect(screen.getByText('Ohne Mitgliedschaft')).toBeInTheDocument();
    expect(screen.getByText('PUT /api/tenant/tenant/t1')).toBeInTheDocument();
    expect(screen.getByText('Gelöschtes Konto')).toBeInTheDocument();
  }, 60_000);
});
