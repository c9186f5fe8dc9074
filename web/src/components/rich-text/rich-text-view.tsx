import './rich-text.css';

export interface RichTextViewProps {
  /** HTML exactly as the API returned it: the server sanitised it when it was stored. */
  html: string | null | undefined;
  className?: string;
}

/**
 * The one place the web app renders user HTML. It trusts the server's sanitiser (common/validation/rich-text.ts),
 * which every rich-text field passes on the way in; anything else must never be given to it.
 */
export function RichTextView({ html, className }: RichTextViewProps) {
  if (!html) return null;
  return (
    <div
      className={className ? `rich-text-content ${className}` : 'rich-text-content'}
      data-testid="rich-text-view"
      // Sanitised on the server before it was stored (the only source of this HTML).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
