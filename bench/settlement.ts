/**
 * npm run bench:settlement
 *
 * The organizers' settlement (issue 29) at 1,000 organizations and 1 M ledger entries. Each
 * organization (approved, a PIX key as payout details — one in fifty without any, so its balance
 * waits —, the platform's fee on its own terms: 5 to 15 %, a fixed part on two in three, absorbed
 * by the even ones, paid by the buyer on the odd ones) has its Dono (an account and its
 * organization_members row) and 4 events: three that ended after the month M the orders were
 * paid in (the first's entries already paid out, in a paid payout per organization; the other
 * two's payable now) and one that ends a month from now (its entries 'A receber'). M is the last
 * month that ended at least 20 days ago, so that all of it is settled whatever today is. Orders
 * (paid in M, 2 tickets each, one in eight with a 10 % coupon, one in four through one of 200
 * affiliates' codes, one in three by card in 3 instalments with interest, the rest by PIX) each
 * have their order item, their paying attempt (amount = total + interest) and, one in twenty,
 * a refund of their second ticket (its part of the tickets' money, of the buyer's fee when it
 * goes back and of the interest: a buyer's refund gives the fee back, an organizer's after the
 * regret window does not). The ledgers follow the app's rules (domain settlement.ts): per ticket
 * a 'venda', a 'taxa' when the fee is absorbed and a 'comissao' for the affiliate's commission
 * (whose affiliate_ledger_entries row is there too); a refund writes an 'estorno' for each
 * (the 'taxa' only when the fee went back) and the affiliate's reversal. About 3.6 entries per
 * order: BENCH_ENTRIES (default 1,000,000) sets the number of orders. Seeded with set-based SQL
 * (INSERT … SELECT over generate_series, never row by row), on the PostgreSQL server named by
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a database of its own,
 * dropped afterwards.
 *
 * Ours: our built server (apps/api/dist/main.js, rebuilt first when older than its sources) in a
 * process of its own, with sessions inserted as the app makes them (the Dono's, working in their
 * organization; the platform operator's). Raw SQL: the very statements the service sends for
 * each answer — captured once through drizzle's query logger from an in-process call of the
 * settlement service (apps/api/src/modules/settlement), text and parameters — replayed through
 * `pg` (a pool of the server's size, one statement at a time as the service awaits them; the
 * service's clock replaced by the time of the replay), interleaved with ours (the order
 * alternating every round). What the baseline leaves out is exactly our own cost: HTTP, the
 * session, fastify, the answer's validation and serialization.
 * - statement: GET /api/organizacoes/<id>/extrato (summary, events, payouts and the first page of
 *   entries) of one organization (about 1,000 entries), BENCH_CONNECTIONS at a time (default 2:
 *   one organization's people), BENCH_REQUESTS answers per round (default 400), BENCH_ROUNDS
 *   measured rounds (default 5) after 1 warm-up; p95 ours, and ours/raw as bench/ledger.ts: the
 *   median of the per-round ratios of answers/s;
 * - close: POST /api/operador/repasses {} as the operator (every payable balance: one payout per
 *   organization with payout details, about half the ledger), timed to the answer's last byte;
 *   raw: the captured transaction (the advisory lock and the one CTE statement) and the payouts
 *   read back. Both commit and start from the same state: after every close the bench deletes
 *   the payouts it made and their entries — the ledger's tables are append-only, so with
 *   triggers off (`session_replication_role = replica`, in the bench's own database) — and
 *   vacuums them. BENCH_CLOSE_ROUNDS measured (default 3) after 1 warm-up, per side;
 * - reconciliation: GET /api/operador/conciliacao?mes=M (every order of the ledger is in M);
 *   BENCH_RECONCILE_ROUNDS measured (default 5) after 1 warm-up, per side.
 * For the close and the reconciliation ours/raw is raw SQL's median time over ours (1: as fast
 * as the bare statements), which is the answers/s ratio of one answer at a time.
 *
 * Checked: the statement's summary is the raw SUM of the organization's entries by situation
 * (and its events add up to them, its entry count is the organization's); the reconciliation
 * balances (diferenca_centavos = 0 in total and for every event, no divergent order), counts M's
 * orders and what their payments received; every close pays what a plain SUM says is payable
 * (payouts, entries, total), the same in every round on both sides; ours and raw give the same
 * figures; every answer 200; the ledger holds as many entries at the end as after seeding.
 *
 * Prints per round and as medians, ours/raw per answer and ok / MISSED per target (statement
 * p95 ≤ 50 ms and ours/raw ≥ 0.7, close ≤ 5 s, reconciliation ≤ 2 s); writes
 * bench/results/settlement.json. Exit code 1 if a figure disagrees or an answer failed; a missed
 * target is reported, not an error (as the other benches).
 *
 * Options (environment): DATABASE_URL, DATABASE_POOL_MAX (default 10, the server's default),
 * BENCH_ENTRIES, BENCH_ORGANIZATIONS (default 1,000), BENCH_REQUESTS, BENCH_CONNECTIONS,
 * BENCH_ROUNDS, BENCH_CLOSE_ROUNDS, BENCH_RECONCILE_ROUNDS, BENCH_EXPLAIN=1 (print the plans of
 * the service's statements, EXPLAIN ANALYZE, before measuring; `only`: the plans alone), BENCH_SERVER_ENTRY (another build of
 * our server), BENCH_SERVER_NODE_ARGS (extra node flags), BENCH_KEEP_DATABASE=1 (print its URL,
 * not dropped).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastEndedPayoutMonth, payoutMonthEnd } from '@bilheteria/domain/payout-month';
import { ORGANIZER_PAYABLE_AFTER_DAYS_DEFAULT } from '@bilheteria/domain/settlement';
import type {
  closePayoutsResponseSchema,
  ReconciliationResponse,
  StatementResponse,
} from '@bilheteria/domain/settlement-contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { z } from 'zod';
import pino from 'pino';
import { openDatabase, type Database, type Db } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import * as schema from '../apps/api/src/db/schema';
import { createAuthService } from '../apps/api/src/modules/auth/service';
import { SESSION_COOKIE } from '../apps/api/src/modules/auth/session';
import { organizationPayouts } from '../apps/api/src/modules/settlement/payouts';
import { monthlyReconciliation } from '../apps/api/src/modules/settlement/reconciliation';
import { organizationStatement } from '../apps/api/src/modules/settlement/statement';
import {
  createBenchTarget,
  ensureServerBuilt,
  loadAverage,
  median,
  percentile,
  ratioOf,
  repositoryRoot as root,
  ServerProcesses,
  sessionHttp,
  startOurServer,
} from './support';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const TARGET_ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_ROUNDS = 1;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const CLOSE_ROUNDS = Number(process.env.BENCH_CLOSE_ROUNDS ?? 3);
const RECONCILE_ROUNDS = Number(process.env.BENCH_RECONCILE_ROUNDS ?? 5);
const ONE_SHOT_WARMUP_ROUNDS = 1;
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const PORT = 3208;

const EVENTS_PER_ORGANIZATION = 4;
const AFFILIATES = 200;
const TICKETS_PER_ORDER = 2;
/**
 * Entries per order on average: 2 'venda', 2 'taxa' on half the organizations, 2 'comissao' on
 * one order in four, and one refund in twenty of a ticket: its 'venda', its 'comissao' (one in
 * four) and its 'taxa' (absorbed, and given back on one refund in two).
 */
