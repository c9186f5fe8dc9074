// The VAPID key pair that signs every push. Configured (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), or made on
// first use and kept in .data/vapid-keys like the app secret, so that the API (which hands the public key to
// browsers) and the workers (which sign with the private key) started from the same directory agree.
import { Injectable, Logger } from '@nestjs/common';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigService, VapidKeyPair } from '../../config/config';

export function vapidKeyFile(root: string): string {
  return path.join(root, '.data', 'vapid-keys');
}

/**
 * Reads the kept pair, or writes a new one. The new file appears at once and whole (hard link of a finished
 * temporary file), so an API and workers starting together never read half a file or keep two pairs.
 */
export function localVapidKeys(root: string): VapidKeyPair {
  const file = vapidKeyFile(root);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(temporary, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(temporary);
    }
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as VapidKeyPair;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

@Injectable()
export class VapidKeys {
  private readonly logger = new Logger(VapidKeys.name);
  private pair?: VapidKeyPair;

  constructor(private readonly config: ConfigService) {}

  /** Resolved on first use, so that a process that never pushes never touches .data/. */
  get(): VapidKeyPair {
    if (!this.pair) {
      this.pair = this.config.get('vapid') ?? this.fromDisk();
    }
    return this.pair;
  }

  /** The `sub` claim push services may use to reach the operator: the site when it is https, else the sender address. */
  subject(): string {
    const site = this.config.get('publicUrl');
    if (site.startsWith('https:')) return site;
    const address = /<([^>]+)>/.exec(this.config.get('mailFrom'))?.[1] ?? this.config.get('mailFrom');
    return `mailto:${address.trim()}`;
  }

  private fromDisk(): VapidKeyPair {
    const pair = localVapidKeys(process.cwd());
    this.logger.log({
      msg: 'VAPID keys from .data/vapid-keys (set VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY where API and workers do not share a disk)',
    });
    return pair;
  }
}
