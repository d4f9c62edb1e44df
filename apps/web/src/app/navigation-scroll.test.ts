import { describe, expect, it } from 'vitest';
import { entryOf } from './navigation-scroll';

describe('entryOf (where a scroll position is remembered)', () => {
  it('keeps the address, so each page of a search has its own position', () => {
    expect(entryOf({ key: 'k1', pathname: '/events', search: '?busca=ti' })).toBe(
      'k1 /events?busca=ti',
    );
  });

  it("never keeps an e-mailed link's token, which sessionStorage would hold", () => {
    const entry = entryOf({ key: 'default', pathname: '/definir-senha', search: '?token=s3gr3do' });
    expect(entry).toBe('default /definir-senha?token=');
    expect(entry).not.toContain('s3gr3do');
  });
});
