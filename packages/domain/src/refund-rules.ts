/**
 * Refunds (issue 18): who may cancel an order when, and how much goes back. Pure: the API
 * decides with these and the web shows the same answer before asking.
 */

/** The buyer's right of regret (CDC art. 49): 7 days from the purchase. */
export const BUYER_REFUND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** …and only while at least 48 hours remain before the event starts. */
export const BUYER_REFUND_MIN_LEAD_MS = 48 * 60 * 60 * 1000;

export type RefundActor = 'buyer' | 'organizer';

export const REFUND_RULE_MESSAGES = {
  notPaid: 'Só é possível cancelar um pedido pago.',
  nothingLeft: 'Todos os ingressos deste pedido já foram cancelados.',
  windowOver: 'O prazo de 7 dias para cancelar esta compra terminou.',
  tooClose: 'Faltam menos de 48 horas para o evento: o cancelamento não é mais possível.',
  eventStarted: 'O evento já começou: o cancelamento não é mais possível.',
  ticketsUsed:
    'Os ingressos que restam já foram utilizados na entrada do evento e não podem ser cancelados.',
} as const;

export type RefundRefusal = keyof typeof REFUND_RULE_MESSAGES;

export type RefundDecision =
  | {
      allowed: true;
      /** Until when the buyer may still cancel (null for the organizer: always). */
      buyerDeadline: Date | null;
    }
  | { allowed: false; refusal: RefundRefusal; message: string };

export interface RefundRuleInput {
  actor: RefundActor;
  /** Whether the order is paid (a partly refunded order still is). */
  paid: boolean;
  paidAt: Date | null;
  eventStartsAt: Date;
  /** Tickets of the order not yet cancelled. */
  ticketsLeft: number;
  /** Of those, the ones already used at the door (the buyer may not cancel them). */
  ticketsUsed?: number;
  now: Date;
}

const refuse = (refusal: RefundRefusal): RefundDecision => ({
  allowed: false,
  refusal,
  message: REFUND_RULE_MESSAGES[refusal],
});

/** When the buyer's window closes: 7 days after payment or 48 h before the event, the earlier. */
export function buyerRefundDeadline(paidAt: Date, eventStartsAt: Date): Date {
  return new Date(
    Math.min(
      paidAt.getTime() + BUYER_REFUND_WINDOW_MS,
      eventStartsAt.getTime() - BUYER_REFUND_MIN_LEAD_MS,
    ),
  );
}

/**
 * The refund rule: the organizer may always refund a paid order; the buyer within 7 days of the
 * purchase (day 7 included, to the millisecond) and while at least 48 h remain before the event,
 * and only tickets not used at the door yet (someone went in on it).
 */
export function refundDecision(input: RefundRuleInput): RefundDecision {
  if (!input.paid || !input.paidAt) return refuse('notPaid');
  if (input.ticketsLeft <= 0) return refuse('nothingLeft');
  if (input.actor === 'organizer') return { allowed: true, buyerDeadline: null };
  const now = input.now.getTime();
  if (now >= input.eventStartsAt.getTime()) return refuse('eventStarted');
  if (input.eventStartsAt.getTime() - now < BUYER_REFUND_MIN_LEAD_MS) return refuse('tooClose');
  if (now - input.paidAt.getTime() > BUYER_REFUND_WINDOW_MS) return refuse('windowOver');
  if (input.ticketsLeft - (input.ticketsUsed ?? 0) <= 0) return refuse('ticketsUsed');
  return { allowed: true, buyerDeadline: buyerRefundDeadline(input.paidAt, input.eventStartsAt) };
}

/** A ticket named in a refusal: its participant, or its number when it has no name yet. */
const ticketName = (ticket: { position: number; holderName: string }) =>
  ticket.holderName.trim() || `nº ${ticket.position}`;

function namesOf(tickets: readonly { position: number; holderName: string }[]): string {
  const names = tickets.map(ticketName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : names[0]!;
}

/**
 * Why tickets used at the door were refused: the buyer may not cancel them; the organizer may
 * refund them, once the refund says it knows (`confirmar_utilizados`).
 */
export function usedTicketsMessage(
  actor: RefundActor,
  used: readonly { position: number; holderName: string }[],
): string {
  const one = used.length === 1;
  const which = `${one ? 'O ingresso' : 'Os ingressos'} de ${namesOf(used)} ${
    one ? 'já foi utilizado' : 'já foram utilizados'
  } na entrada do evento`;
  return actor === 'buyer'
    ? `${which} e não ${one ? 'pode' : 'podem'} ser cancelado${one ? '' : 's'}.`
    : `${which}. Confirme que deseja reembolsá-lo${one ? '' : 's'} mesmo assim.`;
}

/**
 * Where a refund starts: nothing to give back is done at once; a boleto has no automatic
 * reversal, so it waits for the buyer's PIX key or, with one, for the organizer to pay it; any
 * other charge goes back through the provider.
 */
export function refundStartStatus(input: {
  amountCents: number;
  method: string;
  pixKey?: string | undefined;
}): 'done' | 'to_pay' | 'awaiting_key' | 'pending' {
  if (input.amountCents === 0) return 'done';
  if (input.method === 'boleto') return input.pixKey ? 'to_pay' : 'awaiting_key';
  return 'pending';
}
