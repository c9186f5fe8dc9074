// The council profile (issue 16 §2): the views the API sends, the field rules the web form mirrors and the
// public page's answer. Pure TypeScript: api, workers and web import it (`#shared/profile`).
// News and profile projects themselves live in `#shared/profile-objects`.
import type { TenantType } from './levels';
import type { Page } from './page';
import { TITLE_MAX_LENGTH } from './validation';

/** Sanitised HTML from the editor; markup counts. */
export const PROFILE_DESCRIPTION_MAX_LENGTH = 20_000;
/** contactPerson and publicPerson: a name or a short role such as "Schulsprecherin Lea Sommer". */
export const PROFILE_PERSON_MAX_LENGTH = TITLE_MAX_LENGTH;
export const PROFILE_PHONE_MAX_LENGTH = 40;
export const PROFILE_WEBSITE_MAX_LENGTH = 500;
/** At least three digits with spaces and the usual separators: "+49 69 123 45-6", "(069) 1234/56". */
export const PROFILE_PHONE_PATTERN = /^(?=(?:\D*\d){3})\+?[0-9(][0-9 ()/.-]{2,39}$/;
/** Only links a visitor can open safely: never `javascript:` or `data:`. */
export const PROFILE_WEBSITE_PATTERN = /^https?:\/\/[^\s<>"']+$/i;

/**
 * Image fields of the profile: raster formats only, checked by content (never SVG). A GIF is taken as its
 * first frame, stored as PNG (issue 28 §19, as the files contract says).
 */
export const PROFILE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PROFILE_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif';
/** The avatar is cropped to a square of this edge (cover); the background scaled to this width at most. */
export const PROFILE_AVATAR_SIZE_PX = 256;
export const PROFILE_BACKGROUND_WIDTH_PX = 1600;

/** Multipart field names (SPEC 7). */
export const PROFILE_IMAGE_FIELDS = ['avatarImage', 'backgroundImage'] as const;
export type ProfileImageField = (typeof PROFILE_IMAGE_FIELDS)[number];

export const PROFILE_MESSAGES = {
  phoneInvalid: 'Bitte gib eine gültige Telefonnummer ein.',
  websiteInvalid: 'Bitte gib eine gültige Webadresse ein, die mit http:// oder https:// beginnt.',
} as const;

/** Public pages list this many news items and projects at first; more through their paged routes. */
export const PUBLIC_PROFILE_PAGE_SIZE = 10;

/** A stored, resized image of the profile. `url` loads for members (`/api/files/{_id}`). */
export interface ProfileImageView {
  _id: string;
  url: string;
  mimeType: string;
  width: number;
  height: number;
}

/** The text fields, as sent by the form (multipart text parts) and answered by the API. */
export interface ProfileFields {
  /** Sanitised HTML. */
  description: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  contactWebsite: string;
  /** The press spokesperson. */
  publicPerson: string;
}

/**
 * `PUT /profile/tenant/{tenantId}` (multipart, `profile:update`): every text field optional (left out =
 * unchanged, '' = cleared), files `avatarImage` and/or `backgroundImage`, and `removeAvatarImage` /
 * `removeBackgroundImage` = 'true' to drop an image. `PUT .../background` takes `backgroundImage` only.
 */
export type ProfileUpdate = Partial<ProfileFields> & { removeAvatarImage?: boolean; removeBackgroundImage?: boolean };

/** `GET /profile/tenant/{tenantId}` for members. `_id` is the tenant id: a group has exactly one profile. */
export interface ProfileView extends ProfileFields {
  _id: string;
  tenantId: string;
  avatarImage: ProfileImageView | null;
  backgroundImage: ProfileImageView | null;
  /** Whether the public page `/p/{shortcode}` is reachable (the group's public flag). */
  isPublic: boolean;
  shortcode: string;
  /** Null until the profile is first saved. */
  createdAt: string | null;
  updatedAt: string | null;
}

// ---- Public page: `GET /api/profile/public/{shortcode}` (no login) ----

// Published news and projects come through `PublishedProfileObjectReader` (`#shared/profile-objects`,
// implemented by ProfileObjectRepository), bound to the token `PUBLISHED_PROFILE_OBJECTS`
// (`modules/profile/profile-published.ts`); unbound, the public page shows no news, projects or their images.

/** One published news item or project as an anonymous visitor sees it. */
export interface PublicProfileObjectView {
  _id: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  /** Loads without login, or null. */
  imageUrl: string | null;
  publishedAt: string;
}

/** The whole public page. Contact fields are the profile's own; nothing else personal ever appears. */
export interface PublicProfileView extends ProfileFields {
  tenant: { name: string; type: TenantType; shortcode: string };
  avatarImageUrl: string | null;
  backgroundImageUrl: string | null;
  /** First page (PUBLIC_PROFILE_PAGE_SIZE); more at `/api/profile/public/{shortcode}/news?page=`. */
  news: Page<PublicProfileObjectView>;
  /** First page; more at `/api/profile/public/{shortcode}/project?page=`. */
  projects: Page<PublicProfileObjectView>;
}

/** The image route of the public page: avatar, background and images of published items only. */
export function publicProfileImageUrl(shortcode: string, imageId: string): string {
  return `/api/profile/public/${encodeURIComponent(shortcode)}/image/${imageId}`;
}

/** Members load profile images through the files route (checked by membership or the public flag). */
export function memberFileUrl(materialId: string): string {
  return `/api/files/${materialId}`;
}
