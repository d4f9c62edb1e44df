import { afterEach, describe, expect, it } from 'vitest';
import {
  REF_ATTRIBUTION_DAYS,
  readSaleAttributionCode,
  readStoredReferralCode,
  takeReferralCodeFrom,
} from './referral';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21, 12);

afterEach(() => window.localStorage.clear());

describe('referral codes', () => {
  it('remembers ?codigo_afiliado for the lists, upper-cased', () => {
    expect(takeReferralCodeFrom(new URLSearchParams('codigo_afiliado=abc123'))).toBe('ABC123');
    expect(readStoredReferralCode()).toBe('ABC123');
    expect(readSaleAttributionCode(now)).toBe('ABC123');
  });

  it('ignores a malformed code and keeps the one remembered before', () => {
    takeReferralCodeFrom(new URLSearchParams('codigo_afiliado=ABC123'));
    expect(takeReferralCodeFrom(new URLSearchParams('codigo_afiliado=<script>'))).toBeNull();
    expect(readStoredReferralCode()).toBe('ABC123');
  });

  it('credits ?ref with the sale without switching the lists', () => {
    expect(takeReferralCodeFrom(new URLSearchParams('ref=joa1x2'), 'ref', now)).toBe('JOA1X2');
    expect(readStoredReferralCode()).toBeNull();
    expect(readSaleAttributionCode(now)).toBe('JOA1X2');
  });

  it('prefers the latest ?ref over the catalog link when crediting a sale', () => {
    takeReferralCodeFrom(new URLSearchParams('codigo_afiliado=LIST01'));
    takeReferralCodeFrom(new URLSearchParams('ref=SALE01'), 'ref', now);
    expect(readSaleAttributionCode(now)).toBe('SALE01');
  });

  it(`forgets a ?ref after ${REF_ATTRIBUTION_DAYS} days`, () => {
    takeReferralCodeFrom(new URLSearchParams('ref=SALE01'), 'ref', now);
    expect(readSaleAttributionCode(now + REF_ATTRIBUTION_DAYS * DAY_MS)).toBe('SALE01');
    expect(readSaleAttributionCode(now + (REF_ATTRIBUTION_DAYS + 1) * DAY_MS)).toBeNull();
    expect(window.localStorage.getItem('referralSaleCode')).toBeNull();
  });

  it('treats corrupt stored data as no code', () => {
    window.localStorage.setItem('referralSaleCode', '{oops');
    window.localStorage.setItem('referralAffiliateCode', 'no spaces allowed');
    expect(readSaleAttributionCode(now)).toBeNull();
  });
});
