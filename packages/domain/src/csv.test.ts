import { describe, expect, it } from 'vitest';
import { csvDecimal, csvField, toCsv } from './csv';

describe('CSV for Excel pt-BR', () => {
  it('starts with a BOM, separates with ";" and ends lines with CRLF', () => {
    expect(toCsv(['Nome', 'Valor'], [['Ana', { cents: 123_456 }]])).toBe(
      '\uFEFFNome;Valor\r\nAna;1234,56\r\n',
    );
  });

  it('quotes fields holding the separator, quotes or line breaks', () => {
    expect(csvField('Souza; Ana')).toBe('"Souza; Ana"');
    expect(csvField('O "Rei"')).toBe('"O ""Rei"""');
    expect(csvField('linha\nnova')).toBe('"linha\nnova"');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("x")`).replace(/^"/, '').startsWith(`'${start}`)).toBe(
        true,
      );
    }
    expect(csvField('Ana')).toBe('Ana');
  });

  it('writes our own amounts and numbers as numbers, negative ones too', () => {
    expect(csvField({ cents: -1_250 })).toBe('-12,50');
    expect(csvField(-3)).toBe('-3');
    expect(csvDecimal(5)).toBe('0,05');
    expect(csvField(null)).toBe('');
  });
});
