/**
 * npm run bench:mail
 *
 * The ticket e-mail rush (issue 14): rounds of BENCH_ORDERS paid orders (default 500) of 2
 * tickets each — real order, item and ticket rows — whose 2 participant e-mails are queued at
 * once into the outbox (one transaction per order, as the tickets job does), then worked by our
 * outbox and job worker (`createMailService` + `createJobWorker`, as app.ts wires them) into a
 * local SMTP sink: `smtp-server` on loopback, in a process of its own (bench/mail-sink.ts). Each
 * message is the tickets module's participant e-mail with its three attachments rendered at send
 * time by the tickets module's renderers: the ticket PDF (pdfkit, vector QR), the QR PNG
 * (qrcode, inline) and the .ics.
 *
 * Baseline, in the same run, interleaved round by round with ours (the order alternates): the
 * same prepared messages (same content, same attachments rendered by the same renderers, same
 * pool of SMTP connections, the same number at a time) sent with bare nodemailer — no outbox
 * row, no job, no claim. ours/baseline is the outbox's own cost. For reference, a second
 * baseline sends the messages with their attachments already rendered: SMTP alone.
 *
 * Prints, per round and overall: e-mails/s (worked, from the worker's start to the last 250),
 * p50/p99 from queued (the outbox row's time) to delivered (the sink's 250), the ratio, and the
 * process's resident memory after each of our rounds (BENCH_ROUNDS × orders × 2 messages, 5,000
 * by default: it must stay flat) and at its peak. Checks every message arrived exactly once.
 * Writes bench/results/mail.json (`emailsPerSecond`, `ratio`, `p99Ms`, `peakRssMb`). Exit code 1
 * if a message was lost or sent twice.
 *
 * Options (environment): BENCH_ORDERS (per round, default 500), BENCH_ROUNDS (default 5),
 * BENCH_CONCURRENCY (messages worked at a time: the worker's batch, the baseline's parallel
 * sends; default 20), DATABASE_URL (a PostgreSQL server: the bench runs in a database of its own,
 * dropped afterwards; unset: the embedded PGlite in a temporary folder).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { createTransport, type SendMailOptions } from 'nodemailer';
import pino from 'pino';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { emails, orderItems, orders, tickets } from '../apps/api/src/db/schema';
import { createJobWorker } from '../apps/api/src/jobs/worker';
import type {
  AttachmentRenderer,
  OutgoingEmail,
  RenderedAttachment,
} from '../apps/api/src/modules/mail/contract';
import { createMailService } from '../apps/api/src/modules/mail/service';
import { createTicketRenderers } from '../apps/api/src/modules/tickets/renderers';
import { ticketAttachments } from '../apps/api/src/modules/tickets/service';
import { participantTicketEmail } from '../apps/api/src/modules/tickets/templates';
import { ticketRecords } from '../apps/api/src/modules/tickets/ticket-queries';
import { createTestEvent } from '../apps/api/src/test/catalog-fixtures';
import { createBenchDatabase } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const WARMUP_ORDERS = Math.min(50, ORDERS);
/**
 * `tickets` (default): each attachment rendered at send time by the tickets module. `light`: the
 * same three attachments rendered once up front and handed out as they are — the outbox's own
 * ceiling, without the rendering's CPU.
 */
const ATTACHMENTS = process.env.BENCH_ATTACHMENTS === 'light' ? 'light' : 'tickets';
/** SMTP connections, ours and the baseline's (the outbox's default). */
const SMTP_CONNECTIONS = 4;
const MAIL_FROM = 'Bilheteria <nao-responda@bilheteria.local>';
const BASE_URL = 'http://localhost:3000';
const TARGETS = { emailsPerSecond: 50, ratio: 0.5 };
const logger = pino({ level: 'silent' });

