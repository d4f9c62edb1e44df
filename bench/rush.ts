/**
 * npm run bench:rush
 *
 * The ticket rush: 2,000 simulated buyers over HTTP, 200 connections at once, each trying to hold
 * 1–5 seats (cycling) of one ticket type that has 500 seats, against our built server — on the
 * PostgreSQL server named by DATABASE_URL (in a database of its own, dropped afterwards), else on
 * the embedded PGlite. In the same run, two baselines, each on a fresh ticket type of its own:
 *
 * - bare HTTP: `rush-baseline-server.mjs`, a bare Fastify app in its own process (same fastify, a
 *   `pg` pool of the same size) whose one route runs our single-type hold's statement — the
 *   conditional UPDATE + order insert + item insert in one CTE — under the same autocannon load
 *   (same connections, buyers, path, headers and body). ours/bare-HTTP is our own overhead.
 * - raw SQL: the same conditional UPDATE + order insert issued straight through the driver from
 *   this process, with the same pool size, 200 at a time. ours/raw-SQL also counts HTTP.
 *
 * On PostgreSQL the three run interleaved: every round runs each side once, in an order that
 * rotates from round to round, so the machine's noise falls on all alike. PGlite lets one process
 * open its data at a time, so there each side runs its rounds in a block, one after the other.
 *
 * Prints, per round and as medians: hold attempts per second (answered 201 + 409), p50/p99
 * latency and oversold seats for each side, and the two ratios ours/bare-HTTP and ours/raw-SQL
 * (medians of the per-round ratios); writes bench/results/rush.json. Exit code 1 if any round of
 * any side oversold or did not fill its 500 seats.
 *
 * Options (environment): BENCH_ROUNDS (measured rounds, default 5, after 3 warm-up rounds),
 * DATABASE_URL, DATABASE_POOL_MAX (default 10, the server's default), BENCH_SERVER_NODE_ARGS
 * (extra node flags for our server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`),
 * BENCH_BASELINE_NODE_ARGS (the same for the bare-HTTP baseline's server), BENCH_SERVER_ENTRY
 * (another build of our server to measure instead of apps/api/dist/main.js, e.g. before/after).
 */
