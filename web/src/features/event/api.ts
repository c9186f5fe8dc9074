import type {
  EventAttendeePage,
  EventListWhen,
  EventPage,
  EventParticipantInput,
  EventRegistrationPage,
  EventView,
  OwnRegistrationInput,
  OwnRegistrationView,
  PublicEventView,
} from '#shared/event';
import type { EventExportKind, EventExportView } from '#shared/event-export';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, listTags, scopedListId } from '../../lib/api/tags';
import { eventBody, type EventWrite } from './event-body';

// The event module's calls join the one API slice here (CONVENTIONS 11). Shapes are shared with the API (#shared/event).

export interface EventListArgs {
  tenantId: string;
  text?: string;
  when?: EventListWhen;
  sort?: string;
  page?: number;
  pageSize?: number;
}

interface EventArg {
  tenantId: string;
  eventId: string;
}

export interface PeopleArgs extends EventArg {
  text?: string;
  page?: number;
  pageSize?: number;
}

const base = (tenantId: string) => `event/tenant/${tenantId}/event`;
const publicBase = (eventId: string) => `event/public/event/${eventId}`;
export const eventList = (tenantId: string) => scopedListId(tenantId);
// Registrations and attendees are listed per event; a deletion or a switch refetches exactly that event's lists.
const registrationsTag = (eventId: string) => itemTag('Event', `REGISTRATIONS-${eventId}`);
const attendeesTag = (eventId: string) => itemTag('Event', `ATTENDEES-${eventId}`);
const publicTag = (eventId: string) => itemTag('Event', `PUBLIC-${eventId}`);
const ownRegistrationTag = (eventId: string) => itemTag('Event', `OWN-${eventId}`);

/** The finished file of an export (`event:edit` only; the API checks). */
export const exportFileUrl = (tenantId: string, eventId: string, exportId: string) =>
  `/api/${base(tenantId)}/${eventId}/export/${exportId}/file`;

/** Where a public programme material is downloaded (only while the programme switch is on). */
export const publicMaterialUrl = (eventId: string, materialId: string) => `/api/${publicBase(eventId)}/material/${materialId}`;

const changed = (tenantId: string, eventId: string) => [
  itemTag('Event', eventId),
  listTag('Event', eventList(tenantId)),
  publicTag(eventId),
  dashboardTag(tenantId),
];

