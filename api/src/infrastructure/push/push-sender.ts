// Sends one Web Push: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292);
// the request itself goes through our own client, so that every connection passes the private-address check
// and a slow push service cannot hold a worker.
import { Injectable } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '#shared/push';
import { ConfigService } from '../../config/config';
import { publicOnlyLookup } from './push-address';
import { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered: accepted; gone: the browser unsubscribed (404/410), drop it; retry: try again later; refused: never will work. */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

/** A push waits at the push service for a day at most: a notification older than that is stale. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

@Injectable()
export class PushSender {
  constructor(
    private readonly keys: VapidKeys,
    private readonly config: ConfigService,
  ) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const { publicKey, privateKey } = this.keys.get();
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify({ title: payload.title, url: payload.url, kind: payload.kind }),
      { vapidDetails: { subject: this.keys.subject(), publicKey, privateKey }, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
    );
    try {
      return outcomeOf(await this.post(details.endpoint, details.headers, details.body));
    } catch (err) {
      // A refused (private) address never becomes public by retrying; a network failure may pass.
      return (err as NodeJS.ErrnoException).code === 'EPUSHPRIVATE' ? 'refused' : 'retry';
    }
  }

  private post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
    const url = new URL(endpoint);
    const client = url.protocol === 'http:' ? http : https;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        { method: 'POST', headers, lookup: publicOnlyLookup(this.config.get('pushAllowHttpEndpoints')), timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('push request timed out')));
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  }
}
