/**
 * npm run bench:organizer
 *
 * The organizer's figures (issue 17) as the data grows: one admin owning 1,000 events (950
 * published with sales, 50 drafts), three ticket types each, ten coupons, 300 affiliates (two per
 * event), a scanner link per event; then paid orders generated in set-based SQL (INSERT … SELECT
 * over generate_series, never row by row), in stages, so the same events hold 10,000, then
 * 100,000, then 1,000,000 tickets (2,000 / 20,000 / 200,000 orders of 2, 4, 6 or 8 tickets: 5 on
 * average). Every order is paid through a payment of its own — card (1 to 6 instalments, with
 * interest above one), PIX or boleto —, one in eight with a coupon, one in six through an
 * affiliate's code (a commission per ticket in the affiliate ledger); every ticket has its
 * participant (name with accents, e-mail), its order item and its e-mail in the outbox (sent,
 * queued, failed or bounced); the tickets of events that have started are checked in at about
 * two in three (a 'valido' scan each, the ticket used with that scan), ~40 % of all. One event in
 * twenty orders is the busy one (event 1, started two hours ago: 50,000 tickets at the largest
 * size) — the report and participant list measured are its. Each stage is loaded as a bulk load
 * is (in one transaction, the loaded tables' secondary indexes dropped and built again from
 * their own definitions, the foreign keys' checks off unless the app has triggers of its own on
 * those tables; every id is made to match), then ANALYZE. On the
 * PostgreSQL server named by DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a
 * database of its own, dropped afterwards.
 *
 * At each size our built server (apps/api/dist/main.js, rebuilt first when older than its
 * sources) is started afresh against the data, signed in as the organizer (a session of its
 * own), and asked, BENCH_REQUESTS times each (default 200, after 10 warm-up, BENCH_CONNECTIONS
 * at a time, default 2; an answer slow enough stops after BENCH_PAGE_SECONDS, default 40, for
 * both sides, and the count of answers measured is reported):
 * - dashboard: GET /api/organizador/eventos?pagina=1 (Meus Eventos: 20 rows and the summary);
 * - report: GET /api/organizador/eventos/<busy event>/relatorio;
 * - participants: GET /api/organizador/eventos/<busy event>/participantes?pagina=1.
 * Raw-SQL baseline, in the same run, interleaved with ours (rounds of 25, the order alternating):
 * the aggregate SQL each answer needs, written plainly over the base tables with the schema's
 * indexes (ORGANIZER_SQL below), through `pg` (a pool of BENCH_CONNECTIONS), one statement per
 * answer. ours/raw is p95 over p95: below 1 our server beats the plain statements (it keeps
 * costly sums while what they add up is unchanged), above 1 what it adds (HTTP, the session,
 * JSON) or what it reads more. Each side's first answer at a size (ours: before it kept any
 * sum) is timed apart and printed as the cold one.
 *
 * Export: GET /api/organizador/exportacoes/participantes/csv (every participant of every event
 * of the organizer: all the tickets) streamed to its last byte, its lines counted (header and
 * BOM aside), BENCH_EXPORT_RUNS times (default 2); rows/s is all the runs' rows over their time.
 * The server's
 * peak RSS: VmHWM from /proc/<pid>/status (the process's high-water mark since it started at
 * this size, so it includes the pages too), and VmRSS sampled every 50 ms during the export.
 * Baseline: `COPY (select <the same columns>) TO STDOUT (FORMAT csv, DELIMITER ';', HEADER)`
 * through a `pg` client (CopyOut below: pg-copy-streams' few lines, without the dependency),
 * its bytes counted and dropped.
 *
 * Checked: the report's revenue (gross, coupons, net, interest, paid orders, tickets sold) and
 * occupancy, the dashboard's summary, the participant total and the export's row count are the
 * raw SQL's; every answer 200.
 *
 * Prints per size p50/p95 for each answer on both sides, ours/raw, rows/s, RSS; then growth
 * (p95 at 1 M over p95 at 10 k: the issue wants it far below the 100× the data grew; export
 * rows/s at 1 M over 10 k: about 1 for linear) and the targets at 1 M (every dashboard and report
 * answer p95 ≤ 150 ms, export ≥ 100,000 rows/s, peak RSS ≤ 300 MB) with ok / MISSED; writes
 * bench/results/organizer.json (`sizes.<tickets>.reportP95Ms`, `exportRowsPerSecond`,
 * `peakRssMb`, …). Exit code 1 if a figure disagrees or an answer failed; a missed target is
 * reported, not an error (as the other benches).
 *
 * Options (environment): DATABASE_URL, DATABASE_POOL_MAX (the server's pool, default 10),
 * BENCH_SIZES (ticket counts, default 10000,100000,1000000; each a multiple of 100),
 * BENCH_REQUESTS, BENCH_CONNECTIONS, BENCH_PAGE_SECONDS, BENCH_EXPORT_RUNS, BENCH_SERVER_ENTRY (another build of our server),
 * BENCH_SERVER_NODE_ARGS (extra node flags), BENCH_KEEP_DATABASE=1 (print its URL, not dropped).
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {
  EventReport,
  OrganizerEvents,
  Participants,
} from '@bilheteria/domain/organizer-contract';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { createAuthService } from '../apps/api/src/modules/auth/service';
import { SESSION_COOKIE } from '../apps/api/src/modules/auth/session';
import {
  ServerProcesses,
  createBenchTarget,
  ensureServerBuilt,
  loadAverage,
  median,
  percentile,
  ratioOf,
  repositoryRoot,
  startOurServer,
} from './support';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map((size) => Number(size.trim()));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP_REQUESTS = 10;
/** Ours and raw take turns in rounds of this many answers. */
const ROUND_SIZE = 25;
/** A page's measuring stops starting rounds after this long (both sides), once MIN_ROUNDS ran. */
const PAGE_BUDGET_MS = Number(process.env.BENCH_PAGE_SECONDS ?? 40) * 1_000;
const MIN_ROUNDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const PORT = 3207;
const RSS_SAMPLE_MS = 50;

const EVENTS = 1_000;
/** Events 0 … PUBLISHED − 1 are published and sell; the others are drafts. */
const PUBLISHED = 950;
/** Event 0 sells one order in BUSY_EVERY: the busy event whose report is measured. */
const BUSY_EVERY = 20;
const AFFILIATES = 300;
const COUPONS = 10;
/** Tickets per order cycle through these: 5 on average over every 4 orders. */
const TICKETS_PER_ORDER = [2, 6, 4, 8];
const AVERAGE_TICKETS = 5;
const EMAIL_DOMAIN = 'bench-organizador.com.br';

const TARGETS = { answerP95Ms: 150, exportRowsPerSecond: 100_000, peakRssMb: 300 };
const logger = pino({ level: 'silent' });

const ROUTES = {
  dashboard: '/api/organizador/eventos?pagina=1',
  report: (eventId: string) => `/api/organizador/eventos/${eventId}/relatorio`,
  participants: (eventId: string) => `/api/organizador/eventos/${eventId}/participantes?pagina=1`,
  export: '/api/organizador/exportacoes/participantes/csv',
};

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const seconds = (since: number) => ((performance.now() - since) / 1_000).toFixed(1);

// ---------------------------------------------------------------- data, in SQL

/**
 * Deterministic ids, so one stage's rows find another's without reading them back: an MD5 made
 * a version-4 UUID (the API's zod checks the version and variant), by pg_temp.bench_id (the
 * generator's connection) or benchId (here).
 */
const id = (kind: string, ...parts: string[]) =>
  `pg_temp.bench_id('bench-org-${kind}-' || ${parts.join(" || '-' || ")})`;
const BENCH_ID_FUNCTION = `
  create function pg_temp.bench_id(source text) returns uuid language sql immutable as $$
    select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
    from md5(source) h
  $$`;
