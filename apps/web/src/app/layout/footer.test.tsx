import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

describe('Footer', () => {
  it("links the events, the affiliates' and the organizers' sign-ups (issue 28) and the privacy policy (issue 30)", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Rodapé' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Eventos', '/events'],
      ['Seja um afiliado', '/become-affiliate'],
      ['Quero vender ingressos', '/organizadores/cadastro'],
      ['Privacidade', '/privacidade'],
    ]);
  });
});
