import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldText, foldedSearchRegex } from './folded-text';

describe('search without case or accents', () => {
  it('folds every accented letter, capital or small, to its plain small letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(foldText('João da CONCEIÇÃO')).toBe('joao da conceicao');
    expect(foldText('Fórum de Automação — Ávila, Müller, Peña')).toBe(
      'forum de automacao — avila, muller, pena',
    );
    // Decomposed input (an accent typed as its own mark) folds the same.
    expect(foldText('Joa\u0303o')).toBe('joao');
  });

  it('agrees with the plain letters each accented one stands for', () => {
    for (const [index, letter] of [...FOLD_FROM].entries()) {
      const plain = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(FOLD_TO[index], letter).toBe(plain);
    }
  });

  it('makes a regular expression that finds the query whatever its case and accents', () => {
    expect(foldedSearchRegex('  ')).toBe('');
    const joao = new RegExp(foldedSearchRegex(' joao CONCEICAO '));
    expect(joao.test('Sr. João Conceição')).toBe(true);
    expect(joao.test('JOÃO CONCEIÇÃO')).toBe(true);
    expect(joao.test('Joana Conceição')).toBe(false);
    expect(new RegExp(foldedSearchRegex('Ávila')).test('ana.avila@empresa.com.br')).toBe(true);
    expect(new RegExp(foldedSearchRegex('7k3m-qx9d')).test('7K3M-QX9D-2HFA-8WNC')).toBe(true);
  });

  it('matches what the user typed literally, never as an expression', () => {
    const special = foldedSearchRegex('a.b*(c)[d]+e?|^$\\{2}');
    expect(new RegExp(special).test('A.B*(C)[D]+E?|^$\\{2}')).toBe(true);
    expect(new RegExp(special).test('axbbbc')).toBe(false);
    expect(new RegExp(foldedSearchRegex('100%_x')).test('100%_X')).toBe(true);
  });
});
