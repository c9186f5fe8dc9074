// 'Meine Daten herunterladen' (issue 26 §1): the account page's endpoints of the personal data export.
import type { CurrentDataExport, DataExportJob } from '#shared/data-export';
import { api } from '../../lib/api/api';

const BASE = 'auth/private/user/data-export';

export const dataExportFileUrl = (exportId: string) => `/api/${BASE}/${exportId}/file`;

export const dataExportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    currentDataExport: build.query<CurrentDataExport, void>({
      query: () => `${BASE}/current`,
      keepUnusedDataFor: 0,
    }),
    requestDataExport: build.mutation<DataExportJob, void>({
      query: () => ({ url: BASE, method: 'POST' }),
    }),
  }),
});

export const { useCurrentDataExportQuery, useRequestDataExportMutation } = dataExportApi;
