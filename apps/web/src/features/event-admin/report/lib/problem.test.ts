import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';
import { problemOf } from './problem';

describe("a refusal in the server's words", () => {
  it('says the message, then what the field errors add, once each', () => {
    const error = new ApiRequestError(
      400,
      'Dados inválidos.',
      [
        { path: 'ingressos', message: 'Escolha ao menos um ingresso.' },
        { path: 'ingressos', message: 'Escolha ao menos um ingresso.' },
        { path: 'x', message: 'Dados inválidos.' },
      ],
      true,
    );
    expect(problemOf(error, 'Falhou.')).toBe('Dados inválidos. Escolha ao menos um ingresso.');
    expect(problemOf(new ApiError(409, 'Já cancelado.'), 'Falhou.')).toBe('Já cancelado.');
    expect(problemOf(new Error('boom'), 'Falhou.')).toBe('Falhou.');
  });
});
