import { Button, Flex, Typography } from 'antd';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { ItemList } from '../../../components/item-list';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import { useBlockedPeopleQuery, useUnblockPersonMutation } from '../api';
import { BLOCK_TEXT } from '../text';
import { BLOCKED_PAGE } from './chat-actions';

/** 'Blockierte Personen' under the private chats: names only, each can be unblocked (asked first). */
export function BlockedPeople() {
  const blocked = useBlockedPeopleQuery(BLOCKED_PAGE);
  const [unblock] = useUnblockPersonMutation();
  const confirm = useConfirm();
  const items = blocked.data?.items ?? [];
  return (
    <Flex vertical gap={8} style={{ marginTop: 32 }} data-testid="blocked-people">
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {BLOCK_TEXT.listTitle}
      </Typography.Title>
      <QueryState isLoading={blocked.isLoading} isError={blocked.isError} onRetry={blocked.refetch}>
        <ItemList
          items={items}
          itemTestId="blocked-person"
          empty={<Typography.Text type="secondary">{BLOCK_TEXT.none}</Typography.Text>}
          row={(person) => ({
            key: person._id,
            content: (
              <>
                <Typography.Text strong>{person.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">{BLOCK_TEXT.since(formatDate(person.blockedAt))}</Typography.Text>
              </>
            ),
            actions: [
              <Button
                key="unblock"
                size="small"
                aria-label={BLOCK_TEXT.unblockOf(person.name)}
                onClick={() =>
                  confirm.ask({
                    title: BLOCK_TEXT.unblockTitle(person.name),
                    text: BLOCK_TEXT.unblockText,
                    confirmText: BLOCK_TEXT.unblock,
                    danger: false,
                    onConfirm: async () => toast.success((await unblock(person._id).unwrap()).message),
                  })
                }
              >
                {BLOCK_TEXT.unblock}
              </Button>,
            ],
          })}
        />
      </QueryState>
      {confirm.dialog}
    </Flex>
  );
}
