import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { contentStreams, shownText } from '../../../test/pdf-text';
import { boletoFreeFieldFor, buildBoleto } from './boleto';
import { renderBoletoPdf, type BoletoPdfInput } from './boleto-pdf';

const boleto = buildBoleto({
  amountCents: 15_990,
  dueDate: '2026-11-24',
  freeField: boletoFreeFieldFor(100_001),
});

const input: BoletoPdfInput = {
  beneficiary: { name: 'Bilheteria Eventos Ltda', taxId: '12345678000195' },
  payer: { name: 'Maria da Conceição', taxId: '52998224725' },
  amountCents: 15_990,
  dueDate: '2026-11-24',
  digitableLine: boleto.digitableLine,
  barcode: boleto.barcode,
  orderNumber: 100_001,
  instructions: ['Não receber após o vencimento.', 'Pedido 100001 — Bilheteria.'],
  issueDate: '2026-11-21',
};

describe('renderBoletoPdf', () => {
  // How fast is a benchmark's question (the house rule: no timing thresholds in unit tests,
  // where a loaded CI machine makes them fail); this one checks what is rendered.
  it('renders a one-page A4 PDF', async () => {
    const pdf = await renderBoletoPdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('writes the fields of a ficha de compensação as text', async () => {
    const text = shownText(contentStreams(await renderBoletoPdf(input))).join('\n');
    // The formatted linha digitável, on the receipt and on the ficha.
    const lines = text.split('\n').filter((run) => run === boleto.formattedDigitableLine);
    expect(lines).toHaveLength(2);
    for (const expected of [
      'Itaú',
      '341-7',
      'Vencimento',
      '24/11/2026',
      '(=) Valor do documento',
      'R$ 159,90',
      'Beneficiário',
      'Bilheteria Eventos Ltda — CNPJ/CPF 12.345.678/0001-95',
      'Pagador',
      'Maria da Conceição — CPF/CNPJ 529.982.247-25',
      'Nosso número',
      '109/00100001-',
      'Nº do documento',
      '100001',
      'Local de pagamento',
      'Não receber após o vencimento.',
      'Pedido 100001 — Bilheteria.',
      'Ficha de Compensação',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the boleto in its metadata', async () => {
    const pdf = (await renderBoletoPdf(input)).toString('latin1');
    expect(pdf).toContain('Boleto do pedido 100001');
    expect(pdf).toContain(boleto.digitableLine);
  });

  it('draws the 44 digits as Interleaved 2 of 5 bars at FEBRABAN size', async () => {
    const content = contentStreams(await renderBoletoPdf(input));
    const bars = [
      ...content.matchAll(
        /([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re\n\/DeviceRGB cs\n0 0 0 scn\nf\n/g,
      ),
    ].map(([, x, , width, height]) => ({
      x: Number(x),
      width: Number(width),
      height: Number(height),
    }));
    const [symbol] = bwipjs.raw({
      bcid: 'interleaved2of5',
      text: boleto.barcode,
      includecheck: false,
    });
    const expected = symbol && 'sbs' in symbol ? symbol.sbs.filter((_, i) => i % 2 === 0) : [];
    // Start (2 narrow bars) + 22 digit pairs × 5 bars (the pair's second digit is in the
    // spaces) + stop (wide, narrow).
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
    expect(bars).toHaveLength(expected.length);
    const narrow = (0.254 * 72) / 25.4;
    bars.forEach((bar, index) => {
      expect(bar.width).toBeCloseTo((expected[index] ?? 0) > 1 ? narrow * 3 : narrow, 2);
      expect(bar.height).toBeCloseTo((13 * 72) / 25.4, 1);
    });
    const length = bars.at(-1)!.x + bars.at(-1)!.width - bars[0]!.x;
    expect(length / (72 / 25.4)).toBeGreaterThan(100);
    expect(length / (72 / 25.4)).toBeLessThan(104);
  });

  it('refuses a line or barcode of the wrong length', async () => {
    await expect(renderBoletoPdf({ ...input, barcode: '123' })).rejects.toThrow(RangeError);
    await expect(
      renderBoletoPdf({ ...input, digitableLine: boleto.formattedDigitableLine }),
    ).rejects.toThrow(RangeError);
  });
});
