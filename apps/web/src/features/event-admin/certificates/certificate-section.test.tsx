import {
  CERTIFICATE_MESSAGES,
  DEFAULT_CERTIFICATE_TEXT,
} from '@bilheteria/domain/certificate-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { serveCancellation } from '../report/test/refund-test-api';
import { serveParticipants, serveReport } from '../report/test/report-test-api';
import { REPORT_ROUTE, SLOW, visitReport } from '../report/test/visit-report';
import { certificate, noCertificates, settingsView } from './test/certificate-fixtures';
import {
  CERTIFICATES_PATH,
  deferred,
  serveCertificates,
  serveIssue,
  serveRevoke,
  serveSaveSettings,
  serveSettings,
} from './test/certificates-test-api';

const M = CERTIFICATE_MESSAGES;

function serveAll() {
  serveReport();
  serveParticipants();
  serveCancellation();
}

/** The section loads in its own chunk after the report: its first showing may take longer. */
const section = () => screen.findByRole('region', { name: 'Certificado' }, { timeout: 15_000 });
const form = async () =>
  within(await section()).findByRole('form', { name: 'Configuração do certificado' }, SLOW);

const ISSUED = {
  resumo: { emitidos: 2, enviados: 1, baixados: 3, revogados: 1, pendentes: 4 },
  certificados: [
    certificate({ codigo: '7K3M-Q9XD-2HPA' }),
    certificate({
      codigo: 'ABCD-EFGH-JKMN',
      nome: 'Ana Souza',
      email: 'ana@example.com',
      enviado_em: null,
      revogado_em: '2027-03-06T13:00:00.000Z',
      motivo_revogacao: 'Reembolso',
    }),
  ],
};

