import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { contactName } from '../../../components/members/member-table';
import { Page } from '../../../components/page';
import { useAccess } from '../../../lib/access';
import { selectCurrentGroup, selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { useDeleteGroupMessageMutation, useGroupChatMembersQuery, useGroupHistoryInfiniteQuery, useSendGroupMessageMutation } from '../api';
import type { Mentionable } from '../mentions';
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
  const mentionables = useMentionables(tenantId, mayPost);
  return (
    <Page title={`${CHAT_TEXT.groupChat}: ${title}`}>
      <Conversation
        kind="group"
        history={history}
        onSend={mayPost ? (write) => send({ tenantId, ...write }).unwrap() : undefined}
        onDelete={(message) => remove({ tenantId, messageId: message._id }).unwrap()}
        mentionables={mentionables}
        empty={<EmptyState compact title={CHAT_TEXT.noMessages} text={mayPost ? CHAT_TEXT.noGroupMessages : undefined} />}
      />
    </Page>
  );
}

const NO_ONE: Mentionable[] = [];

/** The other members, for the composer's '@'; asked only of someone who may write here. */
function useMentionables(tenantId: string, mayPost: boolean): Mentionable[] {
  const me = useAppSelector(selectUser)?._id;
  const { data } = useGroupChatMembersQuery(tenantId, { skip: !mayPost });
  return useMemo(
    () =>
      data?.items
        .filter((member) => member.userId !== me)
        .map((member) => ({ userId: member.userId, name: contactName(member.contact) })) ?? NO_ONE,
    [data, me],
  );
}
