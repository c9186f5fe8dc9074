import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SvLevel, TenantType } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { MembersDrawer } from './members-drawer';

const group = {
  _id: 't1',
  name: 'SV Goethe-Gymnasium',
  type: TenantType.SV,
  typeLabel: 'Schülervertretung',
  isPublic: false,
  memberCount: 1,
  shortcode: 'abc',
};
const lea = {
  _id: 'm1',
  userId: 'u1',
  contact: { first_name: 'Lea', last_name: 'Schmidt' },
  mail: 'lea@example.org',
  level: SvLevel.SV_MEMBER,
  levelLabel: 'SV-Mitglied',
};

describe('MembersDrawer', () => {
  it('changes a role only after the confirmation, not on selection', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/admin/domain/d1/tenant/t1/member': { status: 200, body: { items: [lea], total: 1, page: 1, pageSize: 20 } },
      'PUT /api/tenant/admin/domain/d1/tenant/t1/member': { status: 200, body: { ...lea, level: SvLevel.SV_BOARD } },
      'GET /api/tenant/admin/domain/d1/tenant/t1/invitation': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 100 } },
    });
    renderScreen(<MembersDrawer domainId="d1" type={TenantType.SV} group={group} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Rolle von Lea Schmidt' }));
    await userEvent.click(await screen.findByTitle('SV-Vorstand'));
    const dialog = (await screen.findByText('Rolle von Lea Schmidt ändern?')).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText('Lea Schmidt wird in „SV Goethe-Gymnasium“ zu: SV-Vorstand.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolle ändern' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ userId: 'u1', level: SvLevel.SV_BOARD }));
  }, 30_000);

  it('removes a member only after a confirmation naming the person, and lists pending invitations', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/admin/domain/d1/tenant/t1/member': { status: 200, body: { items: [lea], total: 1, page: 1, pageSize: 20 } },
      'GET /api/tenant/admin/domain/d1/tenant/t1/invitation': {
        status: 200,
        body: {
          items: [{ _id: 'i1', mail: 'neu@example.org', level: 1, levelLabel: 'SV-Mitglied', invitedAt: '2026-11-20T09:00:00.000Z' }],
          total: 1,
          page: 1,
          pageSize: 100,
        },
      },
      'DELETE /api/tenant/admin/domain/d1/tenant/t1/member/u1': {
        status: 200,
        body: { message: 'Die Person wurde aus der Gruppe entfernt.' },
      },
    });
    renderScreen(<MembersDrawer domainId="d1" type={TenantType.SV} group={group} onClose={vi.fn()} />);
    expect(await screen.findByText('neu@example.org')).toBeInTheDocument();
    expect(screen.getByText('Offene Einladungen (1)')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Lea Schmidt entfernen' }));
    const dialog = (await screen.findByText('Lea Schmidt aus „SV Goethe-Gymnasium“ entfernen?')).closest<HTMLElement>('.ant-modal')!;
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
  }, 30_000);
});
