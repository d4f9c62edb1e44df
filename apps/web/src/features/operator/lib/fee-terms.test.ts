import { SETTLEMENT_MESSAGES } from '@bilheteria/domain/settlement-contract';
import { describe, expect, it } from 'vitest';
import { feeFormValues, feeLabel, maskReais, parseFeeForm } from './fee-terms';

describe("an organization's fee as the operator reads and types it (issue 29)", () => {
  it('says the fee in one line', () => {
    const terms = { taxa_percentual: 7.5, taxa_fixa_centavos: 100, taxa_paga_pelo_comprador: true };
    expect(feeLabel(terms)).toBe('Taxa: 7,5 % + R$ 1,00 por ingresso · paga pelo comprador');
    expect(feeLabel({ ...terms, taxa_paga_pelo_comprador: false })).toBe(
      'Taxa: 7,5 % + R$ 1,00 por ingresso · absorvida pelo organizador',
    );
    expect(feeLabel({ ...terms, taxa_fixa_centavos: 0 })).toBe(
      'Taxa: 7,5 % por ingresso · paga pelo comprador',
    );
    expect(feeLabel({ ...terms, taxa_percentual: 0 })).toBe(
      'Taxa: R$ 1,00 por ingresso · paga pelo comprador',
    );
    expect(feeLabel({ ...terms, taxa_percentual: 0, taxa_fixa_centavos: 0 })).toBe('Sem taxa');
  });

  it('masks the fixed amount from the centavos up', () => {
    expect(maskReais('1')).toBe('0,01');
    expect(maskReais('100')).toBe('1,00');
    expect(maskReais('R$ 1.234,56')).toBe('1.234,56');
    expect(maskReais('00150')).toBe('1,50');
    expect(maskReais('')).toBe('0,00');
    expect(
      feeFormValues({
        taxa_percentual: 3.25,
        taxa_fixa_centavos: 250,
        taxa_paga_pelo_comprador: false,
      }),
    ).toEqual({
      percent: '3,25',
      fixed: '2,50',
      payer: 'organizador',
    });
  });

  it('reads the percent with a comma or a dot, and refuses what the contract refuses', () => {
    const form = { percent: '7,5', fixed: '1,00', payer: 'comprador' } as const;
    expect(parseFeeForm(form)).toEqual({
      ok: true,
      request: { taxa_percentual: 7.5, taxa_fixa_centavos: 100, taxa_paga_pelo_comprador: true },
    });
    expect(parseFeeForm({ ...form, percent: '7.25' })).toMatchObject({
      request: { taxa_percentual: 7.25 },
    });
    for (const percent of ['', '50,01', '7,555', 'abc', '-1']) {
      expect(parseFeeForm({ ...form, percent })).toEqual({
        ok: false,
        errors: { percent: SETTLEMENT_MESSAGES.feePercentInvalid },
      });
    }
    expect(parseFeeForm({ ...form, fixed: '100,01' })).toEqual({
      ok: false,
      errors: { fixed: SETTLEMENT_MESSAGES.feeFixedInvalid },
    });
    expect(parseFeeForm({ ...form, percent: '50', fixed: '100,00' })).toMatchObject({ ok: true });
  });
});
