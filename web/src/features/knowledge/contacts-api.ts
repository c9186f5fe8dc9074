import type {
  ContactBulkInput,
  ContactCreateInput,
  ContactGroupDetailView,
  ContactGroupInput,
  ContactGroupPage,
  ContactGroupView,
  ContactImportFormat,
  ContactImportPreview,
  ContactImportResult,
  ContactInput,
  ContactSortField,
  ContactView,
} from '#shared/contacts';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { itemTag, listTag, scopedListId } from '../../lib/api/tags';

// The contact groups' calls (issue 16 §1) join the one API slice here (CONVENTIONS 11). Shapes come from
// #shared/contacts. The wiki's calls live in wiki-api.ts; both use the 'Knowledge' tag type, so every tag id
// here starts with CONTACT to keep a contact change from refetching wikis and the other way round.

const base = (tenantId: string) => `knowledge/tenant/${tenantId}`;
const groupBase = (tenantId: string, contactGroupId: string) => `${base(tenantId)}/contactgroup/${contactGroupId}`;

const groupsList = (tenantId: string) => listTag('Knowledge', `CONTACTGROUP-${scopedListId(tenantId)}`);
const groupTag = (contactGroupId: string) => itemTag('Knowledge', `CONTACTGROUP-${contactGroupId}`);

export interface ContactGroupsArgs {
  tenantId: string;
  page?: number;
  pageSize?: number;
}

interface GroupArg {
  tenantId: string;
  contactGroupId: string;
}

export interface ContactGroupArgs extends GroupArg {
  text?: string;
  sort?: ContactSortField | `-${ContactSortField}`;
  page?: number;
  pageSize?: number;
}

/** Where the browser downloads a group's contacts (answered directly: a group's contacts are few). */
export const contactExportUrl = (tenantId: string, contactGroupId: string, format: ContactImportFormat) =>
  `/api/${groupBase(tenantId, contactGroupId)}/export?format=${format}`;

/** The multipart body of an import: one `file` part. */
function importBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

// A change to a group's contacts changes its page and its count in the list.
const groupChanged = (tenantId: string, contactGroupId: string) => [groupTag(contactGroupId), groupsList(tenantId)];

export const contactsApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    contactGroups: build.query<ContactGroupPage, ContactGroupsArgs>({
      query: ({ tenantId, ...args }) => ({ url: `${base(tenantId)}/contactgroup`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => [...(result?.items ?? []).map((group) => groupTag(group._id)), groupsList(tenantId)],
    }),
    contactGroup: build.query<ContactGroupDetailView, ContactGroupArgs>({
      query: ({ tenantId, contactGroupId, ...args }) => ({ url: groupBase(tenantId, contactGroupId), params: clean(args) }),
      extraOptions: SHOWN_INLINE, // the group page shows the failure instead of its table
      providesTags: (_r, _e, { contactGroupId }) => [groupTag(contactGroupId)],
    }),
    createContactGroup: build.mutation<ContactGroupView, { tenantId: string } & ContactGroupInput>({
      query: ({ tenantId, ...body }) => ({ url: `${base(tenantId)}/contactgroup`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [groupsList(tenantId)],
    }),
    updateContactGroup: build.mutation<ContactGroupView, GroupArg & ContactGroupInput>({
      query: ({ tenantId, contactGroupId, ...body }) => ({ url: groupBase(tenantId, contactGroupId), method: 'PUT', body }),
      invalidatesTags: (_r, error, { tenantId, contactGroupId }) => (error ? [] : groupChanged(tenantId, contactGroupId)),
    }),
    deleteContactGroup: build.mutation<unknown, GroupArg>({
      query: ({ tenantId, contactGroupId }) => ({ url: groupBase(tenantId, contactGroupId), method: 'DELETE' }),
      invalidatesTags: (_r, error, { tenantId }) => (error ? [] : [groupsList(tenantId)]),
    }),
    addGroupContact: build.mutation<ContactView, { tenantId: string } & ContactCreateInput>({
      query: ({ tenantId, ...body }) => ({ url: `${base(tenantId)}/contact`, method: 'POST', body }),
      invalidatesTags: (_r, error, { tenantId, contactGroupId }) => (error ? [] : groupChanged(tenantId, contactGroupId)),
    }),
    addGroupContacts: build.mutation<unknown, { tenantId: string } & ContactBulkInput>({
      query: ({ tenantId, ...body }) => ({ url: `${base(tenantId)}/contact/bulk`, method: 'POST', body }),
      invalidatesTags: (_r, error, { tenantId, contactGroupId }) => (error ? [] : groupChanged(tenantId, contactGroupId)),
    }),
    updateGroupContact: build.mutation<ContactView, GroupArg & { contactId: string; contact: ContactInput }>({
      query: ({ tenantId, contactId, contact }) => ({ url: `${base(tenantId)}/contact/${contactId}`, method: 'PUT', body: contact }),
      invalidatesTags: (_r, error, { tenantId, contactGroupId }) => (error ? [] : groupChanged(tenantId, contactGroupId)),
    }),
    deleteGroupContact: build.mutation<unknown, GroupArg & { contactId: string }>({
      query: ({ tenantId, contactId }) => ({ url: `${base(tenantId)}/contact/${contactId}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { tenantId, contactGroupId }) => (error ? [] : groupChanged(tenantId, contactGroupId)),
    }),
    previewContactImport: build.mutation<ContactImportPreview, GroupArg & { file: File }>({
      query: ({ tenantId, contactGroupId, file }) => ({
        url: `${groupBase(tenantId, contactGroupId)}/import`,
        method: 'POST',
        params: { dryRun: true },
        body: importBody(file),
      }),
      extraOptions: SHOWN_INLINE, // the import dialog shows a refused file under its file field
    }),
    importContacts: build.mutation<ContactImportResult, GroupArg & { file: File }>({
      query: ({ tenantId, contactGroupId, file }) => ({
        url: `${groupBase(tenantId, contactGroupId)}/import`,
        method: 'POST',
        body: importBody(file),
      }),
      invalidatesTags: (_r, error, { tenantId, contactGroupId }) => (error ? [] : groupChanged(tenantId, contactGroupId)),
    }),
  }),
});

export const {
  useContactGroupsQuery,
  useContactGroupQuery,
  useCreateContactGroupMutation,
  useUpdateContactGroupMutation,
  useDeleteContactGroupMutation,
  useAddGroupContactMutation,
  useAddGroupContactsMutation,
  useUpdateGroupContactMutation,
  useDeleteGroupContactMutation,
  usePreviewContactImportMutation,
  useImportContactsMutation,
} = contactsApi;
