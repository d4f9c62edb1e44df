import { CHECK_IN_MESSAGES, type ScannerLink } from '@bilheteria/domain/check-in-contract';
import { HttpError } from '../../http/errors';

const HOUR_MS = 60 * 60_000;
/** By default a link works until a day after the event ends (or a day from now, if later). */
const DEFAULT_AFTER_END_MS = 24 * HOUR_MS;
/** And never later than a week after the event ends (or from now). */
const LATEST_AFTER_END_MS = 7 * 24 * HOUR_MS;

/** When a new scanner link expires: as asked (future, within the limit) or by default. */
export function scannerLinkExpiry(asked: string | undefined, eventEndsAt: Date, now: Date): Date {
  const base = Math.max(eventEndsAt.getTime(), now.getTime());
  if (asked === undefined) return new Date(base + DEFAULT_AFTER_END_MS);
  const expiresAt = new Date(asked);
  if (expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(400, CHECK_IN_MESSAGES.expiryInPast);
  }
  if (expiresAt.getTime() > base + LATEST_AFTER_END_MS) {
    throw new HttpError(400, CHECK_IN_MESSAGES.expiryTooFar);
  }
  return expiresAt;
}

export function scannerLinkStatus(
  link: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): ScannerLink['situacao'] {
  if (link.revokedAt) return 'Revogado';
  return link.expiresAt.getTime() <= now.getTime() ? 'Expirado' : 'Ativo';
}