export const eventApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    events: build.query<EventPage, EventListArgs>({
      query: ({ tenantId, ...args }) => ({ url: base(tenantId), params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('Event', result?.items, eventList(tenantId)),
    }),
    event: build.query<EventView, EventArg>({
      query: ({ tenantId, eventId }) => `${base(tenantId)}/${eventId}`,
      extraOptions: SHOWN_INLINE, // the event page shows the failure instead of its tabs
      providesTags: (_r, _e, { eventId }) => [itemTag('Event', eventId)],
    }),
    createEvent: build.mutation<EventView, { tenantId: string } & EventWrite>({
      query: ({ tenantId, ...write }) => ({ url: base(tenantId), method: 'POST', body: eventBody(write) }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Event', eventList(tenantId)), dashboardTag(tenantId)],
    }),
    updateEvent: build.mutation<EventView, EventArg & EventWrite>({
      query: ({ tenantId, eventId, ...write }) => ({ url: `${base(tenantId)}/${eventId}`, method: 'PUT', body: eventBody(write) }),
      // The answer is the saved event: the page shows it at once (a moved programme item does not jump back).
      async onQueryStarted({ tenantId, eventId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(eventApi.util.upsertQueryData('event', { tenantId, eventId }, data));
        } catch {
          // The base query has shown the failure.
        }
      },
      invalidatesTags: (_r, error, { tenantId, eventId }) => (error ? [] : changed(tenantId, eventId).slice(1)),
    }),
    deleteEvent: build.mutation<unknown, EventArg>({
      query: ({ tenantId, eventId }) => ({ url: `${base(tenantId)}/${eventId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Event', eventList(tenantId)), dashboardTag(tenantId)],
    }),
    eventRegistrations: build.query<EventRegistrationPage, PeopleArgs>({
      query: ({ tenantId, eventId, ...args }) => ({ url: `${base(tenantId)}/${eventId}/registration`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, { eventId }) => [registrationsTag(eventId)],
    }),
    deleteRegistration: build.mutation<unknown, EventArg & { registrationId: string }>({
      query: ({ tenantId, eventId, registrationId }) => ({
        url: `${base(tenantId)}/${eventId}/registration/${registrationId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { eventId }) => [registrationsTag(eventId), itemTag('Event', eventId)],
    }),
    eventAttendees: build.query<EventAttendeePage, PeopleArgs>({
      query: ({ tenantId, eventId, ...args }) => ({ url: `${base(tenantId)}/${eventId}/attendee`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, { eventId }) => [attendeesTag(eventId)],
    }),
    deleteAttendee: build.mutation<unknown, EventArg & { attendeeId: string }>({
      query: ({ tenantId, eventId, attendeeId }) => ({
        url: `${base(tenantId)}/${eventId}/attendee/${attendeeId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { eventId }) => [attendeesTag(eventId), itemTag('Event', eventId)],
    }),
    requestEventExport: build.mutation<EventExportView, EventArg & { kind: EventExportKind; attendeeId?: string }>({
      query: ({ tenantId, eventId, kind, attendeeId }) => ({
        url: `${base(tenantId)}/${eventId}/export`,
        method: 'POST',
        body: attendeeId ? { kind, attendeeId } : { kind },
      }),
    }),
    eventExport: build.query<EventExportView, EventArg & { exportId: string }>({
      query: ({ tenantId, eventId, exportId }) => `${base(tenantId)}/${eventId}/export/${exportId}`,
      keepUnusedDataFor: 0,
      extraOptions: SHOWN_INLINE, // the export button shows a failed poll with its retry (errors once)
    }),
    ownRegistration: build.query<OwnRegistrationView, EventArg>({
      query: ({ tenantId, eventId }) => `${base(tenantId)}/${eventId}/own-registration`,
      providesTags: (_r, _e, { eventId }) => [ownRegistrationTag(eventId)],
    }),
    registerOwn: build.mutation<unknown, EventArg & { body: OwnRegistrationInput }>({
      query: ({ tenantId, eventId, body }) => ({ url: `${base(tenantId)}/${eventId}/own-registration`, method: 'POST', body }),
      extraOptions: SHOWN_INLINE, // the dialog shows every failure under its fields or above its buttons
      // A repeat (409) means registered as well: re-read either way.
      invalidatesTags: (_r, _e, { eventId }) => [ownRegistrationTag(eventId), registrationsTag(eventId), itemTag('Event', eventId)],
    }),
    publicEvent: build.query<PublicEventView, string>({
      query: (eventId) => publicBase(eventId),
      extraOptions: SHOWN_INLINE, // the public page shows 'Event nicht gefunden' itself
      providesTags: (_r, _e, eventId) => [publicTag(eventId)],
    }),
    registerForEvent: build.mutation<unknown, { eventId: string; body: EventParticipantInput }>({
      query: ({ eventId, body }) => ({ url: `${publicBase(eventId)}/registration`, method: 'POST', body }),
      extraOptions: SHOWN_INLINE, // the public form shows every failure under its fields or above its button
    }),
    checkInAtEvent: build.mutation<unknown, { eventId: string; body: EventParticipantInput }>({
      query: ({ eventId, body }) => ({ url: `${publicBase(eventId)}/attendee`, method: 'POST', body }),
      extraOptions: SHOWN_INLINE, // the public form shows every failure under its fields or above its button
    }),
  }),
});

export const {
  useEventsQuery,
  useEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useEventRegistrationsQuery,
  useDeleteRegistrationMutation,
  useEventAttendeesQuery,
  useDeleteAttendeeMutation,
  useRequestEventExportMutation,
  useEventExportQuery,
  useOwnRegistrationQuery,
  useRegisterOwnMutation,
  usePublicEventQuery,
  useRegisterForEventMutation,
  useCheckInAtEventMutation,
} = eventApi;
