import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, jobs } from '../../db/schema';
import { checkoutSteps } from '../../test/payment-fixtures';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { MAIL_SEND_JOB, RECIPIENT_LIMIT_REASON } from './send-rules';

/** Nobody can make the platform flood an address: per recipient per hour, and free orders per IP. */
describe.each(testTargets())('e-mail flooding limits on %s', (target) => {
  const base = testConfig();
  const ctx = useTestApp(target, {
    config: {
      mailPerRecipientPerHour: 3,
      checkout: { ...base.checkout, freeOrdersPerIpPerHour: 2 },
    },
  });
  const steps = checkoutSteps(ctx);

  const message = (to: string) => ({
    dedupeKey: `teste:${randomUUID()}`,
    to,
    subject: 'Assunto',
    html: '<p>Olá</p>',
    text: 'Olá',
  });

  it('sends at most the hourly limit to one address, whatever its case, and keeps the rest unsent', async () => {
    const victim = `vitima-${randomUUID().slice(0, 8)}@empresa.com.br`;
    const made = [];
    for (let i = 0; i < 5; i++) {
      const to = i % 2 ? victim.toUpperCase() : victim;
      made.push(await ctx.app.mail.enqueue(ctx.database.db, message(to)));
    }
    const rows = await ctx.database.db
      .select({ id: emails.id, status: emails.status, lastError: emails.lastError })
      .from(emails)
      .where(sql`lower(${emails.toAddress}) = ${victim}`);
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.status === 'queued')).toHaveLength(3);
    const held = rows.filter((row) => row.status === 'bounced');
    expect(held.map((row) => row.lastError)).toEqual([
      RECIPIENT_LIMIT_REASON,
      RECIPIENT_LIMIT_REASON,
    ]);
    // Nothing will send the held ones.
    for (const row of held) {
      const queued = await ctx.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, MAIL_SEND_JOB), eq(jobs.dedupeKey, row.id)));
      expect(queued).toEqual([]);
    }
    // Another address is not affected.
    const other = await ctx.app.mail.enqueue(
      ctx.database.db,
      message(`outra-${randomUUID().slice(0, 8)}@empresa.com.br`),
    );
    const [otherRow] = await ctx.database.db
      .select({ status: emails.status })
      .from(emails)
      .where(eq(emails.id, other.id));
    expect(otherRow!.status).toBe('queued');
  });

  it('applies the same limit, once per key and in order, to a batch queued at once', async () => {
    const victim = `lote-${randomUUID().slice(0, 8)}@empresa.com.br`;
    const earlier = await ctx.app.mail.enqueue(ctx.database.db, message(victim));
    const again = { ...message(victim), dedupeKey: `teste:${earlier.id}` };
    const batch = [
      message(victim.toUpperCase()),
      message('sem-arroba'),
      message(victim),
      message(victim),
      again,
    ];
    // The key of a message that exists: the same message, not a new one.
    await ctx.app.mail.enqueue(ctx.database.db, again);
    const answers = await ctx.app.mail.enqueueMany(ctx.database.db, batch);
    expect(answers.map((answer) => answer.created)).toEqual([true, true, true, true, false]);
    const rows = await Promise.all(
      answers.slice(0, 4).map(async ({ id }) => {
        const [row] = await ctx.database.db
          .select({ status: emails.status, lastError: emails.lastError })
          .from(emails)
          .where(eq(emails.id, id));
        const queued = await ctx.database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, MAIL_SEND_JOB), eq(jobs.dedupeKey, id)));
        return { ...row, jobs: queued.length };
      }),
    );
    // Two sent before (the earlier one and the existing key) and one in the batch: the limit.
    expect(rows).toEqual([
      { status: 'queued', lastError: null, jobs: 1 },
      { status: 'bounced', lastError: 'Endereço de e-mail inválido', jobs: 0 },
      { status: 'bounced', lastError: RECIPIENT_LIMIT_REASON, jobs: 0 },
      { status: 'bounced', lastError: RECIPIENT_LIMIT_REASON, jobs: 0 },
    ]);
    expect(await ctx.app.mail.enqueueMany(ctx.database.db, [])).toEqual([]);
  });

  it('confirms at most the hourly number of free orders per client IP, with a pt-BR 429', async () => {
    const confirm = async (ip: string) => {
      const browser = ctx.newBrowser();
      const { order } = await steps.readyOrder({ priceCents: 0, quantity: 1, browser });
      return browser.inject({
        method: 'POST',
        url: `/api/pedidos/${order.id}/inscricao-gratuita`,
        headers: { 'idempotency-key': randomUUID() },
        remoteAddress: ip,
        payload: { nome_cliente: 'Ana Souza', email_cliente: 'ana@empresa.com.br' },
      });
    };
    const ip = '198.51.100.77';
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await confirm(ip)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const refused = await confirm(ip);
    expect(refused.json()).toEqual({ message: PAYMENT_MESSAGES.tooManyFreeOrders });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await confirm('198.51.100.78')).statusCode).toBe(200);
  });
});