// ---------------------------------------------------------------- helpers

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]!);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The process's resident memory, sampled every 100 ms while a side runs. */
class RssPeak {
  peak = 0;
  #timer: NodeJS.Timeout | undefined;
  start() {
    this.#timer = setInterval(() => this.sample(), 100);
    this.#timer.unref();
  }
  sample() {
    this.peak = Math.max(this.peak, process.memoryUsage.rss());
  }
  stop() {
    clearInterval(this.#timer);
    this.sample();
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function pooled<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// ---------------------------------------------------------------- the sink

interface Sink {
  url: string;
  /** Message-ID → arrival (ms), every message since the last take; throws on a duplicate. */
  take(): Promise<Map<string, number>>;
  stop(): void;
}

async function startSink(): Promise<Sink> {
  const child: ChildProcess = fork(path.join(root, 'bench/mail-sink.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.on('exit', () => child.kill());
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) =>
      message.url ? resolve(message.url) : reject(new Error('sink did not start')),
    );
    child.once('exit', () => reject(new Error('sink exited')));
  });
  return {
    url,
    take: () =>
      new Promise((resolve, reject) => {
        child.once('message', (message: { arrivals: [string | null, number][] }) => {
          const arrivals = new Map<string, number>();
          for (const [messageId, at] of message.arrivals) {
            if (!messageId) return reject(new Error('a message arrived without a Message-ID'));
            if (arrivals.has(messageId)) return reject(new Error(`${messageId} arrived twice`));
            arrivals.set(messageId, at);
          }
          resolve(arrivals);
        });
        child.send({ take: true });
      }),
    stop: () => child.send({ stop: true }),
  };
}

// ---------------------------------------------------------------- database

const createTarget = () => createBenchDatabase('mail', 10);

/** A signed QR payload's size (ticket-qr.ts: 164 base64url characters). */
const qrPayload = () => randomBytes(123).toString('base64url');

/**
 * `count` paid orders of 2 tickets each, straight in the database, and the participant e-mail of
 * every ticket (the tickets module's template), ready to queue.
 */
async function paidOrders(
  database: Database,
  eventId: string,
  ticketTypeId: string,
  count: number,
  label: string,
): Promise<OutgoingEmail[][]> {
  const db = database.db;
  const now = new Date();
  const orderRows: { id: string }[] = [];
  for (let start = 0; start < count; start += 250) {
    const size = Math.min(250, count - start);
    orderRows.push(
      ...(await db
        .insert(orders)
        .values(
          Array.from({ length: size }, () => ({
            idempotencyKey: randomUUID(),
            eventId,
            status: 'paid' as const,
            expiresAt: now,
            subtotalCents: 30_000,
            totalCents: 30_000,
            paidAt: now,
          })),
        )
        .returning({ id: orders.id })),
    );
  }
  const orderIds = orderRows.map((row) => row.id);
  for (let start = 0; start < orderIds.length; start += 250) {
    const slice = orderIds.slice(start, start + 250);
    await db.insert(orderItems).values(
      slice.map((orderId) => ({
        orderId,
        ticketTypeId,
        name: 'Inteira',
        unitPriceCents: 15_000,
        quantity: 2,
      })),
    );
    await db.insert(tickets).values(
      slice.flatMap((orderId, index) =>
        [1, 2].map((position) => ({
          orderId,
          position,
          eventId,
          ticketTypeId,
          code: randomBytes(9).toString('base64url'),
          holderName: `Participante ${start + index}-${position} Ção`,
          holderEmail: `p${start + index}-${position}-${label}@empresa-bench.com.br`,
          qrPayload: qrPayload(),
        })),
      ),
    );
  }
  const records = await ticketRecords(db, inArray(tickets.orderId, orderIds));
  const byOrder = new Map<string, OutgoingEmail[]>();
  for (const record of records) {
    const email = participantTicketEmail(record, { baseUrl: BASE_URL, setPasswordUrl: null });
    const list = byOrder.get(record.order.id) ?? [];
    list.push({
      dedupeKey: `bench:${label}:${record.ticket.id}`,
      to: record.ticket.holderEmail,
      ...email,
      attachments: ticketAttachments(record.ticket.id),
      ticketId: record.ticket.id,
      orderId: record.order.id,
    });
    byOrder.set(record.order.id, list);
  }
  return [...byOrder.values()];
}

/** BENCH_ATTACHMENTS=light: one ticket's real attachments, rendered once, given to every message. */
async function lightRenderers(db: Database['db']): Promise<Record<string, AttachmentRenderer>> {
  const real = createTicketRenderers({ db, baseUrl: BASE_URL });
  const [ticket] = await db.select({ id: tickets.id }).from(tickets).limit(1);
  if (!ticket) throw new Error('no ticket to render');
  const fixed = Object.fromEntries(
    await Promise.all(
      Object.entries(real).map(
        async ([kind, render]) => [kind, await render({ kind, ticketId: ticket.id })] as const,
      ),
    ),
  );
  return Object.fromEntries(
    Object.keys(real).map((kind) => [kind, async () => fixed[kind]!] as const),
  );
}

// ---------------------------------------------------------------- the two sides

interface SideMeasure {
  emails: number;
  seconds: number;
  emailsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

interface Bench {
  database: Database;
  sink: Sink;
  renderers: Record<string, AttachmentRenderer>;
  eventId: string;
  ticketTypeId: string;
  rss: RssPeak;
}

/** Ours: queue every message of the round at once, then work the outbox until it is empty. */
async function runOurs(bench: Bench, count: number, label: string): Promise<SideMeasure> {
  const { database, sink } = bench;
  const batches = await paidOrders(database, bench.eventId, bench.ticketTypeId, count, label);
  const mail = createMailService({
    db: database.db,
    config: {
      smtpUrl: sink.url,
      mailFrom: MAIL_FROM,
      // The benchmark measures sending, not the per-address limit.
      mailPerRecipientPerHour: Number.MAX_SAFE_INTEGER,
      jobs: { leaseMs: 120_000 },
    },
    renderers: bench.renderers,
    logger,
    maxConnections: SMTP_CONNECTIONS,
  });
  const worker = createJobWorker({
    db: database.db,
    handlers: mail.jobs,
    leaseMs: 120_000,
    logger,
    concurrency: CONCURRENCY,
  });
  bench.rss.start();
  const ids: string[] = [];
  // "Paid at once": each order's e-mails in the transaction that would have paid it.
  for (const batch of batches) {
    await database.db.transaction(async (tx) => {
      for (const email of batch) ids.push((await mail.enqueue(tx, email)).id);
    });
  }
  const started = performance.now();
  await worker.drain(); // as run-worker does on each poll
  const seconds = (performance.now() - started) / 1000;
  bench.rss.stop();
  await mail.close();

  const rows = await database.db
    .select({ messageId: emails.messageId, status: emails.status, createdAt: emails.createdAt })
    .from(emails)
    .where(inArray(emails.id, ids));
  const arrivals = await sink.take();
  const unsent = rows.filter((row) => row.status !== 'sent').length;
  const missing = rows.filter((row) => !arrivals.has(row.messageId)).length;
  if (unsent || missing || arrivals.size !== ids.length) {
    throw new Error(
      `ours ${label}: ${ids.length} queued, ${unsent} not sent, ${missing} missing at the sink, ${arrivals.size} arrived`,
    );
  }
  const latencies = rows
    .map((row) => arrivals.get(row.messageId)! - row.createdAt.getTime())
    .sort((a, b) => a - b);
  return {
    emails: ids.length,
    seconds: round1(seconds),
    emailsPerSecond: round1(ids.length / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** The baseline: the same messages straight through nodemailer, `CONCURRENCY` at a time. */
async function runBaseline(
  bench: Bench,
  count: number,
  label: string,
  { preRendered = false } = {},
): Promise<SideMeasure> {
  const { database, sink, renderers } = bench;
  const messages = (
    await paidOrders(database, bench.eventId, bench.ticketTypeId, count, label)
  ).flat();
  const transporter = createTransport({
    url: sink.url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 500,
  });
  const render = (email: OutgoingEmail) =>
    Promise.all((email.attachments ?? []).map((source) => renderers[source.kind]!(source)));
  const prepared: { email: OutgoingEmail; attachments: RenderedAttachment[] | null }[] =
    messages.map((email) => ({ email, attachments: null }));
  if (preRendered) {
    // Up front and untimed, as many at a time as the sends (the database pool has its limits).
    await pooled(prepared, CONCURRENCY, async (entry) => {
      entry.attachments = await render(entry.email);
    });
  }
  const queuedAt = Date.now();
  const started = performance.now();
  await pooled(prepared, CONCURRENCY, async ({ email, attachments }) => {
    const message: SendMailOptions = {
      from: MAIL_FROM,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: `<${randomUUID()}@bilheteria.local>`,
      date: new Date(),
      attachments: (attachments ?? (await render(email))).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
        ...(attachment.cid ? { cid: attachment.cid } : {}),
      })),
    };
    await transporter.sendMail(message);
  });
  const seconds = (performance.now() - started) / 1000;
  transporter.close();
  const arrivals = await sink.take();
  if (arrivals.size !== messages.length) {
    throw new Error(`baseline ${label}: ${messages.length} sent, ${arrivals.size} arrived`);
  }
  const latencies = [...arrivals.values()].map((at) => at - queuedAt).sort((a, b) => a - b);
  return {
    emails: messages.length,
    seconds: round1(seconds),
    emailsPerSecond: round1(messages.length / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

// ---------------------------------------------------------------- main

const line = (name: string, m: SideMeasure) =>
  `${name.padEnd(22)} ${String(m.emailsPerSecond).padStart(7)} e-mails/s  ` +
  `(${m.emails} in ${m.seconds} s)  queued→delivered p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms`;

async function main(): Promise<void> {
  const target = await createTarget();
  const sink = await startSink();
  let database: Database | undefined;
  try {
    database = await openDatabase(target.config, logger);
    await prepareDatabase(database, { demoMode: false, logger });
    const { event, ticketTypes } = await createTestEvent(database, {
      tickets: [{ name: 'Inteira', priceCents: 15_000, quantity: 10_000_000 }],
    });
    if (ATTACHMENTS === 'light') {
      await paidOrders(database, event.id, ticketTypes[0]!.id, 1, 'seed');
    }
    const bench: Bench = {
      database,
      sink,
      renderers:
        ATTACHMENTS === 'light'
          ? await lightRenderers(database.db)
          : createTicketRenderers({ db: database.db, baseUrl: BASE_URL }),
      eventId: event.id,
      ticketTypeId: ticketTypes[0]!.id,
      rss: new RssPeak(),
    };
    const gc = (globalThis as { gc?: () => void }).gc;
    console.log(
      `mail bench on ${target.kind} (${ATTACHMENTS} attachments): ${ROUNDS} rounds × ${ORDERS} paid orders × 2 tickets, ` +
        `${CONCURRENCY} at a time, ${SMTP_CONNECTIONS} SMTP connections; load average ${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}`,
    );

    await runBaseline(bench, WARMUP_ORDERS, 'warm-b');
    await runOurs(bench, WARMUP_ORDERS, 'warm-o');
    gc?.();
    const rssBefore = process.memoryUsage();
    bench.rss.peak = 0;

    const ours: SideMeasure[] = [];
    const baseline: SideMeasure[] = [];
    const memory: { emails: number; rssMb: number; heapUsedMb: number }[] = [];
    let sentThroughOurs = 0;
    for (let index = 0; index < ROUNDS; index++) {
      const sides =
        index % 2 === 0 ? (['ours', 'baseline'] as const) : (['baseline', 'ours'] as const);
      for (const side of sides) {
        if (side === 'ours') {
          const measure = await runOurs(bench, ORDERS, `o${index}`);
          ours.push(measure);
          sentThroughOurs += measure.emails;
          gc?.();
          const usage = process.memoryUsage();
          memory.push({
            emails: sentThroughOurs,
            rssMb: mb(usage.rss),
            heapUsedMb: mb(usage.heapUsed),
          });
        } else {
          baseline.push(await runBaseline(bench, ORDERS, `b${index}`));
        }
      }
      console.log(`round ${index + 1}`);
      console.log(`  ${line('ours (outbox + worker)', ours.at(-1)!)}`);
      console.log(`  ${line('bare nodemailer', baseline.at(-1)!)}`);
    }
    const smtpOnly = await runBaseline(bench, ORDERS, 'pre', { preRendered: true });

    const ratios = ours.map(
      (measure, index) =>
        Math.round((measure.emailsPerSecond / baseline[index]!.emailsPerSecond) * 100) / 100,
    );
    const totalEmails = ours.reduce((sum, m) => sum + m.emails, 0);
    const emailsPerSecond = round1(median(ours.map((m) => m.emailsPerSecond)));
    const baselinePerSecond = round1(median(baseline.map((m) => m.emailsPerSecond)));
    const ratio = Math.round(median(ratios) * 100) / 100;
    const p99Ms = Math.round(median(ours.map((m) => m.p99Ms)));
    const p99MaxMs = Math.max(...ours.map((m) => m.p99Ms));
    const peakRssMb = mb(bench.rss.peak);
    const firstHeap = memory[0]!.heapUsedMb;
    const lastHeap = memory.at(-1)!.heapUsedMb;
    // Flat: what the process holds after the last round is within a few MB of after the first.
    const memoryFlat = lastHeap <= firstHeap * 1.2 + 16;
    const meets =
      emailsPerSecond >= TARGETS.emailsPerSecond && ratio >= TARGETS.ratio && memoryFlat;

    console.log('\nmedians of the rounds');
    console.log(
      `  ours                   ${emailsPerSecond} e-mails/s, p99 queued→delivered ${p99Ms} ms (worst round ${p99MaxMs} ms)`,
    );
    console.log(
      `  bare nodemailer        ${baselinePerSecond} e-mails/s (rendering each message as ours does)`,
    );
    console.log(`  ${line('SMTP only (pre-rendered)', smtpOnly)}`);
    console.log(`  ratio ours/baseline    ${ratio} (per round ${ratios.join(', ')})`);
    console.log(
      `  memory after each of our rounds (${totalEmails} e-mails): ` +
        memory.map((m) => `${m.emails}: rss ${m.rssMb} MB, heap ${m.heapUsedMb} MB`).join('; ') +
        ` → ${memoryFlat ? 'flat' : 'GROWING'}; peak RSS ${peakRssMb} MB (before the rounds ${mb(rssBefore.rss)} MB)`,
    );
    console.log(
      `${meets ? 'meets' : 'MISSES'} target (≥ ${TARGETS.emailsPerSecond} e-mails/s, ratio ≥ ${TARGETS.ratio}, memory flat); ` +
        `every message delivered exactly once; load average after ${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}`,
    );

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results/mail.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & {
          runs?: Record<string, unknown>;
        })
      : {};
    const pick = (from: Record<string, unknown>) =>
      Object.fromEntries(
        ['emailsPerSecond', 'ratio', 'p99Ms', 'peakRssMb'].map((key) => [key, from[key] ?? null]),
      );
    const run = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageAfter: os.loadavg().map((v) => Math.round(v * 10) / 10),
      ordersPerRound: ORDERS,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      smtpConnections: SMTP_CONNECTIONS,
      attachments:
        ATTACHMENTS === 'light'
          ? 'light: one ticket PDF + QR PNG + .ics rendered once, handed to every message'
          : 'ticket PDF (pdfkit) + QR PNG (qrcode, inline) + .ics, rendered at send time',
      emailsPerSecond,
      ratio,
      p99Ms,
      peakRssMb,
      baselineEmailsPerSecond: baselinePerSecond,
      smtpOnlyEmailsPerSecond: smtpOnly.emailsPerSecond,
      ratiosPerRound: ratios,
      ours,
      baseline,
      memory,
      memoryFlat,
      exactlyOnce: true,
      meetsTarget: meets,
    };
    const runName = ATTACHMENTS === 'light' ? `${target.kind}-light` : target.kind;
    const runs = { ...previous.runs, [runName]: run } as Record<string, Record<string, unknown>>;
    // The headline figures: the embedded default's run (PGlite) with the tickets' own renderers
    // when there is one, else PostgreSQL's; the light mode is a reference only.
    const headline = runs.pglite ?? runs.postgres;
    const output = {
      benchmark: 'mail',
      targets: TARGETS,
      ...(headline
        ? { ...pick(headline), database: headline === runs.pglite ? 'pglite' : 'postgres' }
        : {}),
      runs,
    };
    writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log('written: bench/results/mail.json');
  } finally {
    sink.stop();
    await database?.close();
    await target.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
