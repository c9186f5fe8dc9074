import type { GetRef } from 'antd';
import { Input } from 'antd';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { insertMention, matchingMembers, mentionQueryAt, type Mentionable, type MentionQuery } from '../mentions';
import { COMPOSER_TEXT } from '../text';

export type TextAreaRef = GetRef<typeof Input.TextArea>;

/** At most this many names at once; typing more letters narrows the list. */
const SHOWN = 8;

/** The '@' picker's state beside the composer's text: what is typed, the matching members, the chosen ones. */
export function useMentionPicker(
  members: Mentionable[],
  content: string,
  setContent: (text: string) => void,
  inputRef: RefObject<TextAreaRef | null>,
) {
  const listId = useId();
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<Mentionable[]>([]);
  const [moveCaretTo, setMoveCaretTo] = useState<number | null>(null);
  const options = query ? matchingMembers(members, query.query).slice(0, SHOWN) : [];

  useEffect(() => {
    if (moveCaretTo === null) return;
    inputRef.current?.resizableTextArea?.textArea.setSelectionRange(moveCaretTo, moveCaretTo);
  }, [moveCaretTo, inputRef]);

  const choose = (member: Mentionable) => {
    if (!query) return;
    const next = insertMention(content, query, caret, member);
    setContent(next.text);
    setChosen((current) => [...current.filter((m) => m.userId !== member.userId), member]);
    setQuery(null);
    setMoveCaretTo(next.caret);
    inputRef.current?.focus();
  };

  return {
    listId,
    options,
    active: Math.min(active, Math.max(options.length - 1, 0)),
    chosen,
    choose,
    onChange(text: string, at: number) {
      setContent(text);
      setCaret(at);
      setActive(0);
      setMoveCaretTo(null);
      setQuery(members.length > 0 ? mentionQueryAt(text, at) : null);
    },
    /** True when the key moved through or picked from the list (the composer then does nothing else). */
    onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
      if (options.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        choose(options[Math.min(active, options.length - 1)]);
      } else if (event.key === 'Escape') {
        setQuery(null);
      } else {
        return false;
      }
      event.preventDefault();
      return true;
    },
    reset() {
      setChosen([]);
      setQuery(null);
    },
  };
}

export type MentionPicker = ReturnType<typeof useMentionPicker>;

/** The members matching the '@…' being typed, under the text field; arrows move, Enter or Tab picks, Escape closes. */
export function MentionList({ picker }: { picker: MentionPicker }) {
  if (picker.options.length === 0) return null;
  return (
    <ul id={picker.listId} role="listbox" aria-label={COMPOSER_TEXT.mentionList} className="plenum-chat-mentions">
      {picker.options.map((member, index) => (
        <li
          key={member.userId}
          role="option"
          aria-selected={index === picker.active}
          className={index === picker.active ? 'plenum-chat-mention-active' : undefined}
          // mousedown, not click: the text field keeps the focus.
          onMouseDown={(event) => {
            event.preventDefault();
            picker.choose(member);
          }}
        >
          @{member.name}
        </li>
      ))}
    </ul>
  );
}
