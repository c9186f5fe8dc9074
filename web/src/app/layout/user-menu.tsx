import { LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Contact } from '#shared/auth-data';
import { GLOSSARY } from '#shared/glossary';
import { useLogoutMutation } from '../../features/auth/api';
import { usePendingInvitationCount } from '../../features/tenant/api';
import { INVITATION_BANNER_TEXT } from '../../features/tenant/text';
import { paths } from '../../lib/paths';
import { selectUser } from '../../lib/session/selectors';
import { useAppSelector } from '../../lib/state';

export const USER_MENU_TEXT = {
  open: 'Benutzermenü öffnen',
  account: GLOSSARY.account.mine,
  invitations: GLOSSARY.invitation.many,
  logout: 'Abmelden',
} as const;

/** First letters of first and last name, e.g. 'Mia Schulz' -> 'MS'. */
export function initials(contact: Contact | undefined, mail = ''): string {
  const first = contact?.first_name.trim().charAt(0) ?? '';
  const last = contact?.last_name.trim().charAt(0) ?? '';
  return (first + last || mail.charAt(0) || '?').toUpperCase();
}

export function UserMenu() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const name = user ? `${user.contact.first_name} ${user.contact.last_name}`.trim() : '';
  const letters = initials(user?.contact, user?.mail);
  // Issue 11: open invitations must be visible to someone who already has a group, not only on the home page.
  const pending = usePendingInvitationCount();
  const pendingText = pending ? ` – ${INVITATION_BANNER_TEXT.badge(pending)}` : '';

  const items: MenuProps['items'] = [
    { key: paths.user.account, icon: <UserOutlined />, label: USER_MENU_TEXT.account },
    {
      key: paths.user.invitations,
      icon: <MailOutlined />,
      label: (
        <span data-testid="invitations-entry">
          {USER_MENU_TEXT.invitations}{' '}
          {pending > 0 && <Badge count={pending} size="small" aria-label={INVITATION_BANNER_TEXT.badge(pending)} />}
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: USER_MENU_TEXT.logout, danger: true },
  ];

  // The badge sits outside the button (its count is in the button's label), so the visible text stays the initials.
  return (
    <Badge count={pending} size="small" offset={[-2, 2]} data-testid="user-menu-badge">
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          // On success the session saga shows 'Erfolg' and reloads the page.
          onClick: ({ key }) => (key === 'logout' ? void logout() : navigate(key)),
        }}
      >
        {/* The label starts with the visible initials, so speech input ("klick MS") finds the button. */}
        <Button
          type="text"
          shape="circle"
          aria-label={`${letters}: ${USER_MENU_TEXT.open} (${name})${pendingText}`}
          data-testid="user-menu"
          style={{ padding: 0 }}
        >
          <Avatar style={{ backgroundColor: 'var(--ant-color-primary)', color: '#fff' }}>{letters}</Avatar>
        </Button>
      </Dropdown>
    </Badge>
  );
}
