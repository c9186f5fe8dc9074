import { LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Contact } from '#shared/auth-data';
import { useLogoutMutation } from '../../features/auth/api';
import { paths } from '../paths';
import { selectUser } from '../session/selectors';
import { useAppSelector } from '../store';

export const USER_MENU_TEXT = {
  open: 'Benutzermenü öffnen',
  account: 'Mein Account',
  invitations: 'Einladungen',
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

  const items: MenuProps['items'] = [
    { key: paths.user.account, icon: <UserOutlined />, label: USER_MENU_TEXT.account },
    { key: paths.user.invitations, icon: <MailOutlined />, label: USER_MENU_TEXT.invitations },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: USER_MENU_TEXT.logout, danger: true },
  ];

  return (
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
        aria-label={`${letters}: ${USER_MENU_TEXT.open} (${name})`}
        data-testid="user-menu"
        style={{ padding: 0 }}
      >
        <Avatar style={{ backgroundColor: 'var(--ant-color-primary)', color: '#fff' }}>{letters}</Avatar>
      </Button>
    </Dropdown>
  );
}
