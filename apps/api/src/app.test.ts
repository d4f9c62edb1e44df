import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { createTestApp } from './test/test-app';
import { useTestApp } from './test/test-context';
import { createTestDatabase, silentLogger } from './test/test-database';

describe('API documentation', () => {
  const ctx = useTestApp('pglite', { demo: false });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/categoria-evento',
        '/api/eventos/cidades/unicas',
        '/api/eventos/ingressos/eventos',
        '/api/eventos/ingressos/evento/{id}',
        '/api/eventos/ingressos/eventos/afiliado/{codigo_afiliado}',
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/demo-accounts',
      ]),
    );
    const detail = document.paths['/api/eventos/ingressos/evento/{id}'].get;
    expect(detail.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    // Every $ref points at a schema the document defines.
    const refs = [
      ...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
    ];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, name] of refs) expect(document.components.schemas).toHaveProperty(name!);
    expect(document.components.schemas.EventoDetalhado.properties).toHaveProperty('tickets');
  });

  it('serves the documentation UI at /api/docs', async () => {
    const response = await ctx.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });

  it("serves the site's contacts from configuration, cached (GET /api/site)", async () => {
    const response = await ctx.app.inject('/api/site');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      contato: { email: 'contato@bilheteria.example', whatsapp: '5511900000000' },
    });
  });

  it('reports health', async () => {
    const response = await ctx.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      jobs: { due: 0, oldestDueAgeSeconds: null, running: 0, dead: 0 },
    });
  });

  it('sets security headers', async () => {
    const response = await ctx.app.inject('/api/categoria-evento');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('failures', () => {
  it('hides internals of unexpected errors behind a pt-BR 500', async () => {
    const database = await createTestDatabase('pglite', { demo: false });
    const app = await createTestApp(database);
    try {
      await database.db.execute(sql`drop table categories cascade`);
      const response = await app.inject('/api/categoria-evento');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Erro interno do servidor. Tente novamente mais tarde.',
      });
      expect(response.body).not.toMatch(/categories|stack|at /);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 with a pt-BR message while PostgreSQL is unreachable, and keeps running', async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = await openDatabase(
      { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/bilheteria' },
      silentLogger,
    );
    const app = await createTestApp(database);
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await app.inject('/api/eventos/ingressos/eventos');
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          message: 'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
        });
      }
      expect((await app.inject('/api/health')).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 before the database is prepared, but still serves health', async () => {
    const database = await createTestDatabase('pglite', { demo: false });
    const app = await createTestApp(database, { isReady: () => false });
    try {
      expect((await app.inject('/api/categoria-evento')).statusCode).toBe(503);
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'indisponível',
        database: 'indisponível',
        jobs: null,
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
