import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import type {} from '@fastify/cookie'; // reply.setCookie, app.parseCookie
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { HttpError } from '../../http/errors';
import type {} from '../auth'; // request.user

/**
 * Who may read and change an order (issue 12): the browser that made it — it holds a secret
 * buyer key in an httpOnly cookie, and the order keeps only the key's SHA-256 — or the signed-in
 * account that bought it. Nothing printed on a payment slip, in a QR code, in a shared URL or in
 * the order number derives the key. One key per browser serves all its orders.
 */
export const BUYER_KEY_COOKIE = 'bilheteria_comprador';
/** 32 random bytes in base64url; anything else in the cookie is ignored. */
const BUYER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A year: the buyer keeps reaching the confirmation of what they bought in this browser. */
const BUYER_KEY_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface OrderAccess {
  /** SHA-256 (hex) of the buyer key the request carries, or null. */
  buyerKeyHash: string | null;
  /** The signed-in user, when the route loads one. */
  userId: string | null;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

function buyerKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const key = request.server.parseCookie(header)[BUYER_KEY_COOKIE];
  return key && BUYER_KEY_PATTERN.test(key) ? key : undefined;
}

export function orderAccessOf(request: FastifyRequest): OrderAccess {
  const key = buyerKeyOf(request);
  return { buyerKeyHash: key ? hashOf(key) : null, userId: request.user?.id ?? null };
}

/**
 * A new buyer key for this browser, sent as an httpOnly cookie (Secure under HTTPS) that only
 * our API paths receive; answers its hash. Called only when an order is about to be made and the
 * browser has no key yet: a refused request (sold out) costs nothing.
 */
export function issueBuyerKey(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
): string {
  const key = randomBytes(32).toString('base64url');
  reply.setCookie(BUYER_KEY_COOKIE, key, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || (config.publicUrl?.startsWith('https://') ?? false),
    maxAge: BUYER_KEY_MAX_AGE_S,
  });
  return hashOf(key);
}

export function canAccessOrder(
  order: { buyerKeyHash: string | null; userId: string | null },
  access: OrderAccess,
): boolean {
  if (order.userId !== null && order.userId === access.userId) return true;
  if (order.buyerKeyHash === null || access.buyerKeyHash === null) return false;
  const held = Buffer.from(order.buyerKeyHash);
  const given = Buffer.from(access.buyerKeyHash);
  return held.length === given.length && timingSafeEqual(held, given);
}

/**
 * Throws the same 404 as for an order that does not exist, so a stranger learns nothing —
 * not even that the order is there.
 */
export function assertOrderAccess(
  order: { buyerKeyHash: string | null; userId: string | null } | undefined,
  access: OrderAccess,
): asserts order {
  if (!order || !canAccessOrder(order, access)) {
    throw new HttpError(404, CHECKOUT_MESSAGES.orderNotFound);
  }
}
