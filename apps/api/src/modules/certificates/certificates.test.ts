import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_SAMPLE_NAME,
  DEFAULT_CERTIFICATE_TEXT,
  type CertificateSettingsView,
  type CertificateVerification,
  type MyCertificate,
  type OrganizerCertificatesView,
} from '@bilheteria/domain/certificate-contract';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates, emails, organizationActivity, tickets } from '../../db/schema';
import { signIn, signInAs, type TestAccount } from '../../test/auth';
import { pdfQrCodes } from '../../test/pdf-qr';
import { pdfText } from '../../test/pdf-text';
import { createTestClock, useTestApp, type TestContext } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { ANA, BRUNO, CARLA, paidOrder, ticketsOf } from '../tickets/test-orders';
import { eraseCertificates } from './erase-certificates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const settingsBody = {
  ativo: true,
  carga_horaria: '7,5',
  texto: DEFAULT_CERTIFICATE_TEXT,
  regra: 'presentes',
  assinaturas: [{ nome: 'Maria Diretora', cargo: 'Diretora de Eventos' }],
};

function certificatesOf(ctx: TestContext, eventId: string) {
  return ctx.database.db
    .select()
    .from(certificates)
    .where(eq(certificates.eventId, eventId))
    .orderBy(asc(certificates.holderName));
}

async function checkIn(ctx: TestContext, ticketId: string, at: Date) {
  await ctx.database.db
    .update(tickets)
    .set({ status: 'used', usedAt: at })
    .where(eq(tickets.id, ticketId));
}

