import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-contract';
import { readCheckInEntry } from '@bilheteria/domain/check-in';
import { decodeTicketQr } from '@bilheteria/domain/ticket-qr';
import type { TicketSigningKey } from '../tickets';

/**
 * What a scanned or typed entry names, checked as far as can be without the database: a QR
 * must carry the installation's signature (then its ticket id must match too); a code is just
 * looked up. `code` null: nothing to look up, `invalidBecause` says why.
 */
export interface ResolvedEntry {
  code: string | null;
  /** For a QR: the ticket it was signed for (the code must belong to it). */
  ticketId: string | null;
  invalidBecause: string | null;
}

export function resolveEntry(entry: string, key: TicketSigningKey): ResolvedEntry {
  const read = readCheckInEntry(entry);
  if (!read) return { code: null, ticketId: null, invalidBecause: CHECK_IN_MESSAGES.notATicket };
  if (read.kind === 'code') return { code: read.code, ticketId: null, invalidBecause: null };
  const decoded = decodeTicketQr(read.payload)!;
  let signed: boolean;
  try {
    signed = key.verify(decoded.message, decoded.signature);
  } catch {
    signed = false;
  }
  if (!signed) return { code: null, ticketId: null, invalidBecause: CHECK_IN_MESSAGES.forged };
  return { code: decoded.code, ticketId: decoded.ticketId, invalidBecause: null };
}
