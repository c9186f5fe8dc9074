import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import type { ChatMessage } from '#shared/chat';
import { formatDateTime } from '../../../lib/dates';
import { timeOf } from '../message-format';
import { CHAT_TEXT, DELETE_TEXT, REPORT_TEXT } from '../text';
import { MessageAttachments } from './message-attachments';
import { MessageText } from './message-text';

export interface MessageActions {
  onReport?: (message: ChatMessage) => void;
  onDelete?: (message: ChatMessage) => void;
}

interface MessageItemProps extends MessageActions {
  message: ChatMessage;
  mine: boolean;
  onImageLoad?: () => void;
}

/** One message: sender and time, the text (or the placeholder), its files and its actions. */
export function MessageItem({ message, mine, onReport, onDelete, onImageLoad }: MessageItemProps) {
  const name = mine ? CHAT_TEXT.you : message.sender.name;
  const actions: NonNullable<MenuProps['items']> = [];
  if (!message.removed && !mine && onReport) actions.push({ key: 'report', label: REPORT_TEXT.action, onClick: () => onReport(message) });
  if (!message.removed && message.mayDelete && onDelete) {
    actions.push({ key: 'delete', danger: true, label: DELETE_TEXT.action, onClick: () => onDelete(message) });
  }
  return (
    <article
      className={`plenum-chat-message${mine ? ' plenum-chat-message-mine' : ''}`}
      data-testid="chat-message"
      data-message-id={message._id}
      aria-label={`${name}, ${timeOf(message.createdAt)}`}
    >
      <div className="plenum-chat-meta">
        <Typography.Text strong>{name}</Typography.Text>
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)} className="plenum-chat-time">
          {timeOf(message.createdAt)}
        </time>
        {actions.length > 0 && (
          <Dropdown menu={{ items: actions }} trigger={['click']} placement="bottomRight">
            <Button type="text" size="small" icon={<MoreOutlined aria-hidden />} aria-label={CHAT_TEXT.actionsOf(message.sender.name)} />
          </Dropdown>
        )}
      </div>
      {message.removed ? (
        <Typography.Text italic type="secondary" data-testid="chat-message-removed">
          {CHAT_TEXT.removed}
        </Typography.Text>
      ) : (
        <>
          {message.content && <MessageText text={message.content} />}
          <MessageAttachments files={message.files} onImageLoad={onImageLoad} />
        </>
      )}
    </article>
  );
}
