/**
 * npm run bench:checkin
 *
 * The door (issue 15). One event with BENCH_TICKETS tickets (default 20,000; 5 per paid order,
 * real order, order_items and ticket rows with valid Crockford codes and QR payloads signed with
 * the installation's key), 30 % of them already used before the run (by a gate of their own). On
 * the PostgreSQL server named by DATABASE_URL (in a database of its own, dropped afterwards),
 * else on the embedded PGlite.
 *
 * Ours: our built server (apps/api/dist/main.js, rebuilt first when older than its sources) in a
 * process of its own; 50 scanner clients (autocannon, 50 keep-alive connections) each POST
 * /api/check-in/<token>/leituras `{ nonce: <fresh UUID v4>, entrada }` for a random ticket of the
 * 20,000 — its code (`XXXX-XXXX-XXXX-XXXX`), or one time in ten its signed QR payload — until
 * the round's BENCH_SCANS scans are answered.
 *
 * Raw-SQL baseline: scans drawn the same way (a random ticket each, the same share of QR
 * entries, 50 at a time) issued from this process straight through the driver — `pg`'s Pool with
 * the server's pool size (DATABASE_POOL_MAX, default 10), or PGlite's one client — as the very
 * statement the server runs for an online scan (online-scan.ts's `SCAN_STATEMENT`, its one
 * statement: the link checked by its token's hash, the nonce looked up, the ticket found by code
 * (and by id for a QR entry — the baseline is handed the id, it verifies no signature), the
 * conditional `update tickets … where status = 'valid'`, the scan inserted into check_in_scans;
 * sent as the server sends it: a named prepared statement on PostgreSQL, planned once per
 * connection; no transaction around it). What the baseline leaves out is
 * exactly our own cost: HTTP, JSON, zod, the token's SHA-256 per request, the QR's Ed25519
 * verification, building the answer. ours/raw-SQL is the median of the per-round ratios.
 *
 * Every round of every side gets its own scanner link, and starts from the same state: 30 % used.
 * On PostgreSQL the sides run interleaved (one round each, the order alternating), the tickets
 * admitted by a round are put back to valid after it. PGlite lets one process open its data at
 * a time, so there each side runs its rounds in a block (raw SQL, then ours) and the tickets are
 * put back after each block: within a block each round starts with more tickets used than the
 * one before, the same way for both sides.
 *
 * Checked from the database after each round (block on PGlite): the 'valido' answers received
 * = the 'valido' scans recorded for the round's link = the tickets that link moved to used; and
 * `admitted twice`: tickets with more than one 'valido' scan between two put-backs, plus tickets
 * used before the run that got a 'valido' scan. Must be 0.
 *
 * offlineValidationMs: the built web app (vite, into a temporary folder) served by our server;
 * Chromium (Playwright, /usr/bin/chromium) opens the door scanner /check-in/<token>, waits until
 * the 20,000-ticket list is synced, goes offline (`context.setOffline(true)`: 'Modo offline'),
 * then with the CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`) types BENCH_OFFLINE_SCANS
 * entries (default 30: unused codes, used codes, signed QR payloads, unknown codes) into 'Código do
 * ingresso' + Enter. Timed in the page: from the form's submit event (a capturing listener) to the
 * new verdict ('Válido' / 'Já utilizado' / 'Inválido') being in the DOM (a MutationObserver);
 * the next animation frame after it is reported beside. Median (the headline) and p95.
 *
 * Prints per round and as medians: scans/s (answered 200s, first request to last answer), p50/p99
 * latency, the answers by result, ours/raw-SQL, `admitted twice`, and the offline figures; writes
 * bench/results/checkin.json (`scansPerSecond`, `ratio`, `p99Ms`, `admittedTwice`,
 * `offlineValidationMs` of the PostgreSQL run if there is one, else PGlite's; each run under
 * `runs`). Exit code 1 if a ticket was admitted twice, a count disagrees, a scan failed, or the
 * offline part could not be measured.
 *
 * Options (environment): DATABASE_URL, DATABASE_POOL_MAX (default 10, the server's default),
 * BENCH_ROUNDS (measured rounds per side, default 4, after 1 warm-up), BENCH_SCANS (scans per
 * round, default 8,000 on PostgreSQL, 4,000 on PGlite), BENCH_TICKETS (default 20,000),
 * BENCH_OFFLINE_SCANS (default 30), BENCH_SKIP_OFFLINE=1 (no browser), WEB_DIST_DIR (serve this
 * web build instead of building one), CHROMIUM_PATH (default /usr/bin/chromium),
 * BENCH_SERVER_ENTRY (another build of our server), BENCH_SERVER_NODE_ARGS (extra node flags).
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  CHECK_IN_RESULT_TEXTS,
  CHECK_IN_TEXTS,
  type CheckInResult,
  type ScannerTicketList,
} from '@bilheteria/domain/check-in-contract';
import { encodeTicketQr, formatTicketCode, ticketQrMessage } from '@bilheteria/domain/ticket-qr';
import autocannon from 'autocannon';
import { chromium, type Browser } from 'playwright';
import pino from 'pino';
import { appMetaStore } from '../apps/api/src/db/app-secrets';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { SCAN_STATEMENT } from '../apps/api/src/modules/check-in/online-scan';
import { newScannerToken, scannerTokenHash } from '../apps/api/src/modules/check-in/scanner-token';
import { loadOrCreateTicketSigningKey } from '../apps/api/src/modules/tickets/signing-key';
import { createTestEvent } from '../apps/api/src/test/catalog-fixtures';
import {
  CHROMIUM_ARGS,
  ServerProcesses,
  ensureServerBuilt,
  loadAverage,
  median,
  percentile,
  ratioOf,
  createBenchTarget,
  startOurServer,
} from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Rounds each side runs first, unmeasured (the server's JIT, PostgreSQL's caches). */
const WARMUP_ROUNDS = 1;
const TICKETS = Number(process.env.BENCH_TICKETS ?? 20_000);
const TICKETS_PER_ORDER = 5;
/** Tickets used before the run: every one whose index ends in 0, 1 or 2 (30 %). */
const usedBefore = (index: number) => index % 10 < 3;
/** The share of scans sending the signed QR payload instead of the typed code. */
const QR_SHARE = 0.1;
const CONNECTIONS = 50;
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const PRICE_CENTS = 15_000;
const PORT = 3205;
const OFFLINE_SCANS = Number(process.env.BENCH_OFFLINE_SCANS ?? 30);
const CPU_THROTTLE = 4;
const SKIP_OFFLINE = process.env.BENCH_SKIP_OFFLINE === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { scansPerSecond: 1_500, ratio: 0.5, admittedTwice: 0, offlineValidationMs: 50 };
const logger = pino({ level: 'silent' });

