import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { CardPaymentRequest, PixPaymentRequest } from '@bilheteria/domain/payment-contract';
import type { Instalment } from './lib/card-form';
import type { Payer } from './lib/payer';
import { paths } from '@/lib/paths';

/**
 * The fields every payment call carries (spec §7), from the order the server holds: its
 * tickets, event and total, the first participant's buyer id, the payer and the bot-check token.
 */
export function paymentBase(
  order: OrderView,
  payer: Payer,
  recaptchaToken: string,
  affiliateCode: string | null,
): PixPaymentRequest {
  const first = order.participantes.find((participant) => participant.posicao === 1);
  return {
    id_pedido: order.id,
    recaptcha_token: recaptchaToken,
    tickets: order.itens.map((item) => ({
      id_ticket: item.id_ticket,
      quantidade_produto: item.quantidade,
    })),
    ID_evento: order.evento.id,
    codigo_afiliado: affiliateCode,
    id_comprador: first?.id_comprador ?? null,
    nome_cliente: payer.nome,
    email_cliente: payer.email,
    cpf_cliente: payer.cpf,
    valor_total_produto: order.total_centavos,
    ...payer.billing,
  };
}

/** The card call: the total and instalment of the chosen count, and the encrypted card. */
export function cardPaymentBody(
  base: PixPaymentRequest,
  order: OrderView,
  {
    instalment,
    encrypted,
    cardName,
  }: { instalment: Instalment; encrypted: string; cardName: string | null },
): CardPaymentRequest {
  return {
    ...base,
    // The server's total for this count (with interest from 2×), in cents.
    valor_total_produto: instalment.total_centavos,
    id_produto: order.evento.id,
    descricao_produto: order.evento.titulo,
    quantidade_produto: order.quantidade_ingressos,
    URl_redirect: new URL(paths.dashboard(), window.location.origin).toString(),
    codigo_produto: String(order.numero),
    encrypted,
    quantidade_parcelas: instalment.quantidade,
    // For one instalment the plain total (spec §9).
    valor_parcela: instalment.valor_parcela_centavos,
    ...(cardName ? { nome_cartao: cardName } : {}),
  };
}
