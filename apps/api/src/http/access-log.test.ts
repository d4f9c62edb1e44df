import { describe, expect, it } from 'vitest';
import { loggedUrl } from './access-log';

describe('loggedUrl', () => {
  it('hides the token of an e-mailed link and keeps the rest of the address', () => {
    expect(loggedUrl('/definir-senha?token=abcDEF_123-xyz')).toBe(
      '/definir-senha?token=[redacted]',
    );
    expect(loggedUrl('/entrar-por-link?x=1&TOKEN=segredo&y=2')).toBe(
      '/entrar-por-link?x=1&TOKEN=[redacted]&y=2',
    );
  });

  it('leaves addresses without a token alone', () => {
    expect(loggedUrl('/events?busca=tecnologia&pagina=2')).toBe(
      '/events?busca=tecnologia&pagina=2',
    );
  });
});
