/**
 * npm run bench:rush
 *
 * The ticket rush: 2,000 simulated buyers over HTTP, 200 connections at once, each trying to hold
 * 1–5 seats (cycling) of one ticket type that has 500 seats, against our built server — on the
 * PostgreSQL server named by DATABASE_URL (in a database of its own, dropped afterwards), else on
 * the embedded PGlite. In the same run, the baseline: the same conditional UPDATE + order insert
 * issued straight through the same driver with the same pool size, 200 at a time.
 *
 * Prints seats held (must be exactly 500), oversold (must be 0), hold attempts per second, p50/p99
 * latency and the ratio ours/baseline; writes bench/results/rush.json. Exit code 1 if any round
 * oversold or did not fill its 500 seats.
 *
 * Options (environment): BENCH_ROUNDS (measured rounds, default 3, after 3 warm-up rounds),
 * DATABASE_URL, DATABASE_POOL_MAX (default 10, the server's default), BENCH_SERVER_NODE_ARGS
 * (extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { execSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { categories, events, orderItems, orders, ticketTypes } from '../apps/api/src/db/schema';
import type { DatabaseConfig } from '../apps/api/src/config';
import { ServerProcesses, waitFor } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Rounds each side runs first, unmeasured: the server's JIT needs a few thousand requests. */
const WARMUP_ROUNDS = 3;
const BUYERS = 2_000;
const SEATS = 500;
const CONNECTIONS = 200;
const PRICE_CENTS = 15_000;
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const PORT = 3203;
const TARGETS = { oversold: 0, holdsPerSecond: 1_000, ratio: 0.5 };
const logger = pino({ level: 'silent' });

/** Seats asked by buyer i: 1, 2, 3, 4, 5, 1, 2, … */
const seatsAsked = (buyer: number) => (buyer % 5) + 1;

interface RoundMeasure {
  attemptsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  held: number;
  refused: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]!.toFixed(2));
}

// ---------------------------------------------------------------- database set-up

