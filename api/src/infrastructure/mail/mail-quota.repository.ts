// The daily mail quota of anonymous forms: claimed inside the submission's transaction, so that the mail
// job only reads the decision and two racing submissions cannot both take the last mail of the day.
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

export type MailQuotaPurpose = 'election' | 'event';

@Injectable()
export class MailQuotaRepository {
  /**
   * Counts one mail for each address (lower-cased by the callers) and returns those still within `perDay`
   * today (Europe/Berlin). Addresses are claimed in sorted order so that concurrent claims cannot deadlock.
   */
  async claim(purpose: MailQuotaPurpose, mails: string[], perDay: number, manager: EntityManager): Promise<Set<string>> {
    const granted = new Set<string>();
    if (perDay <= 0) return granted;
    for (const mail of [...new Set(mails)].sort()) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO mail_quota (purpose, mail, day, sent) VALUES ($1, $2, (now() AT TIME ZONE 'Europe/Berlin')::date, 1)
         ON CONFLICT (purpose, mail, day) DO UPDATE SET sent = mail_quota.sent + 1 WHERE mail_quota.sent < $3
         RETURNING sent`,
        [purpose, mail, perDay],
      );
      if (rows.length) granted.add(mail);
    }
    return granted;
  }
}
