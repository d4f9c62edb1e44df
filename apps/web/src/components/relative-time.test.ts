import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time';

/** 15:00 of 10 May 2026 in São Paulo (the tests run in Tokyo, where it is already the 11th). */
const NOW = new Date('2026-05-10T18:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeTime (pt-BR, São Paulo calendar)', () => {
  it.each([
    [before(10_000), 'agora mesmo'],
    [new Date(NOW.getTime() + 30_000).toISOString(), 'agora mesmo'],
    [before(MINUTE), 'há 1 minuto'],
    [before(59 * MINUTE), 'há 59 minutos'],
    [before(HOUR), 'há 1 hora'],
    [before(14 * HOUR), 'há 14 horas'],
    // 23:30 of the 9th in São Paulo: yesterday there, though under a day ago.
    ['2026-05-10T02:30:00.000Z', 'ontem às 23:30'],
    [before(3 * 24 * HOUR), 'há 3 dias'],
    [before(8 * 24 * HOUR), '02 de Maio, 2026'],
    ['não é data', '—'],
  ])('%s → %s', (iso, expected) => {
    expect(relativeTime(iso, NOW)).toBe(expected);
  });

  it('gives the exact instant on São Paulo time', () => {
    expect(exactTime('2026-05-10T02:30:00.000Z')).toBe('09 de Maio, 2026 às 23:30');
  });
});