const ENTRIES_PER_ORDER = 2 + 1 + 0.5 + (1 + 0.25 + 0.25) / 20;
const ORDERS = Math.max(ORGANIZATIONS, Math.round(TARGET_ENTRIES / ENTRIES_PER_ORDER));
/** The organization whose statement is measured (0-based; even: it absorbs the fee). */
const MEASURED_ORGANIZATION = Math.min(776, ORGANIZATIONS - 2);
const PAYABLE_AFTER_DAYS = ORGANIZER_PAYABLE_AFTER_DAYS_DEFAULT;
const DAY_MS = 86_400_000;
const EMAIL_DOMAIN = 'bench-settlement.com.br';

const TARGETS = { statementP95Ms: 50, ratio: 0.7, closeMs: 5_000, reconciliationMs: 2_000 };
const logger = pino({ level: 'silent' });

// ---------------------------------------------------------------- helpers

type Rows = Record<string, unknown>[];
type Query = (text: string, params?: unknown[]) => Promise<Rows>;

function poolOf(database: Database): pg.Pool {
  if (database.kind !== 'postgres') throw new Error('bench:settlement runs on PostgreSQL');
  return database.pool;
}

const queryOf =
  (pool: pg.Pool): Query =>
  async (text, params) =>
    (await pool.query<Record<string, unknown>>({ text, values: params })).rows;

const seconds = (t0: number) => ((performance.now() - t0) / 1_000).toFixed(1);
type ClosePayoutsResponse = z.infer<typeof closePayoutsResponseSchema>;

