// Profile rows to the answers of the member screen and the public page (#shared/profile).
import type { MaterialView } from '#shared/files';
import type { Page } from '#shared/page';
import {
  memberFileUrl,
  PROFILE_AVATAR_SIZE_PX,
  ProfileFields,
  ProfileImageView,
  ProfileView,
  PublicProfileObjectView,
  PublicProfileView,
  publicProfileImageUrl,
} from '#shared/profile';
import type { PublishedProfileObject } from '#shared/profile-objects';
import type { Tenant } from '../../core/identity/tenant.entity';
import { iso } from '../../core/iso-date';
import type { Profile } from './entities/profile.entity';
import type { PublicProfileRow } from './profile.repository';

function fields(profile: Profile | null): ProfileFields {
  return {
    description: profile?.description ?? '',
    contactPerson: profile?.contactPerson ?? '',
    contactEmail: profile?.contactEmail ?? '',
    contactPhone: profile?.contactPhone ?? '',
    contactWebsite: profile?.contactWebsite ?? '',
    publicPerson: profile?.publicPerson ?? '',
  };
}

function imageView(material: MaterialView | undefined, width: number, height: number): ProfileImageView | null {
  return material ? { _id: material._id, url: memberFileUrl(material._id), mimeType: material.mimeType, width, height } : null;
}

/** `materials` are the profile's stored images (at most the two the row points at). */
export function profileView(
  tenant: Pick<Tenant, '_id' | 'isPublic' | 'shortcode'>,
  profile: Profile | null,
  materials: MaterialView[],
): ProfileView {
  const byId = new Map(materials.map((m) => [m._id, m]));
  const avatar = profile?.avatarImageId ? byId.get(profile.avatarImageId) : undefined;
  const background = profile?.backgroundImageId ? byId.get(profile.backgroundImageId) : undefined;
  return {
    _id: tenant._id,
    tenantId: tenant._id,
    ...fields(profile),
    avatarImage: imageView(avatar, PROFILE_AVATAR_SIZE_PX, PROFILE_AVATAR_SIZE_PX),
    backgroundImage: imageView(background, profile?.backgroundWidth ?? 0, profile?.backgroundHeight ?? 0),
    isPublic: tenant.isPublic,
    shortcode: tenant.shortcode,
    createdAt: profile ? iso(profile.createdAt) : null,
    updatedAt: profile ? iso(profile.updatedAt) : null,
  };
}

/** A published object for anonymous visitors: only what the public may read, never an author or a status. */
export function publicObjectView(shortcode: string, object: PublishedProfileObject): PublicProfileObjectView {
  return {
    _id: object._id,
    title: object.title,
    content: object.content,
    imageUrl: object.imageId ? publicProfileImageUrl(shortcode, object.imageId) : null,
    publishedAt: object.publishedAt,
  };
}

export function publicObjectPage(shortcode: string, page: Page<PublishedProfileObject>): Page<PublicProfileObjectView> {
  return { ...page, items: page.items.map((object) => publicObjectView(shortcode, object)) };
}

export function publicProfileView(
  row: PublicProfileRow,
  news: Page<PublicProfileObjectView>,
  projects: Page<PublicProfileObjectView>,
): PublicProfileView {
  const { tenant, profile } = row;
  const url = (id: string | null | undefined) => (id ? publicProfileImageUrl(tenant.shortcode, id) : null);
  return {
    tenant: { name: tenant.name, type: tenant.type, shortcode: tenant.shortcode },
    ...fields(profile),
    avatarImageUrl: url(profile?.avatarImageId),
    backgroundImageUrl: url(profile?.backgroundImageId),
    news,
    projects,
  };
}