// ---------------------------------------------------------------- helpers

type Rows = Record<string, unknown>[];
/** One parameterised statement through the driver itself: pg's pool, or PGlite's client. */
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Rows; count: number }>;

/**
 * `prepareAs` (PostgreSQL): send it as a named prepared statement — parsed and planned once per
 * connection — as the server sends its scan (apps/api/src/db/prepared.ts).
 */
function queryOf(database: Database, prepareAs?: string): Query {
  if (database.kind === 'pglite') {
    return async (text, params) => {
      const result = await database.client.query<Record<string, unknown>>(text, params);
      return { rows: result.rows, count: result.affectedRows ?? 0 };
    };
  }
  return async (text, params) => {
    const result = await database.pool.query<Record<string, unknown>>(
      prepareAs ? { name: prepareAs, text, values: params } : { text, values: params },
    );
    return { rows: result.rows, count: result.rowCount ?? 0 };
  };
}

/**
 * The web app built into `dir` (a folder of its own: another build may be writing apps/web/dist),
 * or the build WEB_DIST_DIR names.
 */
async function buildWeb(dir: string): Promise<void> {
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), maxBuffer: 16 * 1024 * 1024 },
  );
}

// ---------------------------------------------------------------- the event and its tickets

interface BenchTicket {
  id: string;
  code: string;
  qr: string;
  usedBefore: boolean;
}

interface ScannerLink {
  id: string;
  token: string;
  label: string;
}

type Side = 'ours' | 'rawSql';
const SIDES: readonly Side[] = ['ours', 'rawSql'];
const SIDE_NAMES: Record<Side, string> = { ours: 'ours', rawSql: 'raw SQL' };

interface Seed {
  eventId: string;
  tickets: BenchTicket[];
  /** The gate that admitted the 30 % before the run. */
  before: ScannerLink;
  /** One link per side per round (warm-ups included), and the browser's. */
  links: Record<Side, ScannerLink[]>;
  offline: ScannerLink;
}

async function createLink(query: Query, eventId: string, label: string): Promise<ScannerLink> {
  const token = newScannerToken();
  const { rows } = await query(
    `insert into scanner_links (event_id, label, token_hash, expires_at)
     values ($1, $2, $3, now() + interval '1 day') returning id`,
    [eventId, label, scannerTokenHash(token)],
  );
  return { id: rows[0]!.id as string, token, label };
}

