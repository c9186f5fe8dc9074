import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SvLevel } from '#shared/levels';
import { toast } from '../../../lib/toast/toast';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { MembersPage } from './members-page';

const page = <T,>(items: T[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 200 } });
const member = (id: string, first: string, level: number, levelLabel: string) => ({
  _id: `m-${id}`,
  userId: id,
  tenantId: 'group-1',
  contact: { first_name: first, last_name: 'Muster' },
  mail: `${first.toLowerCase()}@example.org`,
  level,
  levelLabel,
  joinedAt: '2026-09-01T08:00:00.000Z',
});
const members = [member('u1', 'Ada', SvLevel.SV_ADMIN, 'Schulsprecher*in'), member('u2', 'Bo', SvLevel.SV_MEMBER, 'SV-Mitglied')];

function renderAs(level: number) {
  const user = makeUser({ groups: [makeGroup({ permissionLevel: level })] });
  return renderScreen(<MembersPage />, { state: loggedInState(user), path: '/sv/members' });
}

describe('MembersPage', () => {
  it('shows a plain member the list with role labels but no buttons and no invitations', async () => {
    const { calls } = mockApi({ 'GET /api/tenant/tenant/group-1/member': page(members) });
    renderAs(SvLevel.SV_MEMBER);
    expect(await screen.findByText('Ada Muster')).toBeInTheDocument();
    expect(screen.getByText('Schulsprecher*in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Einladen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/invitation'))).toBe(false);
  });

  it('offers a liaison teacher roles up to their own and no buttons for the admin above them', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1/member': page(members),
      'GET /api/tenant/tenant/group-1/invitation': page([]),
      'POST /api/tenant/tenant/group-1/invitation': { status: 201, body: { _id: 'i1', mailSent: true } },
    });
    renderAs(SvLevel.SV_TEACHER);
    await screen.findByText('Bo Muster');
    expect(screen.queryByRole('button', { name: 'Ada Muster entfernen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bo Muster entfernen' })).toBeInTheDocument();
    expect(await screen.findByText('Keine offenen Einladungen.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Einladen/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('E-Mail-Adresse'), 'neu@example.org');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rolle' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Schulsprecher*in');
    expect(screen.getByTitle('Verbindungslehrer*in')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('SV-Vorstand'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ mail: 'neu@example.org', level: SvLevel.SV_BOARD }),
    );
  }, 30_000);

  it('removes a member after a dialog that names who leaves which group', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1/member': page(members),
      'GET /api/tenant/tenant/group-1/invitation': page([]),
      'DELETE /api/auth/tenant/group-1/user/remove/u2': { status: 200, body: { message: 'ok' } },
    });
    renderAs(SvLevel.SV_ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Bo Muster entfernen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Bo Muster aus „.+“ entfernen\?$/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  }, 30_000);

  it('shows a guest the contact persons instead of the member list, names and roles only', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1/office': page([
        { userId: 'u1', contact: { first_name: 'Ada', last_name: 'Muster' }, level: SvLevel.SV_ADMIN, levelLabel: 'Schulsprecher*in' },
      ]),
    });
    renderAs(SvLevel.GUEST);
    expect(await screen.findByRole('heading', { name: 'Ansprechpersonen' })).toBeInTheDocument();
    expect(await screen.findByText('Ada Muster')).toBeInTheDocument();
    expect(screen.getByText('Schulsprecher*in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Muster schreiben' })).toHaveAttribute('href', '/user/chat/u1');
    expect(calls.some((call) => call.url.includes('/member'))).toBe(false);
  });

  it('shows a failed list once: inline with a retry, without a toast (errors once)', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({
      'GET /api/tenant/tenant/group-1/member': { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Kein Zugriff.' } },
    });
    renderAs(SvLevel.SV_MEMBER);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});
