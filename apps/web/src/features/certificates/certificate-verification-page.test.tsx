import { CERTIFICATE_MESSAGES } from '@bilheteria/domain/certificate-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { renderWithProviders } from '@/test/render';
import { CertificateVerificationPage } from './certificate-verification-page';
import { serveVerification, VALID_CODE, verification } from './test/verification-test-api';

const M = CERTIFICATE_MESSAGES;

function visit(code: string) {
  renderWithProviders(
    <Routes>
      <Route path="/certificados/:codigo" element={<CertificateVerificationPage />} />
    </Routes>,
    { route: `/certificados/${code}` },
  );
}

const answers = (code: string) =>
  code === VALID_CODE
    ? verification()
    : code === 'ABCD-EFGH-JKMN'
      ? verification({
          codigo: code,
          valido: false,
          revogado_em: '2027-03-10T13:00:00.000Z',
        })
      : /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(code)
        ? HttpResponse.json({ message: M.notFound }, { status: 404 })
        : HttpResponse.json({ message: M.codeInvalid }, { status: 400 });

describe('/certificados/:codigo (issue 31)', () => {
  it('says a valid certificate is valid, with what it certifies and no other personal data', async () => {
    const asked = serveVerification(answers);
    visit(VALID_CODE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado válido' }),
    ).toBeVisible();
    const facts = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(facts('Nome')).toBe('Ana Souza');
    expect(facts('Evento')).toBe('RPA Summit Brasil');
    expect(facts('Data')).toBe('05 de Março, 2027');
    expect(facts('Carga horária')).toBe('7,5 horas');
    expect(facts('Organização')).toBe('Eventos Corporativos Ltda.');
    expect(facts('Código')).toBe(VALID_CODE);
    expect(asked).toEqual([VALID_CODE]);
    expect(screen.queryByText(/@/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Verificação de certificado | Bilheteria'));
  });

  it('says a revoked certificate was revoked, and when', async () => {
    serveVerification(answers);
    visit('ABCD-EFGH-JKMN');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado revogado' }),
    ).toBeVisible();
    expect(
      screen.getByText('Este certificado foi revogado em 10 de Março, 2027 e não é mais válido.'),
    ).toBeVisible();
    expect(screen.queryByText('Ana Souza')).toBeNull();
  });

  it('says an unknown code is unknown, and verifies another one typed in', async () => {
    const asked = serveVerification(answers);
    const user = userEvent.setup();
    visit('ZZZZ-ZZZZ-ZZZZ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado não encontrado' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(M.notFound);
    const form = screen.getByRole('form', { name: 'Verificar um código' });
    const field = within(form).getByLabelText('Código do certificado');
    await user.type(field, 'nada');
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(within(form).getByText(M.codeInvalid)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    // Any case, without the dashes.
    await user.type(field, '7k3mq9xd2hpa');
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado válido' }),
    ).toBeVisible();
    expect(asked).toEqual(['ZZZZ-ZZZZ-ZZZZ', VALID_CODE]);
  });

  it("shows the server's message and the form for a code that cannot be one", async () => {
    serveVerification(answers);
    visit('%3Cscript%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Código inválido' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(M.codeInvalid);
    expect(screen.getByRole('form', { name: 'Verificar um código' })).toBeVisible();
  });

  it('offers to try again when the server cannot be reached', async () => {
    allowConsoleError(/Erro ao verificar o certificado/);
    serveVerification(() => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }));
    visit(VALID_CODE);
    expect(
      await screen.findByText(
        'Não foi possível verificar o certificado. Verifique sua conexão e tente novamente.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });
});
