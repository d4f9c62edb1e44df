import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { signIn, type TestAccount } from '../test/auth';
import { testConfig } from '../test/test-app';
import { createTestDatabase, engineNeutralTargets } from '../test/test-database';

const EMAIL = 'ana.sigilosa@empresa.com.br';
const CPF = '529.982.247-25';
const PHONE = '(11) 98765-4321';
const TOKEN = 'Tk3_segredoDeLinkDeCheckInQueNinguemVe-0123';
const LINK_TOKEN = 'LinkDeSenhaQueSoODonoConhece_abcdefghijklmn';
const EVENT_ID = '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f';

/** Every way a secret may be spelled in a URL: as typed, percent-encoded, and bare. */
const SPELLINGS = [
  EMAIL,
  encodeURIComponent(EMAIL),
  CPF,
  CPF.replace(/\D/g, ''),
  PHONE,
  encodeURIComponent(PHONE),
  PHONE.replace(/\D/g, ''),
  TOKEN,
  LINK_TOKEN,
  'sigilosa',
];

describe.each(engineNeutralTargets())('the access log on %s', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: TestAccount;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
    app = await buildApp({
      config: testConfig(),
      database,
      logger: createLogger(
        { env: 'test', logLevel: 'info' },
        { write: (line) => lines.push(line) },
      ),
    });
    await app.ready();
    admin = await signIn(database, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes no e-mail, CPF, phone or token of a request, in its query or its path', async () => {
    const q = encodeURIComponent;
    const urls = [
      `/api/organizador/eventos/${EVENT_ID}/participantes?busca=${q(EMAIL)}&pagina=1`,
      `/api/organizador/eventos/${EVENT_ID}/pedidos?busca=${q(CPF)}`,
      `/api/organizador/eventos/${EVENT_ID}/pedidos?busca=${q(PHONE)}`,
      `/api/check-in/${TOKEN}/busca?q=${q(EMAIL)}`,
      `/api/check-in/${TOKEN}/ingressos`,
      `/api/eventos/busca?q=${EMAIL}`,
      `/events?q=${CPF.replace(/\D/g, '')}&telefone=${PHONE.replace(/\D/g, '')}`,
      `/definir-senha?token=${LINK_TOKEN}`,
      `/entrar-por-link?token=${LINK_TOKEN}`,
      `/check-in/${TOKEN}`,
      `/api/usuarios/${EMAIL}`,
      `/api/x/${q(CPF)}/${q(PHONE)}`,
    ];
    const before = lines.length;
    for (const url of urls) {
      const response = await app.inject({ url, cookies: admin.cookies });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const written = lines.slice(before);
    // One line per request, each naming what was asked for.
    const completed = written
      .map((line) => JSON.parse(line) as { msg?: string; url?: string })
      .filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(urls.length);
    expect(completed[0]!.url).toBe(
      `/api/organizador/eventos/${EVENT_ID}/participantes?busca=[redacted]&pagina=[redacted]`,
    );
    const logged = written.join('');
    for (const secret of SPELLINGS) expect(logged, secret).not.toContain(secret);
  });
});
