import { DEFAULT_RETENTION_MONTHS } from '@bilheteria/domain/personal-data-contract';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forgetSiteInfo } from '@/lib/site-info';
import { server } from '@/test/msw-server';
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
    expect(
      await screen.findByRole('link', { name: /^contato@\s?bilheteria\.example$/ }),
    ).toHaveAttribute('href', 'mailto:contato@bilheteria.example');
    await waitFor(() => expect(document.title).toBe('Política de privacidade | Bilheteria'));
  });

  it('names the e-mail the server is configured with (GET /api/site)', async () => {
    server.use(
      http.get('/api/site', () =>
        HttpResponse.json({
          contato: { email: 'dpo@instituto.com.br', whatsapp: '5511987654321' },
        }),
      ),
    );
    forgetSiteInfo();
    render(
      <MemoryRouter>
        <PrivacyPolicy />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('link', { name: /^dpo@\s?instituto\.com\.br$/ }),
    ).toHaveAttribute('href', 'mailto:dpo@instituto.com.br');
    forgetSiteInfo();
  });
});
