import { GLOSSARY } from '#shared/glossary';
import { INTEGRATION_LABELS, type Integration } from '#shared/integrations';
import { TenantType } from '#shared/levels';
import { GROUP_TYPE_TEXT } from '../../features/tenant/text';
import type { Access } from '../../lib/access';
import { paths } from '../../lib/paths';

export type NavIcon =
  | 'home'
  | 'group'
  | 'dashboard'
  | 'notifications'
  | 'members'
  | 'projects'
  | 'knowledge'
  | 'surveys'
  | 'calendar'
  | 'profile'
  | 'chat'
  | 'events'
  | 'finances'
  | 'settings'
  | 'discover'
  | 'domainAdmin'
  | 'admin'
  | 'tenants'
  | 'domains'
  | 'reports'
  | 'account';

export interface NavItem {
  key: string;
  label: string;
  icon: NavIcon;
  /** A red indicator: a count (0 hides it). */
  badge?: number;
  children?: NavItem[];
}

export const NAV_TEXT = {
  home: 'Home',
  discover: GLOSSARY.discover.entry,
  domainAdmin: GLOSSARY.domainAdministration,
  admin: GLOSSARY.platformAdministration,
  tenants: GLOSSARY.group.many,
  domains: GLOSSARY.domain.many,
  users: 'Benutzer',
  audit: 'Protokoll',
  retention: 'Aufbewahrung',
  reports: 'Meldungen',
  account: 'Mein Konto',
} as const;

export const MY_SV_KEY = 'my-sv';
export const ADMIN_KEY = 'admin';

interface SvEntry {
  key: string;
  label: string;
  icon: NavIcon;
  /** Hidden when this module is switched off in the current group (SPEC 2.4). */
  integration?: Integration;
}

const SV_ENTRIES: SvEntry[] = [
  { key: paths.sv.dashboard, label: INTEGRATION_LABELS.dashboard, icon: 'dashboard', integration: 'dashboard' },
  { key: paths.sv.notifications, label: 'Benachrichtigungen', icon: 'notifications' },
  { key: paths.sv.members, label: 'Mitglieder', icon: 'members' },
  { key: paths.sv.projects, label: INTEGRATION_LABELS.project, icon: 'projects', integration: 'project' },
  { key: paths.sv.knowledge, label: INTEGRATION_LABELS.knowledge, icon: 'knowledge', integration: 'knowledge' },
  { key: paths.sv.surveys, label: INTEGRATION_LABELS.survey, icon: 'surveys', integration: 'survey' },
  { key: paths.sv.calendar, label: INTEGRATION_LABELS.calendar, icon: 'calendar', integration: 'calendar' },
  { key: paths.sv.profile, label: 'Öffentliches Profil', icon: 'profile' },
  { key: paths.sv.chat, label: INTEGRATION_LABELS.chat, icon: 'chat', integration: 'chat' },
  { key: paths.sv.events, label: INTEGRATION_LABELS.event, icon: 'events', integration: 'event' },
  { key: paths.sv.budgets, label: INTEGRATION_LABELS.budget, icon: 'finances', integration: 'budget' },
  { key: paths.sv.settings, label: 'Einstellungen', icon: 'settings' },
];

export interface NavigationInput {
  access: Access;
  groupChatUnread?: number;
  /** The current group's type: SSR and networks name the group entry and the dashboard after themselves. */
  groupType?: TenantType;
}

/** The sidebar's entries for this user and group; everything the user may not reach is left out. */
export function buildNavigation({ access, groupChatUnread = 0, groupType = TenantType.SV }: NavigationInput): NavItem[] {
  const words = GROUP_TYPE_TEXT[groupType];
  const items: NavItem[] = [{ key: paths.home, label: NAV_TEXT.home, icon: 'home' }];
  if (access.hasGroup) {
    const children = SV_ENTRIES.filter((entry) => !entry.integration || access.hasIntegration(entry.integration)).map(
      ({ key, label, icon }): NavItem => ({
        key,
        label: key === paths.sv.dashboard ? words.profile : label,
        icon,
        badge: key === paths.sv.chat ? groupChatUnread : undefined,
      }),
    );
    items.push({ key: MY_SV_KEY, label: words.mine, icon: 'group', children });
  }
  items.push({ key: paths.discover, label: NAV_TEXT.discover, icon: 'discover' });
  if (access.hasDomains) items.push({ key: paths.domainAdmin.domains, label: NAV_TEXT.domainAdmin, icon: 'domainAdmin' });
  if (access.isModerator) {
    items.push({
      key: ADMIN_KEY,
      label: NAV_TEXT.admin,
      icon: 'admin',
      children: [
        { key: paths.admin.tenants, label: NAV_TEXT.tenants, icon: 'tenants' },
        { key: paths.admin.domains, label: NAV_TEXT.domains, icon: 'domains' },
        // Reported chat messages: moderators and administrators (issue 13).
        { key: paths.admin.reports, label: NAV_TEXT.reports, icon: 'reports' },
        // The one admin navigation (issue 11): users and the audit log only for platform administrators.
        ...(access.isAdministrator
          ? [
              { key: paths.admin.users, label: NAV_TEXT.users, icon: 'members' as const },
              { key: paths.admin.audit, label: NAV_TEXT.audit, icon: 'knowledge' as const },
              { key: paths.admin.retention, label: NAV_TEXT.retention, icon: 'knowledge' as const },
            ]
          : []),
      ],
    });
  }
  // The account (profile, password, private chats) is reachable from the sidebar too, not only the avatar menu.
  items.push({ key: paths.user.account, label: NAV_TEXT.account, icon: 'account' });
  return items;
}

/** The entry to highlight: the longest entry path that the current path starts with. */
export function activeKey(items: NavItem[], pathname: string): string | undefined {
  const keys = items.flatMap((item) => [item.key, ...(item.children ?? []).map((child) => child.key)]);
  return keys
    .filter((key) => key.startsWith('/'))
    .filter((key) => (key === paths.home ? pathname === key : pathname === key || pathname.startsWith(`${key}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

/** The group an active entry lives in, so that it starts open. */
export function parentKey(items: NavItem[], key: string | undefined): string | undefined {
  return items.find((item) => item.children?.some((child) => child.key === key))?.key;
}
