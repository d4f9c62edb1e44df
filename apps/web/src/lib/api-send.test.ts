import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { ApiError } from '@/lib/api-client';
import { apiSend, ApiRequestError } from '@/lib/api-send';

describe('apiSend', () => {
  it('sends JSON with its headers and reads the JSON answer', async () => {
    let seen: { method: string; type: string | null; key: string | null; body: unknown } | null =
      null;
    server.use(
      http.post('/api/pedidos', async ({ request }) => {
        seen = {
          method: request.method,
          type: request.headers.get('content-type'),
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 'p-1' }, { status: 201 });
      }),
    );
    await expect(
      apiSend('POST', '/pedidos', { body: { a: 1 }, headers: { 'idempotency-key': 'k' } }),
    ).resolves.toEqual({ id: 'p-1' });
    expect(seen).toEqual({ method: 'POST', type: 'application/json', key: 'k', body: { a: 1 } });
  });

  it('sends no content type without a body, and reads 204 as nothing', async () => {
    let type: string | null = 'unset';
    server.use(
      http.delete('/api/pedidos/:id', ({ request }) => {
        type = request.headers.get('content-type');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(apiSend('DELETE', '/pedidos/p-1')).resolves.toBeUndefined();
    expect(type).toBeNull();
  });

  it("throws the server's message and field errors", async () => {
    server.use(
      http.post('/api/comprador', () =>
        HttpResponse.json(
          {
            message: 'CPF inválido',
            errors: [
              { path: 'CPF', message: 'CPF inválido' },
              { path: ['Email'], message: 'E-mail inválido' },
              { message: 'sem caminho' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await apiSend('POST', '/comprador', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'CPF inválido',
      errors: [
        { path: 'CPF', message: 'CPF inválido' },
        { path: 'Email', message: 'E-mail inválido' },
      ],
    });
  });

  it('reads an answer that is not JSON as its status', async () => {
    server.use(http.post('/api/comprador', () => new HttpResponse('<html>', { status: 502 })));
    await expect(apiSend('POST', '/comprador', { body: {} })).rejects.toMatchObject({
      status: 502,
      message: 'Erro 502',
      errors: [],
    });
  });

  it('says the connection failed when the network does', async () => {
    server.use(http.post('/api/comprador', () => HttpResponse.error()));
    await expect(apiSend('POST', '/comprador', { body: {} })).rejects.toMatchObject({
      status: 0,
      message: 'Erro de conexão. Verifique sua internet e tente novamente.',
    });
  });
});
