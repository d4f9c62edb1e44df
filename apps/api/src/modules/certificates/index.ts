import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import { every } from '../../jobs/every';
import type { ModuleOptions } from '../../shared/module-options';
import { publicBaseUrl } from '../auth';
import { objectStorage } from '../../shared/object-storage';
import { createCertificateAssets } from './certificate-assets';
import { createCertificateDocuments, type CertificateDocuments } from './certificate-documents';
import { createIssuing, type Issuing } from './issue';
import { certificateRoutes } from './routes';

export { eraseCertificates, certificateEmailsOf } from './erase-certificates';
export {
  CERTIFICATE_ATTACHMENT,
  CERTIFICATE_ISSUE_JOB,
  CERTIFICATE_SWEEP_JOB,
  ISSUE_BATCH,
} from './issue';
export { createCertificateAssets } from './certificate-assets';
export { createCertificateDocuments } from './certificate-documents';
export { drawCertificatePage, renderCertificatePdf, type CertificatePage } from './certificate-pdf';
export { createIssuing } from './issue';

export interface CertificatesModule {
  issuing: Issuing;
  documents: CertificateDocuments;
}

declare module 'fastify' {
  interface FastifyInstance {
    certificates: CertificatesModule;
  }
}

const HOUR_MS = 60 * 60_000;
const PUBLIC_LOOKUPS_PER_MINUTE = 30;

/**
 * Certificates of attendance (issue 31). Owns certificate_settings and certificates: the
 * organizer's settings and preview, the issue job (at the event's end by a sweep every few
 * minutes, or 'Emitir agora'), each certificate's e-mail with its PDF rendered at send time, the
 * public verification, and the participant's list and download. Privacy erases its personal data
 * with `eraseCertificates`.
 */
export const certificatesModule = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    const now = clock ?? (() => new Date());
    const baseUrl = publicBaseUrl(config);
    const documents = createCertificateDocuments({
      db: database.db,
      assets: createCertificateAssets(objectStorage(config)),
      baseUrl,
    });
    const issuing = createIssuing({
      db: database.db,
      mail: app.mail,
      clock: now,
      baseUrl,
      wakeJobs: () => app.wakeJobs(),
    });
    app.jobHandlers.add(issuing.jobs);
    app.mailRenderers.add(documents.renderers);
    app.addHook('onReady', async () => {
      if (isReady()) {
        await issuing
          .scheduleSweep()
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'certificate sweep schedule failed'),
          );
      }
    });
    every(app, { name: 'certificate sweep schedule', intervalMs: HOUR_MS, isReady }, () =>
      issuing.scheduleSweep(),
    );
    app.decorate('certificates', { issuing, documents });
    await app.register(certificateRoutes, {
      prefix: '/api',
      db: database.db,
      clock: now,
      mail: app.mail,
      documents,
      issuing,
      lookupsPerMinute: PUBLIC_LOOKUPS_PER_MINUTE,
    });
  },
  { name: 'certificates', dependencies: ['auth-sessions', 'jobs', 'mail', 'rate-limit'] },
);