const benchId = (source: string) => {
  const h = createHash('md5').update(source).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const FIRST_NAMES = [
  ['João', 'joao'],
  ['Maria', 'maria'],
  ['José', 'jose'],
  ['Ana', 'ana'],
  ['Antônio', 'antonio'],
  ['Francisca', 'francisca'],
  ['Luís', 'luis'],
  ['Conceição', 'conceicao'],
  ['Sérgio', 'sergio'],
  ['Márcia', 'marcia'],
  ['Fábio', 'fabio'],
  ['Patrícia', 'patricia'],
  ['Vinícius', 'vinicius'],
  ['Lúcia', 'lucia'],
  ['Caio', 'caio'],
  ['Beatriz', 'beatriz'],
  ['Otávio', 'otavio'],
  ['Gabriela', 'gabriela'],
  ['Raí', 'rai'],
  ['Letícia', 'leticia'],
];
const LAST_NAMES = [
  ['da Silva', 'silva'],
  ['Gonçalves', 'goncalves'],
  ['Araújo', 'araujo'],
  ['Conceição', 'conceicao'],
  ['Ribeiro', 'ribeiro'],
  ['Fontes; Filhos', 'fontes'],
  ['Sant’Ana', 'santana'],
  ['Magalhães', 'magalhaes'],
  ['D"Ávila', 'davila'],
  ['Brandão', 'brandao'],
  ['=Nóbrega', 'nobrega'],
  ['Peçanha', 'pecanha'],
  ['Assunção', 'assuncao'],
  ['Lopes', 'lopes'],
  ['Romão', 'romao'],
  ['Guimarães', 'guimaraes'],
  ['Falcão', 'falcao'],
  ['Simões', 'simoes'],
  ['Loureiro', 'loureiro'],
  ['Estêvão', 'estevao'],
];
const CITIES = [
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Porto Alegre',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Brasília',
  'Florianópolis',
];
const KINDS = ['Congresso', 'Festival', 'Workshop', 'Show', 'Feira', 'Encontro', 'Summit'];
const sqlArray = (values: string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

/** The tables each stage loads. */
const LOADED_TABLES = [
  'orders',
  'payments',
  'order_items',
  'tickets',
  'check_in_scans',
  'emails',
  'affiliate_ledger_entries',
];

/** One connection that builds the data (its temporary tables live across the stages). */
class Generator {
  constructor(
    private readonly client: pg.Client,
    private readonly adminId: string,
    private readonly organizationId: string,
  ) {}

  async run(text: string, params: unknown[] = []): Promise<number> {
    return (await this.client.query({ text, values: params })).rowCount ?? 0;
  }

  /** The organizer's events, their ticket types, coupons, affiliates and scanner links. */
  async setup(now: Date): Promise<void> {
    await this.run(BENCH_ID_FUNCTION);
    await this.run(`set work_mem = '256MB'`);
    await this.run(`set maintenance_work_mem = '256MB'`);
    await this.run('set synchronous_commit = off');
    // e: 0 … 999. Event 0 (the busy one) started two hours ago; the others from 120 days ago to
    // 80 days ahead, 4.8 hours apart; each lasts 8 hours.
    await this.run(
      `create temp table bench_events as
       select e, ${id('event', 'e')} as id,
         case when e = 0 then $1::timestamptz - interval '2 hours'
           else date_trunc('hour', $1::timestamptz - interval '120 days'
             + e * interval '200 days' / ${EVENTS}) end as starts_at,
         5000 + (e % 20) * 1000 as base_price
       from generate_series(0, ${EVENTS - 1}) e`,
      [now.toISOString()],
    );
    await this.run(
      `insert into events (id, slug, title, description_html, starts_at, ends_at, venue, city,
         address, image_url, category_id, status, organizer_name, organization_id,
         organizer_id, commission_bp, created_at, updated_at)
       select b.id, 'bench-organizador-' || b.e,
         (${sqlArray(KINDS)})[b.e % ${KINDS.length} + 1] || ' de ' || c.city || ' ' || (b.e + 1),
         '<p>Evento gerado pelo benchmark do organizador, com programação completa.</p>',
         b.starts_at, b.starts_at + interval '8 hours', 'Centro de Convenções ' || c.city,
         c.city, 'Avenida Paulista, ' || (100 + b.e), '/images/events/evento.jpg',
         (array(select id from categories order by position))[b.e % 8 + 1],
         (case when b.e < ${PUBLISHED} then 'published' else 'draft' end)::event_status,
         'Organizadora do Benchmark', $1::uuid, $2::uuid, 1000,
         b.starts_at - interval '100 days', b.starts_at - interval '100 days'
       from bench_events b
       cross join lateral (select (${sqlArray(CITIES)})[b.e % ${CITIES.length} + 1] as city) c`,
      [this.organizationId, this.adminId],
    );
    // k: 0 Inteira, 1 Meia-entrada (half), 2 VIP (three times).
    await this.run(
      `create temp table bench_types as
       select b.e, k, ${id('type', 'b.e', 'k')} as id,
         (array['Inteira', 'Meia-entrada', 'VIP'])[k + 1] as name,
         b.base_price * (array[2, 1, 6])[k + 1] / 2 as price
       from bench_events b cross join generate_series(0, 2) k`,
    );
    await this.run(
      `insert into ticket_types (id, event_id, name, description, price_cents, quantity, sold,
         max_per_order, position)
       select t.id, b.id, t.name, 'Ingresso ' || t.name, t.price,
         case when t.e = 0 then 30000 else 2000 end, 0, 5, t.k
       from bench_types t join bench_events b using (e)`,
    );
    await this.run(
      `create temp table bench_coupons as
       select c, ${id('coupon', 'c')} as id, 'BENCHORG' || (c * 5 + 5) as code, c * 5 + 5 as percent
       from generate_series(0, ${COUPONS - 1}) c`,
    );
    await this.run(
      `insert into coupons (id, code, percent, uses, created_at)
       select id, code, percent, 0, now() - interval '200 days' from bench_coupons`,
    );
    await this.run(
      `insert into users (id, name, email, role, affiliate_code, created_at)
       select ${id('affiliate-user', 'a')}, 'Afiliada ' || (a + 1) || ' Conceição',
         'afiliada' || a || '@${EMAIL_DOMAIN}', 'affiliate', 'BORG' || lpad(a::text, 4, '0'),
         now() - interval '200 days'
       from generate_series(0, ${AFFILIATES - 1}) a`,
    );
    await this.run(
      `insert into affiliates (id, code, user_id, full_name, email, cpf, phone, bank_details,
         created_at, updated_at)
       select ${id('affiliate', 'a')}, 'BORG' || lpad(a::text, 4, '0'), ${id('affiliate-user', 'a')},
         'Afiliada ' || (a + 1) || ' Conceição', 'afiliada' || a || '@${EMAIL_DOMAIN}',
         lpad((a * 4999963 % 99999999999)::text, 11, '0'), '1199' || lpad(a::text, 7, '0'),
         jsonb_build_object('tipo', 'pix', 'tipo_chave', 'email',
           'chave', 'afiliada' || a || '@${EMAIL_DOMAIN}'),
         now() - interval '200 days', now() - interval '200 days'
       from generate_series(0, ${AFFILIATES - 1}) a`,
    );
    // Event e's affiliates: e % 300 and (e + 150) % 300.
    await this.run(
      `insert into affiliate_events (affiliate_id, event_id, created_at)
       select ${id('affiliate', `((b.e + h * ${AFFILIATES / 2}) % ${AFFILIATES})`)}, b.id,
         b.starts_at - interval '90 days'
       from bench_events b cross join generate_series(0, 1) h
       where b.e < ${PUBLISHED}`,
    );
    await this.run(
      `insert into scanner_links (id, event_id, label, token_hash, expires_at, created_by,
         created_at)
       select ${id('link', 'b.e')}, b.id, 'Portaria principal',
         encode(sha256(convert_to('bench-org-link-' || b.e, 'UTF8')), 'hex'),
         b.starts_at + interval '2 days', $1::uuid, b.starts_at - interval '1 day'
       from bench_events b`,
      [this.adminId],
    );
    await this.run('analyze');
  }

  /**
   * Orders `from` … `to` − 1 with their payments, items, tickets, scans, e-mails and
   * commissions, in one transaction; the counters (sold, coupon uses) brought up to date; then
   * ANALYZE.
   */
  async grow(from: number, to: number): Promise<void> {
    const started = performance.now();
    const step = async (name: string, text: string, params: unknown[] = []) => {
      const t0 = performance.now();
      const rows = await this.run(text, params);
      log(`    ${name}: ${rows.toLocaleString('en-US')} rows in ${seconds(t0)} s`);
    };
    await this.run('drop table if exists stage_orders, stage_tickets');
    // Order o: event 0 when o % 20 = 0, else one of the 949 other published events; sold in the
    // 60 days before its event (and before now). Its other choices come from hashes of o, each
    // with a seed of its own, so that none follows the event.
    const pick = (seed: number, modulo: number) => `abs(hashint4extended(o, ${seed}) % ${modulo})`;
    await step(
      'stage orders',
      `create temp table stage_orders as
       select o, ${id('order', 'o')} as id, ev.e, b.id as event_id,
         (array[${TICKETS_PER_ORDER.join(', ')}])[(o + o / ${BUSY_EVERY}) % ${TICKETS_PER_ORDER.length} + 1]
           as n,
         case when ${pick(1, 8)} = 3 then ${pick(2, COUPONS)} end as coupon,
         case when ${pick(1, 8)} = 3 then ${pick(2, COUPONS)} * 5 + 5 else 0 end
           as coupon_percent,
         case when ${pick(3, 6)} = 1
           then (ev.e + ${pick(4, 2)} * ${AFFILIATES / 2}) % ${AFFILIATES} end as affiliate,
         ${pick(5, 10)} as method_key,
         1 + ${pick(6, 6)} as card_instalments,
         least(b.starts_at, now()) - interval '1 hour'
           - ${pick(7, 10007)} / 10007.0 * interval '60 days' as sold_at,
         0 as subtotal, 0 as discount
       from generate_series($1::int, $2::int - 1) o
       cross join lateral (select case when o % ${BUSY_EVERY} = 0 then 0
         else 1 + (o::bigint * 7919) % ${PUBLISHED - 1} end as e) ev
       join bench_events b on b.e = ev.e`,
      [from, to],
    );
    // Ticket p of order o: type (o + p) % 3. Checked in when its event has started, about 2 in 3
    // (2 in 5 for the busy one, which is on now).
    await step(
      'stage tickets',
      `create temp table stage_tickets as
       select so.o, so.id as order_id, p as position, ${id('ticket', 'so.o', 'p')} as id, so.e,
         so.event_id, t.id as ticket_type_id, t.name as type_name, t.price, so.sold_at,
         b.starts_at <= now() and abs(hashint4extended(so.o * 8 + p, 8) % 100)
           < case when so.e = 0 then 40 else 66 end as used,
         b.starts_at
       from stage_orders so
       cross join generate_series(1, so.n) p
       join bench_types t on t.e = so.e and t.k = (so.o + p) % 3
       join bench_events b on b.e = so.e`,
    );
    await this.run(
      `update stage_orders so set subtotal = s.subtotal,
         discount = s.subtotal * so.coupon_percent / 100
       from (select order_id, sum(price)::int as subtotal from stage_tickets group by order_id) s
       where s.order_id = so.id`,
    );
    await this.run('analyze stage_orders');
    await this.run('analyze stage_tickets');

    await this.run('begin');
    // Loaded as a bulk load is: the foreign keys' checks off (every id is made to match) unless
    // the app has triggers of its own on these tables, which must see the rows; the tables'
    // secondary indexes dropped and built again afterwards — the same definitions
    // (pg_get_indexdef), the same indexes in the end, built by a sort instead of a million
    // random insertions.
    const triggers = await this.client.query<{ name: string }>(
      `select tgrelid::regclass || '.' || tgname as name from pg_trigger
       where not tgisinternal and tgrelid::regclass::text = any($1::text[])
         and tgname not like '%append_only'`,
      [LOADED_TABLES],
    );
    if (triggers.rows.length === 0) await this.run('set local session_replication_role = replica');
    else
      log(`    foreign keys checked: triggers ${triggers.rows.map((row) => row.name).join(', ')}`);
    const indexes = await this.client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid
       where t.relname = any($1::text[]) and t.relnamespace = 'public'::regnamespace
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [LOADED_TABLES],
    );
    for (const index of indexes.rows) await this.run(`drop index ${index.name}`);
    await step(
      'orders',
      `insert into orders (id, idempotency_key, event_id, status, expires_at, subtotal_cents,
         coupon_id, coupon_percent, discount_cents, total_cents, affiliate_code, created_at,
         updated_at, paid_at, paid_by_payment_id)
       select so.id, 'bench-org-' || so.o, so.event_id, 'paid', so.sold_at + interval '10 minutes',
         so.subtotal, c.id, so.coupon_percent, so.discount, so.subtotal - so.discount,
         case when so.affiliate is not null then 'BORG' || lpad(so.affiliate::text, 4, '0') end,
         so.sold_at - interval '4 minutes', so.sold_at, so.sold_at, ${id('payment', 'so.o')}
       from stage_orders so left join bench_coupons c on c.c = so.coupon
       order by so.o`,
    );
    // method_key 0–5 card (1 to 6 instalments, 1.99 % a month above one), 6–8 PIX, 9 boleto.
    await step(
      'payments',
      `insert into payments (id, order_id, idempotency_key, method, provider, provider_order_id,
         status, amount_cents, instalments, instalment_cents, interest_cents, card_brand,
         card_first_digits, card_last_digits, pix_text, boleto_barcode, boleto_due_date,
         payer_name, payer_email, created_at, updated_at)
       select ${id('payment', 'so.o')}, so.id, 'bench-org-payment-' || so.o, m.method::payment_method,
         'sandbox', 'ORDE_' || upper(substr(md5('bench-org-provider-' || so.o), 1, 24)), 'PAID',
         m.total + m.interest, m.instalments, ceil((m.total + m.interest)::numeric / m.instalments),
         m.interest,
         case when m.method = 'credit-card' then 'visa' end,
         case when m.method = 'credit-card' then '411111' end,
         case when m.method = 'credit-card' then '1111' end,
         case when m.method = 'pix' then '00020126580014br.gov.bcb.pix' || so.o end,
         case when m.method = 'boleto' then lpad(so.o::text, 47, '0') end,
         case when m.method = 'boleto' then (so.sold_at + interval '3 days')::date end,
         'Comprador ' || so.o, 'comprador' || so.o || '@${EMAIL_DOMAIN}',
         so.sold_at - interval '2 minutes', so.sold_at
       from stage_orders so
       cross join lateral (select so.subtotal - so.discount as total,
         case when so.method_key < 6 then 'credit-card'
           when so.method_key < 9 then 'pix' else 'boleto' end as method,
         case when so.method_key < 6 then so.card_instalments else 1 end as instalments) m0
       cross join lateral (select m0.total, m0.method, m0.instalments,
         case when m0.instalments > 1
           then round(m0.total * 0.0199 * m0.instalments)::int else 0 end as interest) m`,
    );
    await step(
      'order items',
      `insert into order_items (order_id, ticket_type_id, name, unit_price_cents, quantity)
       select order_id, ticket_type_id, min(type_name), min(price), count(*)
       from stage_tickets group by order_id, ticket_type_id`,
    );
    const first = sqlArray(FIRST_NAMES.map(([name]) => name!));
    const firstAscii = sqlArray(FIRST_NAMES.map(([, ascii]) => ascii!));
    const last = sqlArray(LAST_NAMES.map(([name]) => name!));
    const lastAscii = sqlArray(LAST_NAMES.map(([, ascii]) => ascii!));
    await step(
      'tickets',
      `insert into tickets (id, order_id, position, event_id, ticket_type_id, code, holder_name,
         holder_email, status, qr_payload, used_at, check_in_scan_id, check_in_link_id, issued_at)
       select t.id, t.order_id, t.position, t.event_id, t.ticket_type_id,
         regexp_replace(upper(substr(md5('bench-org-code-' || t.id), 1, 16)),
           '(.{4})(.{4})(.{4})(.{4})', '\\1-\\2-\\3-\\4'),
         (${first})[f + 1] || ' ' || (${last})[l + 1],
         (${firstAscii})[f + 1] || '.' || (${lastAscii})[l + 1] || '.' || t.o || '.' || t.position
           || '@exemplo.com.br',
         (case when t.used then 'used' else 'valid' end)::ticket_status,
         'v1.' || md5('bench-org-qr-' || t.id) || md5('bench-org-sig-' || t.id)
           || md5('bench-org-sig2-' || t.id),
         case when t.used then t.starts_at + (t.o % 120) * interval '1 minute' end,
         case when t.used then ${id('scan', 't.id::text')} end,
         case when t.used then ${id('link', 't.e')} end,
         t.sold_at + interval '1 minute'
       from stage_tickets t
       cross join lateral (
         select abs(hashint4extended(t.o * 8 + t.position, 9) % ${FIRST_NAMES.length}) as f,
           abs(hashint4extended(t.o * 8 + t.position, 10) % ${LAST_NAMES.length}) as l) n
       order by t.o, t.position`,
    );
    await step(
      'check-in scans',
      `insert into check_in_scans (id, nonce, link_id, event_id, ticket_id, code, result, offline,
         scanned_at, received_at)
       select tk.check_in_scan_id, ${id('nonce', 'tk.id::text')}, tk.check_in_link_id, tk.event_id,
         tk.id, tk.code, 'valido', false, tk.used_at, tk.used_at
       from stage_tickets t join tickets tk on tk.id = t.id
       where t.used`,
    );
    // Nine in ten sent, then queued, failed, bounced.
    await step(
      'e-mails',
      `insert into emails (id, dedupe_key, to_address, subject, html, text, attachments,
         message_id, status, attempts, last_error, provider_message_id, ticket_id, order_id,
         sent_at, created_at, updated_at)
       select ${id('email', 't.id::text')}, 'ticket:' || t.id, tk.holder_email,
         'Seu ingresso para o evento', '<p>Olá! Seu ingresso está anexo.</p>',
         'Olá! Seu ingresso está anexo.',
         '[{"kind":"ticket-pdf"},{"kind":"ticket-qr"},{"kind":"ticket-ics"}]'::jsonb,
         '<' || t.id || '@${EMAIL_DOMAIN}>', s.status::email_status,
         case when s.status = 'queued' then 0 else 1 end,
         case when s.status in ('failed', 'bounced') then '550 mailbox unavailable' end,
         case when s.status = 'sent' then 'Q' || t.o || '.' || t.position end, t.id, t.order_id,
         case when s.status = 'sent' then t.sold_at + interval '2 minutes' end,
         t.sold_at + interval '1 minute', t.sold_at + interval '2 minutes'
       from stage_tickets t join tickets tk on tk.id = t.id
       cross join lateral (select case abs(hashint4extended(t.o * 8 + t.position, 11) % 50)
         when 0 then 'queued'
         when 1 then 'queued' when 2 then 'failed' when 3 then 'bounced' when 4 then 'bounced'
         else 'sent' end as status) s`,
    );
    // A commission per ticket of an affiliate's order: the event's 10 % of what was paid for it.
    await step(
      'ledger',
      `insert into affiliate_ledger_entries (affiliate_id, kind, order_id, ticket_position,
         event_id, sale_cents, commission_bp, amount_cents, payable_at, sold_at, created_at)
       select ${id('affiliate', 'so.affiliate')}, 'commission', so.id, t.position, so.event_id,
         s.sale, 1000, round(s.sale * 10 / 100.0)::int,
         greatest(so.sold_at + interval '7 days', t.starts_at + interval '8 hours'), so.sold_at,
         so.sold_at + interval '1 minute'
       from stage_orders so join stage_tickets t on t.order_id = so.id
       cross join lateral (select t.price * (100 - so.coupon_percent) / 100 as sale) s
       where so.affiliate is not null`,
    );
    const t1 = performance.now();
    for (const index of indexes.rows) await this.run(index.definition);
    log(`    ${indexes.rows.length} indexes built again in ${seconds(t1)} s`);
    await this.run('commit');
    await step(
      'sold counts',
      `update ticket_types tt set sold = s.sold
       from (select ticket_type_id, count(*)::int as sold from tickets
             where status <> 'canceled' group by ticket_type_id) s
       where s.ticket_type_id = tt.id and tt.sold <> s.sold`,
    );
    await this.run(
      `update coupons c set uses = s.uses
       from (select coupon_id, count(*)::int as uses from orders
             where status = 'paid' and coupon_id is not null group by coupon_id) s
       where s.coupon_id = c.id`,
    );
    const t0 = performance.now();
    await this.run('analyze');
    log(`    analyze in ${seconds(t0)} s; stage in ${seconds(started)} s`);
  }
}

// ---------------------------------------------------------------- the raw-SQL baseline

const TZ = 'America/Sao_Paulo';

/**
 * The answers' figures as plain aggregate SQL over the base tables, with the schema's indexes:
 * what a report computed on each request reads. $1 the organization (dashboard) or the event.
 */
const ORGANIZER_SQL = {
  /** Meus Eventos' first page (20 rows, newest first) and the summary over all the events. */
  dashboard: `
    with mine as (select id from events where organization_id = $1),
    page as (
      select e.id, e.slug, e.title, e.starts_at, e.venue, e.city, e.status
      from events e where e.organization_id = $1
      order by e.starts_at desc, e.id desc limit 20 offset 0
    )
    select
      (select coalesce(json_agg(r order by r.starts_at desc, r.id desc), '[]') from (
        select p.*, coalesce(tt.sold, 0) as tickets_sold, coalesce(tt.total, 0) as total_tickets,
          coalesce(o.revenue, 0) as revenue_cents, coalesce(o.orders, 0) as paid_orders
        from page p
        left join lateral (select sum(sold)::int as sold, sum(quantity)::int as total
          from ticket_types where event_id = p.id) tt on true
        left join lateral (select sum(total_cents)::bigint as revenue, count(*)::int as orders
          from orders where event_id = p.id and status = 'paid') o on true) r) as events,
      (select count(*)::int from mine) as total,
      (select count(*)::int from events where organization_id = $1 and status = 'published')
        as published_events,
      (select coalesce(sum(tt.sold), 0)::int from ticket_types tt
        where tt.event_id in (select id from mine)) as tickets_sold,
      (select coalesce(sum(o.total_cents), 0)::bigint from orders o
        where o.status = 'paid' and o.event_id in (select id from mine)) as revenue_cents`,
  /** One event's report: revenue, by ticket type, by day, coupons, affiliates, methods, door. */
  report: `
    with paid as (
      select o.id, o.subtotal_cents, o.discount_cents, o.total_cents, o.coupon_id,
        o.affiliate_code, o.paid_at, o.paid_by_payment_id
      from orders o where o.event_id = $1 and o.status = 'paid'
    ),
    items as (
      select i.ticket_type_id, i.quantity, i.unit_price_cents, p.paid_at
      from order_items i join paid p on p.id = i.order_id
    )
    select
      (select count(*)::int from paid) as paid_orders,
      (select coalesce(sum(subtotal_cents), 0)::bigint from paid) as gross_cents,
      (select coalesce(sum(discount_cents), 0)::bigint from paid) as coupon_discount_cents,
      (select coalesce(sum(total_cents), 0)::bigint from paid) as net_cents,
      (select coalesce(sum(pm.interest_cents), 0)::bigint from paid p
        join payments pm on pm.id = p.paid_by_payment_id) as instalment_interest_cents,
      (select coalesce(sum(quantity), 0)::int from items) as tickets_sold,
      (select json_agg(r order by r.position) from (
        select tt.id, tt.name, tt.price_cents, tt.quantity, tt.position,
          coalesce(s.sold, 0) as sold, coalesce(s.revenue, 0) as revenue_cents
        from ticket_types tt
        left join (select ticket_type_id, sum(quantity)::int as sold,
          sum(quantity * unit_price_cents)::bigint as revenue from items group by 1) s
          on s.ticket_type_id = tt.id
        where tt.event_id = $1) r) as by_ticket_type,
      (select json_agg(r order by r.day) from (
        select (d.paid_at at time zone '${TZ}')::date as day, sum(d.tickets)::int as tickets,
          sum(d.total_cents)::bigint as revenue_cents
        from (select p.paid_at, p.total_cents,
          (select sum(quantity) from order_items where order_id = p.id) as tickets
          from paid p) d group by 1) r) as by_day,
      (select json_agg(r order by r.code) from (
        select c.code, count(*)::int as orders, sum(p.discount_cents)::bigint as discount_cents
        from paid p join coupons c on c.id = p.coupon_id group by c.code) r) as coupons,
      (select json_agg(r order by r.code) from (
        select a.code, a.full_name, count(l.*)::int as tickets,
          sum(l.sale_cents)::bigint as revenue_cents, sum(l.amount_cents)::bigint as commission
        from affiliate_ledger_entries l join affiliates a on a.id = l.affiliate_id
        where l.event_id = $1 and l.kind = 'commission' group by a.code, a.full_name) r)
        as affiliates,
      (select json_agg(r order by r.method) from (
        select pm.method, count(*)::int as orders, sum(p.total_cents)::bigint as revenue_cents
        from paid p join payments pm on pm.id = p.paid_by_payment_id group by pm.method) r)
        as payment_methods,
      (select count(*)::int from tickets where event_id = $1 and status = 'used') as checked_in,
      (select count(*)::int from tickets where event_id = $1 and status <> 'canceled')
        as valid_tickets`,
  /** The participant list's first page (the 50 newest tickets) and its total. */
  participants: `
    select
      (select count(*)::int from tickets where event_id = $1) as total,
      (select json_agg(r) from (
        select t.id, t.holder_name, t.holder_email, coalesce(oi.name, tt.name) as ticket_type,
          o.number, t.status, t.used_at, m.status as email_status
        from tickets t
        join ticket_types tt on tt.id = t.ticket_type_id
        join orders o on o.id = t.order_id
        left join order_items oi on oi.order_id = t.order_id
          and oi.ticket_type_id = t.ticket_type_id
        left join lateral (select status from emails where ticket_id = t.id
          order by created_at desc, id desc limit 1) m on true
        where t.event_id = $1
        order by t.issued_at desc, t.order_id desc, t.position desc limit 50) r) as participants`,
};

/**
 * The export's columns (PARTICIPANT_EXPORT_COLUMNS: event, code, name, e-mail, ticket type,
 * order, status, check-in as São Paulo's wall clock, the ticket e-mail's delivery) for every
 * ticket of every event of the organization, events newest first, each event's tickets in the order
 * they were issued — one statement, as COPY writes it. Each ticket's newest e-mail comes from
 * one pass over the outbox (DISTINCT ON): PostgreSQL's plan for a LATERAL lookup per ticket, as
 * the API's batches do it, is slower here by half.
 */
const exportSql = (organizationId: string) => {
  if (!/^[0-9a-f-]{36}$/.test(organizationId)) throw new Error(`not an id: ${organizationId}`);
  return `copy (
    select e.title as evento, t.code, t.holder_name, t.holder_email,
      coalesce(oi.name, tt.name) as tipo, o.number as pedido, t.status,
      to_char(t.used_at at time zone '${TZ}', 'DD/MM/YYYY HH24:MI') as entrada,
      m.status as email
    from events e
    join tickets t on t.event_id = e.id
    join ticket_types tt on tt.id = t.ticket_type_id
    join orders o on o.id = t.order_id
    left join order_items oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
    left join (select distinct on (ticket_id) ticket_id, status from emails
      where ticket_id is not null order by ticket_id, created_at desc, id desc) m
      on m.ticket_id = t.id
    where e.organization_id = '${organizationId}'
    order by e.starts_at desc, e.id desc, t.issued_at, t.order_id, t.position
  ) to stdout with (format csv, delimiter ';', header)`;
};

/**
 * `COPY … TO STDOUT` on a pg client, its bytes counted and dropped: what pg-copy-streams does,
 * without the stream. pg hands a query object with `submit` the protocol's messages.
 */
class CopyOut implements pg.Submittable {
  bytes = 0;
  lines = 0;
  readonly done: Promise<void>;
  #resolve!: () => void;
  #reject!: (error: Error) => void;

  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
  }

  submit(connection: { query(text: string): void }): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    const chunk = message.chunk;
    this.bytes += chunk.length;
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) {
      this.lines++;
    }
  }

  handleError(error: Error): void {
    this.#reject(error);
  }

  handleReadyForQuery(): void {
    this.#resolve();
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
}

