import type { ReactNode } from 'react';
import { useSiteQuery } from '../api';

/** A mailto link to the operator's SUPPORT_MAIL; the address itself unless a label is given. */
export function SupportLink({ children }: { children?: ReactNode }) {
  const { data } = useSiteQuery();
  if (!data) return <>{children}</>;
  return <a href={`mailto:${data.supportMail}`}>{children ?? data.supportMail}</a>;
}

/** A verbatim message with its word 'Support' turned into the support link. */
export function WithSupportLink({ text, word }: { text: string; word: string }) {
  const at = text.indexOf(word);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <SupportLink>{word}</SupportLink>
      {text.slice(at + word.length)}
    </>
  );
}
