import {
  CERTIFICATE_MESSAGES,
  minutesToHours,
  normalizeCertificateCode,
  type CertificateVerification,
  type MyCertificate,
  type OrganizerCertificatesView,
} from '@bilheteria/domain/certificate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, tickets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MailDeliveriesById } from '../mail';
import { pendingCount } from './eligibility';
import { eventSettings } from './settings';
import { ownedEvent } from '../../shared/owned-event';

type CertificateRow = typeof certificates.$inferSelect;

/** The code as typed, normalized; 400 when it cannot be one. */
export function parseCode(input: string): string {
  const code = normalizeCertificateCode(input);
  if (!code) throw new HttpError(400, CERTIFICATE_MESSAGES.codeInvalid);
  return code;
}

export async function certificateByCode(db: Db, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row ?? null;
}

/** GET /api/certificados/:codigo: what the certificate says, and whether it still holds. */
export async function verifyCertificate(db: Db, input: string): Promise<CertificateVerification> {
  const row = await certificateByCode(db, parseCode(input));
  if (!row) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
  return {
    codigo: row.code,
    valido: row.revokedAt === null,
    nome: row.holderName,
    evento: row.eventTitle,
    data: row.eventDay,
    carga_horaria: minutesToHours(row.workloadMinutes),
    organizacao: row.organizationName,
    revogado_em: row.revokedAt?.toISOString() ?? null,
  };
}

/** GET /api/organizador/eventos/:eventId/certificados. */
export async function organizerCertificates(
  db: Db,
  mail: MailDeliveriesById,
  target: { organizationId: string; eventId: string },
): Promise<OrganizerCertificatesView> {
  await ownedEvent(db, target.organizationId, target.eventId);
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.eventId, target.eventId))
    .orderBy(asc(certificates.holderName), asc(certificates.code));
  const deliveries = await mail.deliveryByIds(
    rows.flatMap((row) => (row.emailId ? [row.emailId] : [])),
  );
  const { settings } = await eventSettings(db, target.eventId);
  const list = rows.map((row) => {
    const delivery = row.emailId ? deliveries[row.emailId] : undefined;
    return {
      codigo: row.code,
      ingresso_id: row.ticketId,
      nome: row.holderName,
      email: row.holderEmail,
      emitido_em: row.issuedAt.toISOString(),
      enviado_em: delivery?.status === 'Enviado' ? (delivery.sentAt?.toISOString() ?? null) : null,
      downloads: row.downloads,
      revogado_em: row.revokedAt?.toISOString() ?? null,
      motivo_revogacao: row.revokeReason,
    };
  });
  return {
    resumo: {
      emitidos: list.length,
      enviados: list.filter((row) => row.enviado_em !== null).length,
      baixados: list.filter((row) => row.downloads > 0).length,
      revogados: list.filter((row) => row.revogado_em !== null).length,
      pendentes: await pendingCount(db, target.eventId, settings.regra),
    },
    certificados: list,
  };
}

/** POST …/certificados/:codigo/revogacao: 404 for another event's, 409 when already revoked. */
export async function revokeCertificate(
  db: Db,
  target: { organizationId: string; eventId: string; code: string },
  reason: string,
  now: Date,
): Promise<void> {
  await ownedEvent(db, target.organizationId, target.eventId);
  const code = parseCode(target.code);
  const [row] = await db
    .select({ revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(and(eq(certificates.code, code), eq(certificates.eventId, target.eventId)));
  if (!row) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
  const [revoked] = await db
    .update(certificates)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  if (!revoked) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyRevoked);
}

/** The signed-in person's tickets, as Meus Ingressos finds them (the account or its address). */
const heldBy = (user: SessionUser) =>
  or(eq(tickets.holderUserId, user.id), eq(tickets.holderEmail, user.email.trim().toLowerCase()));

/** GET /api/minha-conta/certificados: newest first; revoked ones are not offered. */
export async function myCertificates(db: Db, user: SessionUser): Promise<MyCertificate[]> {
  const rows = await db
    .select({
      codigo: certificates.code,
      ingresso_id: certificates.ticketId,
      evento: certificates.eventTitle,
      emitido_em: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(tickets, eq(tickets.id, certificates.ticketId))
    .where(and(heldBy(user), isNull(certificates.revokedAt)))
    .orderBy(desc(certificates.issuedAt), asc(certificates.code));
  return rows.map((row) => ({ ...row, emitido_em: row.emitido_em.toISOString() }));
}

/**
 * The holder's own certificate for GET /api/minha-conta/certificados/:codigo.pdf, its download
 * counted; anyone else's is 404 (it is not theirs to know of); a revoked one 410.
 */
export async function holderCertificate(
  db: Db,
  user: SessionUser,
  input: string,
): Promise<CertificateRow> {
  const code = parseCode(input);
  const [row] = await db
    .select({ certificate: certificates })
    .from(certificates)
    .innerJoin(tickets, eq(tickets.id, certificates.ticketId))
    .where(and(eq(certificates.code, code), heldBy(user)));
  if (!row) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
  if (row.certificate.revokedAt) throw new HttpError(410, CERTIFICATE_MESSAGES.revokedDownload);
  await db
    .update(certificates)
    .set({ downloads: sql`${certificates.downloads} + 1` })
    .where(eq(certificates.id, row.certificate.id));
  return row.certificate;
}
