import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CopyTextRows, copyTextField, participantRow, salesRow } from './copy-export';

async function rowsOf<Row>(chunks: Buffer[], row: (fields: (string | null)[]) => Row) {
  const rows: Row[] = [];
  for await (const batch of Readable.from(chunks).pipe(new CopyTextRows(row))) {
    rows.push(...(batch as Row[]));
  }
  return rows;
}

describe("COPY's text format", () => {
  it('reads nulls and backslash sequences', () => {
    expect(copyTextField('\\N')).toBeNull();
    expect(copyTextField('')).toBe('');
    expect(copyTextField('João')).toBe('João');
    expect(copyTextField('a\\tb\\nc\\rd\\\\e\\\\N')).toBe('a\tb\nc\rd\\e\\N');
  });

  it('parses rows split anywhere, even inside a character, into the batches tuples', async () => {
    const line =
      '2\t2026-11-26 12:00:00.000001+00\t0b6c2c4e-0000-4000-8000-000000000001\t3\tABCD\t' +
      'Zé\\tda Conceição\tze@exemplo.com.br\tPista\t100123\tused\t2026-11-26T09:00:00\tsent\t' +
      '52998224725\t(11) 3333-4444\t(11) 99999-8888\tEmpresa\tGerente\tTI\tTecnologia\t' +
      '51 a 200\tGerência\tSP\tSão Paulo\t' +
      '[["Ana \\\\"A\\\\"", "ana@exemplo.com.br", "2026-11-20T10:30:00"]]\t' +
      '{"q1" : true, "q2" : ["A", "B"]}\n' +
      '2\t2026-11-26 12:00:01+00\t0b6c2c4e-0000-4000-8000-000000000002\t1\tEFGH\t' +
      '=1+1\tx@exemplo.com.br\tVIP\t100124\tvalid\t\\N\t\\N\n';
    const bytes = Buffer.from(line, 'utf8');
    const cut = bytes.indexOf(Buffer.from('ç', 'utf8')) + 1; // in the middle of 'ç'
    const rows = await rowsOf(
      [bytes.subarray(0, 7), bytes.subarray(7, cut), bytes.subarray(cut)],
      participantRow,
    );
    expect(rows).toEqual([
      {
        ord: 2,
        tuple: [
          '2026-11-26 12:00:00.000001+00',
          '0b6c2c4e-0000-4000-8000-000000000001',
          3,
          'ABCD',
          'Zé\tda Conceição',
          'ze@exemplo.com.br',
          'Pista',
          100123,
          'used',
          '2026-11-26T09:00:00',
          'sent',
          '52998224725',
          '(11) 3333-4444',
          '(11) 99999-8888',
          'Empresa',
          'Gerente',
          'TI',
          'Tecnologia',
          '51 a 200',
          'Gerência',
          'SP',
          'São Paulo',
          [['Ana "A"', 'ana@exemplo.com.br', '2026-11-20T10:30:00']],
          { q1: true, q2: ['A', 'B'] },
        ],
      },
      {
        ord: 2,
        tuple: [
          '2026-11-26 12:00:01+00',
          '0b6c2c4e-0000-4000-8000-000000000002',
          1,
          'EFGH',
          '=1+1',
          'x@exemplo.com.br',
          'VIP',
          100124,
          'valid',
          ...Array<null>(15).fill(null),
        ],
      },
    ]);
  });

  it('parses a sale with its numbers as numbers', async () => {
    const line =
      '1\t2026-11-26 12:00:00+00\t0b6c2c4e-0000-4000-8000-000000000003\t100125\t' +
      '2026-11-26T09:00:00\tAna Lima\tana@exemplo.com.br\t4\t100000\t10000\tREL10\t90000\t' +
      '1234\tcredit-card\t\\N\n';
    const [sale] = await rowsOf([Buffer.from(line, 'utf8')], salesRow);
    expect(sale).toEqual({
      ord: 1,
      tuple: [
        '2026-11-26 12:00:00+00',
        '0b6c2c4e-0000-4000-8000-000000000003',
        100125,
        '2026-11-26T09:00:00',
        'Ana Lima',
        'ana@exemplo.com.br',
        4,
        100000,
        10000,
        'REL10',
        90000,
        1234,
        'credit-card',
        null,
      ],
    });
  });
});
