import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emails, jobs } from '../../db/schema';
import { freePort } from '../../test/api-process';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { MAIL_SEND_JOB, MAX_RETRY_DELAY_MS } from './send-rules';
import {
  createTestTickets,
  testEmail,
  testPdfBytes,
  testRenderers,
  TINY_PNG,
} from './test-fixtures';
import { startSmtpSink, type SmtpSink } from './test-smtp-sink';

/** One loopback port per database target, known before the app is built (SMTP_URL names it). */
const ports = Object.fromEntries(
  await Promise.all(testTargets().map(async (target) => [target, await freePort()] as const)),
);

describe.each(testTargets())('the e-mail outbox on %s, through SMTP', (target) => {
  const clock = createTestClock(new Date('2026-11-24T12:00:00Z'));
  const smtpUrl = `smtp://127.0.0.1:${ports[target]}`;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ port: ports[target] });
  });
  const ctx = useTestApp(target, { clock, demo: false, config: { smtpUrl } });
  beforeAll(() => {
    Object.assign(ctx.app.mail.renderers, testRenderers);
  });
  afterEach(async () => {
    await sink.up(); // a test that took it down and failed leaves it up for the next
  });
  afterAll(async () => {
    await sink.close();
  });

  const address = () => `pessoa-${randomUUID().slice(0, 8)}@teste.dev`;
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(emails).where(eq(emails.id, id)))[0]!;
  const receivedBy = (to: string) => sink.received.filter((mail) => mail.to.includes(to));
  const enqueue = (email: Parameters<typeof ctx.app.mail.enqueue>[1]) =>
    ctx.app.mail.enqueue(ctx.database.db, email);

  it('sends the message as written, its attachments rendered, under its stable Message-ID', async () => {
    const { order, tickets } = await createTestTickets(ctx.database, 1);
    const to = address();
    const queued = await enqueue(
      testEmail(to, { n: 7, ticketId: tickets[0]!.id, orderId: order.id }),
    );
    expect(queued.created).toBe(true);
    const before = await rowOf(queued.id);
    expect(before).toMatchObject({ status: 'queued', attempts: 0 });
    expect(before.messageId).toMatch(/^<[0-9a-f-]{36}@bilheteria\.local>$/);
    expect((await ctx.app.mail.deliveryStatus([tickets[0]!.id]))[tickets[0]!.id]!.status).toBe(
      'Na fila',
    );

    await ctx.app.jobs.drain();

    const [mail] = receivedBy(to);
    expect(receivedBy(to)).toHaveLength(1);
    expect(mail!.from).toBe('nao-responda@bilheteria.local');
    const parsed = await simpleParser(mail!.raw!, { keepCidLinks: true });
    expect(parsed.messageId).toBe(before.messageId);
    expect(parsed.subject).toBe('Seu ingresso: Congresso de Teste');
    expect(parsed.from?.value).toEqual([
      { name: 'Bilheteria', address: 'nao-responda@bilheteria.local' },
    ]);
    expect(parsed.date?.toISOString()).toBe(before.createdAt.toISOString());
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.html).toContain('<html lang="pt-BR">');
    expect(parsed.html).toContain('Olá, Ana &amp; Cia!');
    expect(parsed.html).toContain('src="cid:qr-7@teste"');
    expect(parsed.text).toContain('Olá, Ana & Cia!');
    // The inline QR travels in the HTML's multipart/related part, the PDF after it.
    const byName = new Map(parsed.attachments.map((a) => [a.filename, a]));
    expect([...byName.keys()].sort()).toEqual(['ingresso-7.pdf', 'qrcode.png']);
    expect(byName.get('ingresso-7.pdf')).toMatchObject({
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    expect(byName.get('ingresso-7.pdf')!.content.equals(testPdfBytes(7))).toBe(true);
    expect(byName.get('qrcode.png')).toMatchObject({
      contentType: 'image/png',
      contentDisposition: 'inline',
      cid: 'qr-7@teste',
    });
    expect(byName.get('qrcode.png')!.content.equals(TINY_PNG)).toBe(true);

    const after = await rowOf(queued.id);
    expect(after).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      providerMessageId: mail!.queueId,
      sentAt: clock(),
    });
    expect(after.messageId).toBe(before.messageId);
    const byTicket = await ctx.app.mail.deliveryStatus([tickets[0]!.id, randomUUID(), 'não-uuid']);
    expect(Object.keys(byTicket)).toEqual([tickets[0]!.id]);
    expect(byTicket[tickets[0]!.id]).toMatchObject({ status: 'Enviado', to, reason: null });
    expect(await ctx.app.mail.deliveryByOrder(order.id)).toMatchObject([
      { emailId: queued.id, status: 'Enviado', ticketId: tickets[0]!.id },
    ]);
  });

  it('keeps one message per dedupe key however often it is queued', async () => {
    const to = address();
    const email = testEmail(to);
    const first = await enqueue(email);
    const again = await ctx.database.db.transaction((tx) =>
      ctx.app.mail.enqueue(tx, { ...email, subject: 'outro assunto' }),
    );
    expect(again).toEqual({ id: first.id, created: false });
    expect(
      await ctx.database.db.select().from(emails).where(eq(emails.dedupeKey, email.dedupeKey)),
    ).toHaveLength(1);
    expect(
      await ctx.database.db.select().from(jobs).where(eq(jobs.dedupeKey, first.id)),
    ).toHaveLength(1);
    await ctx.app.jobs.drain();
    await enqueue(email); // after it went out: still nothing new
    await ctx.app.jobs.drain();
    expect(receivedBy(to)).toHaveLength(1);
    expect((await rowOf(first.id)).subject).toBe('Seu ingresso: Congresso de Teste');
  });

  it('delivers every message exactly once when SMTP was down for a while, within 60 s of its return', async () => {
    const recipients = Array.from({ length: 6 }, address);
    const queued = [];
    for (const [n, to] of recipients.entries()) queued.push(await enqueue(testEmail(to, { n })));
    await sink.down();
    // Down for ten minutes: every poll (each second) finds the due ones and fails them again.
    for (let second = 0; second < 600; second += 1) {
      await ctx.app.jobs.drain();
      clock.advance(1_000);
    }
    const waiting = await ctx.database.db
      .select()
      .from(emails)
      .where(
        inArray(
          emails.id,
          queued.map((q) => q.id),
        ),
      );
    for (const row of waiting) {
      expect(row.status).toBe('failed');
      expect(row.attempts).toBeGreaterThan(5);
      expect(row.lastError).toMatch(/^E[A-Z]+: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    }
    expect(recipients.flatMap(receivedBy)).toHaveLength(0);

    await sink.up();
    const back = clock().getTime();
    while (recipients.flatMap(receivedBy).length < recipients.length) {
      expect(clock().getTime() - back).toBeLessThanOrEqual(60_000);
      clock.advance(1_000);
      await ctx.app.jobs.drain();
    }
    // Nothing more goes out later, however long we wait.
    clock.advance(10 * MAX_RETRY_DELAY_MS);
    await ctx.app.jobs.drain();
    for (const to of recipients) expect(receivedBy(to)).toHaveLength(1);
    const ids = recipients.flatMap(receivedBy).map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(recipients.length);
    const sent = await ctx.database.db
      .select()
      .from(emails)
      .where(
        inArray(
          emails.id,
          queued.map((q) => q.id),
        ),
      );
    expect(sent.every((row) => row.status === 'sent' && row.lastError === null)).toBe(true);
    expect(sent.map((row) => row.messageId).sort()).toEqual([...ids].sort());
  }, 120_000);

  it('marks a message refused with 550 as bounced, with the reason, and never tries it again', async () => {
    const { order, tickets } = await createTestTickets(ctx.database, 1);
    const to = address();
    sink.refuse(to, 550, `5.1.1 <${to}>: caixa inexistente (cc <outra.pessoa@empresa.com.br>)`);
    const queued = await enqueue(testEmail(to, { ticketId: tickets[0]!.id, orderId: order.id }));
    await ctx.app.jobs.drain();
    const row = await rowOf(queued.id);
    expect(row.status).toBe('bounced');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe(`SMTP 550 5.1.1 <${to}>: caixa inexistente (cc <<endereço>>)`);
    expect(row.lastError).not.toContain('outra.pessoa');
    sink.accept(to);
    clock.advance(10 * MAX_RETRY_DELAY_MS);
    await ctx.app.jobs.drain();
    expect(receivedBy(to)).toHaveLength(0);
    expect((await rowOf(queued.id)).attempts).toBe(1);
    expect((await ctx.app.mail.deliveryStatus([tickets[0]!.id]))[tickets[0]!.id]).toMatchObject({
      status: 'Devolvido',
      reason: row.lastError,
    });
  });

  it('tries again after a 4xx answer, shown as retrying, and sends once the server takes it', async () => {
    const { order, tickets } = await createTestTickets(ctx.database, 1);
    const ticketId = tickets[0]!.id;
    const to = address();
    sink.refuse(to, 451, '4.3.0 tente mais tarde');
    const queued = await enqueue(testEmail(to, { ticketId, orderId: order.id }));
    await ctx.app.jobs.drain();
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP 451 4.3.0 tente mais tarde',
    });
    expect((await ctx.app.mail.deliveryStatus([ticketId]))[ticketId]!.status).toBe(
      'Tentando novamente',
    );
    sink.accept(to);
    clock.advance(MAX_RETRY_DELAY_MS);
    await ctx.app.jobs.drain();
    expect(receivedBy(to)).toHaveLength(1);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends again, under the same Message-ID, a message whose process died mid-send (the accepted window)', async () => {
    const to = address();
    const queued = await enqueue(testEmail(to));
    // A process claimed the message and its job, then died: both are left held.
    const lease = 120_000;
    await ctx.database.db
      .update(emails)
      .set({ status: 'sending', attempts: 1, updatedAt: clock() })
      .where(eq(emails.id, queued.id));
    await ctx.database.db
      .update(jobs)
      .set({ lockedUntil: new Date(clock().getTime() + lease), lockedBy: 'morto', attempts: 1 })
      .where(eq(jobs.dedupeKey, queued.id));
    await ctx.app.jobs.drain();
    expect(receivedBy(to)).toHaveLength(0); // held by a live-looking try
    clock.advance(lease);
    await ctx.app.jobs.drain();
    expect(receivedBy(to)).toHaveLength(1);
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(receivedBy(to)[0]!.messageId).toBe(row.messageId);
  });

  it('retries a message whose attachment cannot be rendered, saying so', async () => {
    const to = address();
    const queued = await enqueue(testEmail(to, { attachments: [{ kind: 'test-broken' }] }));
    await ctx.app.jobs.drain();
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'failed',
      lastError: 'Anexo não gerado: modelo indisponível',
    });
    expect(receivedBy(to)).toHaveLength(0);
  });

  it('bounces an address no server would take at once, and refuses an unknown attachment kind', async () => {
    const queued = await enqueue(testEmail('ana@empresa.com.br\r\nBcc: x@y.z'));
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'bounced',
      lastError: 'Endereço de e-mail inválido',
    });
    expect(
      await ctx.database.db.select().from(jobs).where(eq(jobs.dedupeKey, queued.id)),
    ).toHaveLength(0);
    await expect(
      enqueue(testEmail(address(), { attachments: [{ kind: 'toString' }] })),
    ).rejects.toThrow("no renderer for attachments of kind 'toString'");
  });

  it('sends under the kind the worker knows', () => {
    expect(ctx.app.jobs.kinds).toContain(MAIL_SEND_JOB);
  });
});
