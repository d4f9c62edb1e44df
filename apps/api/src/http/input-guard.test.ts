import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestApp } from '../test/test-context';
import { testTargets } from '../test/test-database';
import { hasUnstorableText } from './input-guard';

const INVALID_TEXT = { message: 'Os dados enviados contêm caracteres inválidos.' };
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** What every refusal looks like to the caller: a pt-BR 400 with our security headers. */
function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(INVALID_TEXT);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('hasUnstorableText', () => {
  it('finds a NUL or a lone surrogate anywhere, keys included, and passes proper text', () => {
    expect(hasUnstorableText({ a: [{ b: `x${NUL}` }] })).toBe(true);
    expect(hasUnstorableText({ [`chave${LONE_SURROGATE}`]: 'ok' })).toBe(true);
    expect(hasUnstorableText('\udc00 sozinho')).toBe(true);
    expect(hasUnstorableText({ nome: 'João 😀 Ação', n: 1, ok: true, nada: null })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"${'\\u0000'}"${']'.repeat(depth)}`) as unknown;
    expect(hasUnstorableText(deep)).toBe(true);
  });
});

describe.each(testTargets())('unstorable text in requests on %s', (target) => {
  const ctx = useTestApp(target, {
    config: { auth: { rateLimitMax: 1_000, rateLimitWindowMs: 60_000 } },
  });

  const usersWithEmail = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email))).length;

  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('refuses a sign-up whose name has %s, before the database sees it', async (_what, bad) => {
    const email = `cadastro-${target}-${bad.charCodeAt(0)}@empresa.com.br`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: `Maria${bad}Silva`, email, password: 'Ingresso2026' },
    });
    expectRefused(response);
    expect(response.body).not.toContain('Maria');
    expect(await usersWithEmail(email)).toBe(0);
  });

  it.each([
    ['participant', '/api/comprador', { Nome: `Ana${NUL}`, Sobrenome: 'Souza' }],
    ['participant', '/api/comprador', { Empresa: 'ACME', Cidade: `São${LONE_SURROGATE}` }],
    ['participant', '/api/comprador', { Sobrenome: `\udfff` }],
    ['coupon', '/api/cupom-desconto/valida-cupom/', { nome_cupom: `DESC${NUL}10` }],
    ['PIX payment', '/api/pagseguro/pix', { nome_cliente: `Ana${NUL}`, email_cliente: 'a@b.co' }],
    ['order', '/api/pedidos', { itens: [{ nota: [`x${LONE_SURROGATE}`] }] }],
    ['login', '/api/auth/login', { [`email${NUL}`]: 'a@b.co', password: 'x' }],
  ])('refuses a %s body with unstorable text (%s)', async (_what, url, payload) => {
    expectRefused(await ctx.app.inject({ method: 'POST', url, payload }));
  });

  it('refuses a lone surrogate written as a JSON escape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cupom-desconto/valida-cupom/',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome_cupom":"A\\ud800B"}',
    });
    expectRefused(response);
  });

  it('refuses a NUL in the query string and in a path parameter', async () => {
    expectRefused(await ctx.app.inject('/api/eventos/ingressos/eventos?cidade=S%00P'));
    expectRefused(await ctx.app.inject('/api/eventos/ingressos/evento/abc%00def'));
    expectRefused(await ctx.app.inject('/api/eventos/ingressos/eventos/afiliado/AF%00'));
  });

  it("refuses a NUL in the payment webhook's raw body before it is authenticated or stored", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagseguro/webhook',
      headers: { 'content-type': 'application/json', 'x-authenticity-token': 'qualquer' },
      payload: `{"id":"ORDE_1","reference_id":"x${NUL}"}`,
    });
    expectRefused(response);
  });

  it('never answers 5xx to unstorable text in any route of the API', async () => {
    const document = (await ctx.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{[^}]+\}/g, 'a%00b');
        const withBody = method !== 'get' && method !== 'delete';
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url: `${url}?q=x%00`,
          ...(withBody ? { payload: { campo: `x${NUL}`, outro: LONE_SURROGATE } } : {}),
        });
        checked.push(`${method} ${path}`);
        expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
        // Only a route that refuses everyone anonymous first may answer anything else.
        if (response.statusCode !== 401 && response.statusCode !== 403) {
          expect(response.json(), `${method} ${path}`).toEqual(INVALID_TEXT);
        }
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['post /api/auth/register', 'post /api/comprador']),
    );
  });

  it('lets proper text through untouched', async () => {
    const email = `acentos-${target}@empresa.com.br`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Joana D’Arc Ção 😀', email, password: 'Ingresso2026' },
    });
    expect(response.statusCode).toBe(202); // sign-up answers alike for new and taken e-mails
    const [stored] = await ctx.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, email));
    expect(stored?.name).toBe('Joana D’Arc Ção 😀');
  });
});