import { type ChildProcess, execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pino from 'pino';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { createTestEvent } from '../apps/api/src/test/catalog-fixtures';
import { checkSeats } from './seats';
import { ServerProcesses, waitFor, type BenchTarget, createBenchTarget } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Rounds each side runs first, unmeasured: the server's JIT needs a few thousand requests. */
const WARMUP_ROUNDS = 3;
const BUYERS = 2_000;
const SEATS = 500;
const CONNECTIONS = 200;
const PRICE_CENTS = 15_000;
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const PORT = 3203;
const BASELINE_PORT = 3204;
/** `ratio`: ours/raw SQL; `ratioBareHttp`: ours/bare HTTP. */
const TARGETS = { oversold: 0, holdsPerSecond: 1_000, ratio: 0.5, ratioBareHttp: 0.8 };
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

/** One event with a fresh 500-seat ticket type per round (baseline and ours, warm-ups included). */
async function createTicketTypes(database: Database, count: number) {
  const { event, ticketTypes } = await createTestEvent(database, {
    title: 'Congresso da Corrida de Ingressos',
    tickets: Array.from({ length: count }, (_, index) => ({
      name: `Lote ${index + 1}`,
      priceCents: PRICE_CENTS,
      quantity: SEATS,
      maxPerOrder: 5,
    })),
  });
  return { eventId: event.id, ticketTypeIds: ticketTypes.map((type) => type.id) };
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

/** Thrown when a server answered nothing but errors: measuring it further says nothing. */
class ServerBroken extends Error {}

async function httpRound(baseUrl: string, ticketTypeId: string): Promise<RoundMeasure> {
  let buyer = 0;
  let firstError: string | undefined;
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
        onResponse: (status, body) => {
          finished = performance.now();
          if (status !== 201 && status !== 409) firstError ??= `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  const seconds = (finished - started) / 1_000;
  const stats =
    (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const count = (status: string) => stats[status]?.count ?? 0;
  const answered = count('201') + count('409');
  if (answered === 0) {
    throw new ServerBroken(
      `${baseUrl} answered no request with 201 or 409 (first answer: ${firstError ?? 'none'}); ` +
        'is the build broken? (npm run build -w apps/api)',
    );
  }
  return {
    attemptsPerSecond: Math.round(answered / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    held: count('201'),
    refused: count('409'),
    errors: result.errors + result.timeouts + (result.non2xx - count('409')),
  };
}

// ---------------------------------------------------------------- the run

type Side = 'ours' | 'bareHttp' | 'rawSql';
const SIDES: readonly Side[] = ['ours', 'bareHttp', 'rawSql'];
const SIDE_NAMES: Record<Side, string> = {
  ours: 'ours',
  bareHttp: 'bare HTTP',
  rawSql: 'raw SQL',
};

/** One side of the comparison: started once, then asked for rounds, then stopped. */
interface SideRunner {
  start(): Promise<void>;
  round(ticketTypeId: string): Promise<RoundMeasure>;
  stop(): Promise<void>;
}

const servers = new ServerProcesses();

/** A server of ours or the bare baseline, in its own process, measured over HTTP. */
function serverRunner(
  script: string,
  nodeArgs: string[],
  port: number,
  env: NodeJS.ProcessEnv,
): SideRunner {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = servers.start('node', [...nodeArgs, script], {
        PORT: String(port),
        HOST: '127.0.0.1',
        ...env,
      });
      await waitFor(`${baseUrl}/api/health`);
    },
    round: (ticketTypeId) => httpRound(baseUrl, ticketTypeId),
    async stop() {
      if (child) await servers.stop(child);
      child = undefined;
    },
  };
}

/**
 * The raw-SQL baseline, from this process: through `shared` (PostgreSQL: the bench's own pool),
 * or — PGlite, one process at a time — a database it opens while its rounds run.
 */
function rawSqlRunner(target: BenchTarget, eventId: string, shared: Database | null): SideRunner {
  let database = shared;
  let run = shared ? transactionRunner(shared) : null;
  return {
    async start() {
      if (shared) return;
      database = await openDatabase(target.config, logger);
      run = transactionRunner(database);
    },
    round: (ticketTypeId) => baselineRound(run!, eventId, ticketTypeId),
    async stop() {
      if (shared) return;
      await database?.close();
      database = null;
      run = null;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const ratioOf = (ours: number, baseline: number) =>
  baseline > 0 ? Number((ours / baseline).toFixed(3)) : 0;

function summarize(rounds: RoundMeasure[]) {
  return {
    attemptsPerSecond: median(rounds.map((round) => round.attemptsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
  };
}

const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)));

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/api/dist/main.js'))) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const loadBefore = loadAverage();
  const target = await createBenchTarget('rush', POOL_MAX);
  const interleaved = target.kind === 'postgres';
  let database: Database | null = null;
  try {
    // Set-up with the bench's own connection; on PostgreSQL it stays open for the raw-SQL side
    // and the final check (PGlite allows one process at a time: closed while servers run).
    database = await openDatabase(target.config, logger);
    await prepareDatabase(database, { demoMode: false, logger });
    const perSide = WARMUP_ROUNDS + ROUNDS;
    const { eventId, ticketTypeIds } = await createTicketTypes(database, perSide * SIDES.length);
    const typesOf = Object.fromEntries(
      SIDES.map((side, index) => [
        side,
        ticketTypeIds.slice(index * perSide, (index + 1) * perSide),
      ]),
    ) as Record<Side, string[]>;
    if (!interleaved) {
      await database.close();
      database = null;
    }

    const nodeArgs = (name: string) => process.env[name]?.split(' ').filter(Boolean) ?? [];
    const runners: Record<Side, SideRunner> = {
      ours: serverRunner(
        path.resolve(root, process.env.BENCH_SERVER_ENTRY ?? 'apps/api/dist/main.js'),
        nodeArgs('BENCH_SERVER_NODE_ARGS'),
        PORT,
        {
          NODE_ENV: 'production',
          DEMO_MODE: 'false',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          ...target.serverEnv,
        },
      ),
      bareHttp: serverRunner(
        path.join(root, 'bench/rush-baseline-server.mjs'),
        nodeArgs('BENCH_BASELINE_NODE_ARGS'),
        BASELINE_PORT,
        target.config.kind === 'pglite'
          ? { DATABASE_URL: '', PGLITE_DIR: target.config.dataDir }
          : target.serverEnv,
      ),
      rawSql: rawSqlRunner(target, eventId, database),
    };

    console.log(
      `rush on ${target.kind}: ${BUYERS} buyers asking 1–5 seats, ${CONNECTIONS} at once, ` +
        `${SEATS} seats per round; pool ${target.kind === 'postgres' ? POOL_MAX : 1}; ` +
        `${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-ups per side, ` +
        `${interleaved ? 'interleaved (order rotating every round)' : 'one side after the other'}; ` +
        `load average ${loadBefore.join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    const measures: Record<Side, RoundMeasure[]> = { ours: [], bareHttp: [], rawSql: [] };
    const runRound = async (side: Side, index: number) => {
      const measure = await runners[side].round(typesOf[side][index]!);
      measures[side][index] = measure;
      console.log(
        `  ${roundName(index).padEnd(9)}  ${SIDE_NAMES[side].padEnd(9)}  ${line(measure)}`,
      );
    };
    if (interleaved) {
      for (const side of SIDES) await runners[side].start();
      for (let index = 0; index < perSide; index++) {
        for (let k = 0; k < SIDES.length; k++) {
          await runRound(SIDES[(index + k) % SIDES.length]!, index);
        }
      }
      for (const side of SIDES) await runners[side].stop();
    } else {
      for (const side of ['rawSql', 'bareHttp', 'ours'] as const) {
        await runners[side].start();
        for (let index = 0; index < perSide; index++) await runRound(side, index);
        await runners[side].stop();
      }
    }
    const loadAfter = loadAverage();

    database ??= await openDatabase(target.config, logger);
    const seats = await checkSeats(database, ticketTypeIds);
    const seatsOf = (side: Side) => seats.slice(SIDES.indexOf(side) * perSide).slice(0, perSide);

    const report = Object.fromEntries(
      SIDES.map((side) => {
        const checks = seatsOf(side);
        const rounds = measures[side]
          .map((measure, index) => ({ ...measure, oversold: checks[index]!.oversold }))
          .slice(WARMUP_ROUNDS);
        return [
          side,
          {
            ...summarize(rounds),
            errors: measures[side].reduce((sum, round) => sum + round.errors, 0),
            oversold: Math.max(...checks.map((check) => check.oversold)),
            seatsHeldPerRound: checks.map((check) => check.inOrders),
            rounds,
          },
        ];
      }),
    ) as Record<
      Side,
      ReturnType<typeof summarize> & {
        errors: number;
        oversold: number;
        seatsHeldPerRound: number[];
        rounds: (RoundMeasure & { oversold: number })[];
      }
    >;
    const ratiosPerRound = report.ours.rounds.map((round, index) => ({
      ratio: ratioOf(round.attemptsPerSecond, report.rawSql.rounds[index]!.attemptsPerSecond),
      ratioBareHttp: ratioOf(
        round.attemptsPerSecond,
        report.bareHttp.rounds[index]!.attemptsPerSecond,
      ),
    }));
    const ratio = median(ratiosPerRound.map((round) => round.ratio));
    const ratioBareHttp = median(ratiosPerRound.map((round) => round.ratioBareHttp));
    const oversold = Math.max(...seats.map((check) => check.oversold));
    const allFilled = seats.every(
      (check) => check.inOrders === SEATS && check.reserved + check.sold === SEATS,
    );

    console.log(
      `\nhold attempts/s, p50/p99 ms, oversold seats (must be 0) — ${ROUNDS} measured rounds:`,
    );
    const cell = (measure: { attemptsPerSecond: number; p50Ms: number; p99Ms: number }) =>
      `${String(measure.attemptsPerSecond).padStart(6)} ${measure.p50Ms.toFixed(1).padStart(6)} ` +
      `${measure.p99Ms.toFixed(1).padStart(7)}`;
    const head = (name: string) => name.padEnd(26);
    console.log(
      `${''.padEnd(9)}${SIDES.map((side) => head(SIDE_NAMES[side])).join('')}ours/bare-HTTP  ours/raw-SQL`,
    );
    console.log(`${''.padEnd(9)}${SIDES.map(() => head(' att/s    p50     p99  os')).join('')}`);
    for (let index = 0; index < ROUNDS; index++) {
      const cells = SIDES.map((side) => {
        const round = report[side].rounds[index]!;
        return head(`${cell(round)} ${String(round.oversold).padStart(3)}`);
      });
      const { ratio: raw, ratioBareHttp: bare } = ratiosPerRound[index]!;
      console.log(
        `${`round ${index + 1}`.padEnd(9)}${cells.join('')}${String(bare).padEnd(16)}${raw}`,
      );
    }
    console.log(
      `${'median'.padEnd(9)}${SIDES.map((side) => head(`${cell(report[side])} ${String(report[side].oversold).padStart(3)}`)).join('')}` +
        `${String(ratioBareHttp).padEnd(16)}${ratio}`,
    );
    console.log("(the median row's oversold is the most of any round, warm-ups included)");
    console.log(
      `\nseats held per round: ${SIDES.map((side) => `${SIDE_NAMES[side]} ${report[side].seatsHeldPerRound.join(', ')}`).join('; ')}  (must be ${SEATS})`,
    );
    console.log(
      `errors: ${SIDES.map((side) => `${SIDE_NAMES[side]} ${report[side].errors}`).join(', ')}; ` +
        `load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`,
    );
    const meets =
      oversold === 0 &&
      allFilled &&
      report.ours.attemptsPerSecond >= TARGETS.holdsPerSecond &&
      ratio >= TARGETS.ratio &&
      ratioBareHttp >= TARGETS.ratioBareHttp;
    console.log(
      `ours/bare-HTTP ${ratioBareHttp}, ours/raw-SQL ${ratio}  →  ${meets ? 'meets' : 'MISSES'} target ` +
        `(0 oversold, ≥ ${TARGETS.holdsPerSecond} holds/s, ours/bare-HTTP ≥ ${TARGETS.ratioBareHttp}, ` +
        `ours/raw-SQL ≥ ${TARGETS.ratio}` +
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
          loadAverage: { before: loadBefore, after: loadAfter },
          buyers: BUYERS,
          seatsPerRound: SEATS,
          connections: CONNECTIONS,
          poolMax: target.kind === 'postgres' ? POOL_MAX : 1,
          rounds: ROUNDS,
          order: interleaved ? 'interleaved' : 'sequential',
          seatsHeldPerRound: report.ours.seatsHeldPerRound,
          oversold,
          // `baseline` is the raw-SQL one (the driver straight from the bench process).
          baseline: report.rawSql,
          bareHttp: report.bareHttp,
          ours: report.ours,
          ratio,
          ratioBareHttp,
          ratiosPerRound,
          meetsTarget: meets,
        },
      },
    };
    writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log('written: bench/results/rush.json');
    if (oversold > 0 || !allFilled) process.exitCode = 1;
  } finally {
    servers.stopAll();
    await database?.close();
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
  console.error(error instanceof ServerBroken ? `\n${error.message}` : error);
  servers.stopAll();
  process.exitCode = 1;
});
