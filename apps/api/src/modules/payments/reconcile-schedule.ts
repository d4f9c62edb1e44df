import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import { zonedInstant } from '@bilheteria/domain/date-input';

/**
 * When to ask the provider again about a payment nobody has told us the end of (pure; the
 * reconciliation job asks). Checks come often while money can still arrive any second and
 * thin out with age — a tenth of the payment's age, within each method's bounds — and stop
 * once nothing more can happen. A restart makes every watched payment due at once.
 */

/** The job that asks the provider about one attempt until its end is known (reconcile.ts). */
export const RECONCILE_PAYMENT_JOB = 'payment.reconcile';

/** An attempt still "being charged" this long after it began lost its answer (timeout, crash). */
export const STUCK_AFTER_MS = 2 * 60_000;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface WatchedPayment {
  method: 'credit-card' | 'pix' | 'boleto' | 'free';
  createdAt: Date;
  /** PIX: when its code lapses. */
  expiresAt: Date | null;
  /** Boleto: its due day, 'YYYY-MM-DD' (São Paulo). */
  boletoDueDate: string | null;
  /** Whether the provider ever answered (it has an order id there). */
  known: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The next check, or null when the payment needs no more watching. */
export function nextCheckAt(payment: WatchedPayment, now: Date): Date | null {
  const age = now.getTime() - payment.createdAt.getTime();
  const after = (delayMs: number) => new Date(now.getTime() + delayMs);

  if (!payment.known) {
    // Lost answers: a late notification may still name it; look for a day.
    return age < DAY ? after(clamp(age / 10, 30 * SECOND, 15 * MINUTE)) : null;
  }
  switch (payment.method) {
    case 'pix': {
      // Paid in seconds by the buyer's bank: every minute at most while the code lives.
      const lapses = (
        payment.expiresAt ?? new Date(payment.createdAt.getTime() + 30 * MINUTE)
      ).getTime();
      if (now.getTime() < lapses + 10 * MINUTE) return after(clamp(age / 10, 10 * SECOND, MINUTE));
      return now.getTime() < lapses + DAY ? after(HOUR) : null;
    }
    case 'boleto': {
      // Banks settle boletos in up to three working days after payment: watch well past it.
      const due = payment.boletoDueDate ?? calendarDay(payment.createdAt);
      const horizon = zonedInstant(addCalendarDays(due, 10), '00:00');
      return now < horizon ? after(clamp(age / 10, MINUTE, 30 * MINUTE)) : null;
    }
    case 'credit-card':
      // A card under the issuer's analysis: minutes, rarely a day or two.
      return age < 2 * DAY ? after(clamp(age / 10, 10 * SECOND, 5 * MINUTE)) : null;
    case 'free':
      return null;
  }
}