describe.each(testTargets())('certificates of attendance (%s)', (target) => {
  const clock = createTestClock(new Date());
  const ctx = useTestApp(target, { clock, demo: false });
  let eventId: string;
  let startsAt: Date;
  let organizer: TestAccount;
  let stranger: TestAccount;
  let ticketIds: string[];
  const base = () => `/api/organizador/eventos/${eventId}/certificados`;
  const asOrganizer = (options: InjectOptions) =>
    ctx.app.inject({ ...options, cookies: organizer.cookies });

  beforeAll(async () => {
    const { order, event } = await paidOrder(ctx, [ANA, BRUNO, CARLA]);
    // The jobs were queued at the database's time: the test's clock catches up.
    clock.set(new Date(Date.now() + 60_000));
    await ctx.app.jobs.drain();
    eventId = event.id;
    startsAt = event.startsAt;
    ticketIds = (await ticketsOf(ctx, order.id)).map((ticket) => ticket.id);
    organizer = await signIn(ctx.database, 'admin', {
      clock,
      persistent: true,
      organization: { id: event.organizationId },
    });
    stranger = await signIn(ctx.database, 'admin', { clock, persistent: true });
    expect(ticketIds).toHaveLength(3);
  });

  it('answers the defaults until saved, only to the event organization', async () => {
    const defaults = await asOrganizer({ method: 'GET', url: `${base()}/configuracao` });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json<CertificateSettingsView>()).toMatchObject({
      ativo: false,
      salvo: false,
      carga_horaria: 8,
      regra: 'presentes',
    });
    const other = await ctx.app.inject({
      method: 'GET',
      url: `${base()}/configuracao`,
      cookies: stranger.cookies,
    });
    expect(other.statusCode).toBe(404);
    const buyer = await signIn(ctx.database, 'user', { clock });
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: base(),
      cookies: buyer.cookies,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses issuing while disabled, then saves the settings (hours as typed)', async () => {
    const disabled = await asOrganizer({ method: 'POST', url: `${base()}/emissao` });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toEqual({ message: CERTIFICATE_MESSAGES.issueDisabled });

    const invalid = await asOrganizer({
      method: 'PUT',
      url: `${base()}/configuracao`,
      payload: { ...settingsBody, texto: 'Certificamos {cpf}' },
    });
    expect(invalid.statusCode).toBe(400);

    const saved = await asOrganizer({
      method: 'PUT',
      url: `${base()}/configuracao`,
      payload: settingsBody,
    });
    expect(saved.statusCode).toBe(200);
    const again = await asOrganizer({ method: 'GET', url: `${base()}/configuracao` });
    expect(again.json<CertificateSettingsView>()).toMatchObject({
      ativo: true,
      salvo: true,
      carga_horaria: 7.5,
      assinaturas: [{ nome: 'Maria Diretora', cargo: 'Diretora de Eventos', imagem_url: '' }],
    });
  });

  it('previews the PDF for a sample participant', async () => {
    const preview = await asOrganizer({ method: 'GET', url: `${base()}/previa.pdf` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('application/pdf');
    const text = pdfText(preview.rawPayload);
    expect(text).toContain('CERTIFICADO DE PARTICIPAÇÃO');
    expect(text).toContain(CERTIFICATE_SAMPLE_NAME);
    expect(text).toContain('7,5 horas');
    expect(text).toContain('Maria Diretora');
  });

  it('issues nothing before the event starts', async () => {
    const early = await asOrganizer({ method: 'POST', url: `${base()}/emissao` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: CERTIFICATE_MESSAGES.issueBeforeStart });
  });

  it('issues only to those checked in; issuing twice changes nothing', async () => {
    clock.set(new Date(startsAt.getTime() + HOUR));
    await checkIn(ctx, ticketIds[0]!, clock());
    const issued = await asOrganizer({ method: 'POST', url: `${base()}/emissao` });
    expect(issued.statusCode).toBe(202);
    expect(issued.json()).toEqual({ message: CERTIFICATE_MESSAGES.issueQueued });
    await ctx.app.jobs.drain();
    const first = await certificatesOf(ctx, eventId);
    expect(first.map((row) => row.ticketId)).toEqual([ticketIds[0]]);
    expect(first[0]).toMatchObject({ holderName: 'Ana Souza', workloadMinutes: 450 });
    expect(first[0]!.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(first[0]!.emailId).not.toBeNull();

    await asOrganizer({ method: 'POST', url: `${base()}/emissao` });
    await ctx.app.jobs.drain();
    expect(await ctx.app.certificates.issuing.issueEvent(eventId)).toBe(0);
    const second = await certificatesOf(ctx, eventId);
    expect(second.map((row) => [row.ticketId, row.code])).toEqual(
      first.map((row) => [row.ticketId, row.code]),
    );
  });

  it('queues the e-mail with the PDF, whose text and QR read back', async () => {
    const [certificate] = await certificatesOf(ctx, eventId);
    const [email] = await ctx.database.db
      .select()
      .from(emails)
      .where(eq(emails.id, certificate!.emailId!));
    expect(email!.subject).toBe(CERTIFICATE_MESSAGES.emailSubject('Congresso de Teste'));
    expect(email!.toAddress).toBe('ana.souza@empresa.com.br');
    expect(email!.text).toContain(`/certificados/${certificate!.code}`);
    expect(email!.attachments).toEqual([{ kind: 'certificate', certificateId: certificate!.id }]);
    const [pdf] = await ctx.app.mail.renderAttachments(email!);
    expect(pdf!.contentType).toBe('application/pdf');
    const text = pdfText(pdf!.content);
    expect(text).toContain('Ana Souza');
    expect(text).toContain('Congresso de Teste');
    expect(text).toContain('7,5 horas');
    expect(text).toContain(certificate!.code);
    const url = /Verifique em (\S+)/.exec(text)?.[1];
    expect(url).toMatch(new RegExp(`^https?://[^/]+/certificados/${certificate!.code}$`));
    expect(pdfQrCodes(pdf!.content)).toEqual([url]);
  });

  it('gives one to a participant admitted later, at the next run after the end', async () => {
    const [before] = await certificatesOf(ctx, eventId);
    await checkIn(ctx, ticketIds[1]!, new Date(startsAt.getTime() + 2 * HOUR));
    clock.set(new Date(startsAt.getTime() + DAY));
    expect(await ctx.app.certificates.issuing.sweep()).toBe(1);
    await ctx.app.jobs.drain();
    const after = await certificatesOf(ctx, eventId);
    expect(after.map((row) => row.holderName)).toEqual(['Ana Souza', 'Bruno Lima']);
    expect(after[0]).toEqual(before);
    expect(await ctx.app.certificates.issuing.sweep()).toBe(0);
  });

  it('verifies a code: valid, unknown, garbage', async () => {
    const [certificate] = await certificatesOf(ctx, eventId);
    const typed = certificate!.code.replaceAll('-', '').toLowerCase();
    const valid = await ctx.app.inject({ method: 'GET', url: `/api/certificados/${typed}` });
    expect(valid.statusCode).toBe(200);
    expect(valid.json<CertificateVerification>()).toEqual({
      codigo: certificate!.code,
      valido: true,
      nome: 'Ana Souza',
      evento: 'Congresso de Teste',
      data: certificate!.eventDay,
      carga_horaria: 7.5,
      organizacao: certificate!.organizationName,
      revogado_em: null,
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/certificados/0000-0000-0000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: CERTIFICATE_MESSAGES.notFound });
    const garbage = await ctx.app.inject({ method: 'GET', url: '/api/certificados/abc' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.codeInvalid });
  });

  it('lets the holder alone list and download theirs', async () => {
    const rows = await ctx.database.db.select().from(tickets).where(eq(tickets.eventId, eventId));
    const holder = (id: string) => rows.find((row) => row.id === id)!.holderUserId!;
    const bruno = await signInAs(ctx.database, holder(ticketIds[1]!), { clock });
    const [, brunos] = await certificatesOf(ctx, eventId);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/minha-conta/certificados',
      cookies: bruno.cookies,
    });
    expect(mine.json<MyCertificate[]>().map((row) => row.codigo)).toEqual([brunos!.code]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/minha-conta/certificados/${brunos!.code}.pdf`,
      cookies: bruno.cookies,
    });
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toContain('Bruno Lima');
    const [ana] = await certificatesOf(ctx, eventId);
    const others = await ctx.app.inject({
      method: 'GET',
      url: `/api/minha-conta/certificados/${ana!.code}.pdf`,
      cookies: bruno.cookies,
    });
    expect(others.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/minha-conta/certificados/${brunos!.code}.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
    const [, counted] = await certificatesOf(ctx, eventId);
    expect(counted!.downloads).toBe(1);
  });

  it('revokes: the verification says so, a second time is refused, the holder gets 410', async () => {
    const [ana] = await certificatesOf(ctx, eventId);
    const url = `${base()}/${ana!.code}/revogacao`;
    const revoked = await asOrganizer({ method: 'POST', url, payload: { motivo: 'Reembolso' } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: CERTIFICATE_MESSAGES.revoked });
    const twice = await asOrganizer({ method: 'POST', url, payload: { motivo: 'Reembolso' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: CERTIFICATE_MESSAGES.alreadyRevoked });
    const other = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { motivo: 'Reembolso' },
      cookies: stranger.cookies,
    });
    expect(other.statusCode).toBe(404);

    const check = await ctx.app.inject({ method: 'GET', url: `/api/certificados/${ana!.code}` });
    expect(check.json<CertificateVerification>()).toMatchObject({
      valido: false,
      revogado_em: clock().toISOString(),
    });
    const [anasTicket] = await ctx.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, ana!.ticketId));
    const holder = await signInAs(ctx.database, anasTicket!.holderUserId!, { clock });
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/minha-conta/certificados/${ana!.code}.pdf`,
      cookies: holder.cookies,
    });
    expect(download.statusCode).toBe(410);
    expect(download.json()).toEqual({ message: CERTIFICATE_MESSAGES.revokedDownload });
  });

  it("sums up the organizer's list", async () => {
    await ctx.app.jobs.drain();
    const list = await asOrganizer({ method: 'GET', url: base() });
    expect(list.statusCode).toBe(200);
    const view = list.json<OrganizerCertificatesView>();
    expect(view.resumo).toEqual({
      emitidos: 2,
      enviados: 2,
      baixados: 1,
      revogados: 1,
      pendentes: 0,
    });
    expect(view.certificados.map((row) => row.nome)).toEqual(['Ana Souza', 'Bruno Lima']);
    expect(view.certificados[0]).toMatchObject({ motivo_revogacao: 'Reembolso' });
    // The organization's activity log says who revoked which.
    const logged = await ctx.database.db
      .select({ detail: organizationActivity.detail })
      .from(organizationActivity)
      .where(eq(organizationActivity.action, 'certificado.revogado'));
    expect(logged.map((row) => (row.detail as { codigo?: string }).codigo)).toContain(
      view.certificados[0]!.codigo,
    );
  });

  it("erases a person's name and address, then an event's, keeping the code", async () => {
    const before = await certificatesOf(ctx, eventId);
    const bruno = before.find((row) => row.holderName === 'Bruno Lima')!;
    const [ticket] = await ctx.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, bruno.ticketId));
    await ctx.database.db.transaction((tx) =>
      eraseCertificates(tx, { userId: ticket!.holderUserId!, emails: [] }, 'abc123'),
    );
    const erased = (await certificatesOf(ctx, eventId)).find((row) => row.id === bruno.id)!;
    expect(JSON.stringify(erased)).not.toMatch(/Bruno|bruno\.lima/);
    expect(erased.code).toBe(bruno.code);
    expect(erased.body).toContain(erased.holderName);

    await ctx.database.db.transaction((tx) => eraseCertificates(tx, { eventId }, 'def456'));
    const all = JSON.stringify(await certificatesOf(ctx, eventId));
    expect(all).not.toMatch(/Ana Souza|ana\.souza/i);
  });
});
