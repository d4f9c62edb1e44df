import { describe, expect, it } from 'vitest';
import { withoutLinkToken } from './link-token';

describe('withoutLinkToken', () => {
  it('leaves out the token of an e-mailed link, whatever its position in the query', () => {
    expect(withoutLinkToken('/definir-senha?token=abc&x=1', '[redacted]')).toBe(
      '/definir-senha?token=[redacted]&x=1',
    );
    expect(withoutLinkToken('?a=1&TOKEN=abc')).toBe('?a=1&TOKEN=');
  });

  it('leaves out a scanner link’s token from its page and from its API paths', () => {
    const token = 'A'.repeat(43);
    expect(withoutLinkToken(`/check-in/${token}`, '[redacted]')).toBe('/check-in/[redacted]');
    expect(withoutLinkToken(`/api/check-in/${token}/leituras?x=1`, '[redacted]')).toBe(
      '/api/check-in/[redacted]/leituras?x=1',
    );
  });

  it('keeps the organizer’s check-in addresses, whose ids are not secrets', () => {
    for (const url of [
      '/dashboard/check-in/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f',
      '/api/organizador/eventos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f/check-in/links',
      '/events?q=check-in',
    ]) {
      expect(withoutLinkToken(url, '[redacted]')).toBe(url);
    }
  });
});
