import { orderViewSchema, type OrderView } from '@bilheteria/domain/checkout-contract';
import Fastify from 'fastify';
import {
  isResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema } from './errors';
import { compileExactCheck, serializerCompiler } from './json-serializer';

const route = { method: 'GET', url: '/x', httpStatus: '200' };
const zodJson = (schema: z.ZodType) => zodSerializerCompiler({ ...route, schema });
const ourJson = (schema: z.ZodType) => serializerCompiler({ ...route, schema });

/** Our answer and zod's for `value`: the same JSON, or the same error. */
function expectSameAsZod(schema: z.ZodType, value: unknown): void {
  const answer = (serialize: (data: unknown) => string) => {
    try {
      return serialize(value);
    } catch (error) {
      return error as Error;
    }
  };
  const expected = answer(zodJson(schema));
  const actual = answer(ourJson(schema));
  if (typeof expected === 'string') expect(actual, JSON.stringify(value)).toBe(expected);
  else expect(String(actual), JSON.stringify(value)).toBe(String(expected));
}

const order: OrderView = {
  id: '7d3f1f5e-2f0e-4a53-9d62-2f4c1a0e9b11',
  numero: 100_001,
  status: 'reserved',
  expira_em: '2026-12-15T13:15:00.000Z',
  agora: '2026-12-15T13:00:00.000Z',
  evento: {
    id: 'c5d0b6a2-1d1e-4f0e-8a57-5b8f0c2d3e4f',
    titulo: 'Congresso "RPA" — São Paulo \\ 2026 \u2028 ✓',
    data: '15 de Dezembro, 2026',
    imagem: '/media/demo/events/rpa.svg',
  },
  itens: [
    {
      id_ticket: '0f6c2b8e-3a4d-4c1b-9e7f-1a2b3c4d5e6f',
      nome: 'Lote 1',
      preco_unitario_centavos: 15_000,
      quantidade: 3,
      subtotal_centavos: 45_000,
    },
  ],
  quantidade_ingressos: 3,
  subtotal_centavos: 45_000,
  cupom: { nome: 'PROMO10', desconto: 10.5 },
  desconto_centavos: 4_500,
  taxa_servico_centavos: 0,
  total_centavos: 40_500,
  parcelas: [
    { quantidade: 1, valor_parcela_centavos: 40_500, total_centavos: 40_500, juros_centavos: 0 },
    {
      quantidade: 2,
      valor_parcela_centavos: 20_855,
      total_centavos: 41_710,
      juros_centavos: 1_210,
    },
  ],
  participantes: [{ posicao: 1, id_comprador: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }],
  pagamento: {
    metodo: 'pix',
    status: 'pending',
    parcelas: 1,
    valor_parcela_centavos: 40_500,
    juros_centavos: 0,
    total_pago_centavos: 40_500,
  },
  estornos: [
    {
      metodo: 'credit-card',
      valor_centavos: 40_500,
      motivo: 'duplicado',
      situacao: 'em andamento',
      estornado_em: null,
    },
  ],
};

/** `value` with `path` set to `replacement` (a deep copy; `undefined` deletes the key). */
function changed(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined) delete target[last];
  else target[last] = replacement;
  return copy;
}

