// The shape of GET /api/auth/public/check (SPEC 3, "auth data").
import { Integrations } from './integrations';
import { TenantType } from './levels';

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
}

export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
  details?: { field: string; message: string }[];
}