const log = (message: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------- the seed

interface Seed {
  month: string;
  operator: { userId: string; token: string };
  dono: { userId: string; token: string; organizationId: string; entries: number };
  entries: number;
  orders: number;
}

/**
 * Everything in set-based SQL over generate_series. Three unlogged helper tables (bench_org,
 * bench_event, bench_order) hold the ids and the money computed once per order, from which each
 * of the app's tables is filled; they are dropped at the end.
 */
async function seed(pool: pg.Pool): Promise<Seed> {
  const query = queryOf(pool);
  const now = new Date();
  const month = lastEndedPayoutMonth(new Date(now.getTime() - 20 * DAY_MS));
  const monthEnd = payoutMonthEnd(month);
  const monthStart = payoutMonthEnd(lastEndedPayoutMonth(new Date(monthEnd.getTime() - DAY_MS)));
  let t0 = performance.now();

  const [category] = await query(
    `insert into categories (name) values ('Benchmark de repasses')
     on conflict (name) do update set name = excluded.name returning id`,
  );
  const [operator] = await query(
    `insert into users (name, email, role) values ('Operadora da Plataforma', $1, 'operador')
     returning id`,
    [`operadora@${EMAIL_DOMAIN}`],
  );
  await query(
    `create unlogged table bench_org as
     select n, gen_random_uuid() as id, gen_random_uuid() as user_id,
       500 + (n % 5) * 250 as fee_bp, (n % 3) * 100 as fee_fixed, n % 2 = 1 as buyer_pays
     from generate_series(0, $1::int - 1) n`,
    [ORGANIZATIONS],
  );
  await query(
    `insert into users (id, name, email, role, created_at)
     select user_id, 'Dona ' || lpad(n::text, 4, '0') || ' da Produção', 'dono' || n || '@${EMAIL_DOMAIN}',
       'user', $1::timestamptz
     from bench_org`,
    [new Date(monthStart.getTime() - 90 * DAY_MS).toISOString()],
  );
  await query(
    `insert into organizations (id, name, document, public_name, contact_email, payout_details,
       fee_percent_bp, fee_fixed_cents, fee_buyer_pays, status, reviewed_at, reviewed_by,
       created_by, created_at)
     select b.id, 'Produtora ' || lpad(b.n::text, 4, '0') || ' Eventos Ltda.',
       '1' || lpad(b.n::text, 13, '0'), 'Produtora ' || lpad(b.n::text, 4, '0'),
       'dono' || b.n || '@${EMAIL_DOMAIN}',
       case when b.n % 50 = 49 then null
         else jsonb_build_object('tipo', 'pix', 'tipo_chave', 'email', 'chave',
           'financeiro' || b.n || '@${EMAIL_DOMAIN}') end,
       b.fee_bp, b.fee_fixed, b.buyer_pays, 'aprovada', $2::timestamptz, $1::uuid, b.user_id,
       $2::timestamptz
     from bench_org b`,
    [operator!.id, new Date(monthStart.getTime() - 80 * DAY_MS).toISOString()],
  );
  await query(
    `insert into organization_members (organization_id, user_id, role, created_at)
     select id, user_id, 'dono', $1::timestamptz from bench_org`,
    [new Date(monthStart.getTime() - 80 * DAY_MS).toISOString()],
  );

  // Event k of each organization: k = 0, 1, 2 end 1, 4 and 8 days after M (k = 0 already paid
  // out), k = 3 a month from now. Starts 4 hours before its end.
  await query(
    `create unlogged table bench_event as
     select o.n as org, k, o.n * $1::int + k as n, gen_random_uuid() as id,
       gen_random_uuid() as ticket_type_id, 5000 + ((o.n * $1::int + k) % 10) * 1000 as price,
       case k when 0 then $2::timestamptz + interval '1 day'
         when 1 then $2::timestamptz + interval '4 days'
         when 2 then $2::timestamptz + interval '8 days'
         else $3::timestamptz + interval '30 days' end as ends_at
     from bench_org o cross join generate_series(0, $1::int - 1) k`,
    [EVENTS_PER_ORGANIZATION, monthEnd.toISOString(), now.toISOString()],
  );
  await query(
    `insert into events (id, slug, title, description_html, starts_at, ends_at, venue, city,
       address, image_url, category_id, status, organizer_name, organization_id, organizer_id,
       commission_bp, created_at, updated_at)
     select ev.id, 'bench-repasses-' || ev.n, 'Festival ' || ev.n || ' da Produtora ' || ev.org,
       '<p>Evento do benchmark de repasses.</p>', ev.ends_at - interval '4 hours', ev.ends_at,
       'Espaço São João', 'São Paulo', 'Rua da Consolação, 100', '/img/bench.jpg', $1::int,
       'published', 'Produtora ' || ev.org, o.id, o.user_id, 1000, $2::timestamptz, $2::timestamptz
     from bench_event ev join bench_org o on o.n = ev.org`,
    [category!.id, new Date(monthStart.getTime() - 60 * DAY_MS).toISOString()],
  );
  await query(
    `insert into ticket_types (id, event_id, name, price_cents, quantity, sold, max_per_order)
     select ticket_type_id, id, 'Inteira', price, 1000000, 0, 5 from bench_event`,
  );

  await query(
    `create unlogged table bench_affiliate as
     select n, gen_random_uuid() as id, gen_random_uuid() as user_id,
       'BSE' || lpad(n::text, 5, '0') as code
     from generate_series(0, $1::int - 1) n`,
    [AFFILIATES],
  );
  await query(
    `insert into users (id, name, email, role, affiliate_code)
     select user_id, 'Afiliada ' || n || ' da Conceição', 'afiliada' || n || '@${EMAIL_DOMAIN}',
       'affiliate', code
     from bench_affiliate`,
  );
  await query(
    `insert into affiliates (id, code, user_id, full_name, email, cpf, phone, bank_details)
     select id, code, user_id, 'Afiliada ' || n || ' da Conceição', 'afiliada' || n || '@${EMAIL_DOMAIN}',
       lpad((n * 4999963 % 99999999999)::text, 11, '0'), '1199' || lpad(n::text, 7, '0'),
       jsonb_build_object('tipo', 'pix', 'tipo_chave', 'email', 'chave',
         'afiliada' || n || '@${EMAIL_DOMAIN}')
     from bench_affiliate`,
  );
  log(`organizations, members, events, affiliates: ${seconds(t0)} s`);

  // Order o: organization o % ORGS, its event (o / ORGS) % 4; pseudo-random choices from three
  // independent residues. Money as domain settlement.ts computes it: the coupon shared per ticket
  // (equal prices: half each), the fee on what was paid for each ticket, the interest split over
  // the tickets (even, so half each), the commission the event's 10 % of what was paid.
  t0 = performance.now();
  await query(
    `create unlogged table bench_order as
     select m.*,
       m.subtotal - m.discount + m.service_fee as total,
       case when m.card then 2 * ((m.subtotal - m.discount + m.service_fee) / 40) else 0 end
         as interest
     from (
       select o, gen_random_uuid() as id, gen_random_uuid() as payment_id,
         ev.id as event_id, ev.ticket_type_id, ev.price, ev.ends_at, org.id as organization_id,
         org.fee_bp, org.fee_fixed, org.buyer_pays,
         $2::timestamptz + (r1 / 10007.0) * ($3::timestamptz - $2::timestamptz - interval '1 minute')
           as paid_at,
         r1 % 8 = 0 as coupon, r3 % 3 = 0 as card, (r3 / 3) % 20 = 0 as refunded,
         (r3 / 60) % 2 = 0 as fee_returned,
         case when r2 % 4 = 0 then (o / 4) % $4::int end as affiliate,
         2 * ev.price as subtotal, case when r1 % 8 = 0 then ev.price / 5 else 0 end as discount,
         f.paid, f.fee, case when org.buyer_pays then 2 * f.fee else 0 end as service_fee,
         round(f.paid * 10 / 100.0)::int as commission
       from generate_series(0, $1::int - 1) o
       cross join lateral (select (o::bigint * 7919) % 10007 as r1, (o::bigint * 104729) % 10009 as r2,
         (o::bigint * 1299709) % 10037 as r3) r
       join bench_org org on org.n = o % $5::int
       join bench_event ev on ev.org = org.n and ev.k = (o / $5::int) % $6::int
       cross join lateral (select ev.price - case when r1 % 8 = 0 then ev.price / 10 else 0 end
         as paid) p
       cross join lateral (select p.paid,
         (round(p.paid * org.fee_bp / 10000.0) + org.fee_fixed)::int as fee) f
     ) m`,
    [
      ORDERS,
      monthStart.toISOString(),
      monthEnd.toISOString(),
      AFFILIATES,
      ORGANIZATIONS,
      EVENTS_PER_ORGANIZATION,
    ],
  );
  // A refund of ticket 2: its own money, the buyer's fee on it when the fee goes back, its half
  // of the interest.
  await query(
    `alter table bench_order add column refund_fee int, add column refund_interest int,
       add column refund_amount int`,
  );
  await query(
    `update bench_order set
       refund_fee = case when fee_returned and buyer_pays then fee else 0 end,
       refund_interest = interest / 2,
       refund_amount = paid + case when fee_returned and buyer_pays then fee else 0 end
         + interest / 2
     where refunded`,
  );
  await query('create index on bench_order (id)');
  await query(
    `insert into orders (id, idempotency_key, event_id, status, expires_at, subtotal_cents,
       coupon_percent, discount_cents, total_cents, affiliate_code, created_at, updated_at,
       paid_at, paid_by_payment_id, refunded_cents, refunded_tickets, fee_percent_bp,
       fee_fixed_cents, fee_buyer_pays, service_fee_cents)
     select b.id, 'bench-settlement-' || b.o, b.event_id, 'paid', b.paid_at + interval '15 minutes',
       b.subtotal, case when b.coupon then 10 else 0 end, b.discount, b.total, a.code,
       b.paid_at - interval '5 minutes', b.paid_at, b.paid_at, b.payment_id,
       case when b.refunded then b.refund_amount - b.refund_interest else 0 end,
       case when b.refunded then 1 else 0 end, b.fee_bp, b.fee_fixed, b.buyer_pays, b.service_fee
     from bench_order b left join bench_affiliate a on a.n = b.affiliate`,
  );
  await query(
    `insert into payments (id, order_id, idempotency_key, method, provider, provider_order_id,
       status, amount_cents, instalments, instalment_cents, interest_cents, payer_name,
       payer_email, created_at, updated_at)
     select payment_id, id, 'bench-settlement-pay-' || o,
       (case when card then 'credit-card' else 'pix' end)::payment_method, 'pagbank',
       'ORDE_BENCH' || o, 'PAID', total + interest, case when card then 3 else 1 end,
       case when card then ceil((total + interest) / 3.0)::int else total + interest end,
       interest, 'Comprador ' || o, 'comprador' || o || '@${EMAIL_DOMAIN}',
       paid_at - interval '2 minutes', paid_at
     from bench_order`,
  );
  await query(
    `insert into order_items (order_id, ticket_type_id, name, unit_price_cents, quantity)
     select id, ticket_type_id, 'Inteira', price, $1::int from bench_order`,
    [TICKETS_PER_ORDER],
  );
  await query(
    `insert into refunds (order_id, event_id, payment_id, method, amount_cents, positions, status,
       reason, idempotency_key, fee_cents, interest_cents, fee_returned, attempts, created_at,
       updated_at, completed_at)
     select id, event_id, payment_id,
       (case when card then 'credit-card' else 'pix' end)::payment_method, refund_amount,
       array[2], 'done', (case when fee_returned then 'buyer' else 'organizer' end)::refund_reason,
       'bench-settlement-refund-' || o, refund_fee, refund_interest, fee_returned, 1,
       paid_at + interval '1 day', paid_at + interval '1 day', paid_at + interval '1 day'
     from bench_order where refunded`,
  );
  log(`${ORDERS} orders, payments, items, refunds: ${seconds(t0)} s`);

  t0 = performance.now();
  await query(
    `insert into affiliate_ledger_entries (affiliate_id, kind, order_id, ticket_position,
       event_id, sale_cents, commission_bp, amount_cents, payable_at, sold_at, created_at)
     select a.id, 'commission', b.id, p, b.event_id, b.paid, 1000, b.commission,
       greatest(b.paid_at + interval '7 days', b.ends_at), b.paid_at, b.paid_at + interval '1 minute'
     from bench_order b join bench_affiliate a on a.n = b.affiliate
     cross join generate_series(1, $1::int) p`,
    [TICKETS_PER_ORDER],
  );
  await query(
    `insert into affiliate_ledger_entries (affiliate_id, kind, order_id, ticket_position,
       event_id, sale_cents, commission_bp, amount_cents, payable_at, reverses_entry_id, sold_at,
       created_at)
     select e.affiliate_id, 'reversal', e.order_id, e.ticket_position, e.event_id, e.sale_cents,
       e.commission_bp, -e.amount_cents, e.payable_at, e.id, e.sold_at, b.paid_at + interval '1 day'
     from affiliate_ledger_entries e join bench_order b on b.id = e.order_id
     where b.refunded and e.ticket_position = 2 and e.kind = 'commission'`,
  );
  // The organizer's credits, per ticket and kind, payable 2 days after the event's end.
  await query(
    `insert into settlement_entries (organization_id, kind, order_id, ticket_position, event_id,
       amount_cents, payable_at, created_at)
     select b.organization_id, k.kind::settlement_entry_kind, b.id, p, b.event_id, k.amount,
       b.ends_at + $2::int * interval '1 day', b.paid_at + interval '1 minute'
     from bench_order b cross join generate_series(1, $1::int) p
     cross join lateral (values ('venda', b.paid), ('taxa', -b.fee), ('comissao', -b.commission))
       k(kind, amount)
     where k.kind = 'venda' or (k.kind = 'taxa' and not b.buyer_pays and b.fee > 0)
       or (k.kind = 'comissao' and b.affiliate is not null and b.commission > 0)`,
    [TICKETS_PER_ORDER, PAYABLE_AFTER_DAYS],
  );
  // The refund reversed ticket 2's entries before any payout: payable as the originals.
  await query(
    `insert into settlement_entries (organization_id, kind, reverses_kind, order_id,
       ticket_position, event_id, amount_cents, payable_at, reverses_entry_id, created_at)
     select e.organization_id, 'estorno', e.kind, e.order_id, e.ticket_position, e.event_id,
       -e.amount_cents, e.payable_at, e.id, b.paid_at + interval '1 day'
     from settlement_entries e join bench_order b on b.id = e.order_id
     where b.refunded and e.ticket_position = 2 and (e.kind <> 'taxa' or b.fee_returned)`,
  );
  log(`ledgers: ${seconds(t0)} s`);

  // The first event's entries went in a payout per organization (with payout details), closed
  // the day after they became payable and paid the day after.
  t0 = performance.now();
  await query(
    `insert into settlement_payouts (organization_id, total_cents, entries, organization_name,
       document, bank_details, closed_at, closed_by, paid_on, paid_at, paid_by)
     select o.id, sum(e.amount_cents)::int, count(*)::int, o.name, o.document, o.payout_details,
       $1::timestamptz, $2::uuid, ($1::timestamptz + interval '1 day')::date,
       $1::timestamptz + interval '1 day', $2::uuid
     from settlement_entries e join bench_event ev on ev.id = e.event_id and ev.k = 0
     join organizations o on o.id = e.organization_id
     where o.payout_details is not null
     group by o.id having sum(e.amount_cents) > 0`,
    [
      new Date(monthEnd.getTime() + (1 + PAYABLE_AFTER_DAYS + 1) * DAY_MS).toISOString(),
      operator!.id,
    ],
  );
  await query(
    `insert into settlement_payout_entries (entry_id, payout_id)
     select e.id, p.id from settlement_entries e
     join bench_event ev on ev.id = e.event_id and ev.k = 0
     join settlement_payouts p on p.organization_id = e.organization_id`,
  );
  await query('drop table bench_order, bench_event, bench_affiliate');
  const [measured] = await query(
    `select o.id as organization_id, o.user_id,
       (select count(*)::int from settlement_entries e where e.organization_id = o.id) as entries
     from bench_org o where o.n = $1`,
    [MEASURED_ORGANIZATION],
  );
  await query('drop table bench_org');
  await query('vacuum analyze');
  log(`prior payouts, vacuum analyze: ${seconds(t0)} s`);

  const [counts] = await query(
    `select (select count(*)::int from settlement_entries) as entries,
       (select count(*)::int from orders) as orders`,
  );
  const auth = createAuthService(drizzle({ client: pool, schema, casing: 'snake_case' }));
  const session = async (userId: string) =>
    (await auth.createSession(userId, { persistent: true })).token;
  const donoToken = await session(measured!.user_id as string);
  // The Dono works in their organization (the dashboard's switcher's choice).
  await query('update sessions set organization_id = $1 where user_id = $2', [
    measured!.organization_id,
    measured!.user_id,
  ]);
  return {
    month,
    operator: { userId: operator!.id as string, token: await session(operator!.id as string) },
    dono: {
      userId: measured!.user_id as string,
      token: donoToken,
      organizationId: measured!.organization_id as string,
      entries: Number(measured!.entries),
    },
    entries: Number(counts!.entries),
    orders: Number(counts!.orders),
  };
}

// ---------------------------------------------------------------- the service's statements

/** One statement as drizzle sent it to `pg`: its text and its parameters. */
interface Captured {
  text: string;
  params: unknown[];
}

/**
 * The settlement service in this process on a drizzle that records every statement it sends,
 * with its clock stopped at `clock`: what the server's service sends, to replay in raw SQL.
 */
function capturingService(pool: pg.Pool, clock: Date) {
  const captured: Captured[] = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (text, params) => captured.push({ text, params: [...params] }) },
  }) as unknown as Db;
  // The pieces createSettlementService puts together (its index also brings the credit job).
  const options = { db, clock: () => clock, payableAfterDays: PAYABLE_AFTER_DAYS };
  const service = {
    statement: organizationStatement(options),
    payouts: organizationPayouts(options),
    reconcile: monthlyReconciliation(options),
  };
  /** The statements `work` sent. */
  const capture = async (work: (s: typeof service) => Promise<unknown>) => {
    captured.length = 0;
    await work(service);
    return [...captured];
  };
  return capture;
}