/** Every path to a leaf or a node of `value`. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

const oddValues = [
  undefined,
  null,
  '',
  'texto',
  0,
  -0,
  1.5,
  -7,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  {},
  new Date(0),
  'reserved',
  'pix',
  'duplicado',
];

describe('the serializer', () => {
  it('writes an order exactly as the zod serializer does, without zod', () => {
    expect(compileExactCheck(orderViewSchema)!(order)).toBe(true);
    expect(ourJson(orderViewSchema)(order)).toBe(zodJson(orderViewSchema)(order));
    const empty = { ...order, cupom: null, pagamento: null, itens: [], estornos: [] };
    expect(compileExactCheck(orderViewSchema)!(empty)).toBe(true);
    expect(ourJson(orderViewSchema)(empty)).toBe(zodJson(orderViewSchema)(empty));
  });

  it('leaves unknown keys and another key order to zod, which strips and sorts them', () => {
    const reordered = Object.fromEntries(Object.entries(order).reverse());
    const extra = { ...order, segredo: 'x', evento: { ...order.evento, interno: 1 } };
    for (const value of [reordered, extra]) {
      expect(compileExactCheck(orderViewSchema)!(value)).toBe(false);
      expectSameAsZod(orderViewSchema, value);
    }
    expect(ourJson(orderViewSchema)(extra)).not.toMatch(/segredo|interno/);
  });

  it('leaves to zod what JSON.stringify would write otherwise', () => {
    const withToJson = { ...order, evento: { ...order.evento, toJSON: () => 'x' } };
    class Evento {
      constructor(readonly id: string) {}
    }
    const instance = { ...order, evento: Object.assign(new Evento(order.evento.id), order.evento) };
    const hidden = { ...order };
    Object.defineProperty(hidden, 'agora', { value: order.agora, enumerable: false });
    for (const value of [withToJson, instance, hidden]) {
      expect(compileExactCheck(orderViewSchema)!(value)).toBe(false);
      expectSameAsZod(orderViewSchema, value);
    }
  });

  it('agrees with zod on every value put anywhere in an order', () => {
    for (const path of pathsOf(order)) {
      for (const odd of oddValues) expectSameAsZod(orderViewSchema, changed(order, path, odd));
    }
  });

  it('writes error answers as zod does, with and without field errors', () => {
    const field = { path: 'tickets.0.id_ticket', message: 'Ingresso não encontrado.' };
    expect(compileExactCheck(errorResponseSchema)!({ message: 'Dados inválidos.' })).toBe(true);
    expectSameAsZod(errorResponseSchema, { message: 'Dados inválidos.' });
    expectSameAsZod(errorResponseSchema, { message: 'Dados inválidos.', errors: undefined });
    expectSameAsZod(errorResponseSchema, { message: 'Dados inválidos.', errors: [field] });
    expectSameAsZod(errorResponseSchema, { errors: [field], message: 'Dados inválidos.' });
    expectSameAsZod(errorResponseSchema, { message: 1 });
    expectSameAsZod(errorResponseSchema, { errors: [] });
  });

  it('agrees with zod on enums, literals, nullables and optionals', () => {
    const schema = z.object({
      kind: z.enum(['a', 'b']),
      fixed: z.literal(3),
      maybe: z.string().nullable(),
      absent: z.number().int().optional(),
      nested: z.array(z.object({ on: z.boolean() }).nullable()),
      last: z.string().optional(),
    });
    const base = { kind: 'a', fixed: 3, maybe: null, nested: [{ on: true }, null] };
    expect(compileExactCheck(schema)!(base)).toBe(true);
    expectSameAsZod(schema, base);
    for (const path of pathsOf({ ...base, absent: 4, last: 'x' })) {
      for (const odd of oddValues) expectSameAsZod(schema, changed(base, path, odd));
    }
  });

  it('has no check for a schema that is not plain JSON, which keeps zod', () => {
    const notPlain = [
      z.uuid(),
      z.string().min(1),
      z.string().regex(/a/),
      z.number().min(0),
      z.date(),
      z.union([z.string(), z.number()]),
      z.string().transform((value) => value.length),
      z.object({ a: z.string() }).refine(() => true),
      z.strictObject({ a: z.string() }),
      z.looseObject({ a: z.string() }),
      z.object({ a: z.string().default('x') }),
      z.array(z.string().optional()),
      z.record(z.string(), z.string()),
      z.coerce.string(),
      z.string().optional(),
    ];
    for (const schema of notPlain) expect(compileExactCheck(schema)).toBeNull();
  });
});

describe('serializerCompiler in a route', () => {
  it('answers a route as before, and a response that breaks its schema with zod’s 500', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(serializerCompiler);
    let answer: OrderView = order;
    app.get('/pedido', { schema: { response: { 200: orderViewSchema } } }, async () => answer);
    let serializationError: unknown;
    app.setErrorHandler((error, _request, reply) => {
      serializationError = error;
      return reply.code(500).send({ message: 'erro' });
    });
    const ok = await app.inject('/pedido');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ok.body).toBe(zodJson(orderViewSchema)(order));

    answer = { ...order, numero: '100001' as unknown as number };
    const broken = await app.inject('/pedido');
    expect(broken.statusCode).toBe(500);
    expect(isResponseSerializationError(serializationError)).toBe(true);
    await app.close();
  });
});
