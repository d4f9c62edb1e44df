import { describe, expect, it } from 'vitest';
import {
  CARGO_GROUPS,
  CARGOS,
  DEPARTAMENTOS,
  ESTADOS,
  NIVEIS_RESPONSABILIDADE,
  NUMERO_FUNCIONARIOS,
  SEGMENTOS,
  UFS,
} from './enumerations';

describe('participant enumerations', () => {
  it('has 25 job titles in the corporate, business and technology groups, plus student and intern', () => {
    const [corporate, business, technology, training] = CARGO_GROUPS;
    expect(corporate.options.length + business.options.length + technology.options.length).toBe(25);
    expect(training.options).toEqual(['Estudante', 'Estagiário']);
    expect(new Set(CARGOS).size).toBe(27);
  });

  it('has 18 departments and 31 segments ending with Outros, none repeated', () => {
    expect(new Set(DEPARTAMENTOS).size).toBe(18);
    expect(new Set(SEGMENTOS).size).toBe(31);
    expect(SEGMENTOS.at(-1)).toBe('Outros');
  });

  it('lists the 27 state codes, sorted, with their names', () => {
    expect(UFS).toHaveLength(27);
    expect(UFS).toEqual([...UFS].sort());
    expect(UFS).toEqual(expect.arrayContaining(['SP', 'RJ', 'DF', 'AM', 'TO']));
    expect(ESTADOS.find((estado) => estado.code === 'SP')?.name).toBe('São Paulo');
  });

  it('keeps the spec lists letter for letter', () => {
    expect(NUMERO_FUNCIONARIOS).toEqual([
      'ATÉ 49',
      'DE 50 A 99',
      'DE 100 A 499',
      'DE 500 A 4999',
      'ACIMA DE 5000',
    ]);
    expect(NIVEIS_RESPONSABILIDADE).toEqual([
      'Especifica Produtos e Tecnologias',
      'Seleciona Fornecedores',
      'Decide Compra',
      'Usuário de Tecnologia',
    ]);
  });
});