/** The event, its 20,000 tickets (signed QR payloads), 30 % used, and the scanner links. */
async function seed(database: Database): Promise<Seed> {
  const query = queryOf(database);
  const key = await loadOrCreateTicketSigningKey(appMetaStore(database.db));
  const now = Date.now();
  const {
    event,
    ticketTypes: [type],
  } = await createTestEvent(database, {
    title: 'Congresso da Portaria',
    startsAt: new Date(now - 3_600_000),
    endsAt: new Date(now + 7 * 3_600_000),
    tickets: [{ name: 'Inteira', priceCents: PRICE_CENTS, quantity: TICKETS, sold: TICKETS }],
  });
  const eventId = event.id;
  const ticketTypeId = type!.id;
  const before = await createLink(query, eventId, 'Portão pré-abertura');

  const orderCount = Math.ceil(TICKETS / TICKETS_PER_ORDER);
  const sizes = Array.from({ length: orderCount }, (_, index) =>
    Math.min(TICKETS_PER_ORDER, TICKETS - index * TICKETS_PER_ORDER),
  );
  const { rows: orderRows } = await query(
    `insert into orders (idempotency_key, event_id, status, expires_at, subtotal_cents,
       total_cents, paid_at)
     select gen_random_uuid()::text, $1::uuid, 'paid', now(), size * $2::int, size * $2::int, now()
     from unnest($3::int[]) with ordinality as o(size, n) order by n
     returning id`,
    [eventId, PRICE_CENTS, sizes],
  );
  const orderIds = orderRows.map((row) => row.id as string);
  await query(
    `insert into order_items (order_id, ticket_type_id, name, unit_price_cents, quantity)
     select o.id, $2::uuid, 'Inteira', $3::int, o.size from unnest($1::uuid[], $4::int[]) as o(id, size)`,
    [orderIds, ticketTypeId, PRICE_CENTS, sizes],
  );

  const tickets: BenchTicket[] = Array.from({ length: TICKETS }, (_, index) => {
    const id = randomUUID();
    const code = formatTicketCode(randomBytes(10));
    const fields = { ticketId: id, eventId, ticketTypeId, code };
    return {
      id,
      code,
      qr: encodeTicketQr(fields, key.sign(ticketQrMessage(fields))),
      usedBefore: usedBefore(index),
    };
  });
  const CHUNK = 2_000;
  for (let start = 0; start < TICKETS; start += CHUNK) {
    const slice = tickets.slice(start, start + CHUNK);
    const indexes = slice.map((_, offset) => start + offset);
    await query(
      `insert into tickets (id, order_id, position, event_id, ticket_type_id, code, holder_name,
         holder_email, status, used_at, check_in_link_id, qr_payload)
       select t.id, t.order_id, t.position, $1::uuid, $2::uuid, t.code, t.holder_name,
         t.holder_email, t.status::ticket_status,
         case when t.status = 'used' then now() - interval '1 hour' end,
         case when t.status = 'used' then $3::uuid end, t.qr
       from unnest($4::uuid[], $5::uuid[], $6::int[], $7::text[], $8::text[], $9::text[],
         $10::text[], $11::text[])
         as t(id, order_id, position, code, holder_name, holder_email, status, qr)`,
      [
        eventId,
        ticketTypeId,
        before.id,
        slice.map((ticket) => ticket.id),
        indexes.map((index) => orderIds[Math.floor(index / TICKETS_PER_ORDER)]),
        indexes.map((index) => (index % TICKETS_PER_ORDER) + 1),
        slice.map((ticket) => ticket.code),
        indexes.map((index) => `Participante ${index + 1} da Conceição`),
        indexes.map((index) => `participante${index + 1}@empresa-bench.com.br`),
        slice.map((ticket) => (ticket.usedBefore ? 'used' : 'valid')),
        slice.map((ticket) => ticket.qr),
      ],
    );
  }
  const perSide = WARMUP_ROUNDS + ROUNDS;
  const links = { ours: [], rawSql: [] } as Record<Side, ScannerLink[]>;
  for (const side of SIDES) {
    for (let index = 0; index < perSide; index++) {
      links[side].push(await createLink(query, eventId, `Portão ${SIDE_NAMES[side]} ${index}`));
    }
  }
  const offline = await createLink(query, eventId, 'Portão offline');
  await query('analyze');
  return { eventId, tickets, before, links, offline };
}

// ---------------------------------------------------------------- one round of scans

/** A random ticket's entry: its code, or one time in ten its signed QR payload. */
function pickEntry(tickets: BenchTicket[]): {
  entrada: string;
  code: string;
  ticketId: string | null;
} {
  const ticket = tickets[Math.floor(Math.random() * tickets.length)]!;
  return Math.random() < QR_SHARE
    ? { entrada: ticket.qr, code: ticket.code, ticketId: ticket.id }
    : { entrada: ticket.code, code: ticket.code, ticketId: null };
}

interface RoundMeasure {
  scansPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by result; `errors`: anything but a 200 with a verdict. */
  answers: Record<CheckInResult, number>;
  errors: number;
}

const noAnswers = (): Record<CheckInResult, number> => ({
  valido: 0,
  ja_utilizado: 0,
  invalido: 0,
});