// ---------------------------------------------------------------- ours, over HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 1 });

interface Answer {
  status: number;
  body: string;
}

function send(baseUrl: string, pathname: string, token: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${pathname}`,
      { agent, headers: { cookie: `${SESSION_COOKIE}=${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A streamed download: its lines counted, the bytes dropped. */
function download(
  baseUrl: string,
  pathname: string,
  token: string,
): Promise<{ status: number; bytes: number; lines: number; ms: number; head: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${pathname}`,
      { agent, headers: { cookie: `${SESSION_COOKIE}=${token}` } },
      (response) => {
        let bytes = 0;
        let lines = 0;
        let head = '';
        response.on('data', (chunk: Buffer) => {
          if (head.length < 2_000) head += chunk.toString('utf8', 0, 2_000);
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            lines,
            ms: performance.now() - started,
            head,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Thrown when the server answered nothing useful: measuring it further says nothing. */
class ServerBroken extends Error {}

// ---------------------------------------------------------------- measuring

type Page = 'dashboard' | 'report' | 'participants';
const PAGES: readonly Page[] = ['dashboard', 'report', 'participants'];
type Side = 'ours' | 'raw';

interface Latencies {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers measured (fewer than BENCH_REQUESTS when PAGE_BUDGET_MS ran out). */
  answers: number;
  errors: number;
}

/** `count` answers, CONNECTIONS at a time; their latencies (ms) and how many failed. */
async function timed(count: number, answer: () => Promise<boolean>) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let index = next++; index < count; index = next++) {
        const t0 = performance.now();
        const ok = await answer();
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  return { latencies, errors };
}

const summarize = (latencies: number[], errors: number): Latencies => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: Number((sorted[sorted.length - 1] ?? 0).toFixed(2)),
    answers: sorted.length,
    errors,
  };
};

/**
 * Ours and raw in turns (rounds of ROUND_SIZE, the order alternating), after a warm-up each,
 * until each side has REQUESTS answers — or, for an answer slow enough to take longer,
 * PAGE_BUDGET_MS has passed after at least MIN_ROUNDS rounds (the run must stay within minutes;
 * the count is reported).
 */
async function measurePage(answers: Record<Side, () => Promise<boolean>>) {
  const all: Record<Side, { latencies: number[]; errors: number }> = {
    ours: { latencies: [], errors: 0 },
    raw: { latencies: [], errors: 0 },
  };
  for (const side of ['ours', 'raw'] as const) await timed(WARMUP_REQUESTS, answers[side]);
  const started = performance.now();
  for (let round = 0; round * ROUND_SIZE < REQUESTS; round++) {
    if (round >= MIN_ROUNDS && performance.now() - started > PAGE_BUDGET_MS) break;
    const count = Math.min(ROUND_SIZE, REQUESTS - round * ROUND_SIZE);
    const order: Side[] = round % 2 === 0 ? ['ours', 'raw'] : ['raw', 'ours'];
    for (const side of order) {
      const measured = await timed(count, answers[side]);
      all[side].latencies.push(...measured.latencies);
      all[side].errors += measured.errors;
    }
  }
  return {
    ours: summarize(all.ours.latencies, all.ours.errors),
    raw: summarize(all.raw.latencies, all.raw.errors),
  };
}

/** VmRSS and VmHWM (MB) of a process, from /proc. */
function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return {
    rssMb: Number((kb('VmRSS') / 1024).toFixed(1)),
    hwmMb: Number((kb('VmHWM') / 1024).toFixed(1)),
  };
}

// ---------------------------------------------------------------- the run

interface Figures {
  dashboard: { events: number; publishedEvents: number; ticketsSold: number; revenue: number };
  report: {
    paidOrders: number;
    ticketsSold: number;
    grossCents: number;
    couponDiscountCents: number;
    netCents: number;
    instalmentInterestCents: number;
    checkedIn: number;
  };
  participants: { total: number; firstPage: number };
}

/** What one size gives (bench/results/organizer.json's `sizes.<tickets>`). */
interface SizeResult {
  tickets: number;
  orders: number;
  checkedIn: number;
  busyEventTickets: number;
  databaseMb: number;
  generateSeconds: number;
  reportP95Ms: number;
  dashboardP95Ms: number;
  participantsP95Ms: number;
  exportRowsPerSecond: number;
  /** The server's VmHWM after the export: its peak RSS since it started at this size. */
  peakRssMb: number;
  exportSampledPeakRssMb: number;
  rssBeforeExportMb: number;
  exportRows: number;
  exportBytes: number;
  exportMs: number[];
  rawReportP95Ms: number;
  rawDashboardP95Ms: number;
  rawParticipantsP95Ms: number;
  rawExportRowsPerSecond: number;
  rawExportMs: number[];
  /** ours ÷ raw SQL: p95 over p95 for the answers, rows/s over rows/s for the export. */
  ratios: { report: number; dashboard: number; participants: number; export: number };
  latencies: Record<Page, Record<Side, Latencies>>;
  /** Each side's first answer at this size (ours: before any kept sum). */
  coldMs: Record<Page, Record<Side, number>>;
  figures: Figures;
}

const servers = new ServerProcesses();

async function main(): Promise<void> {
  for (const size of SIZES) {
    if (!Number.isInteger(size) || size <= 0 || size % (BUSY_EVERY * AVERAGE_TICKETS) !== 0) {
      throw new Error(`BENCH_SIZES: ${size} is not a multiple of ${BUSY_EVERY * AVERAGE_TICKETS}`);
    }
  }
  const serverEntry = ensureServerBuilt();
  const loadBefore = loadAverage();
  const runStarted = performance.now();
  const target = await createBenchTarget('organizer', POOL_MAX);
  if (target.config.kind !== 'postgres') throw new Error('bench:organizer runs on PostgreSQL');
  const url = target.config.url;
  const database = await openDatabase(target.config, logger);
  const generatorClient = new pg.Client({ connectionString: url });
  const rawPool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const copyClient = new pg.Client({ connectionString: url });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  /** The server's own files (uploads), not the repository's data/. */
  const serverDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-organizer-data-'));
  const problems: string[] = [];
  const results: Record<string, SizeResult> = {};
  let child: ChildProcess | undefined;
  try {
    log(`database ${url.replace(/\/\/[^@]*@/, '//')}: migrating`);
    await prepareDatabase(database, { demoMode: false, logger });
    await generatorClient.connect();
    await copyClient.connect();

    const [admin] = (
      await rawPool.query<{ id: string }>(
        `insert into users (name, email, role) values ('Organizadora do Benchmark', $1, 'user')
         returning id`,
        [`organizadora@${EMAIL_DOMAIN}`],
      )
    ).rows;
    const adminId = admin!.id;
    // An organizer is the Dono of an approved organization (issue 28), which owns the events.
    const [organization] = (
      await rawPool.query<{ id: string }>(
        `insert into organizations (name, public_name, contact_email, status, created_by)
         values ('Organizadora do Benchmark Ltda.', 'Organizadora do Benchmark', $1, 'aprovada', $2)
         returning id`,
        [`organizadora@${EMAIL_DOMAIN}`, adminId],
      )
    ).rows;
    const organizationId = organization!.id;
    await rawPool.query(
      `insert into organization_members (organization_id, user_id, role) values ($1, $2, 'dono')`,
      [organizationId, adminId],
    );
    const session = await createAuthService(database.db).createSession(adminId, {
      persistent: true,
    });
    const token = session.token;
    const generator = new Generator(generatorClient, adminId, organizationId);
    let t0 = performance.now();
    await generator.setup(new Date());
    log(
      `setup: ${EVENTS} events, ${AFFILIATES} affiliates, ${COUPONS} coupons in ${seconds(t0)} s`,
    );
    const busyEventId = benchId('bench-org-event-0');

    let orders = 0;
    for (const size of SIZES) {
      const targetOrders = size / AVERAGE_TICKETS;
      t0 = performance.now();
      log(
        `growing to ${size.toLocaleString('en-US')} tickets (orders ${orders} … ${targetOrders - 1})`,
      );
      await generator.grow(orders, targetOrders);
      orders = targetOrders;
      const [counts] = (
        await rawPool.query<Record<string, number>>(
          `select (select count(*)::int from tickets) as tickets,
             (select count(*)::int from orders) as orders,
             (select count(*)::int from tickets where status = 'used') as used,
             (select count(*)::int from tickets where event_id = $1) as busy_tickets,
             (select count(*)::int from emails) as emails,
             (select count(*)::int from affiliate_ledger_entries) as ledger,
             pg_database_size(current_database()) / 1048576 as db_mb`,
          [busyEventId],
        )
      ).rows;
      const generateSeconds = Number(seconds(t0));
      log(
        `  ${counts!.tickets} tickets (${counts!.used} checked in), ${counts!.orders} orders, ` +
          `${counts!.emails} e-mails, ${counts!.ledger} ledger entries; busy event ` +
          `${counts!.busy_tickets} tickets; database ${counts!.db_mb} MB; grown in ` +
          `${generateSeconds} s`,
      );

      // -------------------------------------------------------------- ours, started afresh
      t0 = performance.now();
      child = await startOurServer(servers, serverEntry, PORT, {
        ...target.serverEnv,
        DATA_DIR: serverDataDir,
      });
      const pid = child.pid!;
      log(`  our server up in ${seconds(t0)} s (pid ${pid}, RSS ${memoryOf(pid).rssMb} MB)`);

      const paths: Record<Page, string> = {
        dashboard: ROUTES.dashboard,
        report: ROUTES.report(busyEventId),
        participants: ROUTES.participants(busyEventId),
      };
      // The figures, first from each side; the first answer is also the cold one (our server
      // keeps costly sums while what they add up is unchanged: every later answer may be served
      // from them), timed apart.
      const answers: Partial<Record<Page, Answer>> = {};
      const raw: Partial<Record<Page, Record<string, unknown>>> = {};
      const coldMs = {} as Record<Page, Record<Side, number>>;
      for (const page of PAGES) {
        let started = performance.now();
        const answer = await send(baseUrl, paths[page], token);
        const oursMs = performance.now() - started;
        if (answer.status !== 200) {
          throw new ServerBroken(
            `GET ${paths[page]} answered ${answer.status}: ${answer.body.slice(0, 300)}`,
          );
        }
        answers[page] = answer;
        started = performance.now();
        const param = page === 'dashboard' ? organizationId : busyEventId;
        raw[page] = (await rawPool.query(ORGANIZER_SQL[page], [param])).rows[0]!;
        coldMs[page] = {
          ours: Number(oursMs.toFixed(1)),
          raw: Number((performance.now() - started).toFixed(1)),
        };
      }
      log(
        `  first (cold) answers, ms: ${PAGES.map(
          (page) => `${page} ours ${coldMs[page].ours} raw ${coldMs[page].raw}`,
        ).join(', ')}`,
      );
      const dashboard = JSON.parse(answers.dashboard!.body) as OrganizerEvents;
      const report = JSON.parse(answers.report!.body) as EventReport;
      const participants = JSON.parse(answers.participants!.body) as Participants;
      const figures: Record<Side, Figures> = {
        ours: {
          dashboard: {
            events: dashboard.summary.events,
            publishedEvents: dashboard.summary.publishedEvents,
            ticketsSold: dashboard.summary.ticketsSold,
            revenue: dashboard.summary.revenueCents,
          },
          report: {
            paidOrders: report.revenue.paidOrders,
            ticketsSold: report.revenue.ticketsSold,
            grossCents: report.revenue.grossCents,
            couponDiscountCents: report.revenue.couponDiscountCents,
            netCents: report.revenue.netCents,
            instalmentInterestCents: report.revenue.instalmentInterestCents,
            checkedIn: report.occupancy.checkedIn,
          },
          participants: {
            total: participants.total,
            firstPage: participants.participants.length,
          },
        },
        raw: {
          dashboard: {
            events: Number(raw.dashboard!.total),
            publishedEvents: Number(raw.dashboard!.published_events),
            ticketsSold: Number(raw.dashboard!.tickets_sold),
            revenue: Number(raw.dashboard!.revenue_cents),
          },
          report: {
            paidOrders: Number(raw.report!.paid_orders),
            ticketsSold: Number(raw.report!.tickets_sold),
            grossCents: Number(raw.report!.gross_cents),
            couponDiscountCents: Number(raw.report!.coupon_discount_cents),
            netCents: Number(raw.report!.net_cents),
            instalmentInterestCents: Number(raw.report!.instalment_interest_cents),
            checkedIn: Number(raw.report!.checked_in),
          },
          participants: {
            total: Number(raw.participants!.total),
            firstPage: (raw.participants!.participants as unknown[]).length,
          },
        },
      };
      for (const page of PAGES) {
        const ours = JSON.stringify(figures.ours[page]);
        const theirs = JSON.stringify(figures.raw[page]);
        if (ours !== theirs) {
          problems.push(`${size} tickets, ${page}: ours ${ours}, raw SQL ${theirs}`);
        }
      }
      log(`  figures: ${JSON.stringify(figures.ours)}`);

      // -------------------------------------------------------------- the pages
      const latencies = {} as Record<Page, Record<Side, Latencies>>;
      for (const page of PAGES) {
        let firstError: string | undefined;
        const param = page === 'dashboard' ? organizationId : busyEventId;
        latencies[page] = await measurePage({
          ours: async () => {
            const answer = await send(baseUrl, paths[page], token);
            if (answer.status === 200) return true;
            if (!firstError) {
              firstError = `${answer.status} ${answer.body.slice(0, 300)}`;
              console.error(`  ${page}: first failed answer: ${firstError}`);
            }
            return false;
          },
          raw: async () => {
            await rawPool.query(ORGANIZER_SQL[page], [param]);
            return true;
          },
        });
        const { ours, raw: baseline } = latencies[page];
        if (ours.errors > 0)
          problems.push(`${size} tickets, ${page}: ${ours.errors} answers failed`);
        log(
          `  ${page.padEnd(12)} ours p50 ${ours.p50Ms} p95 ${ours.p95Ms} ms · raw SQL p50 ` +
            `${baseline.p50Ms} p95 ${baseline.p95Ms} ms · ours/raw p95 ` +
            `${ratioOf(ours.p95Ms, baseline.p95Ms)}`,
        );
      }

      // -------------------------------------------------------------- the export
      const exportRuns: { ms: number; rows: number; bytes: number; sampledPeakMb: number }[] = [];
      const rssBeforeExport = memoryOf(pid);
      for (let run = 0; run < EXPORT_RUNS; run++) {
        let sampledPeakMb = 0;
        const sampler = setInterval(() => {
          try {
            sampledPeakMb = Math.max(sampledPeakMb, memoryOf(pid).rssMb);
          } catch {
            // the process is gone: the download reports it
          }
        }, RSS_SAMPLE_MS);
        let answer: Awaited<ReturnType<typeof download>>;
        try {
          answer = await download(baseUrl, ROUTES.export, token);
        } finally {
          clearInterval(sampler);
        }
        sampledPeakMb = Math.max(sampledPeakMb, memoryOf(pid).rssMb);
        if (answer.status !== 200) {
          throw new ServerBroken(`GET ${ROUTES.export} answered ${answer.status}: ${answer.head}`);
        }
        const rows = answer.lines - 1;
        if (run === 0) log(`  export's first lines: ${JSON.stringify(answer.head.slice(0, 300))}`);
        exportRuns.push({ ms: answer.ms, rows, bytes: answer.bytes, sampledPeakMb });
        log(
          `  export run ${run + 1}: ${rows} rows, ${(answer.bytes / 1048576).toFixed(1)} MB in ` +
            `${Math.round(answer.ms)} ms = ${Math.round(rows / (answer.ms / 1_000))} rows/s, ` +
            `RSS peak sampled ${sampledPeakMb} MB`,
        );
      }
      const memory = memoryOf(pid);
      const rawExportRuns: { ms: number; rows: number; bytes: number }[] = [];
      for (let run = 0; run < EXPORT_RUNS; run++) {
        const started = performance.now();
        const copy = new CopyOut(exportSql(organizationId));
        copyClient.query(copy);
        await copy.done;
        rawExportRuns.push({
          ms: performance.now() - started,
          rows: copy.lines - 1,
          bytes: copy.bytes,
        });
      }
      await servers.stop(child);
      child = undefined;

      // All the runs' rows over all their time.
      const rateOf = (runs: { ms: number; rows: number }[]) =>
        Math.round(
          runs.reduce((sum, run) => sum + run.rows, 0) /
            (runs.reduce((sum, run) => sum + run.ms, 0) / 1_000),
        );
      const exportRowsPerSecond = rateOf(exportRuns);
      const rawExportRowsPerSecond = rateOf(rawExportRuns);
      const exportRows = exportRuns[0]!.rows;
      if (!exportRuns.every((run) => run.rows === Number(counts!.tickets))) {
        problems.push(
          `${size} tickets: the export gave ${exportRuns.map((run) => run.rows).join(', ')} rows, ` +
            `not ${counts!.tickets}`,
        );
      }
      if (!rawExportRuns.every((run) => run.rows === Number(counts!.tickets))) {
        problems.push(`${size} tickets: COPY gave ${rawExportRuns[0]!.rows} rows`);
      }
      log(
        `  export ours ${exportRowsPerSecond} rows/s (${EXPORT_RUNS} runs), raw COPY ` +
          `${rawExportRowsPerSecond} rows/s, ours/raw ${ratioOf(exportRowsPerSecond, rawExportRowsPerSecond)}; ` +
          `server RSS before ${rssBeforeExport.rssMb} MB, sampled peak ` +
          `${Math.max(...exportRuns.map((run) => run.sampledPeakMb))} MB, VmHWM ${memory.hwmMb} MB`,
      );

      results[String(size)] = {
        tickets: Number(counts!.tickets),
        orders: Number(counts!.orders),
        checkedIn: Number(counts!.used),
        busyEventTickets: Number(counts!.busy_tickets),
        databaseMb: Number(counts!.db_mb),
        generateSeconds,
        reportP95Ms: latencies.report.ours.p95Ms,
        dashboardP95Ms: latencies.dashboard.ours.p95Ms,
        participantsP95Ms: latencies.participants.ours.p95Ms,
        exportRowsPerSecond,
        peakRssMb: memory.hwmMb,
        exportSampledPeakRssMb: Math.max(...exportRuns.map((run) => run.sampledPeakMb)),
        rssBeforeExportMb: rssBeforeExport.rssMb,
        exportRows,
        exportBytes: exportRuns[0]!.bytes,
        exportMs: exportRuns.map((run) => Math.round(run.ms)),
        rawReportP95Ms: latencies.report.raw.p95Ms,
        rawDashboardP95Ms: latencies.dashboard.raw.p95Ms,
        rawParticipantsP95Ms: latencies.participants.raw.p95Ms,
        rawExportRowsPerSecond,
        rawExportMs: rawExportRuns.map((run) => Math.round(run.ms)),
        ratios: {
          report: ratioOf(latencies.report.ours.p95Ms, latencies.report.raw.p95Ms),
          dashboard: ratioOf(latencies.dashboard.ours.p95Ms, latencies.dashboard.raw.p95Ms),
          participants: ratioOf(
            latencies.participants.ours.p95Ms,
            latencies.participants.raw.p95Ms,
          ),
          export: ratioOf(exportRowsPerSecond, rawExportRowsPerSecond),
        },
        latencies,
        coldMs,
        figures: figures.ours,
      };
    }

    // ---------------------------------------------------------------- summary
    const loadAfter = loadAverage();
    const sizes = SIZES.map(String);
    const at = (size: string) => results[size]!;
    console.log(`\nper size (ms; ours/raw = p95 over p95, export: rows/s over rows/s):`);
    console.log(
      `${'tickets'.padStart(10)} ${'dash p95'.padStart(9)} ${'raw'.padStart(7)} ${'report p95'.padStart(11)} ` +
        `${'raw'.padStart(7)} ${'partic p95'.padStart(11)} ${'raw'.padStart(7)} ` +
        `${'export rows/s'.padStart(14)} ${'raw COPY'.padStart(10)} ${'RSS MB'.padStart(7)}`,
    );
    for (const size of sizes) {
      const r = at(size);
      console.log(
        `${size.padStart(10)} ${String(r.dashboardP95Ms).padStart(9)} ${String(r.rawDashboardP95Ms).padStart(7)} ` +
          `${String(r.reportP95Ms).padStart(11)} ${String(r.rawReportP95Ms).padStart(7)} ` +
          `${String(r.participantsP95Ms).padStart(11)} ${String(r.rawParticipantsP95Ms).padStart(7)} ` +
          `${String(r.exportRowsPerSecond).padStart(14)} ${String(r.rawExportRowsPerSecond).padStart(10)} ` +
          `${String(r.peakRssMb).padStart(7)}`,
      );
      console.log(
        `${''.padStart(10)} ours/raw: dashboard ${r.ratios.dashboard}, report ${r.ratios.report}, ` +
          `participants ${r.ratios.participants}, export ${r.ratios.export}; first (cold) ` +
          `answers ours/raw ms: ${PAGES.map((page) => `${page} ${r.coldMs[page].ours}/${r.coldMs[page].raw}`).join(', ')}`,
      );
    }
    const smallest = sizes[0]!;
    const largest = sizes[sizes.length - 1]!;
    const dataGrowth = Number(largest) / Number(smallest);
    const growth = {
      dataGrowth,
      dashboardP95: ratioOf(at(largest).dashboardP95Ms, at(smallest).dashboardP95Ms),
      reportP95: ratioOf(at(largest).reportP95Ms, at(smallest).reportP95Ms),
      participantsP95: ratioOf(at(largest).participantsP95Ms, at(smallest).participantsP95Ms),
      rawReportP95: ratioOf(at(largest).rawReportP95Ms, at(smallest).rawReportP95Ms),
      exportRowsPerSecond: ratioOf(
        at(largest).exportRowsPerSecond,
        at(smallest).exportRowsPerSecond,
      ),
      exportTime: ratioOf(median(at(largest).exportMs), median(at(smallest).exportMs)),
    };
    const subLinear = (ratio: number) => ratio < dataGrowth / 4;
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(
      `\ngrowth ${smallest} → ${largest} tickets (data ×${dataGrowth}): p95 dashboard ` +
        `×${growth.dashboardP95} (${mark(subLinear(growth.dashboardP95))}), report ` +
        `×${growth.reportP95} (${mark(subLinear(growth.reportP95))}), participants ` +
        `×${growth.participantsP95} (${mark(subLinear(growth.participantsP95))}) — raw SQL's ` +
        `report ×${growth.rawReportP95}; export time ×${growth.exportTime} ` +
        `(${mark(growth.exportTime <= dataGrowth * 1.25)}), rows/s ×${growth.exportRowsPerSecond}`,
    );
    const top = at(largest);
    const checks = {
      dashboard: top.dashboardP95Ms <= TARGETS.answerP95Ms,
      report: top.reportP95Ms <= TARGETS.answerP95Ms,
      participants: top.participantsP95Ms <= TARGETS.answerP95Ms,
      export: top.exportRowsPerSecond >= TARGETS.exportRowsPerSecond,
      rss: top.peakRssMb <= TARGETS.peakRssMb,
    };
    console.log(
      `targets at ${largest} tickets: dashboard p95 ${top.dashboardP95Ms} ms ` +
        `(${mark(checks.dashboard)}, ≤ ${TARGETS.answerP95Ms}), report p95 ${top.reportP95Ms} ms ` +
        `(${mark(checks.report)}), participants p95 ${top.participantsP95Ms} ms ` +
        `(${mark(checks.participants)}), export ${top.exportRowsPerSecond} rows/s ` +
        `(${mark(checks.export)}, ≥ ${TARGETS.exportRowsPerSecond}), peak RSS ${top.peakRssMb} MB ` +
        `(${mark(checks.rss)}, ≤ ${TARGETS.peakRssMb})`,
    );
    for (const problem of problems) console.log(`PROBLEM: ${problem}`);
    console.log(
      `load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')} on ` +
        `${os.cpus().length} CPUs; whole run ${seconds(runStarted)} s`,
    );

    const file = path.join(repositoryRoot, 'bench/results/organizer.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const output = {
      benchmark: 'organizer',
      date: new Date().toISOString(),
      database: 'postgres',
      server: path.relative(repositoryRoot, serverEntry),
      node: process.version,
      cpus: os.cpus().length,
      machineLoad: { before: loadBefore, after: loadAfter },
      runSeconds: Number(seconds(runStarted)),
      targets: TARGETS,
      requestsPerAnswer: REQUESTS,
      warmupRequests: WARMUP_REQUESTS,
      connections: CONNECTIONS,
      exportRuns: EXPORT_RUNS,
      sizes: results,
      growth,
      meetsTargets: Object.values(checks).every(Boolean),
      checks,
      problems,
    };
    writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log('written: bench/results/organizer.json');
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    if (child) await servers.stop(child);
    servers.stopAll();
    agent.destroy();
    await rawPool.end();
    await generatorClient.end().catch(() => undefined);
    await copyClient.end().catch(() => undefined);
    await database.close();
    rmSync(serverDataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`database kept: ${url}`);
    else await target.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ServerBroken ? `\n${error.message}` : error);
  servers.stopAll();
  process.exitCode = 1;
});
