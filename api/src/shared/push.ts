// Web Push (issue 25 §1, §4): what the API answers, what a browser sends, and what a push carries.
// Pure TypeScript: api, workers and web import it (`#shared/push`).

/** GET /api/tenant/user/push-key: the VAPID public key (base64url, uncompressed P-256 point). */
export interface PushKey {
  publicKey: string;
}

/** A browser's PushSubscription JSON, as POST /api/tenant/user/push-subscription takes it. */
export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * What one push carries, as JSON: a title, the app path it opens and the notification's kind. Never the
 * text of a message: a phone's lock screen is not private.
 */
export interface PushPayload {
  title: string;
  url: string;
  kind: string;
}

export const PUSH_ENDPOINT_MAX_LENGTH = 1000;
/** Browsers one account keeps subscribed; a further one replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_MESSAGES = {
  endpointInvalid: 'Die Push-Adresse muss eine gültige https-Adresse sein.',
  endpointPrivate: 'Diese Push-Adresse ist nicht erlaubt.',
  p256dhInvalid: 'Der Schlüssel p256dh muss ein P-256-Punkt mit 65 Byte (base64url) sein.',
  authInvalid: 'Der Schlüssel auth muss 16 Byte lang sein (base64url).',
  keysRequired: 'Bitte sende die Schlüssel des Abonnements mit.',
  expirationInvalid: 'expirationTime muss eine Zahl oder null sein.',
  notFound: 'Dieses Push-Abonnement gibt es nicht.',
  subscribed: 'Push-Benachrichtigungen sind eingeschaltet.',
  unsubscribed: 'Push-Benachrichtigungen sind ausgeschaltet.',
} as const;
