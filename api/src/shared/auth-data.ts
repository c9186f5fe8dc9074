// The auth module's answers: GET /api/auth/public/check (SPEC 3, "auth data") and the platform's user list.
// Pure TypeScript: the view DTOs of modules/auth implement these and the web imports them (`#shared/auth-data`).
import { Integrations } from './integrations';
import { TenantType } from './levels';
import type { PermissionOverrides } from './permissions';

export interface Contact {
  first_name: string;
  last_name: string;
}

export interface AuthGroup {
  _id: string;
  name: string;
  type: TenantType;
  permissionLevel: number;
  integrations: Integrations;
  /** The group's own role matrix over the default table (issue 28); null or absent: the default. */
  permissions?: PermissionOverrides | null;
  /** When the user joined (ISO); the web app's stand-in for "most recently active" when picking a group. */
  joinedAt?: string;
}

export interface AuthDomain {
  _id: string;
  name: string;
}

export interface AuthData {
  _id: string;
  mail: string;
  contact: Contact;
  permissionLevel: number;
  groups: AuthGroup[];
  domains: AuthDomain[];
  /** When the requested deletion of the account falls due (ISO); null when none is pending (issue 26 §2). */
  deletionAt: string | null;
}

/** The bodies of login, registration and the password change. */
export interface LoginInput {
  mail: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  contact: Contact;
  termsAccepted: true;
}

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  passwordRepeat: string;
}

/** A user as a search names them. */
export interface UserSummary {
  _id: string;
  contact: Contact;
}

/** A user as the platform administration lists them. */
export interface AdminUser extends UserSummary {
  mail: string;
  permissionLevel: number;
  verified: boolean;
  /** Login refused (403) until a platform administrator lifts it (issue 13 moderation). */
  suspended: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
  details?: { field: string; message: string }[];
}

/** What the operator publishes about themselves (issue 28 §17): served without login to every page. */
export interface SiteInfo {
  /** A plain mail address for `mailto:` links. */
  supportMail: string;
  /** Plain text; line breaks are kept, markup is shown as written. */
  imprintText: string;
}