interface Target {
  kind: 'postgres' | 'pglite';
  config: DatabaseConfig;
  serverEnv: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

async function createTarget(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rush-'));
    return {
      kind: 'pglite',
      config: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => {},
    };
  }
  const name = `bilheteria_bench_rush_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    kind: 'postgres',
    config: { kind: 'postgres', url: benchUrl.toString(), poolMax: POOL_MAX },
    serverEnv: { DATABASE_URL: benchUrl.toString(), DATABASE_POOL_MAX: String(POOL_MAX) },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** One event with a fresh 500-seat ticket type per round (baseline and ours, warm-ups included). */
async function createTicketTypes(database: Database, count: number) {
  const [category] = await database.db.select().from(categories).limit(1);
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  const [event] = await database.db
    .insert(events)
    .values({
      slug: `rush-${randomUUID()}`,
      title: 'Congresso da Corrida de Ingressos',
      descriptionHtml: '<p>Benchmark</p>',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      venue: 'Arena',
      city: 'São Paulo',
      address: 'Av. Paulista, 1000',
      imageUrl: '/media/demo/events/rush.svg',
      categoryId: category!.id,
      status: 'published',
    })
    .returning();
  const types = await database.db
    .insert(ticketTypes)
    .values(
      Array.from({ length: count }, (_, index) => ({
        eventId: event!.id,
        name: `Lote ${index + 1}`,
        priceCents: PRICE_CENTS,
        quantity: SEATS,
        maxPerOrder: 5,
        position: index,
      })),
    )
    .returning();
  return { eventId: event!.id, ticketTypeIds: types.map((type) => type.id) };
}

// ---------------------------------------------------------------- the baseline

type Runner = <T>(work: (query: Query) => Promise<T>) => Promise<T>;
type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** A transaction through the driver itself: pg's pool, or PGlite's own transaction. */
function transactionRunner(database: Database): Runner {
  if (database.kind === 'pglite') {
    return (work) =>
      database.client.transaction((tx) =>
        work((text, params) => tx.query(text, params as never[])),
      );
  }
  return async (work) => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const result = await work((text, params) => client.query(text, params));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

class NoSeats extends Error {}

/** The hold as raw SQL: the conditional UPDATE, then the order and its item. */
async function rawHold(
  run: Runner,
  eventId: string,
  ticketTypeId: string,
  quantity: number,
): Promise<boolean> {
  try {
    await run(async (query) => {
      const taken = await query(
        `update ticket_types set reserved = reserved + $2
         where id = $1 and sold + reserved + $2 <= quantity returning id`,
        [ticketTypeId, quantity],
      );
      if (taken.rows.length === 0) throw new NoSeats();
      const total = PRICE_CENTS * quantity;
      const order = await query(
        `insert into orders (idempotency_key, event_id, expires_at, subtotal_cents, total_cents)
         values ($1, $2, now() + interval '15 minutes', $3, $3) returning id`,
        [randomUUID(), eventId, total],
      );
      await query(
        `insert into order_items (order_id, ticket_type_id, name, unit_price_cents, quantity)
         values ($1, $2, 'Lote', $3, $4)`,
        [(order.rows[0] as { id: string }).id, ticketTypeId, PRICE_CENTS, quantity],
      );
    });
    return true;
  } catch (error) {
    if (error instanceof NoSeats) return false;
    throw error;
  }
}

async function baselineRound(
  run: Runner,
  eventId: string,
  ticketTypeId: string,
): Promise<RoundMeasure> {
  const latencies: number[] = [];
  let next = 0;
  let held = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let buyer = next++; buyer < BUYERS; buyer = next++) {
        const t0 = performance.now();
        const ok = await rawHold(run, eventId, ticketTypeId, seatsAsked(buyer));
        latencies.push(performance.now() - t0);
        if (ok) held++;
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  return {
    attemptsPerSecond: Math.round(BUYERS / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    held,
    refused,
    errors: 0,
  };
}

// ---------------------------------------------------------------- ours, over HTTP

async function httpRound(baseUrl: string, ticketTypeId: string): Promise<RoundMeasure> {
  let buyer = 0;
  // From the first request sent to the last answer: autocannon's own clock ticks by the second.
  let started = 0;
  let finished = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount: BUYERS,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/pedidos',
        setupRequest: (request) => {
          if (started === 0) started = performance.now();
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({
              tickets: [{ id_ticket: ticketTypeId, quantidade_produto: seatsAsked(buyer++) }],
            }),
          };
        },
        onResponse: () => {
          finished = performance.now();
        },
      },
    ],
  });
  const seconds = (finished - started) / 1_000;
  const stats =
    (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const count = (status: string) => stats[status]?.count ?? 0;
  const answered = count('201') + count('409');
  return {
    attemptsPerSecond: Math.round(answered / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    held: count('201'),
    refused: count('409'),
    errors: result.errors + result.timeouts + (result.non2xx - count('409')),
  };
}

// ---------------------------------------------------------------- checking the seats

interface SeatCheck {
  ticketTypeId: string;
  quantity: number;
  reserved: number;
  sold: number;
  /** Seats in the orders holding this type. */
  inOrders: number;
  oversold: number;
}

async function checkSeats(database: Database, ids: string[]): Promise<SeatCheck[]> {
  const types = await database.db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
  const held = await database.db
    .select({
      ticketTypeId: orderItems.ticketTypeId,
      seats: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.ticketTypeId, ids))
    .groupBy(orderItems.ticketTypeId);
  const seatsOf = new Map(held.map((row) => [row.ticketTypeId, row.seats]));
  return ids.map((id) => {
    const type = types.find((candidate) => candidate.id === id)!;
    const inOrders = seatsOf.get(id) ?? 0;
    return {
      ticketTypeId: id,
      quantity: type.quantity,
      reserved: type.reserved,
      sold: type.sold,
      inOrders,
      oversold: Math.max(0, inOrders - type.quantity, type.reserved + type.sold - type.quantity),
    };
  });
}

// ---------------------------------------------------------------- the run

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function summarize(rounds: RoundMeasure[]) {
  return {
    attemptsPerSecond: median(rounds.map((round) => round.attemptsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
  };
}

const servers = new ServerProcesses();

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/api/dist/main.js'))) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const target = await createTarget();
  try {
    // Set-up and baseline with the bench's own connection (PGlite allows one process at a time).
    let database = await openDatabase(target.config, logger);
    await prepareDatabase(database, { demoMode: false, logger });
    const perSide = WARMUP_ROUNDS + ROUNDS;
    const { eventId, ticketTypeIds } = await createTicketTypes(database, perSide * 2);
    const baselineTypes = ticketTypeIds.slice(0, perSide);
    const ourTypes = ticketTypeIds.slice(perSide);

    console.log(
      `rush on ${target.kind}: ${BUYERS} buyers asking 1–5 seats, ${CONNECTIONS} at once, ` +
        `${SEATS} seats per round; pool ${target.kind === 'postgres' ? POOL_MAX : 1}; ` +
        `${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-ups each\n`,
    );
    const run = transactionRunner(database);
    const baselineRounds: RoundMeasure[] = [];
    for (const [index, id] of baselineTypes.entries()) {
      const measure = await baselineRound(run, eventId, id);
      if (index >= WARMUP_ROUNDS) baselineRounds.push(measure);
      console.log(`  baseline ${roundName(index)}: ${line(measure)}`);
    }
    await database.close();

    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    servers.start('node', [...nodeArgs, path.join(root, 'apps/api/dist/main.js')], {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO_MODE: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...target.serverEnv,
    });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    await waitFor(`${baseUrl}/api/health`);
    const ourRounds: RoundMeasure[] = [];
    for (const [index, id] of ourTypes.entries()) {
      const measure = await httpRound(baseUrl, id);
      if (index >= WARMUP_ROUNDS) ourRounds.push(measure);
      console.log(`  ours     ${roundName(index)}: ${line(measure)}`);
    }
    servers.stopAll();
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    database = await openDatabase(target.config, logger);
    const seats = await checkSeats(database, ticketTypeIds);
    await database.close();

    const baseline = summarize(baselineRounds);
    const ours = summarize(ourRounds);
    const ratio = Number((ours.attemptsPerSecond / baseline.attemptsPerSecond).toFixed(3));
    const oursSeats = seats.slice(perSide);
    const seatsHeld = oursSeats.map((check) => check.inOrders);
    const oversold = Math.max(...seats.map((check) => check.oversold));
    const allFilled = seats.every(
      (check) => check.inOrders === SEATS && check.reserved + check.sold === SEATS,
    );
    const errors = ourRounds.reduce((sum, round) => sum + round.errors, 0);

    console.log(`\nseats held per round (ours): ${seatsHeld.join(', ')}  (must be ${SEATS})`);
    console.log(`oversold: ${oversold}  (must be 0)`);
    console.log(
      `baseline  ${baseline.attemptsPerSecond} hold attempts/s   p50 ${baseline.p50Ms} ms   p99 ${baseline.p99Ms} ms`,
    );
    console.log(
      `ours      ${ours.attemptsPerSecond} hold attempts/s   p50 ${ours.p50Ms} ms   p99 ${ours.p99Ms} ms   errors ${errors}`,
    );
    const meets =
      oversold === 0 &&
      allFilled &&
      ours.attemptsPerSecond >= TARGETS.holdsPerSecond &&
      ratio >= TARGETS.ratio;
    console.log(
      `ratio ours/baseline ${ratio}  →  ${meets ? 'meets' : 'MISSES'} target ` +
        `(0 oversold, ≥ ${TARGETS.holdsPerSecond} holds/s, ratio ≥ ${TARGETS.ratio}` +
        `${target.kind === 'pglite' ? '; the target is set for PostgreSQL' : ''})`,
    );

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results/rush.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { runs?: Record<string, unknown> })
      : {};
    const output = {
      benchmark: 'rush',
      targets: TARGETS,
      runs: {
        ...previous.runs,
        [target.kind]: {
          date: new Date().toISOString(),
          node: process.version,
          cpus: os.cpus().length,
          buyers: BUYERS,
          seatsPerRound: SEATS,
          connections: CONNECTIONS,
          poolMax: target.kind === 'postgres' ? POOL_MAX : 1,
          rounds: ROUNDS,
          seatsHeldPerRound: seatsHeld,
          oversold,
          baseline: { ...baseline, rounds: baselineRounds },
          ours: { ...ours, errors, rounds: ourRounds },
          ratio,
          meetsTarget: meets,
        },
      },
    };
    writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log('written: bench/results/rush.json');
    if (oversold > 0 || !allFilled) process.exitCode = 1;
  } finally {
    servers.stopAll();
    await target.drop();
  }
}

function roundName(index: number): string {
  return index < WARMUP_ROUNDS ? `warm-up ${index + 1}` : `round ${index - WARMUP_ROUNDS + 1}`;
}

function line(measure: RoundMeasure): string {
  return (
    `${measure.attemptsPerSecond} attempts/s, p50 ${measure.p50Ms} ms, p99 ${measure.p99Ms} ms, ` +
    `${measure.held} held, ${measure.refused} refused, ${measure.errors} errors`
  );
}

main().catch((error: unknown) => {
  console.error(error);
  servers.stopAll();
  process.exitCode = 1;
});
