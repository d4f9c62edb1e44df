// The rush benchmark's bare-HTTP baseline: a bare Fastify app (the same fastify as the API) whose
// one POST route holds seats with the statement our single-type hold runs — the conditional
// UPDATE, the order insert and the item insert in one CTE — and answers 201 or 409 JSON. No
// plugins, hooks, schemas, logger or ORM: what is left is HTTP + JSON + the driver + PostgreSQL,
// so ours/this ratio is our own overhead. Same request as ours (path, Idempotency-Key header,
// body `{ tickets: [{ id_ticket, quantidade_produto }] }`).
//
// Environment: PORT; DATABASE_URL and DATABASE_POOL_MAX (a `pg` pool set up as the API's is),
// else PGLITE_DIR (the embedded database's folder, opened by this process alone).
import Fastify from 'fastify';

const HOLD = `
  with held as (
    update ticket_types set reserved = reserved + $2
    where id = $1 and sold + reserved + $2 <= quantity
    returning id, event_id, name, price_cents
  ), new_order as (
    insert into orders (idempotency_key, event_id, expires_at, subtotal_cents, discount_cents,
      total_cents, created_at, updated_at)
    select $3, held.event_id, now() + interval '15 minutes', held.price_cents * $2, 0,
      held.price_cents * $2, now(), now()
    from held
    returning id, number, expires_at
  ), new_item as (
    insert into order_items (order_id, ticket_type_id, name, unit_price_cents, quantity)
    select new_order.id, held.id, held.name, held.price_cents, $2
    from new_order, held
  )
  select id, number, expires_at from new_order`;

/** `query(text, params)` answering `{ rows }`, and `close()`. */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // The API's pool settings (apps/api/src/db/client.ts).
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    pool.on('error', () => {});
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(process.env.PGLITE_DIR);
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

const database = await openDatabase();
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));

app.post('/api/pedidos', async (request, reply) => {
  const ticket = request.body?.tickets?.[0];
  const key = request.headers['idempotency-key'];
  if (typeof ticket?.id_ticket !== 'string' || !Number.isInteger(ticket.quantidade_produto)) {
    return reply.code(400).send({ message: 'Dados inválidos.' });
  }
  if (typeof key !== 'string' || key === '') {
    return reply.code(400).send({ message: 'Idempotency-Key ausente.' });
  }
  const { rows } = await database.query(HOLD, [ticket.id_ticket, ticket.quantidade_produto, key]);
  if (rows.length === 0) {
    return reply.code(409).send({ message: 'Não há ingressos suficientes.' });
  }
  return reply.code(201).send(rows[0]);
});

app.addHook('onClose', () => database.close());
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
