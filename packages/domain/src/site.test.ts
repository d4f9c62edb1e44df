import { describe, expect, it } from 'vitest';
import { pageTitle } from './site';

describe('pageTitle', () => {
  it("names a page 'Página | Bilheteria'", () => {
    expect(pageTitle('RPA Summit Brasil')).toBe('RPA Summit Brasil | Bilheteria');
  });
  it('gives a page without a title the site title', () => {
    expect(pageTitle(null)).toBe('Bilheteria — Eventos Corporativos');
  });
});
