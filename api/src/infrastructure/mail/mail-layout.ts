// The frame every Plenum mail shares: German HTML with a plain-text twin.
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe of notification mails). */
  headers?: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Text a stranger chose (an event's title) as plain text that mail programs do not turn into a link: a
 * zero-width space after every '.', ':', '/' and '@' breaks what they take for an address or a domain, and
 * is invisible to the reader. Escaping for the HTML part still happens in renderMail.
 */
export function unlinkable(value: string): string {
  return value.replace(/[.:/@]/g, (c) => `${c}\u200B`);
}

export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export function renderMail(parts: MailParts): MailContent {
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1668dc;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
       <p style="font-size:13px;color:#555">Falls der Knopf nicht funktioniert, kopiere diesen Link in deinen Browser:<br>${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1668dc">Plenum</h1>
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${parts.footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(parts.footnote)}</p>` : ''}
<hr style="border:none;border-top:1px solid #ddd;margin-top:32px">
<p style="font-size:12px;color:#777">Diese E-Mail wurde automatisch von Plenum verschickt. Bitte antworte nicht darauf.</p>
</body></html>`;
  const text = [
    'Plenum',
    '',
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footnote ? [parts.footnote, ''] : []),
    '--',
    'Diese E-Mail wurde automatisch von Plenum verschickt. Bitte antworte nicht darauf.',
  ].join('\n');
  return { subject: parts.subject, html, text };
}