/** The raw-SQL baseline's round: the server's SCAN_STATEMENT through the driver, 50 at a time. */
async function rawRound(
  query: Query,
  link: ScannerLink,
  tickets: BenchTicket[],
  scans: number,
): Promise<RoundMeasure> {
  const tokenHash = scannerTokenHash(link.token);
  const latencies: number[] = [];
  const answers = noAnswers();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let scan = next++; scan < scans; scan = next++) {
        const { code, ticketId } = pickEntry(tickets);
        const t0 = performance.now();
        const { rows } = await query(SCAN_STATEMENT.text, [
          tokenHash,
          new Date().toISOString(),
          randomUUID(),
          code,
          ticketId,
          randomUUID(),
        ]);
        latencies.push(performance.now() - t0);
        const row = rows[0];
        const result = (row?.prior_result ?? row?.recorded_result) as CheckInResult | undefined;
        if (result) answers[result]++;
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  return {
    scansPerSecond: Math.round((scans - errors) / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    answers,
    errors,
  };
}

/** Thrown when the server answered nothing but errors: measuring it further says nothing. */
class ServerBroken extends Error {}

/** Our round: autocannon, 50 connections, a fresh nonce and a random ticket per request. */
async function httpRound(
  baseUrl: string,
  link: ScannerLink,
  tickets: BenchTicket[],
  scans: number,
): Promise<RoundMeasure> {
  const answers = noAnswers();
  let firstError: string | undefined;
  let unreadable = 0;
  // From the first request sent to the last answer: autocannon's own clock ticks by the second.
  let started = 0;
  let finished = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount: scans,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: `/api/check-in/${link.token}/leituras`,
        setupRequest: (request) => {
          if (started === 0) started = performance.now();
          const { entrada } = pickEntry(tickets);
          return {
            ...request,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ nonce: randomUUID(), entrada }),
          };
        },
        onResponse: (status, body) => {
          finished = performance.now();
          if (status !== 200) {
            firstError ??= `${status} ${body.slice(0, 300)}`;
            return;
          }
          const verdict = (JSON.parse(body) as { resultado?: CheckInResult }).resultado;
          if (verdict && verdict in answers) answers[verdict]++;
          else unreadable++;
        },
      },
    ],
  });
  const seconds = (finished - started) / 1_000;
  const answered = answers.valido + answers.ja_utilizado + answers.invalido;
  if (answered === 0) {
    throw new ServerBroken(
      `${baseUrl} answered no scan with a verdict (first answer: ${firstError ?? 'none'}); ` +
        'is the build broken? (npm run build -w apps/api)',
    );
  }
  if (firstError) console.error(`  first failed scan: ${firstError}`);
  return {
    scansPerSecond: Math.round(answered / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answers,
    errors: result.errors + result.timeouts + result.non2xx + unreadable,
  };
}

// ---------------------------------------------------------------- what the database says

interface LinkCheck {
  /** 'valido' scans recorded for the link. */
  recorded: number;
  /** Tickets the link moved to used. */
  moved: number;
  /** Tickets with more than one 'valido' scan from this link. */
  twice: number;
}

async function checkLink(query: Query, link: ScannerLink): Promise<LinkCheck> {
  const { rows } = await query(
    `select
       (select count(*)::int from check_in_scans where link_id = $1 and result = 'valido')
         as recorded,
       (select count(*)::int from tickets where check_in_link_id = $1 and status = 'used')
         as moved,
       (select count(*)::int from (select ticket_id from check_in_scans
          where link_id = $1 and result = 'valido' group by ticket_id having count(*) > 1) d)
         as twice`,
    [link.id],
  );
  const row = rows[0]!;
  return { recorded: Number(row.recorded), moved: Number(row.moved), twice: Number(row.twice) };
}

/** The tickets `links` admitted are valid again: the next round starts with 30 % used. */
async function putBack(query: Query, links: ScannerLink[]): Promise<number> {
  const { count } = await query(
    `update tickets set status = 'valid', used_at = null, check_in_scan_id = null,
       check_in_link_id = null
     where check_in_link_id = any($1::uuid[])`,
    [links.map((link) => link.id)],
  );
  await query('vacuum analyze tickets');
  return count;
}

/**
 * Tickets admitted twice over the whole run: more than one 'valido' scan between two put-backs
 * (`epochs`: the links whose scans ran between them), plus 'valido' scans of tickets that were
 * used before the run.
 */
async function admittedTwice(query: Query, seed: Seed, epochs: ScannerLink[][]): Promise<number> {
  let twice = 0;
  for (const epoch of epochs) {
    const { rows } = await query(
      `select count(*)::int as n from (select ticket_id from check_in_scans
         where link_id = any($1::uuid[]) and result = 'valido'
         group by ticket_id having count(*) > 1) d`,
      [epoch.map((link) => link.id)],
    );
    twice += Number(rows[0]!.n);
  }
  const { rows } = await query(
    `select count(*)::int as n from check_in_scans s join tickets t on t.id = s.ticket_id
     where s.event_id = $1 and s.result = 'valido' and t.check_in_link_id = $2`,
    [seed.eventId, seed.before.id],
  );
  return twice + Number(rows[0]!.n);
}

// ---------------------------------------------------------------- offline, in the browser

interface OfflineMeasure {
  measured: true;
  scans: number;
  /** Submit → verdict in the DOM. */
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Submit → the next animation frame after the verdict was in the DOM. */
  nextFrameMedianMs: number;
  nextFrameP95Ms: number;
  byKind: Record<string, { scans: number; medianMs: number }>;
  /** Every scan in the order typed. */
  perScan: { kind: string; resultado: string; ms: number; nextFrameMs: number | null }[];
  cpuThrottle: number;
  ticketsListed: number;
  chromium: string;
}

