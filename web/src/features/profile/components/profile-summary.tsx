import { Flex, Typography } from 'antd';
import type { ProfileView } from '#shared/profile';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { DESCRIPTION_TEXT as T } from '../text';
import { ContactList } from './contact-list';

/** The description tab for members without `profile:update`: the profile as it is stored. */
export function ProfileSummary({ profile }: { profile: ProfileView }) {
  return (
    <Flex vertical gap={16} data-testid="profile-summary" style={{ maxWidth: 860 }}>
      {profile.backgroundImage && (
        <img
          src={profile.backgroundImage.url}
          alt={T.backgroundImage}
          style={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 8 }}
        />
      )}
      {profile.avatarImage && (
        <img src={profile.avatarImage.url} alt={T.avatarImage} width={96} height={96} style={{ borderRadius: '50%', objectFit: 'cover' }} />
      )}
      {profile.description ? (
        <RichTextView html={profile.description} />
      ) : (
        <Typography.Text type="secondary">{T.noDescription}</Typography.Text>
      )}
      <ContactList profile={profile} />
    </Flex>
  );
}
