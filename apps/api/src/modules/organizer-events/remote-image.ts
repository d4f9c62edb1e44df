import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { EVENT_IMAGE_TYPES } from '@bilheteria/domain/event-form';
import { EVENT_FORM_MESSAGES, MAX_IMAGE_BYTES } from '@bilheteria/domain/event-form';

const M = EVENT_FORM_MESSAGES;

/**
 * Fetching an event picture an organizer gave by address (the site's CSP serves images only
 * from itself, so a foreign address would never load): once, on the server, as an untrusted
 * download. Only http(s); never an address inside our network (SSRF): every name is resolved
 * and each of its addresses checked, and the connection goes to the address that was checked
 * (no second lookup an attacker's DNS could answer differently). Redirects are followed a few
 * times, each hop checked the same way.
 */

export type EventImageType = (typeof EVENT_IMAGE_TYPES)[number];

/** Why a download failed, as the organizer reads it under the image field. */
export class RemoteImageError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'refused' | 'tooLarge' | 'notImage',
  ) {
    super(message);
  }
}

export interface RemoteImageOptions {
  /** Tests only (a local HTTP server): let loopback and private addresses through. */
  allowPrivateAddresses: boolean;
  /** The whole download, connection to last byte (10 s). */
  timeoutMs?: number;
  /** As for uploads (5 MB). */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/**
 * Addresses no download may reach: this host, private networks, link-local, reserved. One list
 * per family: Node matches an IPv4 address against IPv4-mapped IPv6 rules too.
 */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and IPv4-compatible; IPv4-mapped and NAT64 (they wrap an IPv4 address
  // we would otherwise have to unwrap and check again).
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4
    ? !NOT_PUBLIC_V4.check(address, 'ipv4')
    : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/** What the first bytes say the file is: a JPEG, PNG or WebP, or null for anything else. */
export function sniffImageType(bytes: Buffer): EventImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const unreachable = () => new RemoteImageError(M.imageUnreachable, 'unreachable');
const refused = () => new RemoteImageError(M.imageAddressRefused, 'refused');
const tooLarge = () => new RemoteImageError(M.imageTooLarge, 'tooLarge');

/** A lookup that answers only public addresses (all of the name's, or it fails). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (
        addresses.length === 0 ||
        (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
      ) {
        const refusal = Object.assign(new Error('address not public'), { code: 'ENOTPUBLIC' });
        return callback(refusal, '', 4);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup,
      signal,
      headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'Bilheteria' },
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Downloads the picture at `address` and answers its bytes and type, or throws a
 * RemoteImageError saying why not (unreachable, refused address, too big, not an image).
 */
export async function downloadImage(
  address: string,
  {
    allowPrivateAddresses,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxBytes = MAX_IMAGE_BYTES,
  }: RemoteImageOptions,
): Promise<{ type: EventImageType; bytes: Buffer }> {
  const signal = AbortSignal.timeout(timeoutMs);
  const lookup = guardedLookup(allowPrivateAddresses);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refused();
  }
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
    // A literal address is connected to without a lookup: checked here instead.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !allowPrivateAddresses && !isPublicAddress(literal)) throw refused();

    let response: IncomingMessage;
    try {
      response = await get(url, lookup, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOTPUBLIC') throw refused();
      throw unreachable();
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if ([301, 302, 303, 307, 308].includes(status) && location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw unreachable();
      try {
        url = new URL(location, url);
      } catch {
        throw unreachable();
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw unreachable();
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    let bytes: Buffer;
    try {
      bytes = await readAtMost(response, maxBytes);
    } catch (error) {
      if (error instanceof RemoteImageError) throw error;
      throw unreachable();
    }
    const type = sniffImageType(bytes);
    if (!type) throw new RemoteImageError(M.imageNotImage, 'notImage');
    return { type, bytes };
  }
}
