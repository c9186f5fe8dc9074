import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { EventAnswerView, EventAttendeeView, EventRegistrationView } from '#shared/event';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import { useEventAttendeesQuery, useDeleteAttendeeMutation, useDeleteRegistrationMutation, useEventRegistrationsQuery } from '../api';
import { PEOPLE_TEXT as T } from '../text';

type Person = EventRegistrationView | EventAttendeeView;

export interface PeopleTableProps {
  tenantId: string;
  eventId: string;
  kind: 'registration' | 'attendee';
  /** Per row, e.g. the attendee's certificate. */
  rowActions?: (person: EventAttendeeView) => ReactNode;
  /** The list's downloads above the search; given the number of people (nothing to download without any). */
  exports?: (total: number) => ReactNode;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;
const answerText = (answer: EventAnswerView) => (Array.isArray(answer.value) ? answer.value.join(', ') : answer.value);

function Answers({ answers }: { answers: EventAnswerView[] }) {
  if (answers.length === 0) return null;
  return (
    <Flex vertical gap={0}>
      {answers.map((answer) => (
        <span key={answer.fieldId}>
          <Typography.Text type="secondary">{answer.name}:</Typography.Text> {answerText(answer)}
        </span>
      ))}
    </Flex>
  );
}

/** The registrations or the check-ins of one event: searchable, paged, each deletable after asking. */
export function PeopleTable({ tenantId, eventId, kind, rowActions, exports }: PeopleTableProps) {
  const paging = usePaging();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const args = { tenantId, eventId, text: text || undefined, ...paging.query };
  // People arrive from the public pages, not from this screen: fetch afresh when the tab opens, and keep the
  // check-in list current while it is watched at the entrance.
  const registrations = useEventRegistrationsQuery(args, { skip: kind !== 'registration', refetchOnMountOrArgChange: true });
  const attendees = useEventAttendeesQuery(args, { skip: kind !== 'attendee', refetchOnMountOrArgChange: true, pollingInterval: 15_000 });
  const list = kind === 'registration' ? registrations : attendees;
  const [deleteRegistration] = useDeleteRegistrationMutation();
  const [deleteAttendee] = useDeleteAttendeeMutation();
  const confirm = useConfirm();

  const search = (value: string) => {
    setText(value.trim());
    paging.reset();
  };
  const askDelete = (person: Person) =>
    confirm.ask({
      title: kind === 'registration' ? T.deleteRegistrationTitle(fullName(person)) : T.deleteAttendeeTitle(fullName(person)),
      text: T.deleteText,
      onConfirm: async () => {
        if (kind === 'registration') await deleteRegistration({ tenantId, eventId, registrationId: person._id }).unwrap();
        else await deleteAttendee({ tenantId, eventId, attendeeId: person._id }).unwrap();
        toast.success(kind === 'registration' ? T.registrationDeleted : T.attendeeDeleted);
      },
    });

  const empty = text ? (
    <EmptyState title={T.noHits} action={{ label: 'Suche zurücksetzen', onClick: () => (setTyped(''), search('')) }} />
  ) : kind === 'registration' ? (
    <EmptyState title={T.noRegistrations} text={T.noRegistrationsText} />
  ) : (
    <EmptyState title={T.noAttendees} text={T.noAttendeesText} />
  );

  return (
    <Flex vertical gap={12}>
      {/* Kept while a search or page loads (data, not currentData), so that a running export is not dropped. */}
      {exports && list.data && (text || list.data.total > 0) && (
        <Flex gap={8} wrap align="flex-start">
          {exports(list.data.total)}
        </Flex>
      )}
      <Flex gap={12} wrap align="center">
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value && text) search('');
          }}
          onSearch={search}
          style={{ maxWidth: 320 }}
        />
        {list.currentData && (
          <Typography.Text type="secondary" data-testid="people-count">
            {T.count(list.currentData.total)}
          </Typography.Text>
        )}
      </Flex>
      <QueryState isLoading={false} isError={list.isError} onRetry={list.refetch}>
        <PagedTable<Person>
          data-testid={kind === 'registration' ? 'registration-table' : 'attendee-table'}
          data={list.currentData}
          paging={paging}
          loading={list.isFetching}
          empty={empty}
          hideOnSinglePage
          size="small"
          columns={[
            { key: 'name', title: T.columns.name, render: (_, person) => fullName(person) },
            { key: 'mail', title: T.columns.mail, dataIndex: 'mail' },
            {
              key: 'at',
              title: kind === 'registration' ? T.columns.at : T.columns.checkedInAt,
              render: (_, person) => formatDateTime('checkedInAt' in person ? person.checkedInAt : person.createdAt),
            },
            { key: 'answers', title: T.columns.answers, render: (_, person) => <Answers answers={person.answers} /> },
            {
              key: 'actions',
              render: (_, person) => (
                <Flex gap={8} wrap justify="flex-end">
                  {rowActions && 'checkedInAt' in person && rowActions(person)}
                  <Button
                    danger
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={kind === 'registration' ? T.deleteRegistration(fullName(person)) : T.deleteAttendee(fullName(person))}
                    onClick={() => askDelete(person)}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </QueryState>
      {confirm.dialog}
    </Flex>
  );
}
