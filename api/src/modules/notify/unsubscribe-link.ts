// The signed unsubscribe link of a notification mail (issue 25): an HMAC under its own derived key over the
// purpose, the person and what they unsubscribe from (one kind, or the digest), so a link turns off nothing
// but that one thing for that one person, and a changed character makes it worthless. No login is needed:
// the signature is the authority, which is why its POST is exempt from the origin check (One-Click).
import { Injectable } from '@nestjs/common';
import { createHmac, KeyObject, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS } from '#shared/notify';
import type { NotificationKind } from '#shared/notify';
import { ConfigService } from '../../config/config';
import { deriveSecretKey } from '../../infrastructure/crypto/keys';

/** A kind's mails, or the daily digest as a whole. */
export type UnsubscribeTarget = NotificationKind | 'DIGEST';

export const UNSUBSCRIBE_PATH = '/api/notification/unsubscribe';

export interface UnsubscribeRequest {
  user: string;
  kind: UnsubscribeTarget;
}

@Injectable()
export class UnsubscribeLinks {
  private readonly key: KeyObject;
  private readonly base: string;

  constructor(config: ConfigService) {
    this.key = deriveSecretKey(config.get('jwtSecret'), 'notification-unsubscribe');
    this.base = config.get('publicUrl').replace(/\/$/, '');
  }

  url(userId: string, kind: UnsubscribeTarget): string {
    const query = new URLSearchParams({ user: userId, kind, sig: this.sign(userId, kind) });
    return `${this.base}${UNSUBSCRIBE_PATH}?${query}`;
  }

  /** The request a link carries, or null when anything about it was changed. */
  verify(query: Record<string, unknown>): UnsubscribeRequest | null {
    const { user, kind, sig } = query;
    if (typeof user !== 'string' || typeof kind !== 'string' || typeof sig !== 'string') return null;
    if (kind !== 'DIGEST' && !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
    const expected = Buffer.from(this.sign(user, kind as UnsubscribeTarget), 'base64url');
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { user, kind: kind as UnsubscribeTarget };
  }

  private sign(userId: string, kind: UnsubscribeTarget): string {
    return createHmac('sha256', this.key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  }
}
