import { PERSONAL_DATA_MESSAGES } from '@bilheteria/domain/personal-data-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-provider';
import {
  currentPath,
  ME_PATH,
  renderWithSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import {
  ERASURE_CONFIRM_FAILED,
  ErasureConfirmPage,
  SIGNED_OUT_NOTE,
} from './erasure-confirm-page';
import { serveErasureConfirm } from './test/personal-data-test-api';

const TOKEN = 'tok_ABCdef123-_';

/** Who the app thinks is signed in, beside the page. */
function SessionProbe() {
  const { status } = useAuth();
  return <p data-testid="sessao">{status}</p>;
}

/** The session is the person's until the server erased them; then nobody. */
function serveSessionUntilErased() {
  const state = { erased: false };
  server.use(
    http.get(ME_PATH, () => HttpResponse.json({ user: state.erased ? null : sessionUser('user') })),
  );
  return state;
}

function visit(route = `/minha-conta/exclusao?token=${TOKEN}`) {
  renderWithSession(
    <>
      <ErasureConfirmPage />
      <SessionProbe />
    </>,
    { route },
  );
  return userEvent.setup();
}

describe('/minha-conta/exclusao', () => {
  it('erases nothing on opening: the person confirms, then is told and signed out', async () => {
    const session = serveSessionUntilErased();
    const tokens = serveErasureConfirm(() => {
      session.erased = true;
      return HttpResponse.json({ message: PERSONAL_DATA_MESSAGES.erased });
    });
    const user = visit();
    expect(screen.getByRole('heading', { level: 1, name: 'Excluir conta' })).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/minha-conta/exclusao'));
    await waitFor(() => expect(screen.getByTestId('sessao')).toHaveTextContent('signedIn'));
    expect(tokens).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erased)).toBeVisible();
    expect(screen.getByText(SIGNED_OUT_NOTE)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Conta excluída' })).toBeVisible();
    expect(tokens).toEqual([TOKEN]);
    expect(screen.getByTestId('sessao')).toHaveTextContent('signedOut');
    await waitFor(() => expect(document.title).toBe('Excluir conta | Bilheteria'));
  });

  it('says an invalid or expired link is so, with the way to ask for a new one', async () => {
    serveSessionUntilErased();
    serveErasureConfirm(() =>
      HttpResponse.json({ message: PERSONAL_DATA_MESSAGES.erasureLinkInvalid }, { status: 400 }),
    );
    const user = visit();
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erasureLinkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para Meus dados' })).toHaveAttribute(
      'href',
      '/minha-conta/dados',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar exclusão' })).not.toBeInTheDocument();
    expect(screen.getByTestId('sessao')).toHaveTextContent('signedIn');
  });

  it('says a link without a token is invalid, without asking the server', async () => {
    serveSessionUntilErased();
    const tokens = serveErasureConfirm();
    visit('/minha-conta/exclusao');
    expect(screen.getByText(PERSONAL_DATA_MESSAGES.erasureLinkInvalid)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar exclusão' })).not.toBeInTheDocument();
    expect(tokens).toEqual([]);
  });

  it('offers to try again when the server could not answer', async () => {
    serveSessionUntilErased();
    let fail = true;
    serveErasureConfirm(() =>
      fail
        ? HttpResponse.json({ message: 'Erro interno' }, { status: 500 })
        : HttpResponse.json({ message: PERSONAL_DATA_MESSAGES.erased }),
    );
    const user = visit();
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText(ERASURE_CONFIRM_FAILED)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erased)).toBeVisible();
  });
});
