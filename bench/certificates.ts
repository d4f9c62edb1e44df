/**
 * npm run bench:certificates
 *
 * Issuing certificates of attendance (issue 31): an ended event with BENCH_CERTIFICATES checked-in
 * participants (default 10,000; 2 per paid order, straight in the database), certificates on with
 * a logo and two signatures (uploaded images: WebP files under DATA_DIR/uploads, as organizers'
 * uploads are). Ours: the certificates module's issue run (batches of 500: rows, codes, each
 * e-mail queued in the outbox) and then every certificate's PDF rendered by the outbox's
 * 'certificate' renderer, as the send job does (the row read, the event's settings, the images
 * from the per-image cache), BENCH_CONCURRENCY at a time. Baseline, in the same run: bare pdfkit
 * rendering the same page (the same drawing code, the same images already decoded) the same
 * number of times, with nothing around it. Ratio = ours per second / baseline per second.
 *
 * Targets: ≥ 100 certificates/s, peak RSS ≤ 300 MB, ratio ≥ 0.7. Writes
 * bench/results/certificates.json. On the PostgreSQL server named by DATABASE_URL (a database of
 * its own, dropped afterwards), else on the embedded PGlite. Exit code 1 if a certificate is
 * missing or an e-mail was not queued; a target missed is reported, not an error.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CERTIFICATE_CODE_ALPHABET } from '@bilheteria/domain/certificate-contract';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { openDatabase } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import {
  certificates,
  certificateSettings,
  emails,
  orderItems,
  orders,
  tickets,
} from '../apps/api/src/db/schema';
import {
  createCertificateAssets,
  createCertificateDocuments,
  createIssuing,
  renderCertificatePdf,
  type CertificatePage,
} from '../apps/api/src/modules/certificates';
import { createMailService } from '../apps/api/src/modules/mail/service';
import { createTestEvent } from '../apps/api/src/test/catalog-fixtures';
import { diskStorage } from '../apps/api/src/shared/object-storage';
import { createBenchDatabase, loadAverage } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
/** Pages drawn before either side is timed (see the warm-up). */
const WARM_UP_PAGES = 300;
const BASE_URL = 'https://bilheteria.example';
const logger = pino({ level: 'warn' });
const DAY = 86_400_000;

async function storeImage(dataDir: string, width: number, height: number, color: string) {
  const folder = path.join(dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });
  const file = `${randomUUID()}.webp`;
  await sharp({ create: { width, height, channels: 4, background: color } })
    .webp()
    .toFile(path.join(folder, file));
  return `/api/imagens/${file}`;
}

