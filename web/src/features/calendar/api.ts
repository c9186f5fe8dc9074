import type { CalendarEntry, CalendarEntryPage } from '#shared/calendar';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, listTags, scopedListId } from '../../lib/api/tags';

// The entry's shape is shared with the API (#shared/calendar).
export type { CalendarEntry };

export interface CalendarListArgs {
  tenantId: string;
  /** ISO instants: entries overlapping the window. */
  from?: string;
  to?: string;
  text?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

/** The fields of an entry as the dialog sends them; dates as ISO (a day for all-day entries). */
export type EntryFields = Pick<
  CalendarEntry,
  'title' | 'description' | 'location' | 'notes' | 'color' | 'startDate' | 'endDate' | 'allDay' | 'viewAccess'
>;

export interface EntryWrite {
  tenantId: string;
  fields: EntryFields;
  /** Existing materials to keep (update only; everything else of the entry's materials is deleted). */
  keep?: string[];
  uploads: File[];
}

/** The caller's own feed (SPEC 2.5): no URL while the group's iCal links are switched off. */
export interface CalendarFeed {
  active: boolean;
  url?: string | null;
}

/** SPEC 7: multipart, arrays as JSON text, files as repeated `newUploads` parts. */
export function entryFormData({ fields, keep, uploads }: Omit<EntryWrite, 'tenantId'>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  if (keep) body.append('materials', JSON.stringify(keep));
  for (const file of uploads) body.append('newUploads', file, file.name);
  return body;
}

export const entryList = (tenantId: string) => scopedListId(tenantId);
const feedTag = (tenantId: string) => itemTag('Calendar', `FEED-${tenantId}`);
// The dashboard's calendar sections show the same entries.
const base = (tenantId: string) => `calendar/tenant/${tenantId}`;

export const calendarApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    calendarEntries: build.query<CalendarEntryPage, CalendarListArgs>({
      query: ({ tenantId, ...args }) => ({ url: `${base(tenantId)}/event`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('Calendar', result?.items, entryList(tenantId)),
    }),
    calendarEntry: build.query<CalendarEntry, { tenantId: string; entryId: string }>({
      query: ({ tenantId, entryId }) => `${base(tenantId)}/event/${entryId}`,
      providesTags: (_r, _e, { entryId }) => [itemTag('Calendar', entryId)],
    }),
    createCalendarEntry: build.mutation<CalendarEntry, EntryWrite>({
      query: ({ tenantId, ...write }) => ({ url: `${base(tenantId)}/event`, method: 'POST', body: entryFormData(write) }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Calendar', entryList(tenantId)), dashboardTag(tenantId)],
    }),
    updateCalendarEntry: build.mutation<CalendarEntry, EntryWrite & { entryId: string }>({
      query: ({ tenantId, entryId, ...write }) => ({
        url: `${base(tenantId)}/event/${entryId}`,
        method: 'PUT',
        body: entryFormData(write),
      }),
      invalidatesTags: (_r, _e, { tenantId, entryId }) => [
        itemTag('Calendar', entryId),
        listTag('Calendar', entryList(tenantId)),
        dashboardTag(tenantId),
      ],
    }),
    deleteCalendarEntry: build.mutation<{ message: string }, { tenantId: string; entryId: string }>({
      query: ({ tenantId, entryId }) => ({ url: `${base(tenantId)}/event/${entryId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId, entryId }) => [
        itemTag('Calendar', entryId),
        listTag('Calendar', entryList(tenantId)),
        dashboardTag(tenantId),
      ],
    }),
    calendarFeed: build.query<CalendarFeed, string>({
      query: (tenantId) => `${base(tenantId)}/calendar`,
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      // The settings page's iCal switch is the same state: saving the group's settings refetches the feed.
      providesTags: (_r, _e, tenantId) => [feedTag(tenantId), itemTag('Tenant', tenantId)],
    }),
    activateFeed: build.mutation<CalendarFeed, string>({
      query: (tenantId) => ({ url: `${base(tenantId)}/calendar/activate`, method: 'POST' }),
      invalidatesTags: (_r, _e, tenantId) => [feedTag(tenantId), itemTag('Tenant', tenantId)],
    }),
    deactivateFeed: build.mutation<CalendarFeed, string>({
      query: (tenantId) => ({ url: `${base(tenantId)}/calendar/deactivate`, method: 'POST' }),
      invalidatesTags: (_r, _e, tenantId) => [feedTag(tenantId), itemTag('Tenant', tenantId)],
    }),
    renewFeed: build.mutation<CalendarFeed, string>({
      query: (tenantId) => ({ url: `${base(tenantId)}/calendar/renew`, method: 'POST' }),
      invalidatesTags: (_r, _e, tenantId) => [feedTag(tenantId)],
    }),
    rotateFeed: build.mutation<CalendarFeed, string>({
      query: (tenantId) => ({ url: `${base(tenantId)}/calendar/rotate`, method: 'POST' }),
      invalidatesTags: (_r, _e, tenantId) => [feedTag(tenantId)],
    }),
  }),
});

export const {
  useCalendarEntriesQuery,
  useCalendarEntryQuery,
  useCreateCalendarEntryMutation,
  useUpdateCalendarEntryMutation,
  useDeleteCalendarEntryMutation,
  useCalendarFeedQuery,
  useActivateFeedMutation,
  useDeactivateFeedMutation,
  useRenewFeedMutation,
  useRotateFeedMutation,
} = calendarApi;
