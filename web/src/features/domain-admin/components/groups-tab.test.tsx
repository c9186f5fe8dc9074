import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TenantType } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { GroupsTab } from './groups-tab';

const group = (legalHold: { since: string; reason: string } | null) => ({
  _id: 't1',
  name: 'SV Goethe-Gymnasium',
  title: 'SV Goethe-Gymnasium',
  type: TenantType.SV,
  typeLabel: 'Schülervertretung',
  isPublic: false,
  domain: null,
  memberCount: 1,
  shortcode: 'abc',
  legalHold,
});
const page = (items: unknown[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } });

describe('GroupsTab: legal hold', () => {
  it('sets a legal hold only with a reason and shows it; lifting asks first', async () => {
    const hold = { since: '2026-11-20T09:00:00.000Z', reason: 'Beschwerde der Eltern' };
    const { calls } = mockApi({
      'GET /api/tenant/admin/domain/d1/tenant': [page([group(null)]), page([group(hold)])],
      'PUT /api/tenant/admin/domain/d1/tenant/t1/legal-hold': { status: 200, body: { legalHold: hold } },
    });
    renderScreen(<GroupsTab domainId="d1" type={TenantType.SV} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aufbewahrungspflicht für SV Goethe-Gymnasium setzen' }));
    const dialog = (await screen.findByText('Aufbewahrungspflicht für SV Goethe-Gymnasium')).closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setzen' }));
    expect(await within(dialog).findByText('Bitte gib einen Grund für die Aufbewahrungspflicht an.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Beschwerde der Eltern');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setzen' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reason: 'Beschwerde der Eltern' }));
    expect(await screen.findByText('seit 20.11.2026: Beschwerde der Eltern')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aufbewahrungspflicht für SV Goethe-Gymnasium aufheben' }));
    expect(await screen.findByText('Aufbewahrungspflicht für SV Goethe-Gymnasium aufheben?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  }, 60_000);
});
