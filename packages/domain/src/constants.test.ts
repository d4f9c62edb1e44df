import { describe, expect, it } from 'vitest';
import { generateAffiliateCode, AFFILIATE_CODE_PATTERN } from './affiliate';
import { EVENT_CATEGORIES, queryRetryDelayMs } from './constants';

describe('query retry backoff', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('event categories', () => {
  it('are the eight of the spec', () => {
    expect(EVENT_CATEGORIES).toEqual([
      'Conferência',
      'Workshop',
      'Fórum',
      'Networking',
      'Seminário',
      'Treinamento',
      'Feira',
      'Palestra',
    ]);
  });
});

describe('generateAffiliateCode', () => {
  it('joins the first three letters of the e-mail and a base-36 timestamp, uppercased', () => {
    const now = new Date(1_700_000_000_000);
    expect(generateAffiliateCode('maria.souza@empresa.com.br', now)).toBe(
      `MAR${(1_700_000_000_000).toString(36).toUpperCase()}`,
    );
  });

  it('skips digits and dots in the local part', () => {
    const code = generateAffiliateCode('j.1o@x.com', new Date(0));
    expect(code).toBe('JO0');
  });

  it('produces codes that fit the URL pattern', () => {
    expect(AFFILIATE_CODE_PATTERN.test(generateAffiliateCode('ana@x.com'))).toBe(true);
  });
});
