import { describe, expect, it } from 'vitest';
import { loggedUrl } from './access-log';

describe('loggedUrl', () => {
  it('hides the token of an e-mailed link and keeps the rest of the address', () => {
    expect(loggedUrl('/definir-senha?token=abcDEF_123-xyz')).toBe(
      '/definir-senha?token=[redacted]',
    );
    expect(loggedUrl('/entrar-por-link?x=1&TOKEN=segredo&y=2')).toBe(
      '/entrar-por-link?x=[redacted]&TOKEN=[redacted]&y=[redacted]',
    );
  });

  it('keeps the keys of a query and none of its values', () => {
    expect(loggedUrl('/api/organizador/eventos/x/participantes?busca=ana%40empresa.com.br')).toBe(
      '/api/organizador/eventos/x/participantes?busca=[redacted]',
    );
    expect(loggedUrl('/events?busca=tecnologia&pagina=2&aba')).toBe(
      '/events?busca=[redacted]&pagina=[redacted]&aba',
    );
  });

  it('keeps ids and words of a path, and drops tokens, e-mails, CPFs and phones', () => {
    const id = '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f';
    expect(loggedUrl(`/api/ingressos/${id}.pdf`)).toBe(`/api/ingressos/${id}.pdf`);
    expect(loggedUrl(`/api/check-in/${'T'.repeat(43)}/busca?q=ana`)).toBe(
      '/api/check-in/[redacted]/busca?q=[redacted]',
    );
    expect(loggedUrl('/api/usuarios/ana@empresa.com.br')).toBe('/api/usuarios/[redacted]');
    expect(loggedUrl('/api/x/529.982.247-25/11987654321#frag')).toBe(
      '/api/x/[redacted]/[redacted]',
    );
  });
});
