import { DeleteOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useBlockedPeopleQuery, useBlockPersonMutation, useRemovePrivateChatMutation, useUnblockPersonMutation } from '../api';
import { BLOCK_TEXT } from '../text';

/** The blocked list is short (a person blocks few); one page answers "is this one blocked?". */
export const BLOCKED_PAGE = { page: 1, pageSize: 200 };

/**
 * 'Blockieren' / 'Blockierung aufheben' and 'Chat entfernen' on the private chat screen, each asked first.
 * The blocked person is not told; removing the chat leaves only the caller's list.
 */
export function PrivateChatActions({ userId, name, hasChat }: { userId: string; name: string; hasChat: boolean }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const blocked = useBlockedPeopleQuery(BLOCKED_PAGE);
  const [block] = useBlockPersonMutation();
  const [unblock] = useUnblockPersonMutation();
  const [remove] = useRemovePrivateChatMutation();
  const isBlocked = !!blocked.data?.items.some((person) => person._id === userId);

  const askBlock = () =>
    confirm.ask({
      title: BLOCK_TEXT.blockTitle(name),
      text: BLOCK_TEXT.blockText,
      confirmText: BLOCK_TEXT.block,
      onConfirm: async () => toast.success((await block(userId).unwrap()).message),
    });
  const askUnblock = () =>
    confirm.ask({
      title: BLOCK_TEXT.unblockTitle(name),
      text: BLOCK_TEXT.unblockText,
      confirmText: BLOCK_TEXT.unblock,
      danger: false,
      onConfirm: async () => toast.success((await unblock(userId).unwrap()).message),
    });
  const askRemove = () =>
    confirm.ask({
      title: BLOCK_TEXT.removeTitle(name),
      text: BLOCK_TEXT.removeText,
      confirmText: BLOCK_TEXT.remove,
      onConfirm: async () => {
        toast.success((await remove(userId).unwrap()).message);
        navigate(paths.user.chats);
      },
    });

  return (
    <Space wrap aria-label={BLOCK_TEXT.actions}>
      {isBlocked ? (
        <Button icon={<UndoOutlined aria-hidden />} onClick={askUnblock}>
          {BLOCK_TEXT.unblock}
        </Button>
      ) : (
        <Button danger icon={<StopOutlined aria-hidden />} onClick={askBlock} disabled={blocked.isLoading}>
          {BLOCK_TEXT.block}
        </Button>
      )}
      {hasChat && (
        <Button icon={<DeleteOutlined aria-hidden />} onClick={askRemove}>
          {BLOCK_TEXT.remove}
        </Button>
      )}
      {confirm.dialog}
    </Space>
  );
}
