import { DEFAULT_RETENTION_MONTHS } from '@bilheteria/domain/personal-data-contract';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicy } from './privacy-policy';

describe('/privacidade', () => {
  it('says who controls the data, what is kept, why, how long, with whom, and how to ask', async () => {
    render(
      <MemoryRouter>
        <PrivacyPolicy />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Quem cuida dos seus dados',
      'O que guardamos',
      'Por que guardamos',
      'Por quanto tempo',
      'Com quem compartilhamos',
      'Seus direitos',
      'Como exercer seus direitos',
    ]);
    expect(screen.getByText(`${DEFAULT_RETENTION_MONTHS} meses após o evento`)).toBeVisible();
    expect(screen.getByText(/Nunca guardamos o número do cartão/)).toBeVisible();
    expect(screen.getByText('PagBank')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
      'href',
      '/minha-conta/dados',
    );
    expect(screen.getByRole('link', { name: /^contato@\s?bilheteria\.example$/ })).toHaveAttribute(
      'href',
      'mailto:contato@bilheteria.example',
    );
    await waitFor(() => expect(document.title).toBe('Política de privacidade | Bilheteria'));
  });
});
