import type { StorageUsage } from '#shared/files';
import { api } from '../../lib/api/api';

/** A group's storage use (issue 24 §8), read by its administrators on the settings page. */
export const tenantStorageApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    tenantStorage: build.query<StorageUsage, string>({
      query: (tenantId) => `tenant/tenant/${tenantId}/storage`,
    }),
  }),
});

export const { useTenantStorageQuery } = tenantStorageApi;
