import { formatBRL } from '@bilheteria/domain/money';
import { emailLayout, emailParagraph } from '../mail';

/** The e-mails of a refund and of a cancelled event, pt-BR, HTML and text. */

interface Rendered {
  subject: string;
  html: string;
  text: string;
}

function render(subject: string, lines: string[]): Rendered {
  const { html, text } = emailLayout({
    title: subject,
    bodyHtml: lines.map(emailParagraph).join(''),
    bodyText: lines.join('\n\n'),
  });
  return { subject, html, text };
}

/** To a participant whose ticket was cancelled: it no longer admits anyone. */
export function ticketCanceledEmail(input: {
  holderName: string;
  eventTitle: string;
  code: string;
  eventCanceled: boolean;
}): Rendered {
  return render(
    input.eventCanceled
      ? `Evento cancelado: ${input.eventTitle}`
      : `Ingresso cancelado: ${input.eventTitle}`,
    [
      `Olá, ${input.holderName}.`,
      input.eventCanceled
        ? `O organizador cancelou o evento ${input.eventTitle}. Seu ingresso ${input.code} foi cancelado e quem pagou pelo pedido será reembolsado.`
        : `Seu ingresso ${input.code} para ${input.eventTitle} foi cancelado e não dá mais acesso ao evento.`,
    ],
  );
}

const HOW_IT_GOES_BACK: Record<string, string> = {
  'credit-card':
    'O estorno aparece na fatura do cartão em até duas faturas, conforme o banco emissor.',
  pix: 'O valor volta por PIX para a conta que pagou.',
  boleto:
    'Boleto não tem estorno automático: o organizador envia o valor por PIX para a chave informada.',
  free: 'Este pedido não teve pagamento: não há valor a devolver.',
};

/** To whoever paid: what goes back, and how. */
export function refundRequestedEmail(input: {
  payerName: string;
  eventTitle: string;
  orderNumber: number;
  amountCents: number;
  method: string;
  tickets: number;
  eventCanceled: boolean;
  needsPixKey: boolean;
  orderUrl: string;
}): Rendered {
  const lines = [
    `Olá, ${input.payerName}.`,
    input.eventCanceled
      ? `O evento ${input.eventTitle} foi cancelado pelo organizador e o pedido ${input.orderNumber} foi cancelado.`
      : `${input.tickets === 1 ? '1 ingresso' : `${input.tickets} ingressos`} do pedido ${input.orderNumber} (${input.eventTitle}) ${input.tickets === 1 ? 'foi cancelado' : 'foram cancelados'}.`,
    `Valor do reembolso: ${formatBRL(input.amountCents)}.`,
    HOW_IT_GOES_BACK[input.method] ?? '',
  ];
  if (input.needsPixKey) {
    lines.push(`Informe a chave PIX para receber o valor em ${input.orderUrl}`);
  } else {
    lines.push(`Acompanhe o reembolso em ${input.orderUrl}`);
  }
  return render(`Reembolso do pedido ${input.orderNumber}: ${input.eventTitle}`, lines);
}
