import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { CHAT_CONTENT_MAX_LENGTH, CHAT_MAX_FILES } from '#shared/chat';
import { acceptFor, checkFiles, type RefusedFile } from '../../../components/upload/file-check';
import { MaterialsList } from '../../../components/upload/materials-list';
import { UPLOAD_TEXT } from '../../../components/upload/text';
import type { MessageWrite } from '../api';
import { mentionedIds, type Mentionable } from '../mentions';
import { COMPOSER_TEXT } from '../text';
import { MentionList, useMentionPicker, type TextAreaRef } from './mention-picker';

interface ComposerProps {
  /** Resolves once stored; the text and files are cleared then, and kept when it fails (its toast says why). */
  onSend: (write: MessageWrite) => Promise<unknown>;
  /** Group chats: the members '@' offers; without it there is no picker. */
  mentionables?: Mentionable[];
}

/** Show the remaining characters from this many on. */
const COUNT_FROM = CHAT_CONTENT_MAX_LENGTH - 500;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. Files are dropped onto it or picked, and
 * checked like every upload before anything is sent (components/upload).
 */
export function Composer({ onSend, mentionables }: ComposerProps) {
  const [content, setContent] = useState('');
  const textArea = useRef<TextAreaRef>(null);
  const mentions = useMentionPicker(mentionables ?? [], content, setContent, textArea);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const canSend = !sending && (content.trim().length > 0 || files.length > 0);

  const addFiles = (chosen: File[]) => {
    const result = checkFiles(chosen, 'material', files.length);
    setRefused(result.refused);
    if (result.accepted.length > 0) setFiles((current) => [...current, ...result.accepted].slice(0, CHAT_MAX_FILES));
  };

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      const text = content.trim();
      await onSend(mentionables ? { content: text, files, mentions: mentionedIds(text, mentions.chosen) } : { content: text, files });
      setContent('');
      mentions.reset();
      setFiles([]);
      setRefused([]);
    } catch {
      // The request's toast reports it (errors once); the text stays to try again.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={`plenum-chat-composer${dragging ? ' plenum-chat-composer-dragging' : ''}`}
      data-testid="chat-composer"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {dragging && <div className="plenum-chat-drop-hint">{COMPOSER_TEXT.dropHere}</div>}
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefused([])}
          data-testid="upload-refused"
          style={{ marginBottom: 8 }}
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {refused.map((item, index) => (
                <li key={`${item.name}-${index}`}>{UPLOAD_TEXT.refused(item.name, item.message)}</li>
              ))}
            </ul>
          }
        />
      )}
      <MaterialsList
        materials={[]}
        pending={files}
        pendingNote={COMPOSER_TEXT.pendingFile}
        empty={null}
        onRemovePending={(index) => setFiles(files.filter((_, i) => i !== index))}
      />
      <Flex gap={8} align="flex-end">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={acceptFor('material')}
          data-testid="chat-file-input"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button
          icon={<PaperClipOutlined aria-hidden />}
          aria-label={COMPOSER_TEXT.attach}
          title={COMPOSER_TEXT.attach}
          onClick={() => picker.current?.click()}
        />
        <Input.TextArea
          ref={textArea}
          aria-label={COMPOSER_TEXT.label}
          aria-describedby={hintId}
          placeholder={COMPOSER_TEXT.placeholder}
          value={content}
          maxLength={CHAT_CONTENT_MAX_LENGTH}
          autoSize={{ minRows: 1, maxRows: 6 }}
          onChange={(event) => mentions.onChange(event.target.value, event.target.selectionStart)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          aria-label={COMPOSER_TEXT.send}
          loading={sending}
          disabled={!canSend}
          onClick={() => void send()}
        />
      </Flex>
      <MentionList picker={mentions} />
      <Typography.Text
        type="secondary"
        id={hintId}
        className={`plenum-chat-hint${content.length >= COUNT_FROM ? ' plenum-chat-count' : ''}`}
      >
        {content.length >= COUNT_FROM
          ? `${content.length} / ${CHAT_CONTENT_MAX_LENGTH} · ${COMPOSER_TEXT.tooLong(CHAT_CONTENT_MAX_LENGTH)}`
          : COMPOSER_TEXT.hint}
      </Typography.Text>
    </div>
  );
}
