import { randomUUID } from 'node:crypto';
import {
  SWAP_MESSAGES,
  swapRefusal,
  type ParticipantSwapResponse,
} from '@bilheteria/domain/participant-swap';
import { TICKET_MESSAGES } from '@bilheteria/domain/tickets-contract';
import { encodeTicketQr, ticketQrMessage } from '@bilheteria/domain/ticket-qr';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketHolderChanges, tickets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { canAccessOrder, lockOrder, replaceParticipant, type ParticipantFields } from '../checkout';
import type { Mailer } from '../mail';
import type { TicketSigningKey } from './signing-key';
import type { Viewer } from './ticket-access';
import { DELIVER_TICKET_JOB } from './ticket-jobs';
import { lockOrderTickets } from './ticket-locks';
import { ticketRecord, ticketRecords, type TicketRecord } from './ticket-queries';
import { holderNameOf, newTicketCode, normalizeEmail } from './ticket-rules';
import { swappedAwayNotice } from './swap-notice';

export interface SwapParticipantDeps {
  db: Db;
  signingKey: () => Promise<TicketSigningKey>;
  baseUrl: string;
  mail: Mailer | undefined;
  clock: () => Date;
  randomBytes: (size: number) => Uint8Array;
}

type SwapRole = 'buyer' | 'participant';

/** The order's buyer may swap any of its tickets; a participant only their own; else null. */
function roleOf(record: TicketRecord, viewer: Viewer): SwapRole | null {
  if (canAccessOrder(record.orderAccess, viewer.orderAccess)) return 'buyer';
  const holds =
    viewer.user !== null && normalizeEmail(viewer.user.email) === record.ticket.holderEmail;
  return holds ? 'participant' : null;
}

function refuseIfClosed(record: TicketRecord, now: Date): void {
  const refusal = swapRefusal(
    record.ticket,
    { startsAt: record.event.startsAt, swapHours: record.swapHours },
    now,
  );
  if (refusal) throw new HttpError(409, SWAP_MESSAGES[refusal]);
}

/**
 * 'Trocar participante': the ticket at `position` of the order passes to the person in `fields`.
 * One transaction, in the lock order of checkout/order-lock.ts (the order's row, then its
 * tickets): the participant's row and the ticket's holder change, the ticket gets a NEW code and
 * QR (the old ones match no ticket: refused online at once, and absent from the next list the
 * door scanners download, whose offline check refuses a QR whose ticket is listed under another
 * code), the change is kept in `ticket_holder_changes`, and both e-mails are queued in the outbox
 * — the ticket to the new person (whose account the delivery job makes or finds), a notice to the
 * old one. Everything is read again under the locks, so two swaps at once make a chain.
 */
export function swapParticipant(deps: SwapParticipantDeps) {
  const { db, signingKey, clock } = deps;
  return async function swap(
    orderId: string,
    position: number,
    fields: ParticipantFields,
    viewer: Viewer,
  ): Promise<ParticipantSwapResponse> {
    const [seen] = await ticketRecords(
      db,
      and(eq(tickets.orderId, orderId), eq(tickets.position, position)),
    );
    const role = seen ? roleOf(seen, viewer) : null;
    if (!seen || !role) throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
    refuseIfClosed(seen, clock());
    const key = await signingKey();

    return db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      await lockOrderTickets(tx, orderId);
      const record = await ticketRecord(tx, seen.ticket.id);
      // A participant who was swapped away meanwhile holds nothing here any more.
      if (!record || roleOf(record, viewer) !== role) {
        throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
      }
      refuseIfClosed(record, clock());
      return swapLocked(tx, deps, { record, fields, viewer, role, key });
    });
  };
}

async function swapLocked(
  tx: Tx,
  { baseUrl, mail, clock, randomBytes }: SwapParticipantDeps,
  input: {
    record: TicketRecord;
    fields: ParticipantFields;
    viewer: Viewer;
    role: SwapRole;
    key: TicketSigningKey;
  },
): Promise<ParticipantSwapResponse> {
  const { record, fields, viewer, role, key } = input;
  const { ticket, event, order } = record;
  const now = clock();
  const code = newTicketCode(randomBytes);
  const [type] = await tx
    .select({ ticketTypeId: tickets.ticketTypeId })
    .from(tickets)
    .where(eq(tickets.id, ticket.id));
  const signed = { ticketId: ticket.id, eventId: event.id, ticketTypeId: type!.ticketTypeId, code };
  const holderName = holderNameOf(fields.Nome, fields.Sobrenome);
  const holderEmail = normalizeEmail(fields.Email);

  await tx
    .update(tickets)
    .set({
      code,
      qrPayload: encodeTicketQr(signed, key.sign(ticketQrMessage(signed))),
      holderName,
      holderEmail,
      // The delivery job links the new person's account (made or found by e-mail).
      holderUserId: null,
    })
    .where(eq(tickets.id, ticket.id));
  await replaceParticipant(tx, { orderId: order.id, position: ticket.position }, fields, now);
  const changeId = randomUUID();
  await tx.insert(ticketHolderChanges).values({
    id: changeId,
    ticketId: ticket.id,
    oldName: ticket.holderName,
    oldEmail: ticket.holderEmail,
    oldCode: ticket.code,
    newName: holderName,
    newEmail: holderEmail,
    changedByUserId: viewer.user?.id ?? null,
    changedAs: role,
    changedAt: now,
  });
  const resend = `troca-${changeId}`;
  await enqueue(tx, {
    kind: DELIVER_TICKET_JOB,
    payload: { ticketId: ticket.id, resend },
    dedupeKey: `${ticket.id}:${resend}`,
  });
  if (mail && ticket.holderEmail !== holderEmail) {
    await mail.enqueue(tx, {
      dedupeKey: `ticket-swapped-away:${changeId}`,
      to: ticket.holderEmail,
      ...swappedAwayNotice(record, { oldName: ticket.holderName, baseUrl }),
    });
  }
  return {
    message: SWAP_MESSAGES.swapped,
    ingresso: {
      id: ticket.id,
      posicao: ticket.position,
      codigo: code,
      participante: { nome: holderName, email: holderEmail },
    },
  };
}
