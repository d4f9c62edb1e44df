import { describe, expect, it } from 'vitest';
import { inLineOrder, type WaitlistEntry } from './waitlist';

const entry = (id: string, overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  id,
  posicao: null,
  email: `${id}@example.com`,
  quantidade: 1,
  tipo: 'Lote 1',
  status: 'waiting',
  entrou_em: '2026-05-01T12:00:00.000Z',
  oferta_expira_em: null,
  ...overrides,
});

describe('the waiting list in line order', () => {
  it("keeps each type's line together by place, then those out of line, oldest first", () => {
    const entries = [
      entry('bought', { status: 'purchased', entrou_em: '2026-05-02T12:00:00.000Z' }),
      entry('lote-2', { posicao: 2 }),
      entry('vip-1', { posicao: 1, tipo: 'VIP' }),
      entry('offered', { status: 'offered', entrou_em: '2026-05-01T10:00:00.000Z' }),
      entry('lote-1', { posicao: 1 }),
    ];
    expect(inLineOrder(entries).map((item) => item.id)).toEqual([
      'lote-1',
      'lote-2',
      'vip-1',
      'offered',
      'bought',
    ]);
  });
});
