import { randomInt, randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { maskCpf } from '@bilheteria/domain/input-masks';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema';
import { createTestUser, TEST_PASSWORD } from '../../test/auth';
import { APPROVED_VISA, checkoutSteps, PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import type { TestContext } from '../../test/test-context';

/** Tests' people for the privacy module: distinct names, addresses and CPFs, and their orders. */

/** A CPF nobody else in the database has: random digits, right check digits. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(10));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const cpf = digits.join('');
  return /^(\d)\1+$/.test(cpf) ? randomCpf() : cpf;
}

export interface TestPerson {
  id: string;
  /** First name and surname, as the participant form splits them. */
  first: string;
  last: string;
  name: string;
  email: string;
  cpf: string;
  browser: TestBrowser;
}

/** An account with all its details, signed in through the login form in its own browser. */
export async function personWithAccount(ctx: TestContext, first: string): Promise<TestPerson> {
  const tag = randomUUID().slice(0, 8);
  const last = `Quintanilha ${tag}`;
  const name = `${first} ${last}`;
  const email = `${first.toLowerCase()}.${tag}@exemplo-lgpd.com.br`;
  const cpf = randomCpf();
  const user = await createTestUser(ctx.database, 'user', {
    name,
    email,
    cpf,
    phone: '(11) 91234-5678',
    city: 'Campinas',
    state: 'SP',
  });
  const browser = ctx.newBrowser();
  const login = await browser.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.body}`);
  return { id: user.id, first, last, name, email, cpf, browser };
}

export const participantOf = (person: Pick<TestPerson, 'first' | 'last' | 'email' | 'cpf'>) => ({
  Nome: person.first,
  Sobrenome: person.last,
  Email: person.email,
  CPF: person.cpf,
});

/**
 * A card-paid order from the buyer's browser, the buyer paying with their own name, address and
 * CPF; one seat of `ticketTypeId` per participant. Jobs drained.
 */
export async function buyAs(
  ctx: TestContext,
  buyer: TestPerson,
  ticketTypeId: string,
  participants: (ReturnType<typeof participantOf> & {
    respostas?: { pergunta_id: string; valor: unknown }[];
  })[],
  options: { affiliateCode?: string } = {},
): Promise<OrderView> {
  const steps = checkoutSteps(ctx);
  const held = await buyer.browser.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      tickets: [{ id_ticket: ticketTypeId, quantidade_produto: participants.length }],
      codigo_afiliado: options.affiliateCode ?? null,
    },
  });
  if (held.statusCode !== 201) throw new Error(`hold answered ${held.body}`);
  const order = held.json<OrderView>();
  for (const [index, participant] of participants.entries()) {
    const saved = await buyer.browser.inject({
      method: 'POST',
      url: '/api/comprador',
      payload: { ...PARTICIPANT, ...participant, id_pedido: order.id, posicao: index + 1 },
    });
    if (saved.statusCode >= 300) throw new Error(`participant answered ${saved.body}`);
  }
  const paid = await steps.pay(
    'pagar',
    {
      ...steps.payerFields(order, ticketTypeId, await steps.botToken()),
      nome_cliente: buyer.name,
      email_cliente: buyer.email,
      cpf_cliente: maskCpf(buyer.cpf),
      encrypted: await steps.encryptCard(APPROVED_VISA),
      quantidade_parcelas: 1,
      valor_parcela: order.total_centavos,
    },
    { browser: buyer.browser },
  );
  if (paid.statusCode !== 200) throw new Error(`payment answered ${paid.body}`);
  await ctx.app.jobs.drain();
  return order;
}

/** Moves an event so that it ended `daysAgo` days ago (tickets are sold only before it). */
export async function endEventDaysAgo(ctx: TestContext, eventId: string, daysAgo: number) {
  const endsAt = new Date(Date.now() - daysAgo * 86_400_000);
  await ctx.database.db
    .update(events)
    .set({ startsAt: new Date(endsAt.getTime() - 8 * 3_600_000), endsAt })
    .where(eq(events.id, eventId));
  return endsAt;
}