type OfflineResult = OfflineMeasure | { measured: false; reason: string };

interface OfflineEntry {
  kind: 'code' | 'used code' | 'QR' | 'unknown code';
  entrada: string;
  expected: CheckInResult;
}

/** Unused codes, used codes, signed QR payloads of unused tickets, codes of no ticket. */
function offlineEntries(list: ScannerTicketList, tickets: BenchTicket[]): OfflineEntry[] {
  const qrOf = new Map(tickets.map((ticket) => [ticket.code, ticket.qr]));
  const valid = list.ingressos.filter((ticket) => ticket.status === 'valid');
  const used = list.ingressos.filter((ticket) => ticket.status === 'used');
  const kinds: OfflineEntry['kind'][] = ['code', 'used code', 'QR', 'code', 'unknown code'];
  return Array.from({ length: OFFLINE_SCANS }, (_, index): OfflineEntry => {
    const kind = kinds[index % kinds.length]!;
    // Each unused ticket at most once: a second scan of it would be 'Já utilizado'.
    const fresh = valid[index * 7]!;
    switch (kind) {
      case 'code':
        return { kind, entrada: fresh.codigo, expected: 'valido' };
      case 'QR':
        return { kind, entrada: qrOf.get(fresh.codigo)!, expected: 'valido' };
      case 'used code':
        return { kind, entrada: used[index * 3]!.codigo, expected: 'ja_utilizado' };
      case 'unknown code':
        return { kind, entrada: formatTicketCode(randomBytes(10)), expected: 'invalido' };
    }
  });
}

/** What the page records in `window.__checkin` (TIMING_SCRIPT). */
interface PageTimings {
  scans: { ms: number; frameMs: number | null; resultado: string; text: string }[];
}

/**
 * Run in the page (plain JavaScript: the bench is typed without the DOM): a capturing `submit`
 * listener notes when the code form is sent; a MutationObserver notes when a new verdict node
 * (`[data-resultado]`, one per scan) is in the DOM, and a requestAnimationFrame the next frame.
 */
const TIMING_SCRIPT = `(() => {
  const timings = { scans: [] };
  window.__checkin = timings;
  let submittedAt = 0;
  let shown = null;
  document.addEventListener('submit', () => { submittedAt = performance.now(); }, true);
  new MutationObserver(() => {
    const node = document.querySelector('[data-resultado]');
    if (!node || node === shown || submittedAt === 0) return;
    shown = node;
    const from = submittedAt;
    submittedAt = 0;
    const scan = {
      ms: performance.now() - from,
      frameMs: null,
      resultado: node.getAttribute('data-resultado') || '',
      text: node.textContent || '',
    };
    requestAnimationFrame(() => { scan.frameMs = performance.now() - from; });
    timings.scans.push(scan);
  }).observe(document.body, { childList: true, subtree: true });
})()`;

