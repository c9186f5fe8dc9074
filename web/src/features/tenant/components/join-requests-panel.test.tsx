import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast/toast';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { JoinRequestsPanel } from './join-requests-panel';

const request = (id: string, first: string, last: string) => ({
  _id: id,
  tenantId: 'group-1',
  requester: { _id: `user-${id}`, contact: { first_name: first, last_name: last } },
  createdAt: '2026-11-28T10:00:00.000Z',
});
const page = (items: unknown[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 200 } });

describe('JoinRequestsPanel', () => {
  it('says when no request waits', async () => {
    mockApi({ 'GET /api/tenant/tenant/group-1/join-request': page([]) });
    renderScreen(<JoinRequestsPanel tenantId="group-1" />, { state: loggedInState(makeUser()) });
    expect(await screen.findByText('Keine offenen Beitrittsanfragen.')).toBeInTheDocument();
  });

  it('accepts one request and rejects another only after asking', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1/join-request': [
        page([request('r1', 'Tom', 'Fremd'), request('r2', 'Ida', 'Neu')]),
        page([request('r2', 'Ida', 'Neu')]),
        page([]),
      ],
      'PUT /api/tenant/tenant/group-1/join-request/r1': { status: 200, body: { accepted: true, message: 'ok' } },
      'PUT /api/tenant/tenant/group-1/join-request/r2': { status: 200, body: { accepted: false, message: 'ok' } },
    });
    renderScreen(<JoinRequestsPanel tenantId="group-1" />, { state: loggedInState(makeUser()) });
    const panel = await screen.findByTestId('join-requests');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Anfrage von Tom Fremd annehmen' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Die Person ist jetzt Gast der Gruppe.'));
    await vi.waitFor(() => expect(within(panel).queryByText('Tom Fremd')).not.toBeInTheDocument());
    await userEvent.click(within(panel).getByRole('button', { name: 'Anfrage von Ida Neu ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage von Ida Neu ablehnen?' });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Keine offenen Beitrittsanfragen.')).toBeInTheDocument();
    expect(success).toHaveBeenLastCalledWith('Die Anfrage wurde abgelehnt.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ accept: true }, { accept: false }]);
  });
});
