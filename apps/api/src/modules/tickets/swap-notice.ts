import { emailLayout, emailParagraph } from '../mail';
import type { RenderedEmail } from './templates';
import type { TicketDocument } from './ticket-document';
import { eventDatesText, ticketEmailFields } from './ticket-rules';

/**
 * To whoever held a ticket until its participant was swapped: the ticket is someone else's now
 * and its QR code no longer admits anyone. No link, no attachment: nothing of the ticket's.
 */
export function swappedAwayNotice(
  document: TicketDocument,
  { oldName, baseUrl }: { oldName: string; baseUrl: string },
): RenderedEmail {
  const fields = ticketEmailFields(document.event, document.ticket.code, baseUrl);
  const title = `Seu ingresso foi transferido: ${fields.tituloEvento}`;
  const lines = [
    `Olá, ${oldName}.`,
    `O ingresso do pedido nº ${document.order.number} para ${fields.tituloEvento} ` +
      `(${eventDatesText(fields)}) foi transferido para outro participante por quem comprou ` +
      'o pedido ou por você.',
    'O QR code e o código que você recebeu não valem mais para entrar no evento.',
    'Se você não reconhece esta troca, fale com quem comprou o ingresso.',
  ];
  const { html, text } = emailLayout({
    title,
    bodyHtml: lines.map(emailParagraph).join(''),
    bodyText: lines.join('\n\n'),
  });
  return { subject: title, html, text };
}
