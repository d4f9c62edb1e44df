/**
 * npm run bench:ledger
 *
 * The affiliate ledger (issue 16). 2,000 affiliates (accounts, CPF, PIX key), 12 events two weeks
 * apart (the first 140 days ago, the last two weeks ahead), each affiliate affiliated to 6 of
 * them; 49,000 paid orders of 4 tickets (2 'Inteira', 2 'Meia'; one in five with a 10 % coupon)
 * sold through the affiliates' links in the 45 days before their event, and their ledger: one
 * commission per ticket (the event's percent of what was paid; payable 7 days after the sale or
 * when the event has ended, whichever is later) and a reversal for one commission in 49 — 200,000
 * entries, 100 per affiliate on average. The month before the last ended month is closed and paid
 * (through the payouts service itself), so the portal has paid and pending figures. Seeded with
 * set-based SQL, on the PostgreSQL server named by DATABASE_URL (in a database of its own,
 * dropped afterwards), else on the embedded PGlite.
 *
 * Portal — ours: our built server (apps/api/dist/main.js, rebuilt first when older than its
 * sources) in a process of its own; BENCH_CONNECTIONS clients (default 2, keep-alive: the
 * affiliate's page asks both at once) ask GET /api/afiliados/me (the summary) and
 * GET /api/afiliados/me/vendas (the sales page) in turn, with the session of one affiliate (100
 * commissions and a few reversals), until the round's BENCH_REQUESTS answers are in. The target
 * is what one affiliate waits for, so the load is one affiliate's: 10 at a time saturates the
 * server on 2 CPUs, and p95 then measures the queue (BENCH_CONNECTIONS=10 shows it). Raw-SQL
 * baseline: the same answers from this process through the driver with as many at a time —
 * `pg`'s Pool with the server's pool size (DATABASE_POOL_MAX, default 10), or PGlite's one
 * client — as the very statement the service runs for each page (portal-statements.ts), prepared
 * under the same name on PostgreSQL as the server prepares it: one round trip per answer, the
 * affiliate found by the user's id inside it. What the baseline leaves out is exactly our own
 * cost: HTTP, the session's lookup, fastify, the answer's serialization. Timed per answer from the
 * request (no Accept-Encoding, as autocannon in the other benches) to its last byte (the
 * baseline: to the rows); answers/s from the first request to the last answer; ours/raw-SQL is
 * the median of the per-round ratios of answers/s.
 *
 * Month close — ours: POST /api/organizador/repasses `{ mes }` for the last ended month, as an
 * admin, timed to the batch's last byte (every line with its bank details). Raw SQL: the same
 * statements through the driver — in one transaction the advisory lock, the month's and any later
 * batch looked up, the batch inserted, the service's one CTE statement (candidates, totals, lines
 * and the entries they settle), its total written; committed; then the batch and its lines read
 * back as the service answers them. Both sides commit (a rolled-back baseline would skip the
 * commit's flush that ours pays), and both start from the same state: after every close the bench
 * deletes the batch it made, its lines and entries — the payout tables are append-only, so it
 * does so with triggers off (`session_replication_role = replica`, in the bench's own database) —
 * and vacuums them. Two cases, each measured on both sides:
 * - `nextMonth`: the month after a paid one — the commissions that became payable in that month
 *   (about a quarter of the ledger);
 * - `backlog`: no month was ever closed — every entry payable before the month's end (about three
 *   quarters of the ledger in one batch: the first close, or one after months without payouts).
 * `monthCloseMs` is the slower case's median (ours).
 *
 * On PostgreSQL the sides run interleaved (one round each, the order alternating). PGlite lets one
 * process open its data at a time, so there each side runs in a block (raw SQL, then ours); our
 * server is restarted for every month close (the bench resets the data in between), and before
 * each close it answers the admins' overview (GET /api/organizador/repasses, which runs the
 * close's sums without writing) and a few portal requests, so the close does not find it cold.
 *
 * Checked: ours and the baseline give the same figures (the summary's sums and events, the sales'
 * rows and chart, every close's total, lines and entries — equal in every round); every request
 * answered 200; the ledger still holds its 200,000 entries at the end.
 *
 * Prints per round and as medians: answers/s, p50/p95/p99 latency (and p95 by page) and
 * ours/raw-SQL for the portal; each close's time and raw-SQL/ours; writes
 * bench/results/ledger.json (`portalP95Ms`, `monthCloseMs`, `ratio` of the PostgreSQL run if
 * there is one, else PGlite's; each run under `runs`). Exit code 1 if a figure disagrees or a
 * request failed; a target missed is reported, not an error (as the other benches).
 *
 * Options (environment): DATABASE_URL, DATABASE_POOL_MAX (default 10, the server's default),
 * BENCH_ROUNDS (measured portal rounds per side, default 5, after 1 warm-up), BENCH_REQUESTS
 * (answers per portal round, default 600 on PostgreSQL, 400 on PGlite), BENCH_CONNECTIONS
 * (default 2), BENCH_CLOSE_ROUNDS (measured closes per case per side, default 3 on PostgreSQL, 2
 * on PGlite, after 1 warm-up), BENCH_SERVER_ENTRY (another build of our server),
 * BENCH_SERVER_NODE_ARGS (extra node flags).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MAX_LISTED_SALES,
  SALES_CHART_DAYS,
  type AffiliatePortal,
  type AffiliateSales,
  type PayoutDetail,
} from '@bilheteria/domain/affiliate-contract';
import { zonedInstant } from '@bilheteria/domain/date-input';
import { addCalendarDays, calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { lastEndedPayoutMonth, payoutMonthEnd } from '@bilheteria/domain/payout-month';
import pino from 'pino';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { statementRunner } from '../apps/api/src/db/prepared';
import { createPayoutsService } from '../apps/api/src/modules/affiliates/payouts';
import {
  PORTAL_STATEMENT,
  SALES_STATEMENT,
} from '../apps/api/src/modules/affiliates/portal-statements';
import { createAuthService } from '../apps/api/src/modules/auth/service';
import { SESSION_COOKIE } from '../apps/api/src/modules/auth/session';
import { createTestEvent } from '../apps/api/src/test/catalog-fixtures';
import {
  ensureServerBuilt,
  loadAverage,
  median,
  percentile,
  ratioOf,
  ServerProcesses,
  createBenchTarget,
  sessionHttp,
  startOurServer,
} from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Portal rounds each side runs first, unmeasured (the server's JIT, PostgreSQL's caches). */
const WARMUP_ROUNDS = 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
/** Answers per portal round, and measured closes per case: fewer on PGlite (slower, restarts). */
const defaults = process.env.DATABASE_URL
  ? { requests: 600, closeRounds: 3 }
  : { requests: 400, closeRounds: 2 };
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? defaults.requests);
const CLOSE_ROUNDS = Number(process.env.BENCH_CLOSE_ROUNDS ?? defaults.closeRounds);
const CLOSE_WARMUP_ROUNDS = 1;
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const PORT = 3206;

