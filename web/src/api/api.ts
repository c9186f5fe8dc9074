import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** Every cache tag of the app; features provide `{ type, id }` per item plus `{ type, id: 'LIST' }`. */
export const TAG_TYPES = [
  'Auth',
  'Invitation',
  'Tenant',
  'Member',
  'Notification',
  'Domain',
  'Election',
  'Budget',
  'Calendar',
  'Chat',
  'Event',
  'Knowledge',
  'Profile',
  'Project',
  'Survey',
] as const;

/** The one RTK Query slice; features add endpoints with `api.injectEndpoints` in their own api.ts. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
