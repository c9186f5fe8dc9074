import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useAccess } from '../../../lib/access';
import { selectCurrentGroup } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { useDeleteGroupMessageMutation, useGroupHistoryInfiniteQuery, useSendGroupMessageMutation } from '../api';
import { CHAT_TEXT } from '../text';
import { Conversation } from './conversation';

/** /sv/chat: the current group's general chat (the router only shows it with the chat module on). */
export function GroupChatPage() {
  const group = useAppSelector(selectCurrentGroup);
  // RequireGroup guarantees a group; the empty id never reaches the server.
  return group ? <GroupChat key={group._id} tenantId={group._id} title={group.name} /> : null;
}

function GroupChat({ tenantId, title }: { tenantId: string; title: string }) {
  const access = useAccess();
  const history = useGroupHistoryInfiniteQuery(tenantId);
  const [send] = useSendGroupMessageMutation();
  const [remove] = useDeleteGroupMessageMutation();
  const mayPost = access.can('chat:create');
  return (
    <Page title={`${CHAT_TEXT.groupChat}: ${title}`}>
      <Conversation
        kind="group"
        history={history}
        onSend={mayPost ? (write) => send({ tenantId, ...write }).unwrap() : undefined}
        onDelete={(message) => remove({ tenantId, messageId: message._id }).unwrap()}
        empty={<EmptyState compact title={CHAT_TEXT.noMessages} text={mayPost ? CHAT_TEXT.noGroupMessages : undefined} />}
      />
    </Page>
  );
}
