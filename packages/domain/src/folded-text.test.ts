import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldText, foldedContainsPattern } from './folded-text';

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

  it('makes a LIKE pattern that matches user text literally', () => {
    expect(foldedContainsPattern('  ')).toBe('');
    expect(foldedContainsPattern(' Conceição ')).toBe('%conceicao%');
    expect(foldedContainsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
