import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createTestClock, useTestApp } from '../../test/test-context';
import { engineNeutralTargets } from '../../test/test-database';
import { testEmail, testPdfBytes, testRenderers, TINY_PNG } from './test-fixtures';

describe.each(engineNeutralTargets())('the dev mailbox on %s', (target) => {
  const clock = createTestClock(new Date('2026-11-24T12:00:00Z'));
  // Tests run in DEMO_MODE (NODE_ENV=test) with no SMTP_URL: messages are delivered locally.
  const ctx = useTestApp(target, { clock, demo: false });
  beforeAll(() => {
    Object.assign(ctx.app.mail.renderers, testRenderers);
  });

  const address = () => `pessoa-${randomUUID().slice(0, 8)}@teste.dev`;
  const deliver = async (email: ReturnType<typeof testEmail>) => {
    const queued = await ctx.app.mail.enqueue(ctx.database.db, email);
    await ctx.app.jobs.drain();
    return queued.id;
  };

  it('keeps messages as delivered locally: sent, nothing stored but what to render', async () => {
    const id = await deliver(testEmail(address()));
    const [row] = await ctx.database.db.select().from(emails).where(eq(emails.id, id));
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: null,
      sentAt: clock(),
      attachments: [
        { kind: 'test-pdf', n: 1 },
        { kind: 'test-qr', n: 1 },
      ],
    });
    expect(ctx.app.mail.delivery).toBe('local');
  });

  it('lists messages newest first: recipient, subject, time and status', async () => {
    const older = address();
    const newer = address();
    await deliver(testEmail(older, { subject: 'Mensagem mais antiga' }));
    clock.advance(60_000);
    const newerId = await deliver(testEmail(newer, { subject: 'Mensagem mais nova' }));

    const response = await ctx.app.inject('/dev/emails');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const html = response.body;
    expect(html).toContain('<h1>Caixa de e-mails (desenvolvimento)</h1>');
    expect(html).toContain(
      '<th scope="col">Destinatário</th><th scope="col">Assunto</th><th scope="col">Horário</th><th scope="col">Situação</th>',
    );
    expect(html.indexOf('Mensagem mais nova')).toBeLessThan(html.indexOf('Mensagem mais antiga'));
    expect(html).toContain(`<td>${newer}</td>`);
    expect(html).toContain(`<a href="/dev/emails/${newerId}">Mensagem mais nova</a>`);
    expect(html).toContain(
      `<time datetime="${clock().toISOString()}">24 de Novembro, 2026 09:01</time>`,
    );
    expect(html).toContain('<td>Enviado</td>');

    const filtered = await ctx.app.inject(`/dev/emails?para=${encodeURIComponent(older)}`);
    expect(filtered.body).toContain('Mensagem mais antiga');
    expect(filtered.body).not.toContain('Mensagem mais nova');
    const none = await ctx.app.inject('/dev/emails?para=ninguem@teste.dev');
    expect(none.body).toContain('<p role="status">Nenhuma mensagem.</p>');
  });

  it('shows a message as it was sent: headers, HTML in a sandboxed frame, text, attachments', async () => {
    const to = address();
    const id = await deliver(
      testEmail(to, {
        n: 4,
        subject: 'Ingresso <b>"Congresso & Cia"</b>',
        text: 'Linha 1 <script>alert(1)</script>',
      }),
    );
    const [row] = await ctx.database.db.select().from(emails).where(eq(emails.id, id));
    const response = await ctx.app.inject(`/dev/emails/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const html = response.body;
    expect(html).toContain('<h1>Ingresso &lt;b&gt;&quot;Congresso &amp; Cia&quot;&lt;/b&gt;</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<dt>De</dt><dd>Bilheteria &lt;nao-responda@bilheteria.local&gt;</dd>');
    expect(html).toContain(`<dt>Para</dt><dd>${to}</dd>`);
    expect(html).toContain(`<dd>${row!.messageId.replace('<', '&lt;').replace('>', '&gt;')}</dd>`);
    expect(html).toContain('<dt>Situação</dt><dd>Enviado em <time');
    expect(html).toContain(
      '<pre aria-label="Mensagem em texto">Linha 1 &lt;script&gt;alert(1)&lt;/script&gt;</pre>',
    );
    // The HTML, escaped into srcdoc, in a frame with no script whose links open in the window;
    // its inline QR is shown from its attachment's bytes.
    const frame =
      /<iframe title="Mensagem em HTML" sandbox="allow-same-origin allow-top-navigation-by-user-activation" [^>]*srcdoc="([^"]*)"><\/iframe>/.exec(
        html,
      );
    expect(frame).not.toBeNull();
    expect(frame![1]).toContain('&lt;html lang=&quot;pt-BR&quot;&gt;');
    expect(frame![1]).toContain(
      `src=&quot;data:image/png;base64,${TINY_PNG.toString('base64')}&quot;`,
    );
    expect(frame![1]).not.toContain('cid:');
    expect(frame![1]).toContain('&lt;base target=&quot;_top&quot;&gt;');
    expect(html).toContain(
      `<ul class="attachments" aria-label="Anexos"><li><a href="/dev/emails/${id}/anexos/1" download>ingresso-4.pdf</a> (application/pdf,`,
    );
    expect(html).toContain(`<a href="/dev/emails/${id}/anexos/2" download>qrcode.png</a>`);
    expect(html).toContain(`<a href="/dev/emails/${id}/fonte" download>Baixar mensagem (.eml)</a>`);
  });

  it('serves each attachment, rendered again, and the raw message', async () => {
    const id = await deliver(testEmail(address(), { n: 9 }));
    const pdf = await ctx.app.inject(`/dev/emails/${id}/anexos/1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="ingresso-9.pdf"; filename*=UTF-8''ingresso-9.pdf`,
    );
    expect(pdf.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.equals(testPdfBytes(9))).toBe(true);

    const qr = await ctx.app.inject(`/dev/emails/${id}/anexos/2`);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.headers['content-disposition']).toMatch(/^inline; filename="qrcode.png"/);
    expect(qr.rawPayload.equals(TINY_PNG)).toBe(true);

    const source = await ctx.app.inject(`/dev/emails/${id}/fonte`);
    expect(source.headers['content-type']).toBe('message/rfc822');
    const parsed = await simpleParser(source.rawPayload);
    const [row] = await ctx.database.db.select().from(emails).where(eq(emails.id, id));
    expect(parsed.messageId).toBe(row!.messageId);
    expect(parsed.attachments.map((attachment) => attachment.filename).sort()).toEqual([
      'ingresso-9.pdf',
      'qrcode.png',
    ]);
  });

  it('answers 404 for a message or attachment that does not exist', async () => {
    const id = await deliver(testEmail(address()));
    for (const url of [
      `/dev/emails/${randomUUID()}`,
      '/dev/emails/nao-e-um-id',
      `/dev/emails/${id}/anexos/3`,
      `/dev/emails/${randomUUID()}/anexos/1`,
      `/dev/emails/${randomUUID()}/fonte`,
    ]) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Mensagem não encontrada');
    }
    expect((await ctx.app.inject(`/dev/emails/${id}/anexos/0`)).statusCode).toBe(400);
  });

  it('does not exist outside DEMO_MODE, nor when SMTP_URL sends the messages', async () => {
    const id = await deliver(testEmail(address()));
    for (const config of [{ demoMode: false }, { smtpUrl: 'smtp://127.0.0.1:9' }]) {
      const app = await createTestApp(ctx.database, { config });
      try {
        for (const url of ['/dev/emails', `/dev/emails/${id}`, `/dev/emails/${id}/anexos/1`]) {
          expect((await app.inject(url)).statusCode, `${JSON.stringify(config)} ${url}`).toBe(404);
        }
      } finally {
        await app.close();
      }
    }
  });
});
