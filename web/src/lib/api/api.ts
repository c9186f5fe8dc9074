import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { TAG_TYPES } from './tags';

/** The one RTK Query slice (tag scheme in tags.ts); features add endpoints with `api.injectEndpoints` (and `overrideExisting: 'throw'`) in their own api.ts. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