/** A random code shaped like an issued one ('XXXX-XXXX-XXXX'): 60 bits, never one of ours. */
function unissuedCode(): string {
  const chars = [...randomBytes(12)].map((byte) => CERTIFICATE_CODE_ALPHABET[byte % 32]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

async function main() {
  const target = await createBenchDatabase('certificates', 10);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-certificates-uploads-'));
  const database = await openDatabase(target.config, logger);
  try {
    await prepareDatabase(database, { demoMode: false, logger });
    const db = database.db;
    const now = new Date();
    const { event, ticketTypes } = await createTestEvent(database, {
      tickets: [{ name: 'Inteira', priceCents: 15_000, quantity: 10_000_000 }],
      startsAt: new Date(now.getTime() - 2 * DAY),
      endsAt: new Date(now.getTime() - 2 * DAY + 8 * 3_600_000),
    });
    const logo = await storeImage(dataDir, 1200, 400, '#1d4ed8');
    const signature = await storeImage(dataDir, 600, 200, '#333333');
    await db.insert(certificateSettings).values({
      eventId: event.id,
      enabled: true,
      workloadMinutes: 480,
      text:
        'Certificamos que {nome} participou do evento {evento}, realizado em {data}, ' +
        'com carga horária de {carga_horaria}, promovido por {organizacao}.',
      rule: 'presentes',
      logoUrl: logo,
      signatures: [
        { nome: 'Maria Diretora', cargo: 'Diretora de Eventos', imagem_url: signature },
        { nome: 'João Coordenador', cargo: 'Coordenador Técnico', imagem_url: signature },
      ],
    });

    // Participants: 2 per paid order, all checked in.
    for (let start = 0; start < COUNT / 2; start += 250) {
      const size = Math.min(250, COUNT / 2 - start);
      const orderRows = await db
        .insert(orders)
        .values(
          Array.from({ length: size }, () => ({
            idempotencyKey: randomUUID(),
            eventId: event.id,
            status: 'paid' as const,
            expiresAt: now,
            subtotalCents: 30_000,
            totalCents: 30_000,
            paidAt: now,
          })),
        )
        .returning({ id: orders.id });
      await db.insert(orderItems).values(
        orderRows.map(({ id }) => ({
          orderId: id,
          ticketTypeId: ticketTypes[0]!.id,
          name: 'Inteira',
          unitPriceCents: 15_000,
          quantity: 2,
        })),
      );
      await db.insert(tickets).values(
        orderRows.flatMap(({ id }, index) =>
          [1, 2].map((position) => ({
            orderId: id,
            position,
            eventId: event.id,
            ticketTypeId: ticketTypes[0]!.id,
            code: randomBytes(9).toString('base64url'),
            holderName: `Participante Ção ${start + index}-${position}`,
            holderEmail: `p${start + index}-${position}@empresa-bench.com.br`,
            qrPayload: randomBytes(123).toString('base64url'),
            status: 'used' as const,
            usedAt: new Date(event.startsAt.getTime() + 3_600_000),
          })),
        ),
      );
    }

    const assets = createCertificateAssets(diskStorage(path.join(dataDir, 'uploads')));
    const documents = createCertificateDocuments({ db, assets, baseUrl: BASE_URL });
    const renderers = { ...documents.renderers };
    const mail = createMailService({
      db,
      config: {
        smtpUrl: undefined,
        mailFrom: 'Bilheteria <nao-responda@bilheteria.example>',
        mailPerRecipientPerHour: Number.MAX_SAFE_INTEGER,
        jobs: { leaseMs: 120_000 },
      },
      renderers,
      logger,
    });
    const issuing = createIssuing({
      db,
      mail,
      clock: () => new Date(),
      baseUrl: BASE_URL,
      wakeJobs: () => undefined,
    });

    // A warm-up before either side: the baseline runs second, so without it the baseline alone
    // would draw with pdfkit's code already optimised by the JIT and ours would pay for it.
    const warmLogo = await assets.image(logo);
    const warmSignature = await assets.image(signature);
    for (let index = 0; index < WARM_UP_PAGES; index++) {
      const code = unissuedCode();
      await renderCertificatePdf({
        holderName: `Participante de Aquecimento ${index}`,
        eventTitle: 'Aquecimento',
        body: 'Certificamos a participação no aquecimento do benchmark.',
        code,
        verificationUrl: `${BASE_URL}/certificados/${code}`,
        logo: warmLogo,
        signatures: [
          { name: 'Maria Diretora', role: 'Diretora de Eventos', image: warmSignature },
          { name: 'João Coordenador', role: 'Coordenador Técnico', image: warmSignature },
        ],
      });
    }

    // Ours: the issue run, then each certificate rendered as the send job renders it.
    const oursStart = performance.now();
    const issued = await issuing.issueEvent(event.id);
    const issueMs = performance.now() - oursStart;
    const rows = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.eventId, event.id));
    let next = 0;
    let bytes = 0;
    const render = documents.renderers.certificate;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          const file = await render({ kind: 'certificate', certificateId: row.id });
          bytes += file.content.length;
        }
      }),
    );
    const oursMs = performance.now() - oursStart;
    const [queued] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(emails)
      .where(sql`${emails.dedupeKey} like 'certificate:%'`);
    const oursRssMb = process.resourceUsage().maxRSS / 1024;
    if (process.env.BENCH_DEBUG) {
      console.log('after ours', process.memoryUsage());
      (globalThis as { gc?: () => void }).gc?.();
      console.log('after gc', process.memoryUsage());
    }

    // Baseline: bare pdfkit drawing the same certificates from memory — each its own name, text
    // and a code of the same shape that was never issued, so its QR is made as ours were (the
    // QR symbols ours drew are still in their cache) — with nothing around it.
    const issuedRows = await db
      .select({
        holderName: certificates.holderName,
        eventTitle: certificates.eventTitle,
        body: certificates.body,
      })
      .from(certificates)
      .where(eq(certificates.eventId, event.id));
    const logoPng = await assets.image(logo);
    const signaturePng = await assets.image(signature);
    const pages: CertificatePage[] = issuedRows.map((row) => {
      const code = unissuedCode();
      return {
        ...row,
        code,
        verificationUrl: `${BASE_URL}/certificados/${code}`,
        logo: logoPng,
        signatures: [
          { name: 'Maria Diretora', role: 'Diretora de Eventos', image: signaturePng },
          { name: 'João Coordenador', role: 'Coordenador Técnico', image: signaturePng },
        ],
      };
    });
    const baseStart = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (done < pages.length) {
          await renderCertificatePdf(pages[done++]!);
        }
      }),
    );
    const baseMs = performance.now() - baseStart;

    const perSecond = (COUNT / oursMs) * 1000;
    const basePerSecond = (COUNT / baseMs) * 1000;
    const ratio = perSecond / basePerSecond;
    const peakRssMb = process.resourceUsage().maxRSS / 1024;
    const result = {
      database: target.kind,
      certificates: COUNT,
      issued,
      emailsQueued: queued?.count ?? 0,
      issueMs: Math.round(issueMs),
      oursMs: Math.round(oursMs),
      certificatesPerSecond: Number(perSecond.toFixed(1)),
      baselinePerSecond: Number(basePerSecond.toFixed(1)),
      ratio: Number(ratio.toFixed(3)),
      peakRssMb: Math.round(peakRssMb),
      rssAfterOursMb: Math.round(oursRssMb),
      averagePdfKb: Math.round(bytes / rows.length / 1024),
      loadAverage: loadAverage(),
      targets: {
        certificatesPerSecond: perSecond >= 100,
        peakRssMb: peakRssMb <= 300,
        ratio: ratio >= 0.7,
      },
      at: new Date().toISOString(),
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/certificates.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    await mail.close();
    if (issued !== COUNT || result.emailsQueued !== COUNT || rows.length !== COUNT) {
      console.error('certificates or e-mails missing');
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
