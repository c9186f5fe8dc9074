// Every route of the app (SPEC 2.1 and 2.3). Functions build links; the router passes ':param' to
// the same functions to get its patterns, so a link and its route cannot drift apart.
import { SURVEY_CONFIRM_PATH } from '#shared/survey';

/** The query parameter of the election form that names the domain (see `paths.electionRegistrationFor`). */
export const ELECTION_DOMAIN_PARAM = 'domain';

/**
 * The public pages (SPEC 2.1) under their own layout: nobody needs to be logged in, so opening one asks
 * the server nothing about the session (a 401 there is a console error in every browser).
 */
const PUBLIC_PAGE_PREFIXES = [
  '/election-registration',
  '/survey-transaction/',
  SURVEY_CONFIRM_PATH,
  '/event-registration/',
  '/event-checkin/',
  '/event-program/',
  '/p/',
  '/datenschutz',
  '/impressum',
];

export const isPublicPage = (pathname: string) =>
  PUBLIC_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

export const paths = {
  home: '/',
  /** The public privacy page (issue 26 §3). */
  privacy: '/datenschutz',
  auth: {
    login: '/auth',
    register: '/auth/register',
    reset: '/auth/reset',
  },
  resetPassword: (token: string) => `/reset-password/${token}`,
  verify: '/verify',
  electionRegistration: '/election-registration',
  /** The election form with this domain chosen and locked: the link a domain administration sends to its schools. */
  electionRegistrationFor: (domainId: string) => `/election-registration?${ELECTION_DOMAIN_PARAM}=${encodeURIComponent(domainId)}`,
  surveyTransaction: (surveyId: string) => `/survey-transaction/${surveyId}`,
  /** PERSONAL survey answers given without login are confirmed here (`?token=` from the mail). */
  surveyConfirm: SURVEY_CONFIRM_PATH,
  eventRegistration: (eventId: string) => `/event-registration/${eventId}`,
  eventCheckin: (eventId: string) => `/event-checkin/${eventId}`,
  eventProgram: (eventId: string) => `/event-program/${eventId}`,
  /** The public profile of an open group (issue 16 §3): shared with people outside, no login. */
  publicProfile: (shortcode: string) => `/p/${shortcode}`,
  /** The operator's imprint (issue 28 §17), text from IMPRINT_TEXT. */
  imprint: '/impressum',
  /** The privacy notice, a public page of its own (issue 26). */
  sv: {
    root: '/sv',
    dashboard: '/sv/dashboard',
    notifications: '/sv/notifications',
    members: '/sv/members',
    projects: '/sv/projects',
    project: (projectId: string) => `/sv/projects/${projectId}`,
    profile: '/sv/profile',
    profileNews: '/sv/profile/news',
    profileProjects: '/sv/profile/projects',
    chat: '/sv/chat',
    calendar: '/sv/calendar',
    events: '/sv/events',
    event: (eventId: string) => `/sv/events/${eventId}`,
    settings: '/sv/settings',
    budgets: '/sv/budgets',
    budget: (budgetId: string) => `/sv/budgets/${budgetId}`,
    knowledge: '/sv/knowledge',
    wiki: (wikiId: string) => `/sv/knowledge/wiki/${wikiId}`,
    contactGroup: (contactGroupId: string) => `/sv/knowledge/contactgroup/${contactGroupId}`,
    surveys: '/sv/surveys',
    survey: (surveyId: string) => `/sv/surveys/${surveyId}`,
  },
  discover: '/discover/tenants',
  domainAdmin: {
    domains: '/d_admin/domains',
    domain: (domainId: string) => `/d_admin/domains/${domainId}`,
  },
  admin: {
    root: '/admin',
    users: '/admin/users',
    tenants: '/admin/tenants',
    tenant: (tenantId: string) => `/admin/tenants/${tenantId}`,
    domains: '/admin/domains',
    audit: '/admin/audit',
    reports: '/admin/reports',
    retention: '/admin/retention',
  },
  user: {
    account: '/user',
    chats: '/user/chat',
    newChat: '/user/chat/new',
    chat: (userId: string) => `/user/chat/${userId}`,
    invitations: '/user/invitations',
  },
} as const;

/** Where to go after login: only same-site paths, never `//host` or a full URL (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  if (next === paths.auth.login || next.startsWith(`${paths.auth.login}/`)) return paths.home;
  return next;
}

export function loginWithNext(next: string): string {
  return next === paths.home ? paths.auth.login : `${paths.auth.login}?next=${encodeURIComponent(next)}`;
}
