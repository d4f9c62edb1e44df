import {
  DEFAULT_CERTIFICATE_SETTINGS,
  hoursToMinutes,
  minutesToHours,
  type CertificateRule,
  type CertificateSettings,
  type CertificateSettingsView,
} from '@bilheteria/domain/certificate-contract';
import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-form';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { certificateSettings } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ownedEvent } from '../../shared/owned-event';

type SettingsRow = typeof certificateSettings.$inferSelect;

export const eventNotFound = () => new HttpError(404, EVENT_FORM_MESSAGES.notFound);

export function settingsOf(row: SettingsRow | undefined): CertificateSettings {
  if (!row) return DEFAULT_CERTIFICATE_SETTINGS;
  return {
    ativo: row.enabled,
    carga_horaria: minutesToHours(row.workloadMinutes),
    texto: row.text,
    regra: row.rule as CertificateRule,
    logo_url: row.logoUrl,
    assinaturas: row.signatures,
  };
}

/** The event's saved settings, or the defaults (and whether they were saved). */
export async function eventSettings(
  runner: DbOrTx,
  eventId: string,
): Promise<{ settings: CertificateSettings; saved: boolean }> {
  const [row] = await runner
    .select()
    .from(certificateSettings)
    .where(eq(certificateSettings.eventId, eventId));
  return { settings: settingsOf(row), saved: row !== undefined };
}

/** GET …/certificados/configuracao. */
export async function readSettings(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<CertificateSettingsView> {
  const event = await ownedEvent(db, organizationId, eventId);
  const { settings, saved } = await eventSettings(db, eventId);
  return { ...settings, salvo: saved, emissao_automatica_em: event.endsAt.toISOString() };
}

/** PUT …/certificados/configuracao: one row per event, replaced. */
export async function saveSettings(
  db: Db,
  target: { organizationId: string; eventId: string },
  input: CertificateSettings,
  now: Date,
): Promise<CertificateSettingsView> {
  const event = await ownedEvent(db, target.organizationId, target.eventId);
  const values = {
    enabled: input.ativo,
    workloadMinutes: hoursToMinutes(input.carga_horaria),
    text: input.texto,
    rule: input.regra,
    logoUrl: input.logo_url,
    signatures: input.assinaturas,
    updatedAt: now,
  };
  await db
    .insert(certificateSettings)
    .values({ eventId: target.eventId, ...values })
    .onConflictDoUpdate({ target: certificateSettings.eventId, set: values });
  return {
    ...input,
    salvo: true,
    emissao_automatica_em: event.endsAt.toISOString(),
  };
}
