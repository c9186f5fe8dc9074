import { linkify } from '../message-format';

/**
 * A message as plain text: line breaks kept, web addresses as links that open in a new tab. Everything is a
 * React text node or an anchor built here, never HTML from the message.
 */
export function MessageText({ text }: { text: string }) {
  // The API stores '\n' only, but messages written before it normalised may carry CRLF: one break is one line.
  return (
    <div className="plenum-chat-text">
      {linkify(text.replace(/\r\n?/g, '\n')).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
