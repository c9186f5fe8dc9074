import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const dashboard = (type: TenantType, typeLabel: string) => ({
  status: 200,
  body: { tenant: { _id: 'group-1', name: 'Gruppe', type, typeLabel }, memberCount: 2, sections: {} },
});

const section = (items: Record<string, unknown>[]) => ({ integration: null, status: 'ok', items });
const newGroup = {
  status: 200,
  body: {
    tenant: { _id: 'group-1', name: 'Gruppe', type: TenantType.SV, typeLabel: 'Schülervertretung' },
    memberCount: 1,
    sections: { notifications: section([]), calendarUpcoming: section([]), news: section([]) },
  },
};

const invitation = {
  _id: 'inv-1',
  tenantId: 'group-2',
  tenant: { _id: 'group-2', name: 'SV Schiller-Schule', type: TenantType.SV, typeLabel: 'Schülervertretung' },
  mail: 'mia.schulz@example.org',
  level: SvLevel.SV_MEMBER,
  levelLabel: 'SV-Mitglied',
  state: 'PENDING',
  invitedAt: '2026-11-20T10:00:00.000Z',
  invitedBy: null,
};

describe('DashboardPage (issue 11)', () => {
  it("names a network's dashboard 'Netzwerk-Profil'", async () => {
    mockApi({ 'GET /api/tenant/tenant/group-1/dashboard': dashboard(TenantType.NETWORK, 'Netzwerk') });
    const user = makeUser({ groups: [makeGroup({ type: TenantType.NETWORK, permissionLevel: NetworkLevel.NETWORK_MEMBER })] });
    renderScreen(<DashboardPage />, { state: loggedInState(user), path: '/sv/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Netzwerk-Profil', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('invitation-banner')).not.toBeInTheDocument();
  });

  it('links a calendar item to its entry on the calendar page', async () => {
    mockApi({
      'GET /api/tenant/tenant/group-1/dashboard': {
        status: 200,
        body: {
          ...newGroup.body,
          sections: { calendarUpcoming: section([{ _id: 'entry-1', title: 'SV-Sitzung', startDate: '2026-11-24T15:00:00.000Z' }]) },
        },
      },
    });
    renderScreen(<DashboardPage />, { state: loggedInState(makeUser()), path: '/sv/dashboard' });
    const link = await screen.findByRole('link', { name: 'SV-Sitzung' });
    expect(link).toHaveAttribute('href', '/sv/calendar?entry=entry-1');
  });

  it('shows a pending invitation as a banner; declining asks first', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/tenant/group-1/dashboard': dashboard(TenantType.SV, 'Schülervertretung'),
      'GET /api/tenant/user/invitation': { status: 200, body: { items: [invitation], total: 1, page: 1, pageSize: 50 } },
      'DELETE /api/tenant/user/invitation/inv-1': { status: 200, body: { message: 'ok' } },
    });
    renderScreen(<DashboardPage />, { state: loggedInState(makeUser()), path: '/sv/dashboard' });
    const banner = await screen.findByTestId('invitation-banner');
    expect(within(banner).getByText('Du hast eine offene Einladung')).toBeInTheDocument();
    expect(within(banner).getByText('Einladung in „SV Schiller-Schule“ als SV-Mitglied.')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Einladung in SV Schiller-Schule ablehnen' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/tenant/user/invitation/inv-1')).toBe(true),
    );
  });

  it('shows first steps to an admin of a new group and hides the empty cards', async () => {
    mockApi({ 'GET /api/tenant/tenant/group-1/dashboard': newGroup });
    renderScreen(<DashboardPage />, { state: loggedInState(makeUser()), path: '/sv/dashboard' });
    const steps = await screen.findByTestId('first-steps');
    expect(within(steps).getByRole('link', { name: 'Mitglieder einladen' })).toHaveAttribute('href', '/sv/members');
    expect(within(steps).getByRole('link', { name: 'Module einschalten' })).toHaveAttribute('href', '/sv/settings');
    expect(within(steps).getByRole('link', { name: 'Ersten Termin eintragen' })).toHaveAttribute('href', '/sv/calendar');
    expect(screen.queryByTestId('dashboard-notifications')).not.toBeInTheDocument();
    expect(screen.queryByText('Hier gibt es noch nichts zu sehen.')).not.toBeInTheDocument();
  });

  it('shows a plain member of a new group no first steps, only what will appear here', async () => {
    mockApi({ 'GET /api/tenant/tenant/group-1/dashboard': newGroup });
    const user = makeUser({ groups: [makeGroup({ permissionLevel: SvLevel.SV_MEMBER })] });
    renderScreen(<DashboardPage />, { state: loggedInState(user), path: '/sv/dashboard' });
    expect(await screen.findByTestId('dashboard-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-calendarUpcoming')).not.toBeInTheDocument();
  });

  it('names a changed wiki chapter with its wiki and links it, and links news to the profile', async () => {
    const chapter = {
      sectionId: 's-1',
      sectionTitle: 'Wahlen',
      wikiId: 'w-1',
      wikiTitle: 'SV-Handbuch',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    mockApi({
      'GET /api/tenant/tenant/group-1/dashboard': {
        status: 200,
        body: {
          ...newGroup.body,
          sections: {
            ...newGroup.body.sections,
            knowledge: section([chapter]),
            news: section([{ _id: 'n-1', title: 'Sommerfest geplant' }]),
          },
        },
      },
    });
    renderScreen(<DashboardPage />, { state: loggedInState(makeUser()), path: '/sv/dashboard' });
    const link = await within(await screen.findByTestId('dashboard-knowledge')).findByRole('link', { name: 'SV-Handbuch: Wahlen' });
    expect(link).toHaveAttribute('href', '/sv/knowledge/wiki/w-1?section=s-1');
    expect(within(screen.getByTestId('dashboard-news')).getByRole('link', { name: 'Sommerfest geplant' })).toHaveAttribute(
      'href',
      '/sv/profile/news',
    );
  });

  it('shows only the cards with content once the group is running', async () => {
    mockApi({
      'GET /api/tenant/tenant/group-1/dashboard': {
        status: 200,
        body: {
          ...newGroup.body,
          sections: { ...newGroup.body.sections, news: section([{ _id: 'n-1', title: 'Sommerfest geplant' }]) },
        },
      },
    });
    renderScreen(<DashboardPage />, { state: loggedInState(makeUser()), path: '/sv/dashboard' });
    expect(await within(await screen.findByTestId('dashboard-news')).findByText('Sommerfest geplant')).toBeInTheDocument();
    expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-notifications')).not.toBeInTheDocument();
  });

  it("shows the group chat's latest messages oldest first, the unread count and a link to the chat", async () => {
    const message = (id: string, name: string, content: string, extra: Record<string, unknown> = {}) => ({
      _id: id,
      conversationId: 'c-1',
      tenantId: 'group-1',
      sender: { _id: `u-${name}`, name },
      content,
      files: [],
      removed: false,
      mayDelete: false,
      createdAt: '2026-11-24T15:00:00.000Z',
      updatedAt: '2026-11-24T15:00:00.000Z',
      ...extra,
    });
    const messages = [
      message('m-3', 'Ben Test', '', { files: [{ _id: 'f-1' }, { _id: 'f-2' }], sender: { _id: 'me', name: 'Ben Test' } }),
      message('m-2', 'Lea Schmidt', 'Nachricht entfernt', { removed: true }),
      message('m-1', 'Lea Schmidt', 'Treffen\num 15 Uhr'),
    ];
    mockApi({
      'GET /api/tenant/tenant/group-1/dashboard': {
        status: 200,
        body: { ...newGroup.body, sections: { ...newGroup.body.sections, chat: section([{ items: messages, unreadCount: 3 }]) } },
      },
    });
    renderScreen(<DashboardPage />, { state: loggedInState(makeUser({ _id: 'me' })), path: '/sv/dashboard' });
    const card = await screen.findByTestId('dashboard-chat');
    const rows = within(card).getAllByTestId('dashboard-chat-message');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lea Schmidt24.11.2026 16:00Treffen um 15 Uhr',
      'Lea Schmidt24.11.2026 16:00Nachricht entfernt',
      'Du24.11.2026 16:002 Dateien',
    ]);
    expect(within(card).getByText('3 ungelesene Nachrichten')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Zum Gruppenchat' })).toHaveAttribute('href', '/sv/chat');
    expect(within(card).queryByText('[object Object]')).not.toBeInTheDocument();
  });

  it('counts a chat without messages as an empty card: hidden, and the group is still new', async () => {
    mockApi({
      'GET /api/tenant/tenant/group-1/dashboard': {
        status: 200,
        body: { ...newGroup.body, sections: { ...newGroup.body.sections, chat: section([{ items: [], unreadCount: 0 }]) } },
      },
    });
    const user = makeUser({ groups: [makeGroup({ permissionLevel: SvLevel.SV_MEMBER })] });
    renderScreen(<DashboardPage />, { state: loggedInState(user), path: '/sv/dashboard' });
    expect(await screen.findByTestId('dashboard-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-chat')).not.toBeInTheDocument();
  });
});
