import { z } from 'zod';
import { billingViewSchema } from './billing-contract';
import { ORDER_STATUSES } from './checkout-contract';

/** GET /api/meus-pedidos: the orders the signed-in person bought, newest first. */
export const myOrderSchema = z
  .object({
    id: z.string(),
    numero: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    /** When the order was made and paid (ISO 8601, UTC). */
    criado_em: z.string(),
    pago_em: z.string().nullable(),
    evento: z.object({
      id: z.string(),
      titulo: z.string(),
      /** '15 de Dezembro, 2026' */
      data: z.string(),
      imagem: z.string(),
    }),
    /** The paying attempt's method, else the latest attempt's; null for a free order. */
    metodo: z.enum(['credit-card', 'pix', 'boleto', 'free']).nullable(),
    total_centavos: z.number().int(),
    /** What refunds gave back of the total, and how many tickets they cancelled. */
    devolvido_centavos: z.number().int(),
    ingressos_cancelados: z.number().int(),
    quantidade_ingressos: z.number().int(),
    /** Who each ticket is for (the participants the buyer named). */
    participantes: z.array(
      z.object({ posicao: z.number().int(), nome: z.string(), email: z.string() }),
    ),
    /** Who is billed and the nota fiscal, as given at payment; null when nothing was given. */
    faturamento: billingViewSchema.nullable(),
  })
  .meta({ id: 'MeuPedido' });

export const myOrdersResponseSchema = z
  .object({ pedidos: z.array(myOrderSchema) })
  .meta({ id: 'MeusPedidos' });

export type MyOrder = z.infer<typeof myOrderSchema>;
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;
