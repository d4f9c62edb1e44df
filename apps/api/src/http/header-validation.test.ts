import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@bilheteria/domain/zod-locale';
import { validatorCompiler } from './header-validation';

async function appWith(headers: z.ZodType) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const seen: { headers: Record<string, unknown>; same: boolean }[] = [];
  app.post('/x', { schema: { headers, body: z.object({ n: z.number() }) } }, async (request) => {
    seen.push({ headers: request.headers, same: request.headers === request.raw.headers });
    return { n: request.body.n };
  });
  await app.ready();
  return { app, seen };
}

describe('validatorCompiler', () => {
  it('leaves headers that pass unchanged as the request’s own', async () => {
    const { app, seen } = await appWith(z.object({ 'idempotency-key': z.string().min(16) }));
    const response = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'idempotency-key': 'abcdefghijklmnopq', 'x-other': '1' },
      payload: { n: 1 },
    });
    expect(response.json()).toEqual({ n: 1 });
    expect(seen[0]!.same).toBe(true);
    expect(seen[0]!.headers).toMatchObject({
      'idempotency-key': 'abcdefghijklmnopq',
      'x-other': '1',
    });
    await app.close();
  });

  it('keeps what the schema changed, and refuses what it refuses, as zod does', async () => {
    const { app, seen } = await appWith(
      z.object({ 'x-count': z.coerce.number(), 'x-mode': z.string().default('a') }),
    );
    await app.inject({ method: 'POST', url: '/x', headers: { 'x-count': '2' }, payload: { n: 1 } });
    expect(seen[0]!.same).toBe(false);
    expect(seen[0]!.headers).toMatchObject({ 'x-count': 2, 'x-mode': 'a' });
    const refused = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'x-count': 'dois' },
      payload: { n: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(seen).toHaveLength(1);
    await app.close();
  });

  it('validates bodies exactly as zod does', async () => {
    const { app } = await appWith(z.object({}));
    const response = await app.inject({ method: 'POST', url: '/x', payload: { n: 'um' } });
    expect(response.statusCode).toBe(400);
    await app.close();
  });
});
