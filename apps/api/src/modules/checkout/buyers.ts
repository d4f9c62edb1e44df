import type { compradorRequestSchema } from '@bilheteria/domain/participant';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { buyers, orderItems } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { OrderAccess } from './order-access';
import type { OrdersService } from './orders';
import { saveParticipantAnswers } from './participant-answers';

export type BuyerInput = z.output<typeof compradorRequestSchema>;

/** The participant's fields, as POST /api/comprador and the swap of a participant take them. */
export type ParticipantFields = Omit<BuyerInput, 'id_pedido' | 'posicao'>;

/** A participant's columns in `buyers` from the request's fields (spec §7 names). */
export function participantColumns(input: ParticipantFields, now: Date) {
  return {
    firstName: input.Nome,
    lastName: input.Sobrenome,
    email: input.Email,
    businessPhone: input.Telefone_Comercial,
    mobilePhone: input.Telefone_Celular,
    company: input.Empresa,
    jobTitle: input.Cargo,
    department: input.Departamento,
    segment: input.Segmento,
    companySize: input.Numero_Funcionarios,
    responsibilityLevel: input.Nivel_Responsabilidade,
    state: input.UF,
    city: input.Cidade,
    cpf: input.CPF === '' ? null : input.CPF,
    termsAcceptedAt: now,
    updatedAt: now,
  };
}

export interface BuyersService {
  /**
   * Saves a participant (spec §7 POST /api/comprador) of an order its buyer is filling in, one
   * row per ticket position: saving the same position again updates it (`created: false`).
   * Its answers to the event's questions are checked and saved in the same transaction (400 at
   * `respostas.<pergunta_id>`).
   */
  save(input: BuyerInput, access: OrderAccess): Promise<{ id: string; created: boolean }>;
}

export function createBuyersService(
  db: Db,
  { clock = () => new Date(), orders }: { clock?: () => Date; orders: OrdersService },
): BuyersService {
  return {
    async save(input, access) {
      const orderId = input.id_pedido;
      const position = input.posicao;
      return db.transaction(async (tx) => {
        await orders.lockOpenOrder(tx, orderId, access);
        const [count] = await tx
          .select({ tickets: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId));
        if (position > (count?.tickets ?? 0)) {
          throw new HttpError(400, CHECKOUT_MESSAGES.participantPosition, [
            { path: 'posicao', message: CHECKOUT_MESSAGES.participantPosition },
          ]);
        }
        const now = clock();
        const columns = participantColumns(input, now);
        const [row] = await tx
          .insert(buyers)
          .values({ ...columns, orderId, position })
          .onConflictDoUpdate({ target: [buyers.orderId, buyers.position], set: columns })
          // xmax is 0 only for a row this statement inserted (PostgreSQL's upsert idiom).
          .returning({ id: buyers.id, created: sql<boolean>`(xmax = 0)` });
        // The event's own questions, with the participant's row: both saved or neither.
        await saveParticipantAnswers(tx, {
          orderId,
          position,
          buyerId: row!.id,
          respostas: input.respostas,
          now,
        });
        return { id: row!.id, created: row!.created };
      });
    },
  };
}
