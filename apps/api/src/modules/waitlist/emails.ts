import { formatDate, formatTime } from '@bilheteria/domain/dates';
import escapeHtml from 'escape-html';
import { emailButton, emailLayout, emailParagraph } from '../mail';

/** The waiting list's e-mails (issue 18), pt-BR, HTML and text; every value escaped. */

interface Rendered {
  subject: string;
  html: string;
  text: string;
}

const seats = (quantity: number) => (quantity === 1 ? '1 ingresso' : `${quantity} ingressos`);

export function waitlistJoinedEmail(input: {
  eventTitle: string;
  ticketTypeName: string;
  quantity: number;
  leaveUrl: string;
}): Rendered {
  const subject = `Lista de espera: ${input.eventTitle}`;
  const lines = [
    `Você entrou na lista de espera de ${seats(input.quantity)} "${input.ticketTypeName}" para ${input.eventTitle}.`,
    'Quando houver vagas para todo o seu pedido, enviaremos um e-mail com os ingressos reservados para você. A fila é por ordem de chegada.',
  ];
  const { html, text } = emailLayout({
    title: subject,
    bodyHtml:
      lines.map(emailParagraph).join('') + emailButton(input.leaveUrl, 'Sair da lista de espera'),
    bodyText: [...lines, `Sair da lista de espera: ${input.leaveUrl}`].join('\n\n'),
  });
  return { subject, html, text };
}

export function waitlistOfferEmail(input: {
  eventTitle: string;
  eventDate: string;
  ticketTypeName: string;
  quantity: number;
  expiresAt: Date;
  offerUrl: string;
  leaveUrl: string;
}): Rendered {
  const subject = `Vagas para você: ${input.eventTitle}`;
  const until = `${formatDate(input.expiresAt)} às ${formatTime(input.expiresAt)}`;
  const lines = [
    `Abriram vagas em ${input.eventTitle} (${input.eventDate}) e reservamos ${seats(input.quantity)} "${input.ticketTypeName}" para você.`,
    `A reserva vale até ${until} (horário de Brasília). Depois disso, os ingressos passam para a próxima pessoa da fila.`,
  ];
  const { html, text } = emailLayout({
    title: subject,
    bodyHtml:
      lines.map(emailParagraph).join('') +
      emailButton(input.offerUrl, 'Comprar meus ingressos') +
      `<p style="margin:0;font-size:13px"><a href="${escapeHtml(input.leaveUrl)}">Não quero mais: sair da lista de espera</a></p>`,
    bodyText: [
      ...lines,
      `Comprar: ${input.offerUrl}`,
      `Não quero mais (sair da lista): ${input.leaveUrl}`,
    ].join('\n\n'),
  });
  return { subject, html, text };
}
