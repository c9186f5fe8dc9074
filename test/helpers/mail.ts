// Reads what the product sent from maildev's REST API.
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  date: string;
  /** When maildev received it. */
  time: string;
}

function apiUrl(): string {
  const url = process.env.MAILDEV_API_URL;
  if (!url) throw new Error('MAILDEV_API_URL is not set (tests need the maildev started by global-setup)');
  return url;
}

// maildev filters by recipient itself (exact match), so a poll does not serialise the whole inbox: late in a
// full run that held thousands of mails and made every wait take seconds. The product sends to the address as
// typed or in lower case; both spellings are asked for.
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const spellings = [...new Set([address, address.toLowerCase()])];
  const found = new Map<string, CaughtMail>();
  for (const spelling of spellings) {
    const res = await fetch(`${apiUrl()}/api/email?${new URLSearchParams({ 'to.address': spelling })}`);
    for (const mail of (await res.json()) as CaughtMail[]) found.set(mail.id, mail);
  }
  return [...found.values()].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/** Waits until `count` mails to the address (matching the subject) have arrived, polling maildev. */
export async function waitForMails(address: string, opts: { subject?: RegExp; count?: number; timeoutMs?: number } = {}) {
  const count = opts.count ?? 1;
  const deadline = Date.now() + (opts.timeoutMs ?? 20000);
  let found: CaughtMail[] = [];
  while (Date.now() < deadline) {
    found = (await mailsTo(address)).filter((m) => !opts.subject || opts.subject.test(m.subject));
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`expected ${count} mail(s) to ${address}${opts.subject ? ` matching ${opts.subject}` : ''}, got ${found.length}`);
}

export async function waitForMail(address: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail> {
  const mails = await waitForMails(address, { subject, timeoutMs });
  return mails[mails.length - 1];
}

/** The first link in the mail's text whose path starts with the prefix. */
export function linkIn(mail: CaughtMail, pathPrefix: string): URL {
  const urls = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((u) => new URL(u));
  const hit = urls.find((u) => u.pathname.startsWith(pathPrefix));
  if (!hit) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return hit;
}
