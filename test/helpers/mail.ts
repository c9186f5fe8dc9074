// Reads what the product sent from maildev's REST API.
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  date: string;
}

function apiUrl(): string {
  const url = process.env.MAILDEV_API_URL;
  if (!url) throw new Error('MAILDEV_API_URL is not set (tests need the maildev started by global-setup)');
  return url;
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${apiUrl()}/api/email`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
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
