import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './comprador-fields';

describe("POST /api/comprador's field errors", () => {
  it('go under the form fields of the same meaning, first message of each', () => {
    expect(
      formFieldErrors([
        { path: 'CPF', message: 'CPF inválido' },
        { path: 'Telefone_Celular', message: 'Celular inválido. Use o formato (99) 99999-9999' },
        { path: 'CPF', message: 'outra' },
        { path: 'Termo_de_responsabilidade', message: 'Você precisa aceitar os termos' },
        { path: 'posicao', message: 'Este pedido não tem um ingresso nessa posição.' },
        { path: 'toString', message: 'nada' },
      ]),
    ).toEqual([
      { field: 'cpf', message: 'CPF inválido' },
      { field: 'telefone_celular', message: 'Celular inválido. Use o formato (99) 99999-9999' },
      { field: 'termo_responsabilidade', message: 'Você precisa aceitar os termos' },
    ]);
  });
});
