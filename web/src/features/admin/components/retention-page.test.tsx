import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PlatformLevel } from '#shared/levels';
import { RETENTION_CATEGORIES, RETENTION_DEFAULTS } from '#shared/retention';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { AdminRetentionPage } from './retention-page';

const rules = RETENTION_CATEGORIES.map((category) => {
  const { label, period, unit, min, max } = RETENTION_DEFAULTS[category];
  return { category, label, period, unit, min, max };
});
const zero = { rows: 0, files: 0, domains: [] };

describe('AdminRetentionPage', () => {
  it('previews a changed period per category and domain before it saves only the changed rule', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/admin/retention': { status: 200, body: rules },
      'GET /api/tenant/admin/domain': {
        status: 200,
        body: { items: [{ _id: 'd1', name: 'Frankfurt' }], total: 1, page: 1, pageSize: 100 },
      },
      'POST /api/tenant/admin/retention/dry-run': {
        status: 200,
        body: {
          categories: RETENTION_CATEGORIES.map((category) =>
            category === 'GROUP_CHAT'
              ? { category, rows: 12, files: 3, domains: [{ domainId: 'd1', rows: 12, files: 3 }] }
              : { category, ...zero },
          ),
        },
      },
      'PUT /api/tenant/admin/retention/GROUP_CHAT': { status: 200, body: { ...rules[1], period: 2 } },
    });
    renderScreen(<AdminRetentionPage />, {
      state: loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION })),
      path: '/admin/retention',
    });
    const field = await screen.findByLabelText('Frist: Gruppenchats');
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau' }));
    const preview = await screen.findByRole('region', { name: 'Was gelöscht würde' });
    expect(calls.find((c) => c.url.endsWith('/dry-run'))?.body).toEqual({ periods: { GROUP_CHAT: 2 } });
    expect(within(preview).getByText('12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
        ['/api/tenant/admin/retention/GROUP_CHAT', { period: 2 }],
      ]),
    );
  }, 60_000);
});