/** The parameters again, the service's clock replaced by now (the server's would be now). */
const freshParams = (params: unknown[], clock: Date) => {
  const now = new Date();
  return params.map((param) =>
    param instanceof Date && param.getTime() === clock.getTime() ? now : param,
  );
};

/**
 * The captured statements one after the other as the service sent them: each on whichever pool
 * connection is free, those between a `begin` and its `commit` on one.
 */
async function replay(
  pool: pg.Pool,
  statements: Captured[],
  clock: Date,
): Promise<pg.QueryResult[]> {
  const results: pg.QueryResult[] = [];
  let client: pg.PoolClient | null = null;
  try {
    for (const { text, params } of statements) {
      if (/^\s*begin\b/i.test(text)) client = await pool.connect();
      results.push(await (client ?? pool).query({ text, values: freshParams(params, clock) }));
      if (/^\s*commit\b/i.test(text)) {
        client?.release();
        client = null;
      }
    }
  } catch (error) {
    if (client) {
      await client.query('rollback');
      client.release();
    }
    throw error;
  }
  return results;
}

/**
 * BENCH_EXPLAIN=1: EXPLAIN (ANALYZE, BUFFERS) of every captured statement (the close's in a
 * transaction rolled back), printed: where the time of an answer goes.
 */
async function explainAll(pool: pg.Pool, sets: Record<string, Captured[]>, clock: Date) {
  const client = await pool.connect();
  try {
    for (const [name, statements] of Object.entries(sets)) {
      await client.query('begin');
      for (const { text, params } of statements) {
        if (/^\s*(begin|commit)\b/i.test(text)) continue;
        if (/^\s*set\b/i.test(text)) {
          await client.query(text);
          continue;
        }
        const { rows } = await client.query({
          text: `explain (analyze, buffers) ${text}`,
          values: freshParams(params, clock),
        });
        console.log(`\n--- ${name}: ${text.trim().replace(/\s+/g, ' ').slice(0, 100)}…`);
        console.log(rows.map((row) => row['QUERY PLAN'] as string).join('\n'));
      }
      await client.query('rollback');
    }
  } finally {
    client.release();
  }
}

