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
              tenantName: null,
              domainName: 'Frankfurt',
              targetName: null,
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
              tenantName: 'SV Goethe-Gymnasium',
              domainName: null,
              targetName: null,
            },
            {
              _id: 'a3',
              createdAt: '2026-11-20T11:00:00.000Z',
              reason: 'ADMIN',
              action: 'member.role-change',
              method: 'PUT',
              route: '/api/tenant/admin/domain/d1/tenant/t1/member',
              tenantId: 't1',
              domainId: 'd1',
              targetId: 'u2',
              detail: { self: false },
              user: null,
              tenantName: 'SV Goethe-Gymnasium',
              domainName: 'Frankfurt',
              targetName: 'Lea Schmidt',
            },
          ],
          total: 3,
          page: 1,
          pageSize: 20,
        },
      },
    });
    renderScreen(<AdminAuditPage />, {
      state: loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION })),
      path: '/admin/audit',
    });
    // German actions and names, never keys or id paths (issue 11).
    expect(await screen.findByText('Wahl geprüft Verband „Frankfurt“ · Schule: SV Goethe-Gymnasium')).toBeInTheDocument();
    expect(
      screen.getByText('Rolle geändert in „SV Goethe-Gymnasium“ Verband „Frankfurt“ Person: Lea Schmidt · Eigene Rolle: Nein'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\/api\//)).not.toBeInTheDocument();
    expect(screen.getByText('Hannah Wolf (ssr.vorsitz@plenum.test)')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 10:05')).toBeInTheDocument();
    expect(screen.getAllByText('Verwaltung')).toHaveLength(2);
    expect(screen.getByText('Ohne Mitgliedschaft')).toBeInTheDocument();
    expect(screen.getByText('Geändert in „SV Goethe-Gymnasium“')).toBeInTheDocument();
    expect(screen.getAllByText('Gelöschtes Konto')).toHaveLength(2);
  }, 60_000);

  it('shows a platform moderator the 403 page, without asking the server', async () => {
    const { calls } = mockApi({});
    renderScreen(<AdminAuditPage />, {
      state: loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_MODERATION })),
      path: '/admin/audit',
    });
    expect(await screen.findByText(/403 - Zugriff verweigert/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/admin/audit'))).toHaveLength(0);
  }, 60_000);
});
