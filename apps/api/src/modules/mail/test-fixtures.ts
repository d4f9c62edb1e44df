import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { orders, tickets } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import type { AttachmentRenderer, AttachmentSource, OutgoingEmail } from './contract';
import { emailLayout } from './layout';

/** A 1×1 PNG: what the test QR renderer attaches inline. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const testPdfBytes = (n: unknown) =>
  Buffer.from(`%PDF-1.4\n% ingresso de teste ${String(n)}\n%%EOF\n`);

/** Renderers a test registers under its own kinds: a "PDF", an inline QR, and one that fails. */
export const testRenderers: Record<string, AttachmentRenderer> = {
  'test-pdf': async (source: AttachmentSource) => ({
    filename: `ingresso-${String(source.n)}.pdf`,
    contentType: 'application/pdf',
    content: testPdfBytes(source.n),
  }),
  'test-qr': async (source: AttachmentSource) => ({
    filename: 'qrcode.png',
    contentType: 'image/png',
    content: TINY_PNG,
    cid: `qr-${String(source.n)}@teste`,
  }),
  'test-broken': async () => {
    throw new Error('modelo indisponível');
  },
};

/** A ticket-like message for `to`, in the layout, with a PDF and an inline QR. */
export function testEmail(
  to: string,
  overrides: Partial<OutgoingEmail> & { n?: number } = {},
): OutgoingEmail {
  const { n = 1, ...rest } = overrides;
  const { html, text } = emailLayout({
    title: 'Seu ingresso',
    bodyHtml: `<p>Olá, Ana &amp; Cia!</p><p><img src="cid:qr-${n}@teste" alt="QR do ingresso" width="160"></p>`,
    bodyText: 'Olá, Ana & Cia!\nSeu ingresso segue em anexo.',
  });
  return {
    dedupeKey: `test:${randomUUID()}`,
    to,
    subject: 'Seu ingresso: Congresso de Teste',
    html,
    text,
    attachments: [
      { kind: 'test-pdf', n },
      { kind: 'test-qr', n },
    ],
    ...rest,
  };
}

/** A paid order with `count` tickets, straight in the database (for delivery status). */
export async function createTestTickets(database: Database, count = 2) {
  const { event, ticketTypes } = await createTestEvent(database);
  const [order] = await database.db
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      eventId: event.id,
      status: 'paid',
      expiresAt: new Date(),
      subtotalCents: 10_000 * count,
      totalCents: 10_000 * count,
      paidAt: new Date(),
    })
    .returning();
  const rows = await database.db
    .insert(tickets)
    .values(
      Array.from({ length: count }, (_, index) => ({
        orderId: order!.id,
        position: index + 1,
        eventId: event.id,
        ticketTypeId: ticketTypes[0]!.id,
        code: randomUUID(),
        holderName: `Participante ${index + 1}`,
        holderEmail: `participante${index + 1}-${randomUUID().slice(0, 8)}@teste.dev`,
        qrPayload: randomUUID(),
      })),
    )
    .returning();
  return { order: order!, tickets: rows };
}
