import { WAITLIST_MESSAGES } from '@bilheteria/domain/waitlist-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { serveWaitlist, TOKEN } from './test/waitlist-test-api';
import { WaitlistLeavePage } from './waitlist-leave-page';

/**
 * The page as main.tsx renders the app: StrictMode at the root, where React runs each effect
 * twice on mount in development (a StrictMode nested under the providers does not).
 */
function visit(search = `?token=${TOKEN}`) {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/lista-de-espera/sair${search}`]}>
          <WaitlistLeavePage />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return user;
}

describe('/lista-de-espera/sair (issue 18)', () => {
  it('leaves the line on arrival, once even in StrictMode, and says so', async () => {
    const fake = serveWaitlist();
    visit();
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeVisible();
    expect(fake.leaves).toEqual([{ token: TOKEN }]);
    // Nothing more is sent afterwards.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.leaves).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Lista de espera | Bilheteria'));
  });

  it("shows the API's message when the link is not valid", async () => {
    const fake = serveWaitlist();
    fake.leave = { status: 404, message: WAITLIST_MESSAGES.linkInvalid };
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
    expect(screen.getByText(WAITLIST_MESSAGES.linkInvalid)).toBeVisible();
    expect(fake.leaves).toHaveLength(1);
  });

  it('sends nothing without a token that can be one', async () => {
    const fake = serveWaitlist();
    visit('');
    expect(await screen.findByText(WAITLIST_MESSAGES.linkInvalid)).toBeVisible();
    expect(fake.leaves).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    const fake = serveWaitlist();
    fake.leave = 'network';
    const user = visit();
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível sair da lista' }),
    ).toBeVisible();
    fake.leave = { mensagem: WAITLIST_MESSAGES.left };
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeVisible();
    expect(fake.leaves).toHaveLength(2);
  });
});
