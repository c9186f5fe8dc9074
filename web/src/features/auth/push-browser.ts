// The browser's side of Web Push: permission, the service worker's push subscription and its JSON.
import type { PushSubscriptionInput } from '#shared/push';
import { activeServiceWorker, serviceWorkerAvailable } from '../../lib/service-worker';
import { PUSH_TEXT } from './push-text';

/** A refusal of the browser, with the German sentence to show. */
export class PushRefused extends Error {}

export function pushAvailable(): boolean {
  return serviceWorkerAvailable() && 'PushManager' in window && 'Notification' in window;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushAvailable()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Asks for permission and subscribes this browser with the server's VAPID key; answers the JSON to send. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  if (!pushAvailable()) throw new PushRefused(PUSH_TEXT.unsupported);
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused(PUSH_TEXT.permissionDenied);
  try {
    const registration = await activeServiceWorker();
    // A subscription made with an earlier key cannot be reused; a fresh one costs nothing.
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const json = subscription.toJSON();
    return {
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys!.p256dh, auth: json.keys!.auth },
    };
  } catch {
    throw new PushRefused(PUSH_TEXT.subscribeFailed);
  }
}