// ---------------------------------------------------------------- ours, over HTTP

const { send, close: closeConnections } = sessionHttp(SESSION_COOKIE, Math.max(CONNECTIONS, 2));

/** Thrown when the server answered nothing useful: measuring it further says nothing. */
class ServerBroken extends Error {}

async function sendOk<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  pathname: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const answer = await send(baseUrl, method, pathname, token, body);
  if (answer.status !== 200) {
    throw new ServerBroken(
      `${method} ${pathname} answered ${answer.status}: ${answer.body.slice(0, 500)}`,
    );
  }
  return JSON.parse(answer.body) as T;
}

// ---------------------------------------------------------------- the statement

interface StatementFigures {
  toReceive: number;
  available: number;
  inPayout: number;
  paid: number;
  events: number;
  eventsNet: number;
  payouts: number;
  listed: number;
  entries: number;
}

function oursStatementFigures(answer: StatementResponse): StatementFigures {
  return {
    toReceive: answer.resumo.a_receber_centavos,
    available: answer.resumo.disponivel_centavos,
    inPayout: answer.resumo.em_repasse_centavos,
    paid: answer.resumo.pago_centavos,
    events: answer.eventos.length,
    eventsNet: answer.eventos.reduce((sum, event) => sum + event.liquido_centavos, 0),
    payouts: answer.repasses.length,
    listed: answer.lancamentos.length,
    entries: answer.total_lancamentos,
  };
}

/** The same from the replayed statements' rows (summary, events, payouts, entries in order). */
function rawStatementFigures(results: pg.QueryResult[]): StatementFigures {
  const [summary, events, payouts, entries] = results.map((result) => result.rows as Rows);
  return {
    toReceive: Number(summary![0]!.to_receive),
    available: Number(summary![0]!.available),
    inPayout: Number(summary![0]!.in_payout),
    paid: Number(summary![0]!.paid),
    events: events!.length,
    eventsNet: events!.reduce((sum, row) => sum + Number(row.net), 0),
    payouts: payouts!.length,
    listed: entries!.length,
    entries: Number(entries![0]?.total ?? 0),
  };
}

/** The summary as a plain SUM over the organization's entries: what the statement must say. */
async function plainStatementSums(pool: pg.Pool, organizationId: string) {
  const [row] = await queryOf(pool)(
    `select
       coalesce(sum(amount_cents) filter (where payout_id is null and payable_at > now()), 0)::int
         as to_receive,
       coalesce(sum(amount_cents) filter (where payout_id is null and payable_at <= now()), 0)::int
         as available,
       coalesce(sum(amount_cents) filter (where payout_id is not null and paid_on is null), 0)::int
         as in_payout,
       coalesce(sum(amount_cents) filter (where paid_on is not null), 0)::int as paid,
       coalesce(sum(amount_cents), 0)::int as total, count(*)::int as entries
     from (select e.amount_cents, e.payable_at, pe.payout_id, p.paid_on
           from settlement_entries e
           left join settlement_payout_entries pe on pe.entry_id = e.id
           left join settlement_payouts p on p.id = pe.payout_id
           where e.organization_id = $1) t`,
    [organizationId],
  );
  return row!;
}

interface LoadMeasure {
  answersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

/** REQUESTS answers, CONNECTIONS at a time; `answer` resolves false for a failed one. */
async function loadRound(answer: () => Promise<boolean>): Promise<LoadMeasure> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next++ < REQUESTS) {
        const t0 = performance.now();
        const ok = await answer();
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  return {
    answersPerSecond: Math.round((REQUESTS - errors) / elapsed),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    errors,
  };
}

// ---------------------------------------------------------------- the close

interface CloseMeasure {
  ms: number;
  payoutIds: string[];
  payouts: number;
  entries: number;
  totalCents: number;
}

const sameClose = (a: CloseMeasure, b: CloseMeasure) =>
  a.payouts === b.payouts && a.entries === b.entries && a.totalCents === b.totalCents;

async function oursClose(baseUrl: string, token: string): Promise<CloseMeasure> {
  const started = performance.now();
  const answer = await sendOk<ClosePayoutsResponse>(
    baseUrl,
    'POST',
    '/api/operador/repasses',
    token,
    {},
  );
  const ms = performance.now() - started;
  return {
    ms,
    payoutIds: answer.repasses.map((payout) => payout.id),
    payouts: answer.repasses.length,
    entries: answer.repasses.reduce((sum, payout) => sum + payout.lancamentos, 0),
    totalCents: answer.repasses.reduce((sum, payout) => sum + payout.total_centavos, 0),
  };
}

/**
 * The service's close replayed: its transaction (as captured: begin, the advisory lock, the CTE,
 * commit) on one connection, then the payouts it made read back — the one parameter of that
 * statement, the ids, being this close's own.
 */
