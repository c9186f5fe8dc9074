// A group's content as one ZIP for its admins (issue 26 §2): request and status of the export the workers make.
import type { DataExportJob } from '#shared/data-export';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';

const base = (tenantId: string) => `tenant/tenant/${tenantId}/data-export`;

export const groupDataExportFileUrl = (tenantId: string, exportId: string) => `/api/${base(tenantId)}/${exportId}/file`;

export const groupDataExportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    requestGroupDataExport: build.mutation<DataExportJob, { tenantId: string }>({
      query: ({ tenantId }) => ({ url: base(tenantId), method: 'POST' }),
    }),
    groupDataExport: build.query<DataExportJob, { tenantId: string; exportId: string }>({
      query: ({ tenantId, exportId }) => `${base(tenantId)}/${exportId}`,
      keepUnusedDataFor: 0,
      extraOptions: SHOWN_INLINE, // the export button shows a failed poll with its retry
    }),
  }),
});

export const { useRequestGroupDataExportMutation } = groupDataExportApi;