const AFFILIATES = 2_000;
const EVENTS = 12;
/** Events each affiliate is affiliated to (its orders are for these). */
const EVENTS_PER_AFFILIATE = 6;
const TICKETS_PER_ORDER = 4;
const ORDERS = 49_000;
const COMMISSIONS = ORDERS * TICKETS_PER_ORDER;
/** One commission in REVERSE_EVERY is refunded: 196,000 commissions + 4,000 reversals. */
const REVERSE_EVERY = 49;
const ENTRIES = COMMISSIONS + COMMISSIONS / REVERSE_EVERY;
const INTEIRA_CENTS = 20_000;
const MEIA_CENTS = 10_000;
const COUPON_PERCENT = 10;
/** The affiliate whose portal is measured (0-based; those below 1,000 have 25 orders). */
const MEASURED_AFFILIATE = 777;
const DAY_MS = 86_400_000;
const EMAIL_DOMAIN = 'bench-ledger.com.br';

const TARGETS = { portalP95Ms: 50, monthCloseMs: 5_000, ratio: 0.7 };
const logger = pino({ level: 'silent' });

// ---------------------------------------------------------------- helpers

const code = (index: number) => `BEN${String(index + 1).padStart(5, '0')}`;

type Rows = Record<string, unknown>[];
/** One parameterised statement through the driver itself. */
type Query = (text: string, params?: unknown[]) => Promise<Rows>;

/** pg's pool (a connection per statement, as the server's drizzle), or PGlite's one client. */
function queryOf(database: Database): Query {
  if (database.kind === 'pglite') {
    return async (text, params) =>
      (await database.client.query<Record<string, unknown>>(text, params)).rows;
  }
  return async (text, params) =>
    (await database.pool.query<Record<string, unknown>>({ text, values: params })).rows;
}

/** `work` in one transaction, on one connection (PostgreSQL) or PGlite's own transaction. */
async function inTransaction<T>(
  database: Database,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    return database.client.transaction((tx) =>
      work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
    );
  }
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    const result = await work(
      async (text, params) =>
        (await client.query<Record<string, unknown>>({ text, values: params })).rows,
    );
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Several statements without parameters in one go (the simple query protocol). */
async function execScript(database: Database, script: string): Promise<void> {
  if (database.kind === 'pglite') await database.client.exec(script);
  else await database.pool.query(script);
}

// ---------------------------------------------------------------- the ledger

interface Account {
  userId: string;
  /** The session cookie's value. */
  token: string;
}

interface Seed {
  admin: Account;
  affiliate: Account & { affiliateId: string; code: string; entries: number };
  /** The month an admin closes now (the last ended), and the one before it, closed and paid. */
  month: string;
  priorMonth: string;
  priorPayoutId: string;
}

/** The month before `month`. */
const monthBefore = (month: string) => lastEndedPayoutMonth(zonedInstant(`${month}-01`, '12:00'));

async function signInAs(database: Database, userId: string): Promise<Account> {
  const session = await createAuthService(database.db).createSession(userId, {
    persistent: false,
  });
  return { userId, token: session.token };
}

/**
 * The month before the last ended one, closed and marked paid through the payouts service itself
 * (the rows it writes are the rows the app would have).
 */
async function closePriorMonth(database: Database, seed: Omit<Seed, 'priorPayoutId'>) {
  const now = new Date();
  const payouts = createPayoutsService({ db: database.db, clock: () => now });
  const payout = await payouts.closeMonth(seed.priorMonth, seed.admin.userId);
  await payouts.markPaid(payout.id, `${seed.month}-05`, seed.admin.userId);
  await execScript(database, 'analyze affiliate_payouts, affiliate_payout_lines');
  await execScript(database, 'analyze affiliate_payout_entries');
  return payout.id;
}

