/**
 * The door's verdict on one entry (issue 15), as the scanner decides it while offline — the
 * server decides online with one conditional UPDATE (apps/api/src/modules/check-in). Pure: the
 * device's ticket list, its own scans and the signature check come in as arguments.
 */
import type { ListedTicket, ScanResponse } from './check-in-contract';
import { CHECK_IN_MESSAGES, CHECK_IN_RESULT_TEXTS, type CheckInResult } from './check-in-texts';
import {
  decodeTicketQr,
  normalizeTicketCode,
  verifyTicketQr,
  type TicketSignatureCheck,
} from './ticket-qr';

/** What was read: a QR payload (still to verify) or a typed code; null when it is neither. */
export type CheckInEntry = { kind: 'qr'; payload: string } | { kind: 'code'; code: string };

/** A scanned or typed text → what it is. Hardware scanners add spaces or a newline: trimmed. */
export function readCheckInEntry(input: string): CheckInEntry | null {
  const text = input.trim();
  if (decodeTicketQr(text)) return { kind: 'qr', payload: text };
  const code = normalizeTicketCode(text);
  return code ? { kind: 'code', code } : null;
}

export type Verdict = Omit<ScanResponse, 'nonce'>;

export function verdict(
  resultado: CheckInResult,
  details: Partial<Omit<Verdict, 'resultado' | 'mensagem'>> = {},
): Verdict {
  return {
    resultado,
    mensagem: CHECK_IN_RESULT_TEXTS[resultado],
    motivo: null,
    ingresso: null,
    utilizado_em: null,
    portao: null,
    ...details,
  };
}

/** Where and when this device let a ticket in while offline. */
export interface LocalAdmission {
  lido_em: string;
  portao: string;
}

export interface OfflineCheckInContext {
  eventId: string;
  /** The installation's key, through WebCrypto (ticket-qr.ts `webCryptoTicketVerifier`). */
  checkSignature: TicketSignatureCheck;
  /** The event's tickets as last synced, by code. */
  ticketByCode: (code: string) => ListedTicket | undefined;
  /**
   * The event's tickets as last synced, by ticket id: a signed QR whose ticket is listed under
   * another code was replaced (its participant swapped) and no longer admits anyone.
   */
  ticketById?: (id: string) => ListedTicket | undefined;
  /** This device's admissions since the last sync, by code. */
  admittedHere: (code: string) => LocalAdmission | undefined;
}

/** A local admission as the verdict's 'when and at which gate'. */
const admittedAt = (here: LocalAdmission) => ({ utilizado_em: here.lido_em, portao: here.portao });

/**
 * The offline verdict: a QR must carry our signature and name this event; then the local list
 * and the device's own scans say whether it was already used or cancelled. A signed QR missing
 * from the list (issued after the last sync) is admitted: the signature proves it — unless the
 * list has its ticket under another code (a swapped participant's old QR). A typed code
 * can only be checked against the list.
 */
export async function judgeOffline(
  input: string,
  context: OfflineCheckInContext,
): Promise<Verdict> {
  const entry = readCheckInEntry(input);
  if (!entry) return verdict('invalido', { motivo: CHECK_IN_MESSAGES.notATicket });

  let code: string;
  if (entry.kind === 'qr') {
    const fields = await verifyTicketQr(entry.payload, context.checkSignature);
    if (!fields) return verdict('invalido', { motivo: CHECK_IN_MESSAGES.forged });
    if (fields.eventId !== context.eventId) {
      return verdict('invalido', { motivo: CHECK_IN_MESSAGES.otherEvent });
    }
    code = fields.code;
    const listed = context.ticketByCode(code);
    if (!listed) {
      const replaced = context.ticketById?.(fields.ticketId);
      if (replaced && replaced.codigo !== code) {
        return verdict('invalido', { motivo: CHECK_IN_MESSAGES.replaced });
      }
      const here = context.admittedHere(code);
      if (here) return verdict('ja_utilizado', admittedAt(here));
      return verdict('valido', {
        ingresso: { id: fields.ticketId, codigo: code, nome: 'Participante', tipo: '' },
      });
    }
  } else {
    code = entry.code;
  }

  const ticket = context.ticketByCode(code);
  if (!ticket) return verdict('invalido', { motivo: CHECK_IN_MESSAGES.notATicket });
  const ingresso = { id: ticket.id, codigo: ticket.codigo, nome: ticket.nome, tipo: ticket.tipo };
  if (ticket.status === 'canceled') {
    return verdict('invalido', { motivo: CHECK_IN_MESSAGES.canceled, ingresso });
  }
  if (ticket.status === 'used') {
    return verdict('ja_utilizado', {
      ingresso,
      utilizado_em: ticket.utilizado_em,
      portao: ticket.portao,
    });
  }
  const here = context.admittedHere(code);
  if (here) return verdict('ja_utilizado', { ingresso, ...admittedAt(here) });
  return verdict('valido', { ingresso });
}
