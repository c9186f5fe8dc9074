// The Open Graph data of the public profile page `/p/{shortcode}` (issue 28 §20), for the web app middleware.
import { plainSummary, type PageMeta } from '../../common/http/page-meta';
import type { ProfilePublicService } from './profile-public.service';

const PUBLIC_PROFILE_PATH_PREFIX = '/p/';
/** As the API's public profile routes accept it; anything else is no page and gets the plain index.html. */
const SHORTCODE = /^[A-Za-z0-9_-]{1,20}$/;
const FALLBACK_DESCRIPTION = (name: string) => `Das öffentliche Profil von ${name} auf Plenum.`;

export function publicProfileMeta(profiles: ProfilePublicService, publicUrl: string) {
  return async (urlPath: string): Promise<PageMeta | null> => {
    if (!urlPath.startsWith(PUBLIC_PROFILE_PATH_PREFIX)) return null;
    const shortcode = urlPath.slice(PUBLIC_PROFILE_PATH_PREFIX.length).replace(/\/$/, '');
    if (!SHORTCODE.test(shortcode)) return null;
    const summary = await profiles.summary(shortcode);
    if (!summary) return null;
    return {
      title: summary.name,
      description: plainSummary(summary.description) || FALLBACK_DESCRIPTION(summary.name),
      url: `${publicUrl}${PUBLIC_PROFILE_PATH_PREFIX}${encodeURIComponent(shortcode)}`,
    };
  };
}
