import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-context';
import { engineNeutralTargets } from '../test/test-database';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as written (no client library to tidy it up) and reads until the server closes. */
function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

const get = (path: string, extraHeaders = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`;

/** The headers security-headers.ts sets (helmet's for pages, a short list for the API). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function securityHeadersOf(response: RawResponse): Record<string, string | undefined> {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers[name]]));
}

describe.each(engineNeutralTargets())("the framework's own errors on %s", (target) => {
  const ctx = useTestApp(target, { demo: false });
  let port: number;
  /** What an ordinary error answer at an API path and at a page path carries. */
  let apiHeaders: Record<string, string | undefined>;
  let pageHeaders: Record<string, string | undefined>;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    port = address.port;
    apiHeaders = securityHeadersOf(await rawRequest(port, get('/api/nada')));
    pageHeaders = securityHeadersOf(await rawRequest(port, get('/nada.txt')));
    expect(apiHeaders['x-content-type-options']).toBe('nosniff');
    expect(pageHeaders['content-security-policy']).toContain("default-src 'self'");
  });
  afterAll(() => ctx.app.server.close());

  /** Our error shape: a pt-BR message only, with the same security headers as any answer. */
  function expectOurShape(response: RawResponse, message: string, page = false): void {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ message });
    expect(securityHeadersOf(response)).toEqual(page ? pageHeaders : apiHeaders);
    expect(response.body).not.toMatch(/FST_|Bad Request|statusCode|error/);
  }

  it('answers a path that does not decode with a pt-BR 400, without echoing it', async () => {
    for (const path of ['/api/pedidos/%', '/api/eventos/ingressos/evento/%E0%A4%A', '/event/%ZZ']) {
      const response = await rawRequest(port, get(path));
      expect(response.status, path).toBe(400);
      expectOurShape(response, 'O endereço da requisição é inválido.', !path.startsWith('/api/'));
      expect(response.body).not.toContain('%');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers an over-long id with a pt-BR 414, without echoing the URL', async () => {
    const id = 'a'.repeat(500);
    const response = await rawRequest(port, get(`/api/eventos/ingressos/evento/${id}`));
    expect(response.status).toBe(414);
    expectOurShape(response, 'O endereço da requisição é longo demais.');
    expect(response.body).not.toContain('aaaa');
  });

  it('answers over-long headers with a pt-BR 431', async () => {
    const response = await rawRequest(
      port,
      get('/api/categoria-evento', `X-Grande: ${'b'.repeat(20_000)}\r\n`),
    );
    expect(response.status).toBe(431);
    expectOurShape(response, 'Os cabeçalhos da requisição são grandes demais.');
    expect(response.body).not.toContain('bbbb');
  });

  it('answers an over-long URL the same way, without echoing it', async () => {
    const response = await rawRequest(port, get(`/api/pedidos/${'c'.repeat(20_000)}`));
    expect(response.status).toBe(431);
    expectOurShape(response, 'Os cabeçalhos da requisição são grandes demais.');
    expect(response.body).not.toContain('cccc');
  });

  it('answers a request the HTTP parser cannot read with a pt-BR 400', async () => {
    const response = await rawRequest(port, 'NADA DISSO\r\n\r\n');
    expect(response.status).toBe(400);
    expectOurShape(response, 'Requisição inválida.');
  });

  it('still answers well-formed requests on the same server', async () => {
    const response = await rawRequest(port, get('/api/categoria-evento'));
    expect(response.status).toBe(200);
  });

  it('keeps a plain X-Request-Id from the caller and replaces anything else', async () => {
    const plain = await rawRequest(port, get('/api/health', 'X-Request-Id: proxy-1234-abcd\r\n'));
    expect(plain.headers['x-request-id']).toBe('proxy-1234-abcd');

    for (const forged of [
      'curto',
      'com espaço e <script>',
      `a${'b'.repeat(80)}`,
      'x"}\\n{"level":60',
    ]) {
      const response = await rawRequest(port, get('/api/health', `X-Request-Id: ${forged}\r\n`));
      expect(response.headers['x-request-id'], forged).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });
});
