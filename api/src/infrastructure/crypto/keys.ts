// Every purpose gets its own key, derived from the one configured secret with HKDF and a purpose label,
// so that a key that leaks for one purpose (a sealed mail token, an iCal feed token) opens nothing else.
import { hkdfSync, KeyObject, createSecretKey } from 'node:crypto';

export type KeyPurpose = 'access-token' | 'sealed-payload' | 'ical-feed' | 'chat' | 'survey-participation' | 'notification-unsubscribe';

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'plenum', `plenum:${purpose}`, 32));
}

/** The same key as a KeyObject, so that HMAC verification does not re-parse the key on every call. */
export function deriveSecretKey(secret: string, purpose: KeyPurpose): KeyObject {
  return createSecretKey(deriveKey(secret, purpose));
}
