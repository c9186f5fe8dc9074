// Where a push may go. The endpoint is written by the browser, that is by whoever holds a session: without
// these checks the workers would POST to any address the attacker names, the cluster's own services included.
import { lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses (IPv4-mapped ones too). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}

export type EndpointProblem = 'invalid' | 'private';

/** Checks an endpoint as written: an http(s) URL (http only when allowed), no credentials, no private IP literal. */
export function endpointProblem(endpoint: string, allowLocal: boolean): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  const protocols = allowLocal ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol) || url.username || url.password || !url.hostname) return 'invalid';
  if (allowLocal) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host) ? 'private' : null;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return 'private';
  return null;
}

/**
 * A DNS lookup for the push request that refuses private answers: a public name may resolve to an inner
 * address (or be changed to one after the subscription was checked), so the check sits where the socket connects.
 */
export function publicOnlyLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const allowed = addresses.filter((a) => allowLocal || !isPrivateAddress(a.address));
      if (!allowed.length) {
        const refused = Object.assign(new Error(`push endpoint ${hostname} resolves to a private address`), { code: 'EPUSHPRIVATE' });
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
