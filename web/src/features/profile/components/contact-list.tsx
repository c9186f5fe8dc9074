import { Typography } from 'antd';
import type { ProfileFields } from '#shared/profile';
import { DESCRIPTION_TEXT as T } from '../text';

/** The profile's contact fields as a definition list; plain text always, links only for mail, phone and web. */
export function ContactList({ profile }: { profile: ProfileFields }) {
  const rows: { key: string; label: string; value: string; href?: string }[] = [
    { key: 'person', label: T.contactPerson, value: profile.contactPerson },
    { key: 'mail', label: T.contactEmail, value: profile.contactEmail, href: `mailto:${profile.contactEmail}` },
    { key: 'phone', label: T.contactPhone, value: profile.contactPhone, href: `tel:${profile.contactPhone.replace(/[^\d+]/g, '')}` },
    // The API only stores http(s) addresses (PROFILE_WEBSITE_PATTERN).
    { key: 'web', label: T.contactWebsite, value: profile.contactWebsite, href: profile.contactWebsite },
    { key: 'press', label: T.publicPerson, value: profile.publicPerson },
  ].filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <dl
      data-testid="profile-contact"
      style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: '4px 16px' }}
    >
      {rows.map((row) => (
        <div key={row.key} style={{ display: 'contents' }}>
          <dt>
            <Typography.Text type="secondary">{row.label}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {row.href ? (
              <Typography.Link href={row.href} target={row.key === 'web' ? '_blank' : undefined} rel="noopener noreferrer">
                {row.value}
              </Typography.Link>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
