import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * An answer made once and kept as bytes (a JSON answer serialised, a page rendered), with its
 * ETag and compressed forms made on first use. Serving one costs a lookup and a write, which is
 * what lets catalog reads run at nearly the speed of a static file (bench/catalog.ts).
 */
export interface CachedAnswer {
  statusCode: number;
  body: Buffer;
  etag: string;
  compressed: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export function toCachedJson(value: unknown, statusCode = 200): CachedAnswer {
  return toCachedBody(JSON.stringify(value), statusCode);
}

/** Any text answer kept the same way (a rendered page). */
export function toCachedBody(text: string, statusCode = 200): CachedAnswer {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { statusCode, body, etag, compressed: {} };
}

function compress(cached: CachedAnswer, encoding: Encoding): Buffer {
  let buffer = cached.compressed[encoding];
  if (!buffer) {
    buffer =
      encoding === 'br'
        ? brotliCompressSync(cached.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(cached.body, { level: 6 });
    cached.compressed[encoding] = buffer;
  }
  return buffer;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedAnswer,
  cacheControl: string,
): FastifyReply {
  return sendCachedBody(request, reply, cached, cacheControl, 'application/json; charset=utf-8');
}

/** Sends a kept answer: 304 when the browser has it, else its bytes, compressed if asked. */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedAnswer,
  cacheControl: string,
  contentType: string,
): FastifyReply {
  reply
    .header('etag', cached.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Encoding');
  if (
    cached.statusCode === 200 &&
    matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)
  ) {
    return reply.code(304).send();
  }
  reply.code(cached.statusCode).type(contentType);
  const acceptEncoding = request.headers['accept-encoding'];
  const encoding =
    acceptEncoding && cached.body.length >= MIN_COMPRESS_BYTES
      ? encodings.negotiate(acceptEncoding)
      : null;
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('content-encoding', encoding).send(compress(cached, encoding));
  }
  return reply.send(cached.body);
}

/**
 * Keeps answers for `ttlMs`; concurrent misses for one key share a single load. A TTL of 0
 * turns caching off (every request loads).
 */
export class JsonResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>> | null;

  constructor(ttlMs: number, maxEntries = 1_000) {
    this.entries =
      ttlMs > 0
        ? new LRUCache({
            max: maxEntries,
            ttl: ttlMs,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  async get(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    if (!this.entries) return load();
    const cached = await this.entries.fetch(key, { context: load });
    if (!cached) throw new Error(`Cache load for ${key} returned nothing`);
    return cached;
  }

  /** Drops every key that starts with `prefix` (all keys without one). */
  invalidate(prefix = ''): void {
    if (!this.entries) return;
    for (const key of this.entries.keys()) {
      if (key.startsWith(prefix)) this.entries.delete(key);
    }
  }
}
