// Every error the profile module answers with, bound once to status and German sentence (SPEC 5, 8).
import { PROFILE_OBJECT_MESSAGES } from '#shared/profile-objects';
import { defineErrors, fieldError, forbiddenError, notFoundError } from '../../core/domain.exception';

export const ProfileErrors = defineErrors({
  /** The public page: an unknown shortcode and a group that is not public look the same. */
  publicNotFound: notFoundError('PROFILE_NOT_FOUND', 'Dieses Profil wurde nicht gefunden.'),
  backgroundRequired: fieldError('backgroundImage', 'Bitte wähle ein Hintergrundbild aus.'),
});

/** News and profile projects (profile-object*.ts). */
export const ProfileObjectErrors = defineErrors({
  /** Unknown, another group's, or not visible to the caller (someone else's draft). */
  notFound: notFoundError('PROFILE_OBJECT_NOT_FOUND', PROFILE_OBJECT_MESSAGES.notFound),
  /** A PUBLISHED status in a body from someone without profile-object:publish (issue 16 §2). */
  publishForbidden: forbiddenError('PROFILE_OBJECT_PUBLISH_FORBIDDEN', PROFILE_OBJECT_MESSAGES.publishForbidden),
});