async function measureOffline(
  baseUrl: string,
  link: ScannerLink,
  tickets: BenchTicket[],
): Promise<OfflineMeasure> {
  const listResponse = await fetch(`${baseUrl}/api/check-in/${link.token}/ingressos`);
  if (!listResponse.ok) throw new Error(`ticket list answered ${listResponse.status}`);
  const list = (await listResponse.json()) as ScannerTicketList;
  const entries = offlineEntries(list, tickets);

  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/check-in/${link.token}`);
    const field = page.getByLabel(CHECK_IN_TEXTS.codeField);
    await field.waitFor({ timeout: 30_000 });
    // Synced: the list of 20,000 read and kept ('Última sincronização: <when>', not 'nunca').
    await page
      .getByText(new RegExp(`${CHECK_IN_TEXTS.lastSync}: (?!nunca)`))
      .first()
      .waitFor({ timeout: 60_000 });

    await page.evaluate(TIMING_SCRIPT);

    await context.setOffline(true);
    await page.getByText(CHECK_IN_TEXTS.offline, { exact: true }).waitFor({ timeout: 10_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

    for (const [index, entry] of entries.entries()) {
      await field.fill(entry.entrada);
      await field.press('Enter');
      await page.waitForFunction(`window.__checkin.scans.length >= ${index + 1}`, null, {
        timeout: 10_000,
      });
      // The door's pace: the next ticket comes after the verdict was seen (and its frame drawn).
      await page.waitForTimeout(150);
    }
    const { scans } = await page.evaluate<PageTimings>('window.__checkin');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    scans.forEach((scan, index) => {
      const entry = entries[index]!;
      const text = CHECK_IN_RESULT_TEXTS[entry.expected];
      if (scan.resultado !== entry.expected || !scan.text.includes(text)) {
        throw new Error(
          `offline scan ${index + 1} (${entry.kind}) showed '${scan.resultado}' ` +
            `(${scan.text.slice(0, 80)}), expected '${text}'`,
        );
      }
    });
    const ms = scans.map((scan) => scan.ms).sort((a, b) => a - b);
    const frames = scans
      .map((scan) => scan.frameMs)
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    const byKind: OfflineMeasure['byKind'] = {};
    for (const kind of new Set(entries.map((entry) => entry.kind))) {
      const own = scans.filter((_, index) => entries[index]!.kind === kind).map((s) => s.ms);
      byKind[kind] = { scans: own.length, medianMs: Number(median(own).toFixed(2)) };
    }
    return {
      measured: true,
      scans: scans.length,
      medianMs: Number(median(ms).toFixed(2)),
      p95Ms: percentile(ms, 95),
      maxMs: Number(ms[ms.length - 1]!.toFixed(2)),
      nextFrameMedianMs: frames.length ? Number(median(frames).toFixed(2)) : 0,
      nextFrameP95Ms: percentile(frames, 95),
      byKind,
      perScan: scans.map((scan, index) => ({
        kind: entries[index]!.kind,
        resultado: scan.resultado,
        ms: Number(scan.ms.toFixed(2)),
        nextFrameMs: scan.frameMs === null ? null : Number(scan.frameMs.toFixed(2)),
      })),
      cpuThrottle: CPU_THROTTLE,
      ticketsListed: list.ingressos.length,
      chromium: browser.version(),
    };
  } finally {
    await browser?.close();
  }
}

// ---------------------------------------------------------------- the run

const servers = new ServerProcesses();

function roundName(index: number): string {
  return index < WARMUP_ROUNDS ? `warm-up ${index + 1}` : `round ${index - WARMUP_ROUNDS + 1}`;
}

function line(measure: RoundMeasure): string {
  const { valido, ja_utilizado, invalido } = measure.answers;
  return (
    `${measure.scansPerSecond} scans/s, p50 ${measure.p50Ms} ms, p99 ${measure.p99Ms} ms; ` +
    `${valido} válido, ${ja_utilizado} já utilizado, ${invalido} inválido, ${measure.errors} errors`
  );
}

async function main(): Promise<void> {
  const serverEntry = ensureServerBuilt();
  const loadBefore = loadAverage();
  const target = await createBenchTarget('checkin', POOL_MAX);
  const interleaved = target.kind === 'postgres';
  const scansPerRound = Number(process.env.BENCH_SCANS ?? (interleaved ? 8_000 : 4_000));
  const perSide = WARMUP_ROUNDS + ROUNDS;
  const serverDataDir =
    target.kind === 'pglite' ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-checkin-data-'));
  const givenWeb = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : null;
  const webDir =
    SKIP_OFFLINE || givenWeb ? givenWeb : mkdtempSync(path.join(os.tmpdir(), 'bench-checkin-web-'));
  let database: Database | null = null;
  try {
    // Built while the data is seeded; awaited before the server starts.
    const webBuild = webDir && !givenWeb ? buildWeb(webDir) : Promise.resolve();
    webBuild.catch(() => undefined);
    database = await openDatabase(target.config, logger);
    await prepareDatabase(database, { demoMode: false, logger });
    const seedStarted = performance.now();
    const seeded = await seed(database);
    const seedSeconds = ((performance.now() - seedStarted) / 1_000).toFixed(1);
    const baselineStatement = interleaved
      ? 'a named prepared statement (planned once per connection), as the server sends it'
      : "PGlite's one client, as the server sends it";

    const baseUrl = `http://127.0.0.1:${PORT}`;
    let child: ChildProcess | undefined;
    const startServer = async () => {
      await webBuild;
      child = await startOurServer(servers, serverEntry, PORT, {
        ...(serverDataDir ? { DATA_DIR: serverDataDir } : {}),
        ...(webDir ? { WEB_DIST_DIR: webDir } : {}),
        ...target.serverEnv,
      });
    };
    const stopServer = async () => {
      if (child) await servers.stop(child);
      child = undefined;
    };

    console.log(
      `check-in on ${target.kind}: ${TICKETS} tickets of one event (${TICKETS * 0.3} used before ` +
        `the run; seeded in ${seedSeconds} s), ${CONNECTIONS} scanner clients, ` +
        `${scansPerRound} scans per round (1 in ${Math.round(1 / QR_SHARE)} a signed QR); ` +
        `pool ${target.kind === 'postgres' ? POOL_MAX : 1}; raw SQL as ${baselineStatement}; ` +
        `${ROUNDS} rounds after ` +
        `${WARMUP_ROUNDS} warm-up per side, ` +
        `${interleaved ? 'interleaved (order alternating every round)' : 'one side after the other'}; ` +
        `load average ${loadBefore.join(' ')} on ${os.cpus().length} CPUs\n`,
    );

    const measures: Record<Side, RoundMeasure[]> = { ours: [], rawSql: [] };
    const checks: Record<Side, LinkCheck[]> = { ours: [], rawSql: [] };
    /** Links whose scans ran between two put-backs. */
    const epochs: ScannerLink[][] = [];
    let offline: OfflineResult = SKIP_OFFLINE
      ? { measured: false, reason: 'BENCH_SKIP_OFFLINE=1' }
      : { measured: false, reason: 'not reached' };
    const runRound = async (side: Side, index: number, query: Query | null) => {
      const link = seeded.links[side][index]!;
      const measure =
        side === 'ours'
          ? await httpRound(baseUrl, link, seeded.tickets, scansPerRound)
          : await rawRound(query!, link, seeded.tickets, scansPerRound);
      measures[side][index] = measure;
      console.log(
        `  ${roundName(index).padEnd(9)}  ${SIDE_NAMES[side].padEnd(7)}  ${line(measure)}`,
      );
    };
    const runOffline = async () => {
      if (SKIP_OFFLINE) return;
      try {
        offline = await measureOffline(baseUrl, seeded.offline, seeded.tickets);
      } catch (error) {
        offline = {
          measured: false,
          reason: error instanceof Error ? error.message : String(error),
        };
      }
    };

    if (interleaved) {
      const query = queryOf(database);
      const scanQuery = queryOf(database, SCAN_STATEMENT.name);
      await startServer();
      for (let index = 0; index < perSide; index++) {
        const order = index % 2 === 0 ? SIDES : [...SIDES].reverse();
        for (const side of order) {
          await runRound(side, index, scanQuery);
          const link = seeded.links[side][index]!;
          checks[side][index] = await checkLink(query, link);
          await putBack(query, [link]);
          epochs.push([link]);
        }
      }
      await runOffline();
      await stopServer();
    } else {
      // PGlite: raw SQL through this process's database, then ours with the data handed over.
      let query = queryOf(database);
      for (let index = 0; index < perSide; index++) await runRound('rawSql', index, query);
      for (let index = 0; index < perSide; index++) {
        checks.rawSql[index] = await checkLink(query, seeded.links.rawSql[index]!);
      }
      await putBack(query, seeded.links.rawSql);
      epochs.push(seeded.links.rawSql);
      await database.close();
      database = null;
      await startServer();
      for (let index = 0; index < perSide; index++) await runRound('ours', index, null);
      await runOffline();
      await stopServer();
      database = await openDatabase(target.config, logger);
      query = queryOf(database);
      for (let index = 0; index < perSide; index++) {
        checks.ours[index] = await checkLink(query, seeded.links.ours[index]!);
      }
      epochs.push(seeded.links.ours);
    }
    const loadAfter = loadAverage();
    const query = queryOf(database);
    const twice = await admittedTwice(query, seeded, epochs);

    // ------------------------------------------------------------ report
    const report = Object.fromEntries(
      SIDES.map((side) => {
        const rounds = measures[side].slice(WARMUP_ROUNDS);
        return [
          side,
          {
            scansPerSecond: median(rounds.map((round) => round.scansPerSecond)),
            p50Ms: median(rounds.map((round) => round.p50Ms)),
            p99Ms: median(rounds.map((round) => round.p99Ms)),
            errors: measures[side].reduce((sum, round) => sum + round.errors, 0),
            rounds,
          },
        ];
      }),
    ) as Record<
      Side,
      {
        scansPerSecond: number;
        p50Ms: number;
        p99Ms: number;
        errors: number;
        rounds: RoundMeasure[];
      }
    >;
    const ratiosPerRound = report.ours.rounds.map((round, index) =>
      ratioOf(round.scansPerSecond, report.rawSql.rounds[index]!.scansPerSecond),
    );
    const ratio = median(ratiosPerRound);

    // Every round, warm-ups included: answers received = scans recorded = tickets moved to used.
    const counts = SIDES.flatMap((side) =>
      measures[side].map((measure, index) => ({
        side,
        round: roundName(index),
        answered: measure.answers.valido,
        ...checks[side][index]!,
      })),
    );
    const disagreeing = counts.filter(
      (count) => count.answered !== count.moved || count.recorded !== count.moved,
    );
    const validoAnswers = counts.reduce((sum, count) => sum + count.answered, 0);
    const movedToUsed = counts.reduce((sum, count) => sum + count.moved, 0);
    const errors = report.ours.errors + report.rawSql.errors;

    console.log(`\nscans/s, p50/p99 ms — ${ROUNDS} measured rounds:`);
    const cell = (m: { scansPerSecond: number; p50Ms: number; p99Ms: number }) =>
      `${String(m.scansPerSecond).padStart(6)} ${m.p50Ms.toFixed(1).padStart(6)} ` +
      `${m.p99Ms.toFixed(1).padStart(7)}`;
    const head = (name: string) => name.padEnd(25);
    console.log(
      `${''.padEnd(9)}${SIDES.map((side) => head(SIDE_NAMES[side])).join('')}ours/raw-SQL`,
    );
    console.log(`${''.padEnd(9)}${SIDES.map(() => head('scans/s    p50     p99')).join('')}`);
    for (let index = 0; index < ROUNDS; index++) {
      const cells = SIDES.map((side) => head(cell(report[side].rounds[index]!)));
      console.log(`${`round ${index + 1}`.padEnd(9)}${cells.join('')}${ratiosPerRound[index]}`);
    }
    console.log(
      `${'median'.padEnd(9)}${SIDES.map((side) => head(cell(report[side]))).join('')}${ratio}`,
    );
    console.log(
      `\n'valido' answers ${validoAnswers}, tickets moved to used ${movedToUsed}` +
        `${disagreeing.length ? ` — DISAGREE in ${disagreeing.map((c) => `${SIDE_NAMES[c.side]} ${c.round}`).join(', ')}` : ' (equal in every round)'}`,
    );
    console.log(`admitted twice: ${twice}`);
    console.log(
      `errors: ${SIDES.map((side) => `${SIDE_NAMES[side]} ${report[side].errors}`).join(', ')}; ` +
        `load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`,
    );
    const offlineResult = offline as OfflineResult;
    if (offlineResult.measured) {
      const kinds = Object.entries(offlineResult.byKind)
        .map(([kind, figures]) => `${kind} ${figures.medianMs}`)
        .join(', ');
      console.log(
        `offline validation (Chromium ${offlineResult.chromium}, CPU ${CPU_THROTTLE}× slower, ` +
          `${offlineResult.ticketsListed} tickets listed): median ${offlineResult.medianMs} ms, ` +
          `p95 ${offlineResult.p95Ms} ms, max ${offlineResult.maxMs} ms over ` +
          `${offlineResult.scans} scans (median by kind: ${kinds}); to the next frame: median ` +
          `${offlineResult.nextFrameMedianMs} ms, p95 ${offlineResult.nextFrameP95Ms} ms`,
      );
    } else {
      console.log(`offline validation: NOT MEASURED — ${offlineResult.reason}`);
    }
    const meets =
      twice === 0 &&
      disagreeing.length === 0 &&
      errors === 0 &&
      report.ours.scansPerSecond >= TARGETS.scansPerSecond &&
      ratio >= TARGETS.ratio &&
      offlineResult.measured &&
      offlineResult.medianMs <= TARGETS.offlineValidationMs;
    console.log(
      `\nscans/s ${report.ours.scansPerSecond} (raw SQL ${report.rawSql.scansPerSecond}), ` +
        `p99 ${report.ours.p99Ms} ms, ours/raw-SQL ${ratio}, admitted twice: ${twice}` +
        `${offlineResult.measured ? `, offline ${offlineResult.medianMs} ms` : ''}  →  ` +
        `${meets ? 'meets' : 'MISSES'} target (≥ ${TARGETS.scansPerSecond} scans/s, ` +
        `ours/raw-SQL ≥ ${TARGETS.ratio}, 0 admitted twice, offline ≤ ${TARGETS.offlineValidationMs} ms` +
        `${target.kind === 'pglite' ? '; the throughput target is set for PostgreSQL' : ''})`,
    );

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results/checkin.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { runs?: Record<string, RunRecord> })
      : {};
    const offlineValidationMs = offlineResult.measured ? offlineResult.medianMs : null;
    const run = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: loadAfter },
      tickets: TICKETS,
      usedBeforeRun: TICKETS * 0.3,
      qrShare: QR_SHARE,
      connections: CONNECTIONS,
      scansPerRound,
      poolMax: target.kind === 'postgres' ? POOL_MAX : 1,
      baselineStatement,
      rounds: ROUNDS,
      warmupRounds: WARMUP_ROUNDS,
      order: interleaved ? 'interleaved' : 'sequential',
      scansPerSecond: report.ours.scansPerSecond,
      p99Ms: report.ours.p99Ms,
      ratio,
      admittedTwice: twice,
      validoAnswers,
      movedToUsed,
      offlineValidationMs,
      offline: offlineResult,
      ratiosPerRound,
      // `baseline` is the raw-SQL one: the server's statement through the driver, no HTTP.
      baseline: report.rawSql,
      ours: report.ours,
      perRoundCounts: counts,
      meetsTarget: meets,
    };
    type RunRecord = typeof run;
    const runName = target.kind;
    const runs: Record<string, RunRecord> = { ...previous.runs, [runName]: run };
    // The headline: PostgreSQL's run (the target is set for it), else PGlite's.
    const headline = runs.postgres ?? runs.pglite!;
    const output = {
      benchmark: 'checkin',
      targets: TARGETS,
      scansPerSecond: headline.scansPerSecond,
      ratio: headline.ratio,
      p99Ms: headline.p99Ms,
      admittedTwice: headline.admittedTwice,
      offlineValidationMs: headline.offlineValidationMs,
      database: headline === runs.postgres ? 'postgres' : 'pglite',
      runs,
    };
    writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log('written: bench/results/checkin.json');
    const failed = twice > 0 || disagreeing.length > 0 || errors > 0;
    if (failed || (!SKIP_OFFLINE && !offlineResult.measured)) process.exitCode = 1;
  } finally {
    servers.stopAll();
    await database?.close();
    await target.drop();
    if (serverDataDir) rmSync(serverDataDir, { recursive: true, force: true });
    if (webDir && !givenWeb) rmSync(webDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ServerBroken ? `\n${error.message}` : error);
  servers.stopAll();
  process.exitCode = 1;
});
