import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthData } from '#shared/auth-data';
import { allIntegrations, INTEGRATIONS } from '#shared/integrations';
import { NetworkLevel, PlatformLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { accessFor } from '../../lib/access';
import { paths } from '../../lib/paths';
import { makeGroup, makeUser } from '../../test/fixtures';
import { loggedInState, renderScreen } from '../../test/render';
import { activeKey, buildNavigation, MY_SV_KEY } from './navigation';
import { SidebarMenu } from './sidebar-menu';

const navFor = (user: AuthData) => buildNavigation({ access: accessFor(user, user.groups[0] ?? null) });
const labels = (user: AuthData) => navFor(user).map((item) => item.label);
const svLabels = (user: AuthData) =>
  navFor(user)
    .find((item) => item.key === MY_SV_KEY)
    ?.children?.map((c) => c.label);

describe('sidebar entries', () => {
  it('shows every My SV entry when all modules are on', () => {
    expect(svLabels(makeUser())).toEqual([
      'SV-Profil',
      'Benachrichtigungen',
      'Mitglieder',
      'Projekte',
      'Wissen',
      'Umfragen',
      'Kalender',
      'Öffentliches Profil',
      'Gruppenchat',
      'Events',
      'Finanzen',
      'Einstellungen',
    ]);
  });

  it.each([
    ['dashboard', 'SV-Profil'],
    ['calendar', 'Kalender'],
    ['survey', 'Umfragen'],
    ['chat', 'Gruppenchat'],
    ['budget', 'Finanzen'],
    ['knowledge', 'Wissen'],
    ['event', 'Events'],
    ['project', 'Projekte'],
  ] as const)('hides the entry of a switched-off %s module', (integration, label) => {
    const user = makeUser({ groups: [makeGroup({ integrations: { ...allIntegrations(true), [integration]: false } })] });
    expect(svLabels(user)).not.toContain(label);
    expect(svLabels(user)).toHaveLength(11);
  });

  it.each([
    [TenantType.SV, SvLevel.SV_MEMBER, 'Meine SV', 'SV-Profil'],
    [TenantType.SSR, SsrLevel.SSR_MEMBER, 'Mein SSR', 'SSR-Profil'],
    [TenantType.NETWORK, NetworkLevel.NETWORK_MEMBER, 'Mein Netzwerk', 'Netzwerk-Profil'],
  ] as const)('names the group entry and the dashboard after a %s group', (type, level, mine, profile) => {
    const user = makeUser({ groups: [makeGroup({ type, permissionLevel: level })] });
    const items = buildNavigation({ access: accessFor(user, user.groups[0]), groupType: type });
    const group = items.find((item) => item.key === MY_SV_KEY);
    expect(group?.label).toBe(mine);
    expect(group?.children?.[0].label).toBe(profile);
  });

  it('keeps members, public profile and settings with every module off', () => {
    const user = makeUser({ groups: [makeGroup({ integrations: allIntegrations(false) })] });
    expect(svLabels(user)).toEqual(['Benachrichtigungen', 'Mitglieder', 'Öffentliches Profil', 'Einstellungen']);
    expect(INTEGRATIONS).toHaveLength(8);
  });

  it('hides My SV without a group, SV-Administration without domains, Administration below moderation', () => {
    expect(labels(makeUser({ groups: [] }))).toEqual(['Home', 'Entdecken', 'Mein Konto']);
    expect(labels(makeUser())).toEqual(['Home', 'Meine SV', 'Entdecken', 'Mein Konto']);
    expect(labels(makeUser({ domains: [{ _id: 'd1', name: 'Frankfurt' }] }))).toContain('SV-Administration');
    expect(labels(makeUser({ permissionLevel: PlatformLevel.SSR_ADMIN }))).not.toContain('Administration');
    expect(labels(makeUser({ permissionLevel: PlatformLevel.PLENUM_MODERATION }))).toContain('Administration');
    expect(labels(makeUser({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }))).toContain('Administration');
  });

  it('highlights the deepest entry that contains the current path', () => {
    const items = navFor(makeUser());
    expect(activeKey(items, '/')).toBe(paths.home);
    expect(activeKey(items, '/sv/budgets/42')).toBe(paths.sv.budgets);
    expect(activeKey(items, '/sv/profile/news')).toBe(paths.sv.profile);
    expect(activeKey(items, '/user')).toBe(paths.user.account);
  });
});

describe('SidebarMenu', () => {
  it('renders only the allowed entries, marks the active one and shows a red badge for unread group chat', async () => {
    const user = makeUser({ groups: [makeGroup({ integrations: { ...allIntegrations(true), budget: false } })] });
    const state = { ...loggedInState(user), counters: { notificationsUnseen: 0, privateChatUnread: 0, groupChatUnread: 3 } };
    renderScreen(<SidebarMenu />, { state, path: '/sv/calendar' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByText('Kalender')).toBeInTheDocument();
    expect(within(nav).queryByText('Finanzen')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Administration')).not.toBeInTheDocument();
    expect(within(nav).getByText('Kalender').closest('li')).toHaveClass('ant-menu-item-selected');
    expect(within(nav).getByText('Kalender').closest('li')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Mein Konto').closest('li')).not.toHaveAttribute('aria-current');
    expect(within(nav).getByText('Gruppenchat').closest('li')?.querySelector('.ant-badge-count')).toHaveTextContent('3');
  });

  it('navigates when an entry is chosen', async () => {
    const { router } = renderScreen(<SidebarMenu />, { state: loggedInState(makeUser()), path: '/sv/calendar' });
    await userEvent.click(screen.getByText('Mitglieder'));
    expect(router.state.location.pathname).toBe('/sv/members');
  });
});