async function seed(database: Database): Promise<Seed> {
  const query = queryOf(database);
  const now = new Date();
  // Whole hours, so every event starts on the hour.
  const base = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 140 * DAY_MS);

  const [admin] = await query(
    `insert into users (name, email, role)
     values ('Operador do Benchmark', $1, 'operador') returning id`,
    [`admin@${EMAIL_DOMAIN}`],
  );
  await query(
    `insert into users (name, email, role, affiliate_code, created_at)
     select 'Afiliada ' || lpad(n::text, 5, '0') || ' da Conceição',
       'afiliada' || n || '@${EMAIL_DOMAIN}', 'affiliate', 'BEN' || lpad(n::text, 5, '0'),
       $2::timestamptz
     from generate_series(1, $1::int) n`,
    [AFFILIATES, new Date(base.getTime() - 60 * DAY_MS).toISOString()],
  );
  await query(
    `insert into affiliates (code, user_id, full_name, email, cpf, phone, bank_details,
       created_at, updated_at)
     select u.affiliate_code, u.id, u.name, u.email,
       lpad(((substring(u.affiliate_code from 4)::bigint * 4999963) % 99999999999)::text, 11, '0'),
       '119' || lpad(substring(u.affiliate_code from 4), 8, '0'),
       jsonb_build_object('tipo', 'pix', 'tipo_chave', 'email', 'chave', u.email),
       u.created_at, u.created_at
     from users u where u.affiliate_code like 'BEN%'`,
  );

  const eventIds: string[] = [];
  for (let index = 0; index < EVENTS; index++) {
    const startsAt = new Date(base.getTime() + index * 14 * DAY_MS);
    const { event } = await createTestEvent(database, {
      title: `Congresso de Afiliados ${index + 1}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      commissionBp: index % 4 === 0 ? 1_200 : 1_000,
      tickets: [
        { name: 'Inteira', priceCents: INTEIRA_CENTS, quantity: 100_000, sold: 8_000 },
        { name: 'Meia', priceCents: MEIA_CENTS, quantity: 100_000, sold: 8_000 },
      ],
    });
    eventIds.push(event.id);
  }
  // Affiliate n (0-based) is affiliated to events n, n+1, …, n+5 (mod 12).
  await query(
    `insert into affiliate_events (affiliate_id, event_id, created_at)
     select a.id, ($1::uuid[])[((a.n + j) % $2::int) + 1], $4::timestamptz
     from (select id, substring(code from 4)::int - 1 as n from affiliates
           where code like 'BEN%') a
     cross join generate_series(0, $3::int - 1) j`,
    [eventIds, EVENTS, EVENTS_PER_AFFILIATE, base.toISOString()],
  );
  // Order o: affiliate o % 2,000, for one of its events; sold in the 45 days before the event
  // (and before now); one in five with a coupon.
  await query(
    `insert into orders (idempotency_key, event_id, status, expires_at, subtotal_cents,
       coupon_percent, discount_cents, total_cents, affiliate_code, created_at, updated_at,
       paid_at)
     select 'bench-ledger-' || o, ev.id, 'paid', s.sold_at + interval '15 minutes', $4::int,
       c.percent, c.discount, $4::int - c.discount,
       'BEN' || lpad((o % $2::int + 1)::text, 5, '0'),
       s.sold_at - interval '5 minutes', s.sold_at, s.sold_at
     from generate_series(0, $1::int - 1) o
     join events ev on ev.id = ($3::uuid[])[((o % $2::int + (o / $2::int) % $5::int)
       % array_length($3::uuid[], 1)) + 1]
     cross join lateral (select least(ev.starts_at, now()) - interval '1 hour'
       - ((o * 7919) % 10007) / 10007.0 * interval '45 days' as sold_at) s
     cross join lateral (select case when o % 5 = 0 then $6::int else 0 end as percent,
       case when o % 5 = 0 then $4::int * $6::int / 100 else 0 end as discount) c`,
    [
      ORDERS,
      AFFILIATES,
      eventIds,
      2 * INTEIRA_CENTS + 2 * MEIA_CENTS,
      EVENTS_PER_AFFILIATE,
      COUPON_PERCENT,
    ],
  );
  // One commission per ticket: positions 1–2 'Inteira', 3–4 'Meia', the coupon shared in
  // proportion (ticketShares: exact here), the event's rate (basis points), rounded.
  await query(
    `insert into affiliate_ledger_entries (affiliate_id, kind, order_id, ticket_position,
       event_id, sale_cents, commission_bp, amount_cents, payable_at, sold_at, created_at)
     select a.id, 'commission', o.id, p, o.event_id, s.sale, ev.commission_bp,
       round(s.sale * ev.commission_bp / 10000.0)::int,
       greatest(o.paid_at + interval '7 days', ev.ends_at), o.paid_at,
       o.paid_at + interval '1 minute'
     from orders o
     join affiliates a on a.code = o.affiliate_code
     join events ev on ev.id = o.event_id
     cross join generate_series(1, $1::int) p
     cross join lateral (select (case when p <= 2 then $2::int else $3::int end)
       * (100 - o.coupon_percent) / 100 as sale) s
     where o.idempotency_key like 'bench-ledger-%'`,
    [TICKETS_PER_ORDER, INTEIRA_CENTS, MEIA_CENTS],
  );
  // Refunded before any payout: the reversal is payable when its commission would have been.
  await query(
    `insert into affiliate_ledger_entries (affiliate_id, kind, order_id, ticket_position,
       event_id, sale_cents, commission_bp, amount_cents, payable_at, reverses_entry_id, sold_at,
       created_at)
     select c.affiliate_id, 'reversal', c.order_id, c.ticket_position, c.event_id, c.sale_cents,
       c.commission_bp, -c.amount_cents, c.payable_at, c.id, c.sold_at,
       least(c.sold_at + interval '2 days', now())
     from (select e.*, row_number() over (order by e.order_id, e.ticket_position) as n
           from affiliate_ledger_entries e where e.kind = 'commission') c
     where c.n % $1::int = 0`,
    [REVERSE_EVERY],
  );
  await execScript(database, 'analyze');

  const [measured] = await query(
    `select a.id, a.user_id, a.code,
       (select count(*)::int from affiliate_ledger_entries e where e.affiliate_id = a.id) as n
     from affiliates a where a.code = $1`,
    [code(MEASURED_AFFILIATE)],
  );
  const month = lastEndedPayoutMonth(now);
  const seeded = {
    admin: await signInAs(database, admin!.id as string),
    affiliate: {
      ...(await signInAs(database, measured!.user_id as string)),
      affiliateId: measured!.id as string,
      code: measured!.code as string,
      entries: Number(measured!.n),
    },
    month,
    priorMonth: monthBefore(month),
  };
  return { ...seeded, priorPayoutId: await closePriorMonth(database, seeded) };
}

// ---------------------------------------------------------------- the portal, raw

type Page = 'summary' | 'sales';
const PAGES: readonly Page[] = ['summary', 'sales'];
const PAGE_PATHS: Record<Page, string> = {
  summary: '/api/afiliados/me',
  sales: '/api/afiliados/me/vendas',
};

/** The figures both sides must agree on. */
interface PortalFigures {
  summary: { total: number; paid: number; events: string[] };
  sales: { rows: number; listed: number; commission: number; perDay: number; perDaySales: number };
}

/**
 * One page's answer in raw SQL: the statement the service sends for it
 * (modules/affiliates/portal-statements.ts), prepared under the same name, as the server sends
 * it; what the baseline leaves out is the rest of our request: HTTP, the session, the answer.
 */
async function rawPage(database: Database, userId: string, page: Page): Promise<Rows[0]> {
  const run = statementRunner(database);
  if (page === 'summary') return (await run(PORTAL_STATEMENT, [userId]))[0]!;
  const firstDay = addCalendarDays(calendarDay(new Date()), -(SALES_CHART_DAYS - 1));
  const [row] = await run(SALES_STATEMENT, [
    userId,
    MAX_LISTED_SALES,
    firstDay,
    SALES_CHART_DAYS,
    DISPLAY_TIME_ZONE,
  ]);
  return row!;
}

type Listed = { comissao_cents: number }[];
type PerDay = { vendas: number; comissao_cents: number }[];

async function rawFigures(database: Database, userId: string): Promise<PortalFigures> {
  const summary = await rawPage(database, userId, 'summary');
  const sales = await rawPage(database, userId, 'sales');
  const listed = sales.sales as Listed;
  const perDay = sales.per_day as PerDay;
  return {
    summary: {
      total: Number(summary.total_cents),
      paid: Number(summary.paid_cents),
      events: (summary.events as { id: string }[]).map((row) => row.id),
    },
    sales: {
      rows: Number(sales.total),
      listed: listed.length,
      commission: listed.reduce((sum, row) => sum + row.comissao_cents, 0),
      perDay: perDay.reduce((sum, row) => sum + row.comissao_cents, 0),
      perDaySales: perDay.reduce((sum, row) => sum + row.vendas, 0),
    },
  };
}

// ---------------------------------------------------------------- ours, over HTTP

const { send, close: closeConnections } = sessionHttp(SESSION_COOKIE, CONNECTIONS);

async function oursFigures(baseUrl: string, token: string): Promise<PortalFigures> {
  const read = async <T>(page: Page) => {
    const answer = await send(baseUrl, 'GET', PAGE_PATHS[page], token);
    if (answer.status !== 200) {
      throw new ServerBroken(`${PAGE_PATHS[page]} answered ${answer.status}: ${answer.body}`);
    }
    return JSON.parse(answer.body) as T;
  };
  const summary = await read<AffiliatePortal>('summary');
  const sales = await read<AffiliateSales>('sales');
  return {
    summary: {
      total: summary.total_cents,
      paid: summary.pago_cents,
      events: summary.eventos.map((event) => event.id),
    },
    sales: {
      rows: sales.total_vendas,
      listed: sales.vendas.length,
      commission: sales.vendas.reduce((sum, sale) => sum + sale.comissao_cents, 0),
      perDay: sales.por_dia.reduce((sum, day) => sum + day.comissao_cents, 0),
      perDaySales: sales.por_dia.reduce((sum, day) => sum + day.vendas, 0),
    },
  };
}

/** Thrown when the server answered nothing useful: measuring it further says nothing. */
class ServerBroken extends Error {}

// ---------------------------------------------------------------- one portal round

interface PortalMeasure {
  answersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  p95ByPage: Record<Page, number>;
  errors: number;
}

/**
 * REQUESTS answers, CONNECTIONS at a time, the pages in turn (even answers the summary, odd ones
 * the sales page); `answer` resolves false for a failed one.
 */
async function portalRound(answer: (page: Page) => Promise<boolean>): Promise<PortalMeasure> {
  const latencies: Record<Page, number[]> = { summary: [], sales: [] };
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let index = next++; index < REQUESTS; index = next++) {
        const page = PAGES[index % 2]!;
        const t0 = performance.now();
        const ok = await answer(page);
        latencies[page].push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const all = sorted([...latencies.summary, ...latencies.sales]);
  return {
    answersPerSecond: Math.round((REQUESTS - errors) / seconds),
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    p99Ms: percentile(all, 99),
    p95ByPage: {
      summary: percentile(sorted(latencies.summary), 95),
      sales: percentile(sorted(latencies.sales), 95),
    },
    errors,
  };
}

const rawAnswer = (database: Database, userId: string) => async (page: Page) => {
  await rawPage(database, userId, page);
  return true;
};

const oursAnswer = (baseUrl: string, token: string) => {
  let firstError: string | undefined;
  return async (page: Page) => {
    const answer = await send(baseUrl, 'GET', PAGE_PATHS[page], token);
    if (answer.status === 200) return true;
    if (!firstError) {
      firstError = `${answer.status} ${answer.body.slice(0, 300)}`;
      console.error(`  first failed answer: ${firstError}`);
    }
    return false;
  };
};

// ---------------------------------------------------------------- the month close

/** The service's statements (modules/affiliates/payouts.ts), as drizzle sends them. */
const CLOSE_SQL = {
  lock: 'select pg_advisory_xact_lock($1)',
  existing: 'select "id" from "affiliate_payouts" where "affiliate_payouts"."month" = $1',
  later: 'select "id" from "affiliate_payouts" where "affiliate_payouts"."month" > $1 limit $2',
  insert:
    'insert into "affiliate_payouts" ("id", "month", "total_cents", "closed_at", "closed_by", ' +
    '"paid_on", "paid_at", "paid_by") values (default, $1, $2, $3, $4, default, default, default) ' +
    'returning "id"',
  close: `
          with candidates as (
      select e.id, e.affiliate_id, e.amount_cents
      from affiliate_ledger_entries e
      where e.payable_at < $1::timestamptz
        and not exists (select 1 from affiliate_payout_entries pe where pe.entry_id = e.id)
    ),
    totals as (
      select affiliate_id, sum(amount_cents)::int as total, count(*)::int as entries
      from candidates group by affiliate_id having sum(amount_cents) > 0
    ),
          lines as (
            insert into affiliate_payout_lines
              (payout_id, affiliate_id, amount_cents, entries, full_name, cpf, bank_details)
            select $2::uuid, t.affiliate_id, t.total, t.entries, a.full_name, a.cpf,
              a.bank_details
            from totals t join affiliates a on a.id = t.affiliate_id
            where a.cpf is not null and a.bank_details is not null and a.full_name is not null
            returning affiliate_id, amount_cents
          ),
          settled as (
            insert into affiliate_payout_entries (entry_id, payout_id)
            select c.id, $3::uuid from candidates c join lines l using (affiliate_id)
            returning entry_id
          )
          select coalesce((select sum(amount_cents) from lines), 0)::int as total_cents,
            (select count(*) from settled)::int as entries`,
  total: 'update "affiliate_payouts" set "total_cents" = $1 where "affiliate_payouts"."id" = $2',
  summary:
    'select "id", "month", "total_cents", "closed_at", "paid_on", ' +
    '(select count(*)::int from "affiliate_payout_lines"\n' +
    '          where "payout_id" = "affiliate_payouts"."id") from "affiliate_payouts" ' +
    'where "affiliate_payouts"."id" = $1 order by "affiliate_payouts"."month" desc',
  lines:
    'select "affiliate_payout_lines"."affiliate_id", "affiliates"."code", ' +
    '"affiliate_payout_lines"."full_name", "affiliate_payout_lines"."cpf", ' +
    '"affiliate_payout_lines"."bank_details", "affiliate_payout_lines"."amount_cents", ' +
    '"affiliate_payout_lines"."entries" from "affiliate_payout_lines" ' +
    'inner join "affiliates" on "affiliates"."id" = "affiliate_payout_lines"."affiliate_id" ' +
    'where "affiliate_payout_lines"."payout_id" = $1 ' +
    'order by "affiliate_payout_lines"."full_name" asc, "affiliates"."code" asc',
} as const;
const PAYOUT_LOCK_KEY = 7_310_442_216;

/** What a close paid: equal on both sides and in every round of a case. */
interface ClosedBatch {
  payoutId: string;
  totalCents: number;
  lines: number;
  entries: number;
}

interface CloseMeasure extends ClosedBatch {
  ms: number;
}

async function rawClose(database: Database, month: string, adminId: string) {
  const started = performance.now();
  const { payoutId, entries } = await inTransaction(database, async (query) => {
    await query(CLOSE_SQL.lock, [PAYOUT_LOCK_KEY]);
    const existing = await query(CLOSE_SQL.existing, [month]);
    const later = await query(CLOSE_SQL.later, [month, 1]);
    if (existing.length > 0 || later.length > 0) throw new Error(`${month} is already closed`);
    const [payout] = await query(CLOSE_SQL.insert, [month, 0, new Date().toISOString(), adminId]);
    const id = payout!.id as string;
    const [totals] = await query(CLOSE_SQL.close, [payoutMonthEnd(month).toISOString(), id, id]);
    await query(CLOSE_SQL.total, [totals!.total_cents, id]);
    return { payoutId: id, entries: Number(totals!.entries) };
  });
  const query = queryOf(database);
  const [summary] = await query(CLOSE_SQL.summary, [payoutId]);
  const lines = await query(CLOSE_SQL.lines, [payoutId]);
  const ms = performance.now() - started;
  return { payoutId, totalCents: Number(summary!.total_cents), lines: lines.length, entries, ms };
}

async function oursClose(baseUrl: string, month: string, adminToken: string) {
  const started = performance.now();
  const answer = await send(baseUrl, 'POST', '/api/organizador/repasses', adminToken, {
    mes: month,
  });
  const ms = performance.now() - started;
  if (answer.status !== 200) {
    throw new ServerBroken(`closing ${month} answered ${answer.status}: ${answer.body}`);
  }
  const batch = JSON.parse(answer.body) as PayoutDetail;
  return {
    payoutId: batch.id,
    totalCents: batch.total_cents,
    lines: batch.linhas.length,
    entries: batch.linhas.reduce((sum, line) => sum + line.lancamentos, 0),
    ms,
  };
}

/**
 * Deletes a batch, its lines and the entries it settled — with triggers off, in the bench's own
 * database: the payout tables are append-only for the app — and vacuums the payout tables, so
 * the next close starts from the same state.
 */
async function deleteBatch(database: Database, payoutId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(payoutId)) throw new Error(`not a batch id: ${payoutId}`);
  await execScript(
    database,
    `begin;
     set local session_replication_role = replica;
     delete from affiliate_payout_entries where payout_id = '${payoutId}';
     delete from affiliate_payout_lines where payout_id = '${payoutId}';
     delete from affiliate_payouts where id = '${payoutId}';
     commit;`,
  );
  await execScript(database, 'vacuum analyze affiliate_payout_entries');
  await execScript(database, 'vacuum analyze affiliate_payout_lines, affiliate_payouts');
}

// ---------------------------------------------------------------- the run

type Side = 'ours' | 'rawSql';
const SIDES: readonly Side[] = ['ours', 'rawSql'];
const SIDE_NAMES: Record<Side, string> = { ours: 'ours', rawSql: 'raw SQL' };

type CloseCase = 'nextMonth' | 'backlog';
const CLOSE_CASES: readonly CloseCase[] = ['nextMonth', 'backlog'];
const CASE_NAMES: Record<CloseCase, string> = {
  nextMonth: 'the month after a paid one',
  backlog: 'no month closed before',
};

const servers = new ServerProcesses();

const roundName = (index: number, warmups: number) =>
  index < warmups ? `warm-up ${index + 1}` : `round ${index - warmups + 1}`;

const portalLine = (m: PortalMeasure) =>
  `${m.answersPerSecond} answers/s, p50 ${m.p50Ms} ms, p95 ${m.p95Ms} ms ` +
  `(summary ${m.p95ByPage.summary}, sales ${m.p95ByPage.sales}), p99 ${m.p99Ms} ms, ` +
  `${m.errors} errors`;

const closeLine = (m: CloseMeasure) =>
  `${Math.round(m.ms)} ms: ${m.lines} affiliates, ${m.entries} entries, ` +
  `R$ ${(m.totalCents / 100).toFixed(2)}`;

const sameBatch = (a: ClosedBatch, b: ClosedBatch) =>
  a.totalCents === b.totalCents && a.lines === b.lines && a.entries === b.entries;

async function main(): Promise<void> {
  const serverEntry = ensureServerBuilt();
  const loadBefore = loadAverage();
  const target = await createBenchTarget('ledger', POOL_MAX);
  const interleaved = target.kind === 'postgres';
  const serverDataDir =
    target.kind === 'pglite' ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-data-'));
  let database: Database | null = null;
  const problems: string[] = [];
  try {
    database = await openDatabase(target.config, logger);
    await prepareDatabase(database, { demoMode: false, logger });
    const seedStarted = performance.now();
    const seeded = await seed(database);
    const seedSeconds = Number(((performance.now() - seedStarted) / 1_000).toFixed(1));
    let priorPayoutId = seeded.priorPayoutId;
    const [counts] = await queryOf(database)(
      `select count(*)::int as entries,
         (select count(*)::int from affiliate_payout_entries) as paid,
         (select count(*)::int from affiliates) as affiliates
       from affiliate_ledger_entries`,
    );
    const poolSize = target.kind === 'postgres' ? POOL_MAX : 1;

    const baseUrl = `http://127.0.0.1:${PORT}`;
    let child: ChildProcess | undefined;
    const startServer = async () => {
      child = await startOurServer(servers, serverEntry, PORT, {
        ...(serverDataDir ? { DATA_DIR: serverDataDir } : {}),
        ...target.serverEnv,
      });
    };
    const stopServer = async () => {
      if (child) await servers.stop(child);
      child = undefined;
    };

    console.log(
      `ledger on ${target.kind}: ${Number(counts!.entries)} entries (${COMMISSIONS} commissions, ` +
        `${ENTRIES - COMMISSIONS} reversals) over ${Number(counts!.affiliates)} affiliates, ` +
        `${Number(counts!.paid)} of them in ${seeded.priorMonth}'s paid batch; seeded in ${seedSeconds} s. ` +
        `Portal of ${seeded.affiliate.code} (${seeded.affiliate.entries} entries): ` +
        `${REQUESTS} answers per round, ${CONNECTIONS} at a time, summary and sales in turn; ` +
        `month close: ${seeded.month}. Pool ${poolSize}; ${ROUNDS} portal rounds after ` +
        `${WARMUP_ROUNDS} warm-up and ${CLOSE_ROUNDS} closes per case after ` +
        `${CLOSE_WARMUP_ROUNDS} warm-up, per side, ` +
        `${interleaved ? 'interleaved (order alternating every round)' : 'one side after the other'}; ` +
        `load average ${loadBefore.join(' ')} on ${os.cpus().length} CPUs\n`,
    );

    const portal: Record<Side, PortalMeasure[]> = { ours: [], rawSql: [] };
    const closes: Record<CloseCase, Record<Side, CloseMeasure[]>> = {
      nextMonth: { ours: [], rawSql: [] },
      backlog: { ours: [], rawSql: [] },
    };
    const figures: Partial<Record<Side, PortalFigures>> = {};
    const portalRounds = WARMUP_ROUNDS + ROUNDS;
    const closeRounds = CLOSE_WARMUP_ROUNDS + CLOSE_ROUNDS;
    const { affiliate, admin, month } = seeded;

    const runPortal = async (side: Side, index: number) => {
      const answer =
        side === 'ours'
          ? oursAnswer(baseUrl, affiliate.token)
          : rawAnswer(database!, affiliate.userId);
      const measure = await portalRound(answer);
      portal[side][index] = measure;
      console.log(
        `  portal ${roundName(index, WARMUP_ROUNDS).padEnd(9)}  ${SIDE_NAMES[side].padEnd(7)}  ` +
          portalLine(measure),
      );
    };
    const logClose = (closeCase: CloseCase, side: Side, index: number, m: CloseMeasure) => {
      closes[closeCase][side][index] = m;
      console.log(
        `  close ${closeCase.padEnd(9)} ${roundName(index, CLOSE_WARMUP_ROUNDS).padEnd(9)}  ` +
          `${SIDE_NAMES[side].padEnd(7)}  ${closeLine(m)}`,
      );
    };
    /** The state a case starts from: the prior month's paid batch, or no batch at all. */
    const enterCase = async (closeCase: CloseCase) => {
      if (closeCase === 'backlog') await deleteBatch(database!, priorPayoutId);
    };
    const leaveCase = async (closeCase: CloseCase) => {
      if (closeCase === 'backlog') priorPayoutId = await closePriorMonth(database!, seeded);
    };

    if (interleaved) {
      await startServer();
      figures.rawSql = await rawFigures(database, affiliate.userId);
      figures.ours = await oursFigures(baseUrl, affiliate.token);
      for (let index = 0; index < portalRounds; index++) {
        for (const side of index % 2 === 0 ? SIDES : [...SIDES].reverse()) {
          await runPortal(side, index);
        }
      }
      for (const closeCase of CLOSE_CASES) {
        await enterCase(closeCase);
        for (let index = 0; index < closeRounds; index++) {
          for (const side of index % 2 === 0 ? SIDES : [...SIDES].reverse()) {
            const measure =
              side === 'ours'
                ? await oursClose(baseUrl, month, admin.token)
                : await rawClose(database, month, admin.userId);
            logClose(closeCase, side, index, measure);
            await deleteBatch(database, measure.payoutId);
          }
        }
        await leaveCase(closeCase);
      }
      await stopServer();
    } else {
      // PGlite: raw SQL through this process's database, then ours with the data handed over.
      figures.rawSql = await rawFigures(database, affiliate.userId);
      for (let index = 0; index < portalRounds; index++) await runPortal('rawSql', index);
      for (const closeCase of CLOSE_CASES) {
        await enterCase(closeCase);
        for (let index = 0; index < closeRounds; index++) {
          const measure = await rawClose(database, month, admin.userId);
          logClose(closeCase, 'rawSql', index, measure);
          await deleteBatch(database, measure.payoutId);
        }
        await leaveCase(closeCase);
      }
      await database.close();
      database = null;
      await startServer();
      figures.ours = await oursFigures(baseUrl, affiliate.token);
      for (let index = 0; index < portalRounds; index++) await runPortal('ours', index);
      for (const closeCase of CLOSE_CASES) {
        for (let index = 0; index < closeRounds; index++) {
          if (index > 0 || closeCase !== CLOSE_CASES[0]) {
            // The previous close is undone in the bench's process: the server is not running.
            database = await openDatabase(target.config, logger);
            const previous =
              index > 0
                ? closes[closeCase].ours[index - 1]!
                : closes[CLOSE_CASES[0]!].ours[closeRounds - 1]!;
            await deleteBatch(database, previous.payoutId);
            if (index === 0) await enterCase(closeCase);
            await database.close();
            database = null;
            await startServer();
          }
          // Not cold: the close's sums (the admins' overview) and a few portal answers first.
          await send(baseUrl, 'GET', '/api/organizador/repasses', admin.token);
          for (const page of [...PAGES, ...PAGES]) {
            await send(baseUrl, 'GET', PAGE_PATHS[page], affiliate.token);
          }
          logClose(closeCase, 'ours', index, await oursClose(baseUrl, month, admin.token));
          await stopServer();
        }
      }
      database = await openDatabase(target.config, logger);
      const last = closes[CLOSE_CASES[CLOSE_CASES.length - 1]!].ours[closeRounds - 1]!;
      await deleteBatch(database, last.payoutId);
    }
    const loadAfter = loadAverage();
    const [after] = await queryOf(database)(
      'select count(*)::int as entries from affiliate_ledger_entries',
    );

    // ------------------------------------------------------------ checks
    if (JSON.stringify(figures.ours) !== JSON.stringify(figures.rawSql)) {
      problems.push(
        `the portal's figures differ: ours ${JSON.stringify(figures.ours)}, ` +
          `raw SQL ${JSON.stringify(figures.rawSql)}`,
      );
    }
    if (Number(after!.entries) !== ENTRIES) {
      problems.push(
        `the ledger holds ${Number(after!.entries)} entries at the end, not ${ENTRIES}`,
      );
    }
    for (const closeCase of CLOSE_CASES) {
      const all = SIDES.flatMap((side) => closes[closeCase][side]);
      if (!all.every((batch) => sameBatch(batch, all[0]!)) || all[0]!.entries === 0) {
        problems.push(
          `${closeCase}: the closes paid different batches: ` +
            all.map((batch) => `${batch.lines}/${batch.entries}/${batch.totalCents}`).join(', '),
        );
      }
    }
    const errors = SIDES.reduce(
      (sum, side) => sum + portal[side].reduce((total, round) => total + round.errors, 0),
      0,
    );
    if (errors > 0) problems.push(`${errors} portal answers failed`);

    // ------------------------------------------------------------ report
    const portalReport = Object.fromEntries(
      SIDES.map((side) => {
        const rounds = portal[side].slice(WARMUP_ROUNDS);
        return [
          side,
          {
            answersPerSecond: median(rounds.map((round) => round.answersPerSecond)),
            p50Ms: median(rounds.map((round) => round.p50Ms)),
            p95Ms: median(rounds.map((round) => round.p95Ms)),
            p99Ms: median(rounds.map((round) => round.p99Ms)),
            p95ByPage: {
              summary: median(rounds.map((round) => round.p95ByPage.summary)),
              sales: median(rounds.map((round) => round.p95ByPage.sales)),
            },
            errors: portal[side].reduce((sum, round) => sum + round.errors, 0),
            rounds,
          },
        ];
      }),
    ) as Record<Side, Omit<PortalMeasure, 'errors'> & { errors: number; rounds: PortalMeasure[] }>;
    const ratiosPerRound = portalReport.ours.rounds.map((round, index) =>
      ratioOf(round.answersPerSecond, portalReport.rawSql.rounds[index]!.answersPerSecond),
    );
    const ratio = median(ratiosPerRound);

    const closeReport = Object.fromEntries(
      CLOSE_CASES.map((closeCase) => {
        const sides = Object.fromEntries(
          SIDES.map((side) => {
            const rounds = closes[closeCase][side].slice(CLOSE_WARMUP_ROUNDS);
            return [
              side,
              {
                medianMs: Math.round(median(rounds.map((round) => round.ms))),
                roundsMs: rounds.map((round) => Math.round(round.ms)),
                warmupMs: closes[closeCase][side]
                  .slice(0, CLOSE_WARMUP_ROUNDS)
                  .map((round) => Math.round(round.ms)),
              },
            ];
          }),
        ) as Record<Side, { medianMs: number; roundsMs: number[]; warmupMs: number[] }>;
        const batch = closes[closeCase].ours[0]!;
        return [
          closeCase,
          {
            description: CASE_NAMES[closeCase],
            affiliates: batch.lines,
            entries: batch.entries,
            totalCents: batch.totalCents,
            ours: sides.ours,
            baseline: sides.rawSql,
            // raw SQL's time over ours: 1 is as fast as the bare statements.
            ratio: ratioOf(sides.rawSql.medianMs, sides.ours.medianMs),
          },
        ];
      }),
    ) as Record<
      CloseCase,
      {
        description: string;
        affiliates: number;
        entries: number;
        totalCents: number;
        ours: { medianMs: number; roundsMs: number[]; warmupMs: number[] };
        baseline: { medianMs: number; roundsMs: number[]; warmupMs: number[] };
        ratio: number;
      }
    >;
    const monthCloseMs = Math.max(...CLOSE_CASES.map((c) => closeReport[c].ours.medianMs));
    const portalP95Ms = portalReport.ours.p95Ms;

    console.log(`\nportal answers/s, p50/p95/p99 ms — ${ROUNDS} measured rounds:`);
    const cell = (m: { answersPerSecond: number; p50Ms: number; p95Ms: number; p99Ms: number }) =>
      `${String(m.answersPerSecond).padStart(6)} ${m.p50Ms.toFixed(1).padStart(6)} ` +
      `${m.p95Ms.toFixed(1).padStart(6)} ${m.p99Ms.toFixed(1).padStart(6)}`;
    const head = (name: string) => name.padEnd(31);
    console.log(
      `${''.padEnd(9)}${SIDES.map((side) => head(SIDE_NAMES[side])).join('')}ours/raw-SQL`,
    );
    console.log(`${''.padEnd(9)}${SIDES.map(() => head(' ans/s    p50    p95    p99')).join('')}`);
    for (let index = 0; index < ROUNDS; index++) {
      const cells = SIDES.map((side) => head(cell(portalReport[side].rounds[index]!)));
      console.log(`${`round ${index + 1}`.padEnd(9)}${cells.join('')}${ratiosPerRound[index]}`);
    }
    console.log(
      `${'median'.padEnd(9)}${SIDES.map((side) => head(cell(portalReport[side]))).join('')}${ratio}`,
    );
    console.log(
      `p95 by page (median): ${SIDES.map(
        (side) =>
          `${SIDE_NAMES[side]} summary ${portalReport[side].p95ByPage.summary} ms, ` +
          `sales ${portalReport[side].p95ByPage.sales} ms`,
      ).join('; ')}`,
    );
    console.log(`\nmonth close ${month}, ms — ${CLOSE_ROUNDS} measured closes per side:`);
    for (const closeCase of CLOSE_CASES) {
      const report = closeReport[closeCase];
      console.log(
        `  ${closeCase.padEnd(9)} (${report.description}: ${report.affiliates} affiliates, ` +
          `${report.entries} entries): ours ${report.ours.medianMs} ` +
          `[${report.ours.roundsMs.join(', ')}], raw SQL ${report.baseline.medianMs} ` +
          `[${report.baseline.roundsMs.join(', ')}], raw-SQL/ours ${report.ratio}`,
      );
    }
    console.log(
      `\nfigures: ${JSON.stringify(figures.ours)}` +
        `${problems.length ? '' : ' — the same from ours and from raw SQL; every close of a case paid the same batch'}`,
    );
    for (const problem of problems) console.log(`PROBLEM: ${problem}`);
    console.log(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
    const meets =
      problems.length === 0 &&
      portalP95Ms <= TARGETS.portalP95Ms &&
      monthCloseMs <= TARGETS.monthCloseMs &&
      ratio >= TARGETS.ratio;
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSES');
    console.log(
      `\nportal p95 ${portalP95Ms} ms (${mark(portalP95Ms <= TARGETS.portalP95Ms)}, ≤ ` +
        `${TARGETS.portalP95Ms}), month close ${monthCloseMs} ms (${mark(monthCloseMs <= TARGETS.monthCloseMs)}, ≤ ` +
        `${TARGETS.monthCloseMs}), ours/raw-SQL ${ratio} (${mark(ratio >= TARGETS.ratio)}, ≥ ` +
        `${TARGETS.ratio})  →  ${meets ? 'meets' : 'MISSES'} target` +
        `${target.kind === 'pglite' ? ' (the targets are set for PostgreSQL)' : ''}`,
    );

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results/ledger.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { runs?: Record<string, RunRecord> })
      : {};
    const run = {
      date: new Date().toISOString(),
      server: path.relative(root, serverEntry),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: loadAfter },
      seedSeconds,
      entries: ENTRIES,
      commissions: COMMISSIONS,
      reversals: ENTRIES - COMMISSIONS,
      affiliates: AFFILIATES,
      measuredAffiliateEntries: affiliate.entries,
      month,
      priorPaidMonth: seeded.priorMonth,
      connections: CONNECTIONS,
      requestsPerRound: REQUESTS,
      poolMax: poolSize,
      rounds: ROUNDS,
      warmupRounds: WARMUP_ROUNDS,
      closeRounds: CLOSE_ROUNDS,
      closeWarmupRounds: CLOSE_WARMUP_ROUNDS,
      order: interleaved ? 'interleaved' : 'sequential',
      portalP95Ms,
      monthCloseMs,
      ratio,
      ratiosPerRound,
      // `baseline` is the raw-SQL one: the service's statements through the driver, no HTTP.
      portal: { ours: portalReport.ours, baseline: portalReport.rawSql },
      monthClose: closeReport,
      figures: figures.ours,
      problems,
      meetsTarget: meets,
    };
    type RunRecord = typeof run;
    const runs: Record<string, RunRecord> = { ...previous.runs, [target.kind]: run };
    // The headline: PostgreSQL's run (the targets are set for it), else PGlite's.
    const headline = runs.postgres ?? runs.pglite!;
    const output = {
      benchmark: 'ledger',
      targets: TARGETS,
      portalP95Ms: headline.portalP95Ms,
      monthCloseMs: headline.monthCloseMs,
      ratio: headline.ratio,
      database: headline === runs.postgres ? 'postgres' : 'pglite',
      runs,
    };
    writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log('written: bench/results/ledger.json');
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    servers.stopAll();
    closeConnections();
    await database?.close();
    await target.drop();
    if (serverDataDir) rmSync(serverDataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ServerBroken ? `\n${error.message}` : error);
  servers.stopAll();
  process.exitCode = 1;
});
