import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@bilheteria/domain/zod-locale';
import { HttpError, registerErrorHandling } from './errors';

describe('error handling', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.withTypeProvider<ZodTypeProvider>().post(
      '/echo',
      {
        schema: {
          body: z.object({
            nome: z.string().min(2, { error: 'Nome deve ter pelo menos 2 caracteres' }),
            idade: z.number().int(),
          }),
        },
      },
      async (request) => request.body,
    );
    app.get('/conflito', async () => {
      throw new HttpError(409, 'Este e-mail já está cadastrado.');
    });
    app.get('/impasse', async () => {
      // As drizzle wraps the driver's error: the SQLSTATE on its cause.
      throw Object.assign(new Error('Failed query: update "tickets" …'), {
        cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      });
    });
    app.get('/quebra', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 400 with a message per field', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { nome: 'A' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(body.errors).toEqual([
      { path: 'nome', message: 'Nome deve ter pelo menos 2 caracteres' },
      { path: 'idade', message: expect.stringMatching(/inválid/i) },
    ]);
  });

  it('answers a malformed JSON body with a pt-BR 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('answers an unsupported content type with a pt-BR 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<nome/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Tipo de conteúdo não suportado.' });
  });

  it('answers a deadlock or serialization failure with 503 and Retry-After, never 500', async () => {
    const response = await app.inject('/impasse');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
    });
  });

  it('passes on the message of an HttpError', async () => {
    const response = await app.inject('/conflito');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Este e-mail já está cadastrado.' });
  });

  it('hides the details of anything else', async () => {
    const response = await app.inject('/quebra');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
    });
  });
});
