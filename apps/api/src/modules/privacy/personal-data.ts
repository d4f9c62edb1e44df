import {
  PERSONAL_DATA_MESSAGES as M,
  type PersonalData,
} from '@bilheteria/domain/personal-data-contract';
import { addressLine } from '@bilheteria/domain/billing-contract';
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  buyers,
  emails,
  events,
  orderBilling,
  orders,
  payments,
  sessions,
  tickets,
  ticketTypes,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { personById, type Person } from './person-reads';
import { answersForBuyers, type BuyerAnswer } from '../registration';

/**
 * Everything we hold about the signed-in person (issue 30, LGPD art. 18 II and V): the account,
 * the orders they bought with the payer's data, the tickets they hold or bought (each
 * participant's form, answers and consents), the e-mails sent to their address and their
 * sessions. Only rows reached from their account or address: nobody else's orders or messages.
 */
export async function personalDataOf(db: DbOrTx, userId: string, now: Date): Promise<PersonalData> {
  const person = await personById(db, userId);
  if (!person || person.anonymizedAt) throw new HttpError(404, M.alreadyErased);
  const email = person.email.toLowerCase();
  const [pedidos, ingressos, mensagens, sessoes] = await Promise.all([
    ordersOf(db, person),
    ticketsOf(db, person),
    db
      .select()
      .from(emails)
      .where(sql`lower(${emails.toAddress}) = ${email}`)
      .orderBy(desc(emails.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, person.id)),
  ]);
  return {
    gerado_em: now.toISOString(),
    conta: accountOf(person),
    pedidos,
    ingressos,
    emails: mensagens.map((message) => ({
      assunto: message.subject,
      status: message.status,
      criado_em: message.createdAt.toISOString(),
      enviado_em: message.sentAt?.toISOString() ?? null,
    })),
    sessoes: sessoes.map((session) => ({
      criada_em: session.createdAt.toISOString(),
      expira_em: session.expiresAt.toISOString(),
    })),
  };
}

export function accountOf(person: Person): PersonalData['conta'] {
  return {
    nome: person.name,
    email: person.email,
    telefone: person.phone ?? '',
    cpf: person.cpf ?? '',
    cidade: person.city ?? '',
    uf: person.state ?? '',
    papel: person.role,
    criada_em: person.createdAt.toISOString(),
  };
}

/** Only the fields that hold something. */
const filled = (record: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => !!entry[1]),
  );

async function ordersOf(db: DbOrTx, person: Person): Promise<PersonalData['pedidos']> {
  const rows = await db
    .select({ order: orders, evento: events.title, billing: orderBilling })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(orderBilling, eq(orderBilling.orderId, orders.id))
    .where(eq(orders.userId, person.id))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(desc(payments.createdAt));
  return rows.map(({ order, evento, billing }) => {
    const mine = attempts.filter((attempt) => attempt.orderId === order.id);
    const paying = mine.find((attempt) => attempt.id === order.paidByPaymentId) ?? mine[0];
    return {
      id: order.id,
      evento,
      status: order.status,
      total_centavos: order.totalCents,
      metodo_pagamento: paying?.method ?? null,
      criado_em: order.createdAt.toISOString(),
      dados_pagador: filled({
        nome: billing?.payerName ?? paying?.payerName,
        email: paying?.payerEmail,
        cpf: billing?.payerCpf,
        tipo_pessoa: billing?.tipoPessoa,
        cnpj: billing?.cnpj,
        razao_social: billing?.razaoSocial,
        inscricao_municipal: billing?.inscricaoMunicipal,
        endereco: billing?.address ? addressLine(billing.address) : null,
        email_financeiro: billing?.financeEmail,
        nota_fiscal: billing?.invoiceNumber,
        cartao: paying?.cardLastDigits
          ? `${paying.cardBrand ?? ''} final ${paying.cardLastDigits}`.trim()
          : null,
      }),
    };
  });
}

async function ticketsOf(db: DbOrTx, person: Person): Promise<PersonalData['ingressos']> {
  const rows = await db
    .select({
      ticket: tickets,
      evento: events.title,
      startsAt: events.startsAt,
      tipo: ticketTypes.name,
      form: buyers,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(buyers, eq(buyers.id, tickets.buyerId))
    .where(
      or(
        eq(tickets.holderUserId, person.id),
        eq(tickets.holderEmail, person.email.toLowerCase()),
        eq(orders.userId, person.id),
      ),
    )
    .orderBy(desc(events.startsAt), tickets.orderId, tickets.position);
  const buyerIds = rows.flatMap((row) => (row.form ? [row.form.id] : []));
  const answers = buyerIds.length > 0 ? await answersForBuyers(db, buyerIds) : [];
  return rows.map(({ ticket, evento, startsAt, tipo, form }) => {
    const given = answers.filter((answer) => answer.buyerId === form?.id);
    return {
      id: ticket.id,
      evento,
      data_evento: startsAt.toISOString(),
      tipo,
      status: ticket.status,
      participante: filled({
        nome: form?.firstName ?? ticket.holderName,
        sobrenome: form?.lastName,
        email: form?.email ?? ticket.holderEmail,
        telefone_comercial: form?.businessPhone,
        telefone_celular: form?.mobilePhone,
        empresa: form?.company,
        cargo: form?.jobTitle,
        departamento: form?.department,
        segmento: form?.segment,
        numero_funcionarios: form?.companySize,
        nivel_responsabilidade: form?.responsibilityLevel,
        uf: form?.state,
        cidade: form?.city,
        cpf: form?.cpf,
        termo_aceito_em: form?.termsAcceptedAt.toISOString(),
      }),
      respostas: given.filter((answer) => answer.kind !== 'consentimento').map(answerView),
      consentimentos: given.filter((answer) => answer.kind === 'consentimento').map(answerView),
      check_in_em: ticket.usedAt?.toISOString() ?? null,
    };
  });
}

function answerView(answer: BuyerAnswer) {
  return {
    pergunta: answer.question,
    versao: answer.version,
    resposta: answer.text,
    respondida_em: answer.answeredAt.toISOString(),
  };
}
