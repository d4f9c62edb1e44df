/** Gives a refund's money back through the provider (one per refund, retried until done). */
export const REFUND_PROVIDER_JOB = 'refund.provider';
/** Refunds what is left of one paid order of a cancelled event. */
export const EVENT_CANCEL_ORDER_JOB = 'event.cancel-paid-order';
/** Ends one unpaid order of a cancelled event: its PIX/boleto cancelled, its seats freed. */
export const EVENT_CANCEL_UNPAID_JOB = 'event.cancel-unpaid-order';

/** The id a job's payload carries; a payload without it is a bug, not a retry. */
export const idOf = (payload: Record<string, unknown>, key: string): string => {
  const value = payload[key];
  if (typeof value !== 'string') throw new Error(`job payload without ${key}`);
  return value;
};
