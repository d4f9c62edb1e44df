import {
  VIRTUAL_QUEUE_MESSAGES,
  VIRTUAL_QUEUE_MODE_LABELS,
} from '@bilheteria/domain/virtual-queue-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveCancellation } from '../report/test/refund-test-api';
import { EVENT_ID, serveParticipants, serveReport } from '../report/test/report-test-api';
import { SLOW, visitReport } from '../report/test/visit-report';
import { queueView, serveVirtualQueue, serveVirtualQueueSave } from './test/virtual-queue-test-api';

function serveAll() {
  serveReport();
  serveParticipants();
  serveCancellation();
}

const section = () => screen.findByRole('region', { name: 'Fila virtual' }, SLOW);
const form = async () =>
  within(await section()).findByRole('form', { name: 'Configuração da fila virtual' }, SLOW);

describe("the report's 'Fila virtual' section (issue 32)", () => {
  it('shows the settings and the live figures, with since when it is on', async () => {
    serveAll();
    serveVirtualQueue(EVENT_ID, () =>
      queueView({
        modo: 'ligada',
        por_minuto: 120,
        salvo: true,
        ativa: true,
        // 20:03 in São Paulo.
        ativa_desde: '2026-11-29T23:03:00.000Z',
        aguardando: 1500,
        admitidos: 40,
        desistentes: 3,
        espera_estimada_segundos: 750,
      }),
    );
    visitReport();
    const region = await section();
    expect(await within(region).findByText('Ativa desde 20:03', {}, SLOW)).toBeVisible();
    const figures = within(region).getByText('Na fila').closest('dl')!;
    expect(figures).toHaveTextContent('Na fila1.500');
    expect(figures).toHaveTextContent('Admitidos40');
    expect(figures).toHaveTextContent('Desistiram3');
    expect(figures).toHaveTextContent('Espera estimada~13 min');
    expect(
      within(region).getByRole('radio', { name: VIRTUAL_QUEUE_MODE_LABELS.ligada }),
    ).toBeChecked();
    expect(within(region).getByLabelText('Pessoas admitidas por minuto')).toHaveValue('120');
    // The threshold only matters when automatic.
    expect(
      within(region).queryByLabelText('Ligar sozinha acima de (reservas por segundo)'),
    ).toBeNull();
  });

  it('refuses a wrong rate under its field, by the API’s schema, and sends nothing', async () => {
    serveAll();
    const put = serveVirtualQueueSave(EVENT_ID);
    const user = userEvent.setup();
    visitReport();
    const queueForm = await form();
    const rate = within(queueForm).getByLabelText('Pessoas admitidas por minuto');
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(
      within(queueForm).getByRole('radio', { name: VIRTUAL_QUEUE_MODE_LABELS.automatica }),
    );
    const threshold = within(queueForm).getByLabelText(
      'Ligar sozinha acima de (reservas por segundo)',
    );
    await user.clear(threshold);
    await user.type(threshold, '2,5');
    await user.click(within(queueForm).getByRole('button', { name: 'Salvar' }));
    expect(await within(queueForm).findByText(VIRTUAL_QUEUE_MESSAGES.rateInvalid)).toBeVisible();
    expect(within(queueForm).getByText(VIRTUAL_QUEUE_MESSAGES.thresholdInvalid)).toBeVisible();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveFocus();
    expect(put.sent).toEqual([]);
  });

  it("saves with PUT …/fila-virtual, says 'Fila virtual salva.' and shows the new state", async () => {
    serveAll();
    const put = serveVirtualQueueSave(EVENT_ID);
    const user = userEvent.setup();
    visitReport();
    const queueForm = await form();
    await user.click(
      within(queueForm).getByRole('radio', { name: VIRTUAL_QUEUE_MODE_LABELS.ligada }),
    );
    const rate = within(queueForm).getByLabelText('Pessoas admitidas por minuto');
    await user.clear(rate);
    await user.type(rate, '60');
    await user.click(within(queueForm).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(put.sent).toEqual([
        { modo: 'ligada', por_minuto: 60, limite_reservas_por_segundo: 20 },
      ]),
    );
    expect(await screen.findByText(VIRTUAL_QUEUE_MESSAGES.saved)).toBeVisible();
    expect(await within(await section()).findByText('Ativa desde 20:03')).toBeVisible();
  });

  it("puts the server's 400 field errors under the fields", async () => {
    serveAll();
    serveVirtualQueueSave(EVENT_ID, () =>
      HttpResponse.json(
        {
          message: 'Dados inválidos',
          errors: [{ path: 'por_minuto', message: 'Pessoas por minuto: valor recusado' }],
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    visitReport();
    const queueForm = await form();
    await user.click(within(queueForm).getByRole('button', { name: 'Salvar' }));
    expect(await within(queueForm).findByText('Pessoas por minuto: valor recusado')).toBeVisible();
  });
});
