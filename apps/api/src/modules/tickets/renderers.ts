import type { Db } from '../../db/client';
import type { AttachmentRenderer, AttachmentSource } from '../mail';
import { ticketIcs } from './ticket-ics';
import { ticketRecord, type TicketRecord } from './ticket-queries';
import { qrPng } from './ticket-qr-image';
import { renderTicketPdf } from './ticket-pdf';
import { qrContentId } from './templates';

export type TicketAttachmentKind = 'ticket-pdf' | 'ticket-qr' | 'ticket-ics';

/**
 * The attachments of a participant's e-mail, rendered by the mail service when it sends
 * (`{ kind, ticketId }` in the outbox, never bytes): the ticket's PDF, its QR as an inline PNG
 * (the HTML shows `cid:qr-<id>@bilheteria`) and its calendar file. Rendered from the ticket as
 * it is then, so a re-send carries its current state.
 */
export function createTicketRenderers({
  db,
  baseUrl,
}: {
  db: Db;
  baseUrl: string;
}): Record<TicketAttachmentKind, AttachmentRenderer> {
  /**
   * The ticket behind an attachment. A message's three attachments are rendered at once: they
   * share one query.
   */
  const loading = new Map<string, Promise<TicketRecord>>();
  function load(source: AttachmentSource): Promise<TicketRecord> {
    const ticketId = source.ticketId;
    if (typeof ticketId !== 'string') {
      return Promise.reject(new Error(`${source.kind} attachment without ticketId`));
    }
    let pending = loading.get(ticketId);
    if (!pending) {
      pending = ticketRecord(db, ticketId)
        .then((record) => {
          if (!record) throw new Error(`${source.kind} attachment: ticket ${ticketId} not found`);
          return record;
        })
        .finally(() => loading.delete(ticketId));
      loading.set(ticketId, pending);
    }
    return pending;
  }
  const baseName = (record: TicketRecord) =>
    `ingresso-${record.order.number}-${record.ticket.position}`;

  return {
    'ticket-pdf': async (source) => {
      const record = await load(source);
      return {
        filename: `${baseName(record)}.pdf`,
        contentType: 'application/pdf',
        content: await renderTicketPdf(record, baseUrl),
      };
    },
    'ticket-qr': async (source) => {
      const record = await load(source);
      return {
        filename: 'qrcode-ingresso.png',
        contentType: 'image/png',
        content: await qrPng(record.ticket.qrPayload),
        cid: qrContentId(record.ticket.id),
      };
    },
    'ticket-ics': async (source) => {
      const record = await load(source);
      return {
        filename: 'evento.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ticketIcs(record, baseUrl), 'utf8'),
      };
    },
  };
}