describe("the report's 'Certificado' section (issue 31)", () => {
  // The section and the report's charts are chunks of their own: imported here once, the first
  // test does not pay their first transform (seconds on a busy machine) inside its waits.
  beforeAll(async () => {
    await Promise.all([
      import('./components/certificate-section'),
      import('../report/components/report-charts'),
    ]);
  }, 60_000);

  it('shows the saved settings, the figures and that nothing was issued yet', async () => {
    serveAll();
    visitReport();
    const settings = await form();
    expect(within(settings).getByRole('switch', { name: 'Emitir certificados' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(settings).getByLabelText('Carga horária (horas)')).toHaveValue('8');
    expect(within(settings).getByLabelText('Texto do certificado')).toHaveValue(
      DEFAULT_CERTIFICATE_TEXT,
    );
    expect(
      within(settings).getByRole('radio', { name: 'Somente quem fez check-in' }),
    ).toBeChecked();
    const region = await section();
    expect(
      await within(region).findByText('Nenhum certificado emitido ainda.', {}, SLOW),
    ).toBeVisible();
    expect(within(region).getByRole('link', { name: /Pré-visualizar PDF/ })).toHaveAttribute(
      'href',
      `${CERTIFICATES_PATH}/previa.pdf`,
    );
    expect(within(region).getByRole('link', { name: /Pré-visualizar PDF/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(region).toHaveTextContent('05 de Março, 2027, 18:00');
  });

  it('says what is wrong under each field, after leaving it or on submit, and sends nothing', async () => {
    serveAll();
    const sent = serveSaveSettings(() => settingsView());
    const user = userEvent.setup();
    visitReport();
    const settings = await form();
    const hours = within(settings).getByLabelText('Carga horária (horas)');
    await user.clear(hours);
    await user.type(hours, 'oito');
    expect(within(settings).queryByText(M.hoursInvalid)).toBeNull();
    await user.tab();
    expect(within(settings).getByText(M.hoursInvalid)).toBeVisible();
    expect(hours).toHaveAttribute('aria-invalid', 'true');

    const text = within(settings).getByLabelText('Texto do certificado');
    await user.clear(text);
    await user.type(text, 'Participou: {{cpf}');
    await user.click(within(settings).getByRole('button', { name: 'Adicionar assinatura' }));
    await user.click(within(settings).getByRole('button', { name: 'Salvar certificado' }));
    expect(
      within(settings).getByText((content) => content.includes(M.textNeedsName)),
    ).toBeVisible();
    expect(within(settings).getByText(/Marcador desconhecido: \{cpf\}/)).toBeVisible();
    expect(within(settings).getByText(M.signatureNameRequired)).toBeVisible();
    expect(within(settings).getByText(M.signatureRoleRequired)).toBeVisible();
    // The first field with a problem takes the focus.
    expect(hours).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('puts a placeholder where the caret is', async () => {
    serveAll();
    const user = userEvent.setup();
    visitReport();
    const settings = await form();
    const text = within(settings).getByLabelText<HTMLTextAreaElement>('Texto do certificado');
    await user.clear(text);
    await user.type(text, 'Certificamos que  participou.');
    text.setSelectionRange(17, 17);
    await user.click(within(settings).getByRole('button', { name: '{nome}' }));
    expect(text).toHaveValue('Certificamos que {nome} participou.');
    expect(text).toHaveFocus();
    expect(text.selectionStart).toBe(23);
  });

  it('saves through PUT …/configuracao and says so only once the server answered', async () => {
    serveAll();
    const answer = deferred<ReturnType<typeof settingsView>>();
    const sent = serveSaveSettings(() => answer.promise);
    const user = userEvent.setup();
    visitReport();
    const settings = await form();
    await user.click(within(settings).getByRole('switch', { name: 'Emitir certificados' }));
    const hours = within(settings).getByLabelText('Carga horária (horas)');
    await user.clear(hours);
    await user.type(hours, '7,5');
    await user.click(within(settings).getByRole('radio', { name: 'Todos os participantes' }));
    await user.click(within(settings).getByRole('button', { name: 'Adicionar assinatura' }));
    const signature = within(settings).getByRole('group', { name: 'Assinatura 1' });
    await user.type(within(signature).getByLabelText('Nome'), 'Maria Diretora');
    await user.type(within(signature).getByLabelText('Cargo'), 'Diretora');
    await user.click(within(settings).getByRole('button', { name: 'Salvar certificado' }));
    expect(await within(settings).findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ativo: true,
      carga_horaria: 7.5,
      texto: DEFAULT_CERTIFICATE_TEXT,
      regra: 'todos',
      logo_url: '',
      assinaturas: [{ nome: 'Maria Diretora', cargo: 'Diretora', imagem_url: '' }],
    });
    expect(within(settings).queryByText(M.settingsSaved)).toBeNull();
    answer.release(settingsView({ ativo: true, salvo: true }));
    expect(await within(settings).findByText(M.settingsSaved)).toBeVisible();
  });

  it("shows the server's refusal instead of success", async () => {
    serveAll();
    serveSaveSettings(() => HttpResponse.json({ message: M.imageInvalid }, { status: 400 }));
    const user = userEvent.setup();
    visitReport();
    const settings = await form();
    await user.click(within(settings).getByRole('button', { name: 'Salvar certificado' }));
    expect(await within(settings).findByText(M.imageInvalid, {}, SLOW)).toBeVisible();
    expect(within(settings).queryByText(M.settingsSaved)).toBeNull();
  });

  it("issues now: the server's message, or its 409 as an error", async () => {
    serveAll();
    const posted = serveIssue(() => ({ message: M.issueQueued }));
    const user = userEvent.setup();
    visitReport();
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Emitir agora' }));
    expect(await within(region).findByText(M.issueQueued)).toBeVisible();
    expect(posted.count).toBe(1);

    serveIssue(() => HttpResponse.json({ message: M.issueBeforeStart }, { status: 409 }));
    await user.click(within(region).getByRole('button', { name: 'Emitir agora' }));
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes(M.issueBeforeStart)),
      ).toBe(true),
    );
    expect(within(region).queryByText(M.issueQueued)).toBeNull();
  });

  it('lists the certificates with their figures and links each code to its public page', async () => {
    serveAll();
    serveCertificates(() => ISSUED);
    visitReport();
    const region = await section();
    const table = await within(region).findByRole('table', { name: 'Certificados emitidos' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Bruno Comprador');
    expect(rows[0]).toHaveTextContent('bruno@example.com');
    expect(rows[0]).toHaveTextContent('05/03/2027');
    expect(rows[0]).toHaveTextContent('Enviado por e-mail');
    expect(within(rows[0]!).getByRole('link', { name: '7K3M-Q9XD-2HPA' })).toHaveAttribute(
      'href',
      '/certificados/7K3M-Q9XD-2HPA',
    );
    expect(rows[1]).toHaveTextContent('Revogado em 06/03/2027');
    expect(within(rows[1]!).queryByRole('button', { name: 'Revogar' })).toBeNull();
    expect(within(region).getByText('Enviados por e-mail').nextElementSibling).toHaveTextContent(
      '1',
    );
    expect(within(region).getByText('Pendentes').nextElementSibling).toHaveTextContent('4');
    // On a phone: a card each.
    expect(within(region).getByRole('list', { name: 'Certificados emitidos' })).toBeInTheDocument();
  });

  it('shows Financeiro and Visualização what was issued, without settings, issuing or revoking', async () => {
    for (const papel of ['financeiro', 'visualizacao'] as const) {
      serveAll();
      serveCertificates(() => ISSUED);
      const { unmount } = visitReport(REPORT_ROUTE, papel);
      const region = await section();
      const table = await within(region).findByRole(
        'table',
        { name: 'Certificados emitidos' },
        SLOW,
      );
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(within(region).getByText('Pendentes').nextElementSibling).toHaveTextContent('4');
      expect(within(region).queryByRole('button', { name: 'Revogar' })).toBeNull();
      expect(
        within(region).queryByRole('form', { name: 'Configuração do certificado' }),
      ).toBeNull();
      expect(within(region).queryByRole('button', { name: 'Emitir agora' })).toBeNull();
      unmount();
    }
  });

  it('revokes with a reason, confirmed only once the server answered', async () => {
    serveAll();
    let revoked = false;
    serveCertificates(() =>
      revoked
        ? {
            ...ISSUED,
            certificados: ISSUED.certificados.map((row) => ({
              ...row,
              revogado_em: row.revogado_em ?? '2027-03-07T13:00:00.000Z',
            })),
          }
        : ISSUED,
    );
    const answer = deferred<object>();
    const log = serveRevoke(() => answer.promise);
    const user = userEvent.setup();
    visitReport();
    const region = await section();
    const table = await within(region).findByRole('table', { name: 'Certificados emitidos' }, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Revogar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: /Revogar o certificado 7K3M-Q9XD-2HPA/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar revogação' }));
    expect(within(dialog).getByText(M.revokeReasonRequired)).toBeVisible();
    expect(log).toEqual([]);

    await user.type(within(dialog).getByLabelText('Motivo'), 'Pedido reembolsado');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar revogação' }));
    await waitFor(() => expect(log).toHaveLength(1));
    expect(log[0]).toEqual({ code: '7K3M-Q9XD-2HPA', body: { motivo: 'Pedido reembolsado' } });
    expect(within(dialog).getByRole('button', { name: 'Revogando...' })).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    revoked = true;
    answer.release({ codigo: '7K3M-Q9XD-2HPA' });
    expect(await screen.findByText(M.revoked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Revogar' })).toBeNull(),
    );
  });

  it("keeps the dialog open with the server's message when it refuses", async () => {
    serveAll();
    serveCertificates(() => ISSUED);
    serveRevoke(() => HttpResponse.json({ message: M.alreadyRevoked }, { status: 409 }));
    const user = userEvent.setup();
    visitReport();
    const table = await within(await section()).findByRole(
      'table',
      { name: 'Certificados emitidos' },
      SLOW,
    );
    await user.click(within(table).getByRole('button', { name: 'Revogar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Engano');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar revogação' }));
    expect(await within(dialog).findByText(M.alreadyRevoked)).toBeVisible();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    serveAll();
    serveSettings(() => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }));
    serveCertificates(() => noCertificates());
    allowConsoleError(/Erro ao buscar a configuração do certificado/);
    visitReport();
    const region = await section();
    expect(
      await within(region).findByText('Não foi possível carregar o certificado. Tente novamente.'),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });
});
