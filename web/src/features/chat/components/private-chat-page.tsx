import { ArrowLeftOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { LinkButton } from '../../../components/link-button';
import { contactName } from '../../../components/members/member-table';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { errorStatus, type RequestError } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { useChatPartnerQuery, usePrivateHistoryInfiniteQuery, useSendPrivateMessageMutation } from '../api';
import { CHAT_TEXT, LIST_TEXT, NEW_CHAT_TEXT } from '../text';
import { PrivateChatActions } from './chat-actions';
import { Conversation } from './conversation';

const back = (
  <LinkButton to={paths.user.chats} icon={<ArrowLeftOutlined aria-hidden />}>
    {CHAT_TEXT.back}
  </LinkButton>
);

/** /user/chat/{userId}: the private chat with one person the contact rule lets the caller reach. */
export function ChatPage() {
  const { userId = '' } = useParams();
  const partner = useChatPartnerQuery(userId, { skip: !userId });
  // The same cache entry the conversation reads: 'Chat entfernen' only once there is a chat.
  const history = usePrivateHistoryInfiniteQuery(userId, { skip: !userId });
  const hasChat = (history.data?.pages[0]?.items.length ?? 0) > 0;
  // Unknown or not reachable under the contact rule: the API answers 404 for the person and the history alike.
  if (partner.isError && errorStatus(partner.error as RequestError) === 404) {
    return (
      <Page title={CHAT_TEXT.chat} extra={back}>
        <EmptyState
          title={LIST_TEXT.notReachable}
          text={NEW_CHAT_TEXT.intro}
          action={{ label: NEW_CHAT_TEXT.pick, to: paths.user.newChat }}
        />
      </Page>
    );
  }
  const name = partner.data ? contactName(partner.data.contact) : CHAT_TEXT.chat;
  const extra = (
    <Space wrap>
      {back}
      {partner.data && <PrivateChatActions userId={userId} name={name} hasChat={hasChat} />}
    </Space>
  );
  return (
    <Page title={name} extra={extra}>
      <QueryState isLoading={partner.isLoading} isError={partner.isError} onRetry={partner.refetch}>
        <PrivateChat key={userId} userId={userId} />
      </QueryState>
    </Page>
  );
}

function PrivateChat({ userId }: { userId: string }) {
  const history = usePrivateHistoryInfiniteQuery(userId);
  const [send] = useSendPrivateMessageMutation();
  return (
    <Conversation
      kind="private"
      history={history}
      onSend={(write) => send({ userId, ...write }).unwrap()}
      empty={<EmptyState compact title={CHAT_TEXT.noMessages} text={CHAT_TEXT.noPrivateMessages} />}
    />
  );
}
