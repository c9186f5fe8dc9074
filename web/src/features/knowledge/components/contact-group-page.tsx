import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ContactGroupDetailView, ContactView } from '#shared/contacts';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { LinkButton } from '../../../components/link-button';
import { ListSearch } from '../../../components/list-search';
import { Page } from '../../../components/page';
import { usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { FullPageSpinner } from '../../../components/spinner';
import { errorStatus } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { toast } from '../../../lib/toast/toast';
import { contactName } from '../contact-form';
import { CONTACT_GROUPS_TEXT as G, CONTACT_TEXT as T } from '../contact-text';
import { contactExportUrl, useContactGroupQuery, useDeleteContactGroupMutation, useDeleteGroupContactMutation } from '../contacts-api';
import { ContactDialog } from './contact-dialog';
import { ContactGroupDialog } from './contact-group-dialog';
import { ContactImportDialog } from './contact-import-dialog';
import { ContactTable, type ContactSort } from './contact-table';

type Open = { kind: 'contact'; contact?: ContactView } | { kind: 'import' } | { kind: 'group' } | null;

/** Where 'back' leads: the knowledge page with its contacts tab open. */
const knowledgeContacts = `${paths.sv.knowledge}?tab=contacts`;

/**
 * /sv/knowledge/contactgroup/{contactGroupId} (issue 16 §3): the group's contacts in a searchable, sortable,
 * paged table; add, edit and delete (asking first); import with a preview; export as CSV and vCard.
 */
export function ContactGroupPage() {
  const { contactGroupId = '' } = useParams();
  const tenantId = useCurrentGroup()._id;
  const paging = usePaging();
  const [text, setText] = useState('');
  const [sort, setSort] = useState<ContactSort>('lastName');
  const [open, setOpen] = useState<Open>(null);
  const query = useContactGroupQuery(
    { tenantId, contactGroupId, text: text || undefined, sort, ...paging.query },
    { skip: !contactGroupId, refetchOnMountOrArgChange: true },
  );
  const [removeContact] = useDeleteGroupContactMutation();
  const [removeGroup] = useDeleteContactGroupMutation();
  const confirm = useConfirm();
  const navigate = useNavigate();

  const back = (
    <LinkButton to={knowledgeContacts} icon={<ArrowLeftOutlined aria-hidden />}>
      {T.back}
    </LinkButton>
  );
  // `data` keeps the group while another page or search loads; the table shows only the current answer.
  const group: ContactGroupDetailView | undefined = query.data?._id === contactGroupId ? query.data : undefined;
  if (query.isLoading) return <FullPageSpinner />;
  if (!group) {
    return (
      <Page title={T.contactGroup} extra={back}>
        {errorStatus(query.error) === 404 ? (
          <EmptyState title={G.notFound} action={{ label: T.back, to: knowledgeContacts }} />
        ) : (
          <QueryState isLoading={false} isError onRetry={query.refetch}>
            {null}
          </QueryState>
        )}
      </Page>
    );
  }

  const search = (value: string) => {
    setText(value.trim());
    paging.reset();
  };
  const askDeleteContact = (contact: ContactView) =>
    confirm.ask({
      title: T.deleteTitle(contactName(contact, T.unnamed)),
      text: T.deleteText,
      onConfirm: async () => {
        await removeContact({ tenantId, contactGroupId, contactId: contact._id }).unwrap();
        toast.success(T.deleted);
      },
    });
  const askDeleteGroup = () =>
    confirm.ask({
      title: G.deleteTitle(group.title),
      text: G.deleteText,
      onConfirm: async () => {
        await removeGroup({ tenantId, contactGroupId }).unwrap();
        toast.success(G.deleted);
        navigate(knowledgeContacts);
      },
    });

  const addContact = () => setOpen({ kind: 'contact' });
  const empty = text ? (
    <EmptyState title={T.noHits} action={{ label: T.resetSearch, onClick: () => search('') }} />
  ) : (
    <EmptyState title={T.none} text={T.noneText} action={group.mayEdit ? { label: T.addFirst, onClick: addContact } : undefined} />
  );
  const contacts = query.currentData?.contacts;
  const total = group.contacts.total;

  return (
    <Page title={group.title} extra={back}>
      {group.description && <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{group.description}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">{`${G.viewAccess}: ${group.viewAccessLabel}`}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }} data-testid="contact-group-actions">
        {group.mayEdit && (
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={addContact}>
              {T.add}
            </Button>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen({ kind: 'import' })}>
              {T.import}
            </Button>
          </>
        )}
        {(total > 0 || text) && (
          <>
            <Button icon={<DownloadOutlined aria-hidden />} href={contactExportUrl(tenantId, contactGroupId, 'csv')} download>
              {T.exportCsv}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden />} href={contactExportUrl(tenantId, contactGroupId, 'vcard')} download>
              {T.exportVcard}
            </Button>
          </>
        )}
        {group.mayEdit && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen({ kind: 'group' })}>
            {T.editGroup}
          </Button>
        )}
        {group.mayDelete && (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={askDeleteGroup}>
            {T.deleteGroup}
          </Button>
        )}
      </Flex>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <ListSearch label={T.search} value={text} onSearch={search} />
        {contacts && (
          <Typography.Text type="secondary" data-testid="contact-count">
            {T.count(contacts.total)}
          </Typography.Text>
        )}
      </Flex>
      <QueryState isLoading={false} isError={query.isError} onRetry={query.refetch}>
        <ContactTable
          data={contacts}
          paging={paging}
          loading={query.isFetching}
          empty={empty}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            paging.reset();
          }}
          onEdit={group.mayEdit ? (contact) => setOpen({ kind: 'contact', contact }) : undefined}
          onDelete={group.mayEdit ? askDeleteContact : undefined}
        />
      </QueryState>
      {open?.kind === 'contact' && (
        <ContactDialog tenantId={tenantId} contactGroupId={contactGroupId} contact={open.contact} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'import' && <ContactImportDialog tenantId={tenantId} contactGroupId={contactGroupId} onClose={() => setOpen(null)} />}
      {open?.kind === 'group' && <ContactGroupDialog tenantId={tenantId} group={group} onClose={() => setOpen(null)} />}
      {confirm.dialog}
    </Page>
  );
}
