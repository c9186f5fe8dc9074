import { ArrowLeftOutlined, MessageOutlined } from '@ant-design/icons';
import { Input, Pagination, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ItemList } from '../../../components/item-list';
import { LinkButton } from '../../../components/link-button';
import { contactName } from '../../../components/members/member-table';
import { Page } from '../../../components/page';
import { usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../lib/paths';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { type ChatCandidate, useChatCandidatesQuery } from '../api';
import { CHAT_TEXT, NEW_CHAT_TEXT } from '../text';

/** People per page; the server searches their names. */
const PEOPLE_PER_PAGE = 100;

/** /user/chat/new: pick someone who shares a group with the caller (nobody else is reachable). */
export function NewChatPage() {
  const me = useAppSelector(selectUser);
  const paging = usePaging(PEOPLE_PER_PAGE);
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const people = useChatCandidatesQuery({ text, ...paging.query });
  const hits = useMemo(() => (people.data?.items ?? []).filter((person) => person._id !== me?._id), [people.data, me]);
  const search = (value: string) => {
    setText(value.trim());
    paging.reset();
  };

  const row = (person: ChatCandidate) => {
    const name = contactName(person.contact);
    return {
      key: person._id,
      content: <Typography.Text strong>{name}</Typography.Text>,
      actions: [
        <LinkButton
          key="write"
          icon={<MessageOutlined aria-hidden />}
          to={paths.user.chat(person._id)}
          aria-label={NEW_CHAT_TEXT.write(name)}
        >
          {NEW_CHAT_TEXT.writeShort}
        </LinkButton>,
      ],
    };
  };

  return (
    <Page
      title={CHAT_TEXT.newChat}
      extra={
        <LinkButton to={paths.user.chats} icon={<ArrowLeftOutlined aria-hidden />}>
          {CHAT_TEXT.back}
        </LinkButton>
      }
    >
      <Typography.Paragraph type="secondary">{NEW_CHAT_TEXT.intro}</Typography.Paragraph>
      <Input.Search
        aria-label={NEW_CHAT_TEXT.search}
        placeholder={NEW_CHAT_TEXT.search}
        allowClear
        maxLength={100}
        value={draft}
        onSearch={search}
        onChange={(event) => {
          setDraft(event.target.value);
          // Emptied with the clear button or by hand: everyone again.
          if (!event.target.value && text) search('');
        }}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <QueryState isLoading={people.isLoading} isError={people.isError} onRetry={people.refetch}>
        <ItemList
          items={hits}
          itemTestId="chat-candidate"
          row={row}
          empty={
            text ? (
              <EmptyState
                title={NEW_CHAT_TEXT.noHit}
                text={NEW_CHAT_TEXT.noHitText}
                action={{
                  label: NEW_CHAT_TEXT.resetSearch,
                  onClick: () => {
                    setDraft('');
                    search('');
                  },
                }}
              />
            ) : (
              <EmptyState
                title={NEW_CHAT_TEXT.none}
                text={NEW_CHAT_TEXT.noneText}
                action={{ label: CHAT_TEXT.discover, to: paths.discover }}
              />
            )
          }
        />
        {(people.data?.total ?? 0) > paging.pageSize && (
          <Pagination
            style={{ marginTop: 12 }}
            current={paging.page}
            pageSize={paging.pageSize}
            total={people.data?.total ?? 0}
            onChange={paging.setPage}
            showSizeChanger={false}
          />
        )}
      </QueryState>
    </Page>
  );
}
