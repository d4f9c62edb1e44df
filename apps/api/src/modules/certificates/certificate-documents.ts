import {
  CERTIFICATE_SAMPLE_NAME,
  type CertificateSettings,
} from '@bilheteria/domain/certificate-contract';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import type { AttachmentRenderer } from '../mail';
import type { CertificateAssets } from './certificate-assets';
import { renderCertificatePdf, type CertificatePage } from './certificate-pdf';
import { certificateBody, CERTIFICATE_ATTACHMENT, eventFacts, verificationUrl } from './issue';
import { eventSettings, eventNotFound } from './settings';

type CertificateRow = Pick<
  typeof certificates.$inferSelect,
  'eventId' | 'holderName' | 'eventTitle' | 'body' | 'code'
>;

/** The preview's code: shaped like a real one. */
const SAMPLE_CODE = '0000-0000-0000';

export interface CertificateDocuments {
  /** A certificate's PDF as issued, with the event's current logo and signatures. */
  pdf(row: CertificateRow): Promise<Buffer>;
  /** GET …/previa.pdf: the sample participant with these settings. */
  preview(eventId: string): Promise<Buffer>;
  /** The outbox's renderer of 'certificate' attachments. */
  renderers: Record<typeof CERTIFICATE_ATTACHMENT, AttachmentRenderer>;
}

const SETTINGS_TTL_MS = 5_000;

export const certificateFileName = (code: string) => `certificado-${code}.pdf`;

export function createCertificateDocuments({
  db,
  assets,
  baseUrl,
}: {
  db: Db;
  assets: CertificateAssets;
  baseUrl: string;
}): CertificateDocuments {
  async function page(
    settings: CertificateSettings,
    fields: Pick<CertificatePage, 'holderName' | 'eventTitle' | 'body' | 'code'>,
  ): Promise<CertificatePage> {
    const [logo, ...images] = await Promise.all([
      assets.image(settings.logo_url),
      ...settings.assinaturas.map((signature) => assets.image(signature.imagem_url)),
    ]);
    return {
      ...fields,
      verificationUrl: verificationUrl(baseUrl, fields.code),
      logo: logo ?? null,
      signatures: settings.assinaturas.map((signature, index) => ({
        name: signature.nome,
        role: signature.cargo,
        image: images[index] ?? null,
      })),
    };
  }

  /** What a certificate's PDF prints: a statement prepared once, run for every e-mail. */
  const printedFields = db
    .select({
      eventId: certificates.eventId,
      holderName: certificates.holderName,
      eventTitle: certificates.eventTitle,
      body: certificates.body,
      code: certificates.code,
    })
    .from(certificates)
    .where(eq(certificates.id, sql.placeholder('id')))
    .prepare('certificate_printed_fields');

  /**
   * An issue run's e-mails render thousands of one event's certificates in a row: its settings
   * are read once every few seconds, not once a certificate (an edit shows within that time).
   */
  const settingsByEvent = new LRUCache<string, Promise<CertificateSettings>>({
    max: 100,
    ttl: SETTINGS_TTL_MS,
  });
  function cachedSettings(eventId: string): Promise<CertificateSettings> {
    let pending = settingsByEvent.get(eventId);
    if (!pending) {
      pending = eventSettings(db, eventId).then(({ settings }) => settings);
      pending.catch(() => settingsByEvent.delete(eventId));
      settingsByEvent.set(eventId, pending);
    }
    return pending;
  }

  async function pdf(row: CertificateRow): Promise<Buffer> {
    const settings = await cachedSettings(row.eventId);
    return renderCertificatePdf(
      await page(settings, {
        holderName: row.holderName,
        eventTitle: row.eventTitle,
        body: row.body,
        code: row.code,
      }),
    );
  }

  return {
    pdf,

    async preview(eventId) {
      const facts = await eventFacts(db, eventId);
      if (!facts) throw eventNotFound();
      const { settings } = await eventSettings(db, eventId);
      return renderCertificatePdf(
        await page(settings, {
          holderName: CERTIFICATE_SAMPLE_NAME,
          eventTitle: facts.title,
          body: certificateBody(settings, facts, CERTIFICATE_SAMPLE_NAME),
          code: SAMPLE_CODE,
        }),
      );
    },

    renderers: {
      [CERTIFICATE_ATTACHMENT]: async (source) => {
        const id = source.certificateId;
        if (typeof id !== 'string') throw new Error('certificate attachment without certificateId');
        const [row] = await printedFields.execute({ id });
        if (!row) throw new Error(`certificate attachment: certificate ${id} not found`);
        return {
          filename: certificateFileName(row.code),
          contentType: 'application/pdf',
          content: await pdf(row),
        };
      },
    },
  };
}
