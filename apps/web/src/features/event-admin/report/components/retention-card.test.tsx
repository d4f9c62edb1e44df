import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import type { ReportRetention } from '../api/update-retention';
import { serveCancellation } from '../test/refund-test-api';
import { EVENT_ID, report, serveParticipants, serveReport } from '../test/report-test-api';
import { SLOW, visitReport } from '../test/visit-report';
import { DEFAULT_OPTION, RETENTION_RANGE, RETENTION_SAVED } from './retention-card';

const RETENTION_PATH = `/api/organizador/eventos/${EVENT_ID}/retencao`;

/** 24 months after 5 March 2027, as the server works it out. */
const BY_DEFAULT: ReportRetention = {
  retencao_meses: 24,
  retencao_padrao: true,
  anonimizacao_prevista_em: '2029-03-05T21:00:00.000Z',
  dados_anonimizados_em: null,
};

function serveAll(retention: Partial<ReportRetention> = BY_DEFAULT) {
  serveReport(() => ({ ...report(), ...retention }));
  serveParticipants();
  serveCancellation();
}

/** PUT …/retencao: keeps each body sent; answers `answer(body)`. */
function serveRetentionUpdate(answer: (body: { meses: number | null }) => ReportRetention) {
  const sent: unknown[] = [];
  server.use(
    http.put(RETENTION_PATH, async ({ request }) => {
      const body = (await request.json()) as { meses: number | null };
      sent.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return sent;
}

const card = () => screen.findByRole('region', { name: 'Dados pessoais' }, SLOW);

describe("the report's 'Dados pessoais' card (issue 30)", () => {
  it('says when the participants’ data will be anonymised', async () => {
    serveAll();
    visitReport();
    const region = await card();
    expect(region).toHaveTextContent(
      'Os dados pessoais dos participantes serão anonimizados em 05/03/2029 (24 meses após o evento).',
    );
    expect(region).toHaveTextContent('Prazo padrão da plataforma.');
  });

  it('says when they were, with no way to change it', async () => {
    serveAll({
      ...BY_DEFAULT,
      retencao_padrao: false,
      retencao_meses: 1,
      dados_anonimizados_em: '2027-04-06T09:00:00.000Z',
    });
    visitReport();
    const region = await card();
    expect(region).toHaveTextContent(
      'Os dados pessoais dos participantes foram anonimizados em 06/04/2027.',
    );
    expect(within(region).queryByRole('button', { name: 'Alterar prazo' })).toBeNull();
  });

  it('changes the months through PUT …/retencao, checked from 1 to 120, then says so', async () => {
    serveAll();
    const sent = serveRetentionUpdate(({ meses }) => ({
      retencao_meses: meses ?? 24,
      retencao_padrao: meses === null,
      anonimizacao_prevista_em: '2027-09-05T21:00:00.000Z',
      dados_anonimizados_em: null,
    }));
    const user = userEvent.setup();
    visitReport();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Alterar prazo' }));
    expect(within(region).getByRole('radio', { name: DEFAULT_OPTION })).toBeChecked();
    await user.click(within(region).getByRole('radio', { name: 'Outro prazo' }));
    const months = within(region).getByLabelText('Meses após o evento (1 a 120)');
    await user.clear(months);
    await user.type(months, '121');
    await user.click(within(region).getByRole('button', { name: 'Salvar prazo' }));
    expect(within(region).getByText(RETENTION_RANGE)).toBeVisible();
    expect(months).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(months);
    await user.type(months, '6');
    await user.click(within(region).getByRole('button', { name: 'Salvar prazo' }));
    expect(await screen.findByText(RETENTION_SAVED)).toBeInTheDocument();
    expect(sent).toEqual([{ meses: 6 }]);
    expect(region).toHaveTextContent(
      'Os dados pessoais dos participantes serão anonimizados em 05/09/2027 (6 meses após o evento).',
    );
    expect(within(region).queryByRole('button', { name: 'Salvar prazo' })).toBeNull();
  });

  it("goes back to the platform's default with {meses: null}", async () => {
    serveAll({ ...BY_DEFAULT, retencao_meses: 6, retencao_padrao: false });
    const sent = serveRetentionUpdate(() => BY_DEFAULT);
    const user = userEvent.setup();
    visitReport();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Alterar prazo' }));
    await user.click(within(region).getByRole('radio', { name: DEFAULT_OPTION }));
    await user.click(within(region).getByRole('button', { name: 'Salvar prazo' }));
    expect(await screen.findByText(RETENTION_SAVED)).toBeInTheDocument();
    expect(sent).toEqual([{ meses: null }]);
  });
});
