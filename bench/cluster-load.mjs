// The rush of `npm run bench:cluster`, in a process of its own forked by bench/cluster.ts:
// autocannon on one thread (its cost is one core at most, however many connections it holds),
// apart from the bench's own process, which holds database connections and waits meanwhile.
// The job comes as JSON in argv[2]; the figures go back over the IPC channel.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/** @type {{ url: string; ticketTypeId: string; connections: number; buyers: number }} */
const job = JSON.parse(process.argv[2]);

async function run() {
  let buyer = 0;
  let started = 0;
  let finished = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    amount: job.buyers,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/pedidos',
        setupRequest: (request) => {
          if (started === 0) started = performance.now();
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              tickets: [{ id_ticket: job.ticketTypeId, quantidade_produto: (buyer++ % 5) + 1 }],
            }),
          };
        },
        onResponse: (status) => {
          finished = performance.now();
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  const answered = (statuses[201] ?? 0) + (statuses[409] ?? 0);
  return {
    attemptsPerSecond: Math.round(answered / ((finished - started) / 1_000)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    held: statuses[201] ?? 0,
    refused: statuses[409] ?? 0,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

run().then(
  (measure) => {
    // This process's CPU (the load generator's share of the cores), startup included.
    const usage = process.resourceUsage();
    const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
    process.send?.({ ...measure, cpuSeconds }, () => process.exit(0));
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