async function rawClose(pool: pg.Pool, statements: Captured[], clock: Date): Promise<CloseMeasure> {
  const readBack = statements[statements.length - 1]!;
  const transaction = statements.slice(0, -1);
  const started = performance.now();
  const client = await pool.connect();
  let made: string[] = [];
  try {
    const explicit = /^begin/i.test(transaction[0]!.text.trim());
    if (!explicit) await client.query('begin');
    for (const { text, params } of transaction) {
      const result = await client.query({ text, values: freshParams(params, clock) });
      if (/^\s*with open_entries/i.test(text)) made = result.rows.map((row) => row.id as string);
    }
    if (!explicit) await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const { rows } = await pool.query({ text: readBack.text, values: [`{${made.join(',')}}`] });
  const ms = performance.now() - started;
  return {
    ms,
    payoutIds: rows.map((row) => row.id as string),
    payouts: rows.length,
    entries: rows.reduce((sum, row) => sum + Number(row.entries), 0),
    totalCents: rows.reduce((sum, row) => sum + Number(row.total_cents), 0),
  };
}

/** What closing now must pay, as a plain SUM: per organization with payout details, > 0. */
async function plainCloseSums(pool: pg.Pool) {
  const [row] = await queryOf(pool)(
    `select count(*)::int as payouts, coalesce(sum(n), 0)::int as entries,
       coalesce(sum(total), 0)::bigint as total
     from (select e.organization_id, sum(e.amount_cents) as total, count(*) as n
           from settlement_entries e join organizations o on o.id = e.organization_id
           where o.payout_details is not null and e.payable_at <= now()
             and not exists (select 1 from settlement_payout_entries pe where pe.entry_id = e.id)
           group by e.organization_id having sum(e.amount_cents) > 0) t`,
  );
  return {
    payouts: Number(row!.payouts),
    entries: Number(row!.entries),
    totalCents: Number(row!.total),
  };
}

/**
 * Deletes the payouts a close made and the entries they settled — with triggers off, in the
 * bench's own database: the payout entries are append-only for the app — and vacuums the payout
 * tables, so the next close starts from the same state.
 */
async function undoClose(pool: pg.Pool, payoutIds: string[]): Promise<void> {
  if (!payoutIds.every((id) => /^[0-9a-f-]{36}$/.test(id))) throw new Error('not payout ids');
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query('delete from settlement_payout_entries where payout_id = any($1::uuid[])', [
      payoutIds,
    ]);
    await client.query('delete from settlement_payouts where id = any($1::uuid[])', [payoutIds]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze settlement_payout_entries, settlement_payouts');
}

// ---------------------------------------------------------------- the reconciliation

interface ReconciliationFigures {
  orders: number;
  received: number;
  refunds: number;
  platform: number;
  affiliates: number;
  organizers: number;
  interest: number;
  difference: number;
  events: number;
  eventsDifferent: number;
  divergent: number;
}

function oursReconciliationFigures(answer: ReconciliationResponse): ReconciliationFigures {
  return {
    orders: answer.pedidos,
    received: answer.recebido_centavos,
    refunds: answer.reembolsos_centavos,
    platform: answer.taxas_plataforma_centavos,
    affiliates: answer.comissoes_afiliados_centavos,
    organizers: answer.creditos_organizadores_centavos,
    interest: answer.juros_centavos,
    difference: answer.diferenca_centavos,
    events: answer.eventos.length,
    eventsDifferent: answer.eventos.filter((event) => event.diferenca_centavos !== 0).length,
    divergent: answer.divergencias.length,
  };
}

function rawReconciliationFigures(results: pg.QueryResult[]): ReconciliationFigures {
  // The statement with the events' sums and the divergent orders (row_kind says which).
  const rows = results.find((result) => result.fields.some((field) => field.name === 'row_kind'))!
    .rows as Rows;
  const events = rows.filter((row) => row.row_kind === 'event');
  const sum = (key: string) => events.reduce((total, row) => total + Number(row[key]), 0);
  return {
    orders: sum('orders'),
    received: sum('received'),
    refunds: sum('refunds'),
    platform: sum('platform'),
    affiliates: sum('affiliates'),
    organizers: sum('organizers'),
    interest: sum('interest'),
    difference: sum('difference'),
    events: events.length,
    eventsDifferent: events.filter((row) => Number(row.difference) !== 0).length,
    divergent: rows.length - events.length,
  };
}

// ---------------------------------------------------------------- the run

type Side = 'ours' | 'rawSql';
const SIDES: readonly Side[] = ['ours', 'rawSql'];
const SIDE_NAMES: Record<Side, string> = { ours: 'ours', rawSql: 'raw SQL' };
const sidesOf = (index: number) => (index % 2 === 0 ? SIDES : [...SIDES].reverse());
const roundName = (index: number, warmups: number) =>
  index < warmups ? `warm-up ${index + 1}` : `round ${index - warmups + 1}`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

const servers = new ServerProcesses();

async function main(): Promise<void> {
  const serverEntry = ensureServerBuilt();
  const loadBefore = loadAverage();
  const target = await createBenchTarget('settlement', POOL_MAX);
  if (target.kind !== 'postgres') throw new Error('bench:settlement runs on PostgreSQL');
  const serverDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-settlement-data-'));
  let database: Database | null = null;
  const problems: string[] = [];
  let child: ChildProcess | undefined;
  try {
    database = await openDatabase(target.config, logger);
    const pool = poolOf(database);
    const url = target.config.kind === 'postgres' ? target.config.url : '';
    log(`database ${url.replace(/\/\/[^@]*@/, '//')}: migrating`);
    await prepareDatabase(database, { demoMode: false, logger });
    const seedStarted = performance.now();
    const seeded = await seed(pool);
    const seedSeconds = Number(seconds(seedStarted));
    const { month, operator, dono } = seeded;
    log(
      `seeded in ${seedSeconds} s: ${seeded.entries} settlement entries, ${seeded.orders} orders of ` +
        `${ORGANIZATIONS} organizations paid in ${month}; the statement is organization ` +
        `${MEASURED_ORGANIZATION}'s (${dono.entries} entries)`,
    );

    // The statements the service sends, captured in this process (the close's batch undone).
    const clock = new Date();
    const capture = capturingService(pool, clock);
    const statementPath = `/api/organizacoes/${dono.organizationId}/extrato`;
    const statementSql = await capture((s) => s.statement(dono.organizationId, { pagina: 1 }));
    const reconcileSql = await capture((s) => s.reconcile(month));
    let capturedPayouts: { id: string }[] = [];
    const closeSql = await capture(async (s) => {
      capturedPayouts = await s.payouts.close(operator.userId, null);
    });
    await undoClose(
      pool,
      capturedPayouts.map((payout) => payout.id),
    );
    log(
      `captured the service's statements: statement ${statementSql.length}, reconciliation ` +
        `${reconcileSql.length}, close ${closeSql.length} (${closeSql
          .map((s) => s.text.trim().split(/\s+/)[0])
          .join(', ')})`,
    );

    if (process.env.BENCH_EXPLAIN) {
      await explainAll(
        pool,
        { statement: statementSql, reconciliation: reconcileSql, close: closeSql },
        clock,
      );
      if (process.env.BENCH_EXPLAIN === 'only') return;
    }

    const baseUrl = `http://127.0.0.1:${PORT}`;
    child = await startOurServer(servers, serverEntry, PORT, {
      DATA_DIR: serverDataDir,
      ...target.serverEnv,
    });
    const loadAtStart = loadAverage();
    log(
      `server up; ${REQUESTS} statements per round, ${CONNECTIONS} at a time, ${ROUNDS} rounds after ` +
        `${WARMUP_ROUNDS} warm-up; ${CLOSE_ROUNDS} closes and ${RECONCILE_ROUNDS} reconciliations ` +
        `per side after ${ONE_SHOT_WARMUP_ROUNDS} warm-up; interleaved, the order alternating; ` +
        `pool ${POOL_MAX}; load average ${loadAtStart.join(' ')} on ${os.cpus().length} CPUs`,
    );

    // ------------------------------------------------------------ statement
    const statementFigures = {
      ours: oursStatementFigures(
        await sendOk<StatementResponse>(baseUrl, 'GET', statementPath, dono.token),
      ),
      rawSql: rawStatementFigures(await replay(pool, statementSql, clock)),
    };
    const plain = await plainStatementSums(pool, dono.organizationId);
    const statementRounds: Record<Side, LoadMeasure[]> = { ours: [], rawSql: [] };
    let firstError: string | undefined;
    const answers: Record<Side, () => Promise<boolean>> = {
      ours: async () => {
        const answer = await send(baseUrl, 'GET', statementPath, dono.token);
        if (answer.status === 200) return true;
        firstError ??= `${answer.status} ${answer.body.slice(0, 300)}`;
        return false;
      },
      rawSql: async () => {
        await replay(pool, statementSql, clock);
        return true;
      },
    };
    for (let index = 0; index < WARMUP_ROUNDS + ROUNDS; index++) {
      for (const side of sidesOf(index)) {
        const m = await loadRound(answers[side]);
        statementRounds[side][index] = m;
        console.log(
          `  statement ${roundName(index, WARMUP_ROUNDS).padEnd(9)}  ${SIDE_NAMES[side].padEnd(7)}  ` +
            `${m.answersPerSecond} answers/s, p50 ${m.p50Ms} ms, p95 ${m.p95Ms} ms, ` +
            `p99 ${m.p99Ms} ms, ${m.errors} errors`,
        );
      }
    }
    if (firstError) console.error(`  first failed statement: ${firstError}`);

    // ------------------------------------------------------------ reconciliation
    const reconcilePath = `/api/operador/conciliacao?mes=${month}`;
    const reconcileFigures: Partial<Record<Side, ReconciliationFigures>> = {};
    const reconcileMs: Record<Side, number[]> = { ours: [], rawSql: [] };
    for (let index = 0; index < ONE_SHOT_WARMUP_ROUNDS + RECONCILE_ROUNDS; index++) {
      for (const side of sidesOf(index)) {
        const t0 = performance.now();
        const figures =
          side === 'ours'
            ? oursReconciliationFigures(
                await sendOk<ReconciliationResponse>(baseUrl, 'GET', reconcilePath, operator.token),
              )
            : rawReconciliationFigures(await replay(pool, reconcileSql, clock));
        reconcileMs[side][index] = performance.now() - t0;
        if (
          reconcileFigures[side] &&
          JSON.stringify(reconcileFigures[side]) !== JSON.stringify(figures)
        ) {
          problems.push(`the reconciliation changed between rounds (${side})`);
        }
        reconcileFigures[side] = figures;
        console.log(
          `  reconciliation ${roundName(index, ONE_SHOT_WARMUP_ROUNDS).padEnd(9)}  ` +
            `${SIDE_NAMES[side].padEnd(7)}  ${Math.round(reconcileMs[side][index]!)} ms`,
        );
      }
    }
    const [monthOrders] = await queryOf(pool)(
      `select count(*)::int as orders, coalesce(sum(p.amount_cents), 0)::bigint as received
       from orders o join payments p on p.id = o.paid_by_payment_id
       where o.paid_at >= $1 and o.paid_at < $2 and o.status in ('paid', 'refunded')`,
      [
        payoutMonthEnd(lastEndedPayoutMonth(new Date(payoutMonthEnd(month).getTime() - DAY_MS))),
        payoutMonthEnd(month),
      ],
    );

    // ------------------------------------------------------------ close
    const expectedClose = await plainCloseSums(pool);
    const closes: Record<Side, CloseMeasure[]> = { ours: [], rawSql: [] };
    for (let index = 0; index < ONE_SHOT_WARMUP_ROUNDS + CLOSE_ROUNDS; index++) {
      for (const side of sidesOf(index)) {
        const m =
          side === 'ours'
            ? await oursClose(baseUrl, operator.token)
            : await rawClose(pool, closeSql, clock);
        closes[side][index] = m;
        console.log(
          `  close ${roundName(index, ONE_SHOT_WARMUP_ROUNDS).padEnd(9)}  ${SIDE_NAMES[side].padEnd(7)}  ` +
            `${Math.round(m.ms)} ms: ${m.payouts} payouts, ${m.entries} entries, ` +
            `R$ ${(m.totalCents / 100).toFixed(2)}`,
        );
        await undoClose(pool, m.payoutIds);
      }
    }
    await servers.stop(child);
    child = undefined;
    const loadAfter = loadAverage();
    const [after] = await queryOf(pool)('select count(*)::int as entries from settlement_entries');

    // ------------------------------------------------------------ checks
    const plainFigures = {
      toReceive: Number(plain.to_receive),
      available: Number(plain.available),
      inPayout: Number(plain.in_payout),
      paid: Number(plain.paid),
    };
    for (const side of SIDES) {
      const f = statementFigures[side];
      const summary = {
        toReceive: f.toReceive,
        available: f.available,
        inPayout: f.inPayout,
        paid: f.paid,
      };
      if (JSON.stringify(summary) !== JSON.stringify(plainFigures)) {
        problems.push(
          `the statement's summary (${SIDE_NAMES[side]}) ${JSON.stringify(summary)} is not the ` +
            `plain SUM ${JSON.stringify(plainFigures)}`,
        );
      }
      if (f.eventsNet !== Number(plain.total) || f.entries !== Number(plain.entries)) {
        problems.push(
          `the statement (${SIDE_NAMES[side]}): events net ${f.eventsNet} and ${f.entries} entries, ` +
            `the organization has ${Number(plain.total)} in ${Number(plain.entries)}`,
        );
      }
    }
    if (JSON.stringify(statementFigures.ours) !== JSON.stringify(statementFigures.rawSql)) {
      problems.push(
        `the statement differs: ours ${JSON.stringify(statementFigures.ours)}, raw ` +
          JSON.stringify(statementFigures.rawSql),
      );
    }
    const reconciled = reconcileFigures.ours!;
    if (JSON.stringify(reconciled) !== JSON.stringify(reconcileFigures.rawSql)) {
      problems.push(
        `the reconciliation differs: ours ${JSON.stringify(reconciled)}, raw ` +
          JSON.stringify(reconcileFigures.rawSql),
      );
    }
    if (
      reconciled.difference !== 0 ||
      reconciled.eventsDifferent !== 0 ||
      reconciled.divergent !== 0
    ) {
      problems.push(
        `${month} does not balance: difference ${reconciled.difference}, ` +
          `${reconciled.eventsDifferent} events and ${reconciled.divergent} orders off`,
      );
    }
    if (
      reconciled.orders !== Number(monthOrders!.orders) ||
      reconciled.received !== Number(monthOrders!.received)
    ) {
      problems.push(
        `the reconciliation counts ${reconciled.orders} orders and ${reconciled.received} received; ` +
          `${month} has ${Number(monthOrders!.orders)} and ${Number(monthOrders!.received)}`,
      );
    }
    const allCloses = SIDES.flatMap((side) => closes[side]);
    if (!allCloses.every((m) => sameClose(m, { ...expectedClose, ms: 0, payoutIds: [] }))) {
      problems.push(
        `the closes paid ${allCloses.map((m) => `${m.payouts}/${m.entries}/${m.totalCents}`).join(', ')}; ` +
          `payable: ${expectedClose.payouts}/${expectedClose.entries}/${expectedClose.totalCents}`,
      );
    }
    if (capturedPayouts.length !== expectedClose.payouts) {
      problems.push(
        `the captured close made ${capturedPayouts.length} payouts, not ${expectedClose.payouts}`,
      );
    }
    const errors = SIDES.reduce(
      (sum, side) => sum + statementRounds[side].reduce((total, m) => total + m.errors, 0),
      0,
    );
    if (errors > 0) problems.push(`${errors} statement answers failed`);
    if (Number(after!.entries) !== seeded.entries) {
      problems.push(
        `the ledger holds ${Number(after!.entries)} entries at the end, not ${seeded.entries}`,
      );
    }

    // ------------------------------------------------------------ report
    const measuredRounds = (side: Side) => statementRounds[side].slice(WARMUP_ROUNDS);
    const statementReport = Object.fromEntries(
      SIDES.map((side) => {
        const rounds = measuredRounds(side);
        return [
          side,
          {
            answersPerSecond: median(rounds.map((m) => m.answersPerSecond)),
            p50Ms: median(rounds.map((m) => m.p50Ms)),
            p95Ms: median(rounds.map((m) => m.p95Ms)),
            p99Ms: median(rounds.map((m) => m.p99Ms)),
            rounds,
          },
        ];
      }),
    ) as Record<Side, Omit<LoadMeasure, 'errors'> & { rounds: LoadMeasure[] }>;
    const statementRatios = measuredRounds('ours').map((m, index) =>
      ratioOf(m.answersPerSecond, measuredRounds('rawSql')[index]!.answersPerSecond),
    );
    const statementRatio = median(statementRatios);
    const statementP95Ms = statementReport.ours.p95Ms;

    const oneShot = (values: Record<Side, number[]>) => {
      const sides = Object.fromEntries(
        SIDES.map((side) => {
          const rounds = values[side].slice(ONE_SHOT_WARMUP_ROUNDS).map(Math.round);
          return [
            side,
            {
              medianMs: median(rounds),
              roundsMs: rounds,
              warmupMs: values[side].slice(0, ONE_SHOT_WARMUP_ROUNDS).map(Math.round),
            },
          ];
        }),
      ) as Record<Side, { medianMs: number; roundsMs: number[]; warmupMs: number[] }>;
      // raw SQL's time over ours: ours/raw in answers/s, one answer at a time.
      return {
        ours: sides.ours,
        baseline: sides.rawSql,
        ratio: ratioOf(sides.rawSql.medianMs, sides.ours.medianMs),
      };
    };
    const closeReport = {
      ...oneShot({ ours: closes.ours.map((m) => m.ms), rawSql: closes.rawSql.map((m) => m.ms) }),
      payouts: expectedClose.payouts,
      entries: expectedClose.entries,
      totalCents: expectedClose.totalCents,
    };
    const reconcileReport = { ...oneShot(reconcileMs), month, figures: reconciled };
    const closeMs = closeReport.ours.medianMs;
    const reconciliationMs = reconcileReport.ours.medianMs;

    console.log(`\nstatement answers/s, p50/p95/p99 ms — ${ROUNDS} measured rounds:`);
    const cell = (m: Omit<LoadMeasure, 'errors'>) =>
      `${String(m.answersPerSecond).padStart(6)} ${m.p50Ms.toFixed(1).padStart(6)} ` +
      `${m.p95Ms.toFixed(1).padStart(6)} ${m.p99Ms.toFixed(1).padStart(6)}`;
    const head = (name: string) => name.padEnd(31);
    console.log(
      `${''.padEnd(9)}${SIDES.map((side) => head(SIDE_NAMES[side])).join('')}ours/raw-SQL`,
    );
    console.log(`${''.padEnd(9)}${SIDES.map(() => head(' ans/s    p50    p95    p99')).join('')}`);
    for (let index = 0; index < ROUNDS; index++) {
      const cells = SIDES.map((side) => head(cell(statementReport[side].rounds[index]!)));
      console.log(`${`round ${index + 1}`.padEnd(9)}${cells.join('')}${statementRatios[index]}`);
    }
    console.log(
      `${'median'.padEnd(9)}${SIDES.map((side) => head(cell(statementReport[side]))).join('')}${statementRatio}`,
    );
    console.log(
      `\nclose (${closeReport.payouts} payouts, ${closeReport.entries} entries, ` +
        `R$ ${(closeReport.totalCents / 100).toFixed(2)}): ours ${closeReport.ours.medianMs} ms ` +
        `[${closeReport.ours.roundsMs.join(', ')}], raw SQL ${closeReport.baseline.medianMs} ms ` +
        `[${closeReport.baseline.roundsMs.join(', ')}], ours/raw ${closeReport.ratio}`,
    );
    console.log(
      `reconciliation ${month} (${reconciled.orders} orders, ${reconciled.events} events, ` +
        `difference ${reconciled.difference}): ours ${reconcileReport.ours.medianMs} ms ` +
        `[${reconcileReport.ours.roundsMs.join(', ')}], raw SQL ${reconcileReport.baseline.medianMs} ms ` +
        `[${reconcileReport.baseline.roundsMs.join(', ')}], ours/raw ${reconcileReport.ratio}`,
    );
    console.log(
      `\nchecked: statement summary = plain SUM ${JSON.stringify(plainFigures)}; reconciliation ` +
        `${JSON.stringify(reconciled)}`,
    );
    for (const problem of problems) console.log(`PROBLEM: ${problem}`);
    console.log(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
    const verdicts = {
      statementP95: statementP95Ms <= TARGETS.statementP95Ms,
      statementRatio: statementRatio >= TARGETS.ratio,
      close: closeMs <= TARGETS.closeMs,
      reconciliation: reconciliationMs <= TARGETS.reconciliationMs,
    };
    const meets = problems.length === 0 && Object.values(verdicts).every(Boolean);
    console.log(
      `\nstatement p95 ${statementP95Ms} ms (${mark(verdicts.statementP95)}, ≤ ${TARGETS.statementP95Ms})` +
        `, ours/raw-SQL ${statementRatio} (${mark(verdicts.statementRatio)}, ≥ ${TARGETS.ratio})` +
        `\nclose ${closeMs} ms (${mark(verdicts.close)}, ≤ ${TARGETS.closeMs}), ours/raw-SQL ${closeReport.ratio}` +
        `\nreconciliation ${reconciliationMs} ms (${mark(verdicts.reconciliation)}, ≤ ` +
        `${TARGETS.reconciliationMs}), ours/raw-SQL ${reconcileReport.ratio}` +
        `\n→ ${meets ? 'meets' : 'MISSES'} target`,
    );

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results/settlement.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { runs?: Record<string, unknown> })
      : {};
    const run = {
      date: new Date().toISOString(),
      server: path.relative(root, serverEntry),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, atStart: loadAtStart, after: loadAfter },
      seedSeconds,
      organizations: ORGANIZATIONS,
      orders: seeded.orders,
      entries: seeded.entries,
      month,
      measuredOrganizationEntries: dono.entries,
      connections: CONNECTIONS,
      requestsPerRound: REQUESTS,
      poolMax: POOL_MAX,
      rounds: ROUNDS,
      warmupRounds: WARMUP_ROUNDS,
      closeRounds: CLOSE_ROUNDS,
      reconcileRounds: RECONCILE_ROUNDS,
      oneShotWarmupRounds: ONE_SHOT_WARMUP_ROUNDS,
      statementP95Ms,
      statementRatio,
      closeMs,
      reconciliationMs,
      // `baseline` is the raw-SQL one: the service's own statements through `pg`, no HTTP.
      statement: {
        ours: statementReport.ours,
        baseline: statementReport.rawSql,
        ratiosPerRound: statementRatios,
        figures: statementFigures.ours,
      },
      close: closeReport,
      reconciliation: reconcileReport,
      verdicts,
      problems,
      meetsTarget: meets,
    };
    // Runs at other sizes (BENCH_ENTRIES) are kept under their entry count; the headline is the
    // largest.
    const runs = { ...(previous.runs ?? {}), [String(TARGET_ENTRIES)]: run } as Record<
      string,
      typeof run
    >;
    const headline = Object.values(runs).sort((a, b) => b.entries - a.entries)[0]!;
    const output = {
      benchmark: 'settlement',
      targets: TARGETS,
      database: 'postgres',
      entries: headline.entries,
      statementP95Ms: headline.statementP95Ms,
      statementRatio: headline.statementRatio,
      closeMs: headline.closeMs,
      reconciliationMs: headline.reconciliationMs,
      meetsTarget: headline.meetsTarget,
      runs,
    };
    writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log('written: bench/results/settlement.json');
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    if (child) await servers.stop(child);
    servers.stopAll();
    closeConnections();
    await database?.close();
    if (process.env.BENCH_KEEP_DATABASE === '1') {
      console.log(`kept: ${target.config.kind === 'postgres' ? target.config.url : ''}`);
    } else {
      await target.drop();
    }
    rmSync(serverDataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ServerBroken ? `\n${error.message}` : error);
  servers.stopAll();
  process.exitCode = 1;
});
