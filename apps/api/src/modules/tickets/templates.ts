import { orderPagePath } from '@bilheteria/domain/auth-contract';
import { formatBRL } from '@bilheteria/domain/money';
import escapeHtml from 'escape-html';
import { emailButton as button, emailLayout } from '../mail';
import type { TicketDocument } from './ticket-document';
import { eventDatesText, ticketEmailFields, type TicketEmailFields } from './ticket-rules';

/**
 * The ticket e-mails (issue 14), pt-BR, HTML and text, carrying the spec's §7 fields
 * (tituloEvento, horarioEvento, dataInicioEvento, dataFimEvento, localEvento, enderecoEvento,
 * imagemEvento, codigoIngresso). Everything that comes from people or events is escaped.
 */

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The inline QR's Content-ID (`<img src="cid:…">`), the same in the HTML and the attachment. */
export const qrContentId = (ticketId: string) => `qr-${ticketId}@bilheteria`;

const LABEL = 'color:#71717a;font-size:12px;text-transform:uppercase;letter-spacing:0.5px';

function eventBlock(fields: TicketEmailFields): { html: string; text: string } {
  const rows: [string, string][] = [
    ['Data', eventDatesText(fields)],
    ['Horário', `${fields.horarioEvento} (horário de Brasília)`],
    ['Local', fields.localEvento],
    ['Endereço', fields.enderecoEvento],
  ];
  const image = fields.imagemEvento
    ? `<img src="${escapeHtml(fields.imagemEvento)}" alt="${escapeHtml(fields.tituloEvento)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border-radius:6px;margin:0 0 16px">`
    : '';
  return {
    html:
      image +
      `<h2 style="font-size:20px;margin:0 0 12px">${escapeHtml(fields.tituloEvento)}</h2>` +
      rows
        .map(
          ([label, value]) =>
            `<div style="margin:0 0 8px"><div style="${LABEL}">${label}</div><div>${escapeHtml(value)}</div></div>`,
        )
        .join(''),
    text: [fields.tituloEvento, ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
  };
}

/** One participant's own ticket: QR inline, PDF and .ics attached (see ticketAttachments). */
export function participantTicketEmail(
  document: TicketDocument,
  { baseUrl, setPasswordUrl }: { baseUrl: string; setPasswordUrl: string | null },
): RenderedEmail {
  const { ticket, event, order, ticketTypeName } = document;
  const fields = ticketEmailFields(event, ticket.code, baseUrl);
  const block = eventBlock(fields);
  const myTickets = `${baseUrl}/meus-ingressos`;
  const subject = `Seu ingresso: ${fields.tituloEvento}`;

  const accountHtml = setPasswordUrl
    ? `<p>Criamos uma conta na Bilheteria para este e-mail: nela ficam guardados os seus ingressos. Para entrar, crie a sua senha (o link vale por tempo limitado e pode ser usado uma única vez):</p>${button(setPasswordUrl, 'Criar minha senha')}`
    : '';
  const accountText = setPasswordUrl
    ? `\nCriamos uma conta na Bilheteria para este e-mail: nela ficam guardados os seus ingressos. Para entrar, crie a sua senha (o link vale por tempo limitado e pode ser usado uma única vez):\n${setPasswordUrl}\n`
    : '';

  const bodyHtml =
    `<p>Olá, ${escapeHtml(ticket.holderName)}!</p>` +
    `<p>Seu ingresso está confirmado. Apresente o QR code abaixo na entrada do evento, impresso ou na tela do celular.</p>` +
    block.html +
    `<div style="margin:0 0 8px"><div style="${LABEL}">Ingresso</div><div>${escapeHtml(ticketTypeName)} — pedido nº ${order.number}</div></div>` +
    `<div style="text-align:center;margin:24px 0 8px"><img src="cid:${escapeHtml(qrContentId(ticket.id))}" width="240" height="240" alt="QR code do ingresso" style="width:240px;height:240px"></div>` +
    `<div style="text-align:center;margin:0 0 16px"><div style="${LABEL}">Código do ingresso</div><div style="font-family:'Courier New',monospace;font-size:22px;font-weight:bold;letter-spacing:1px">${escapeHtml(fields.codigoIngresso)}</div></div>` +
    `<p>O ingresso em PDF e o arquivo para o seu calendário (.ics) estão anexados a este e-mail.</p>` +
    accountHtml +
    button(myTickets, 'Ver em Meus Ingressos');

  const bodyText = [
    `Olá, ${ticket.holderName}!`,
    '',
    'Seu ingresso está confirmado. Apresente o QR code (no PDF anexado) na entrada do evento, impresso ou na tela do celular.',
    '',
    block.text,
    `Ingresso: ${ticketTypeName} — pedido nº ${order.number}`,
    `Código do ingresso: ${fields.codigoIngresso}`,
    '',
    'O ingresso em PDF e o arquivo para o seu calendário (.ics) estão anexados a este e-mail.',
    accountText,
    `Seus ingressos: ${myTickets}`,
  ].join('\n');

  return { subject, ...emailLayout({ title: subject, bodyHtml, bodyText }) };
}

export interface OrderSummaryInput {
  order: { id: string; number: number; totalCents: number; serviceFeeCents?: number };
  payerName: string | null;
  event: TicketDocument['event'];
  tickets: { holderName: string; holderEmail: string; ticketTypeName: string }[];
}

/** The buyer's summary: every ticket of the order and where each one was sent. */
export function orderSummaryEmail(
  input: OrderSummaryInput,
  baseUrl: string,
  orderUrl: string | null = null,
): RenderedEmail {
  const { order, payerName, event, tickets } = input;
  const fields = ticketEmailFields(event, String(order.number), baseUrl);
  const block = eventBlock(fields);
  const subject = `Pedido nº ${order.number} confirmado: ${fields.tituloEvento}`;
  const confirmation = orderUrl ?? `${baseUrl}${orderPagePath(order.id)}`;
  const count = tickets.length === 1 ? '1 ingresso' : `${tickets.length} ingressos`;
  const fee = order.serviceFeeCents ?? 0;
  const total =
    order.totalCents === 0
      ? 'Grátis'
      : `${formatBRL(order.totalCents)}${fee > 0 ? ` (taxa de serviço de ${formatBRL(fee)} incluída)` : ''}`;
  const greeting = payerName ? `Olá, ${payerName}!` : 'Olá!';

  const bodyHtml =
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>O pedido nº <strong>${order.number}</strong> está confirmado: ${count}, total ${escapeHtml(total)}.</p>` +
    block.html +
    `<h3 style="font-size:16px;margin:20px 0 8px">Ingressos</h3>` +
    `<ol style="padding-left:20px;margin:0 0 16px">` +
    tickets
      .map(
        (ticket) =>
          `<li style="margin:0 0 6px"><strong>${escapeHtml(ticket.holderName)}</strong> — ${escapeHtml(ticket.ticketTypeName)}<br><span style="color:#52525b">enviado para ${escapeHtml(ticket.holderEmail)}</span></li>`,
      )
      .join('') +
    `</ol>` +
    `<p>Cada participante recebe o próprio ingresso por e-mail, com o QR code para a entrada. Na página do pedido você acompanha o envio de cada um e baixa os ingressos em PDF.</p>` +
    button(confirmation, 'Ver o pedido');

  const bodyText = [
    greeting,
    '',
    `O pedido nº ${order.number} está confirmado: ${count}, total ${total}.`,
    '',
    block.text,
    '',
    'Ingressos:',
    ...tickets.map(
      (ticket, index) =>
        `${index + 1}. ${ticket.holderName} — ${ticket.ticketTypeName} (enviado para ${ticket.holderEmail})`,
    ),
    '',
    'Cada participante recebe o próprio ingresso por e-mail, com o QR code para a entrada. Na página do pedido você acompanha o envio de cada um e baixa os ingressos em PDF:',
    confirmation,
  ].join('\n');

  return { subject, ...emailLayout({ title: subject, bodyHtml, bodyText }) };
}
