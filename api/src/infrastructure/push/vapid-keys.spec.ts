import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localVapidKeys, vapidKeyFile } from './vapid-keys';

describe('localVapidKeys', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'plenum-vapid-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes a pair on first use, keeps it readable by this user only, and hands the same pair to every later start', () => {
    const first = localVapidKeys(root);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(vapidKeyFile(root)).mode & 0o777).toBe(0o600);
    expect(localVapidKeys(root)).toEqual(first);
  });
});
