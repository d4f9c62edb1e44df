import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { asc, eq } from 'drizzle-orm';
import { emails, tickets } from '../../db/schema';
import { createTestEvent, type TestTicketType } from '../../test/catalog-fixtures';
import { checkoutSteps, PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import type { TestContext } from '../../test/test-context';

/** Tests' helpers for tickets: paid orders with participants of their own, and what they got. */

export interface TestParticipant {
  Nome: string;
  Sobrenome: string;
  Email: string;
}

export const ANA = { Nome: 'Ana', Sobrenome: 'Souza', Email: 'Ana.Souza@Empresa.com.br' };
export const BRUNO = { Nome: 'Bruno', Sobrenome: 'Lima', Email: 'bruno.lima@empresa.com.br' };
export const CARLA = { Nome: 'Carla', Sobrenome: 'Dias', Email: 'carla@outra.com.br' };
/** Who pays (checkoutSteps' payer): the order summary goes there. */
export const PAYER_EMAIL = 'ana@empresa.com.br';

/**
 * A card-paid order through the API: an event `daysAhead` days away (its ticket types), one seat
 * per participant — of `types[i]` when given, else all of the first type — each participant
 * saved at their position. Jobs are not run: the caller drains them.
 */
export async function paidOrder(
  ctx: TestContext,
  participants: TestParticipant[],
  options: {
    browser?: TestBrowser;
    tickets?: TestTicketType[];
    /** Ticket type index per participant (default: all the first). */
    types?: number[];
    daysAhead?: number;
  } = {},
) {
  const { browser = ctx.buyer, daysAhead = 10 } = options;
  const now = Date.now();
  const { event, ticketTypes } = await createTestEvent(ctx.database, {
    tickets: options.tickets ?? [{ name: 'Pista', priceCents: 50_000, quantity: 100 }],
    startsAt: new Date(now + daysAhead * 86_400_000),
    endsAt: new Date(now + daysAhead * 86_400_000 + 9 * 3_600_000),
  });
  const counts = new Map<string, number>();
  participants.forEach((_, index) => {
    const type = ticketTypes[options.types?.[index] ?? 0]!;
    counts.set(type.id, (counts.get(type.id) ?? 0) + 1);
  });
  const held = await browser.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      tickets: [...counts].map(([id, quantity]) => ({
        id_ticket: id,
        quantidade_produto: quantity,
      })),
    },
  });
  if (held.statusCode !== 201) throw new Error(`hold answered ${held.body}`);
  const order = held.json<OrderView>();
  for (const [index, participant] of participants.entries()) {
    const saved = await browser.inject({
      method: 'POST',
      url: '/api/comprador',
      payload: { ...PARTICIPANT, ...participant, id_pedido: order.id, posicao: index + 1 },
    });
    if (saved.statusCode >= 300) throw new Error(`participant answered ${saved.body}`);
  }
  const paid = await checkoutSteps(ctx).payByCard(order, ticketTypes[0]!.id, { browser });
  if (paid.statusCode !== 200) throw new Error(`payment answered ${paid.body}`);
  return { order, event, ticketTypes };
}

export const ticketsOf = (ctx: TestContext, orderId: string) =>
  ctx.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.position));

export const emailsOf = (ctx: TestContext, orderId: string) =>
  ctx.database.db
    .select()
    .from(emails)
    .where(eq(emails.orderId, orderId))
    .orderBy(asc(emails.createdAt), asc(emails.dedupeKey));

/** WinAnsi (cp1252) bytes 0x80–0x9f; the rest is Latin-1. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

/**
 * The text a PDF's pages show: every content stream inflated, the strings of its TJ/Tj
 * operators decoded (pdfkit's built-in fonts write WinAnsi), one run per line.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, source.indexOf('endstream', start));
    const content = (match[1] ?? '').includes('/FlateDecode')
      ? inflateSync(raw).toString('latin1')
      : raw.toString('latin1');
    for (const [, operands] of content.matchAll(
      /\[([^\]]*)\]\s*TJ|(\((?:\\.|[^)])*\)|<[0-9a-fA-F]*>)\s*Tj/g,
    )) {
      const pieces = (operands ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^)])*\)/g) ?? [];
      runs.push(
        pieces
          .map((piece) =>
            piece.startsWith('<')
              ? winAnsi(Buffer.from(piece.slice(1, -1), 'hex'))
              : piece.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
  }
  return runs.join('\n');
}
