import { REFUND_MESSAGES } from '@bilheteria/domain/refund-contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveParticipants, serveReport } from '../test/report-test-api';
import {
  CANCELED_AT,
  progress,
  serveCancellation,
  serveCancellationActions,
} from '../test/refund-test-api';
import { dialog, SLOW, visitReport } from '../test/visit-report';

afterEach(() => {
  vi.useRealTimers();
});

const panel = () => screen.findByRole('region', { name: 'Cancelamento do evento' }, SLOW);

describe('cancelling the event (issue 18)', () => {
  it("asks for a strong confirmation, then follows 'N de M reembolsados' every 2 s until done", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const reportAsked = serveReport();
    serveParticipants();
    let state = progress();
    const asked = serveCancellation(() => state);
    const actions = serveCancellationActions({
      cancel: () => {
        state = progress({ cancelado_em: CANCELED_AT, total: 5, reembolsados: 3, em_andamento: 2 });
        return state;
      },
    });
    visitReport();

    await user.click(await screen.findByRole('button', { name: 'Cancelar evento' }, SLOW));
    const box = await dialog();
    expect(within(box).getByRole('heading', { name: 'Cancelar o evento?' })).toBeVisible();
    expect(box).toHaveTextContent(
      '“RPA Summit Brasil” sai de venda para sempre e 80 pedidos pagos serão reembolsados',
    );
    const confirm = within(box).getByRole('button', { name: 'Cancelar e reembolsar' });
    expect(confirm).toBeDisabled();
    await user.click(
      within(box).getByRole('checkbox', {
        name: 'Entendo que todos os pedidos pagos serão reembolsados',
      }),
    );
    await user.click(confirm);

    expect(await screen.findByText(REFUND_MESSAGES.eventCanceled)).toBeInTheDocument();
    expect(actions).toEqual(['cancelamento']);
    const section = await panel();
    expect(section).toHaveTextContent('3 de 5 reembolsados');
    expect(section).toHaveTextContent('Cancelado em 04 de Maio, 2026 às 10:00.');
    const bar = within(section).getByRole('progressbar', { name: 'Reembolsos do cancelamento' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '3 de 5 reembolsados');
    expect(within(section).getByText('Em andamento').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Evento cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar evento' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Cancelamento do evento' })).toHaveFocus(),
    );

    // The jobs refund the rest: the next ask, 2 s later, says so; then the asking stops.
    state = { ...state, reembolsados: 5, em_andamento: 0 };
    const before = asked.count;
    const reportBefore = reportAsked.count;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(section).toHaveTextContent('5 de 5 reembolsados'));
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(section).toHaveTextContent('Todos os pedidos pagos foram reembolsados.');
    // The figures (Reembolsos, Receita) are asked again as the refunds go through.
    await waitFor(() => expect(reportAsked.count).toBeGreaterThan(reportBefore));
    const done = asked.count;
    expect(done).toBeGreaterThan(before);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked.count).toBe(done);
  });

  it('shows the progress of an event cancelled before, with its failures and "Tentar novamente"', async () => {
    const user = userEvent.setup();
    serveReport();
    serveParticipants();
    const failed = progress({
      cancelado_em: CANCELED_AT,
      total: 5,
      reembolsados: 2,
      em_andamento: 0,
      aguardando_pix: 1,
      falhas: [
        { pedido_id: 'o-1', numero: 1050, erro: 'Cartão recusado pelo emissor.', tentativas: 3 },
        { pedido_id: 'o-2', numero: 1051, erro: 'Tempo esgotado no provedor.', tentativas: 1 },
      ],
    });
    let state = failed;
    serveCancellation(() => state);
    const actions = serveCancellationActions({
      cancel: () => HttpResponse.json({ message: REFUND_MESSAGES.eventAlreadyCanceled }),
      retry: () => {
        state = { ...failed, em_andamento: 2, falhas: [] };
        return state;
      },
    });
    visitReport();

    const section = await panel();
    expect(section).toHaveTextContent('2 de 5 reembolsados');
    expect(within(section).getByText('Aguardando PIX').nextElementSibling).toHaveTextContent('1');
    expect(
      within(section).getByRole('link', { name: 'Reembolsos a pagar, no Dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Evento cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar evento' })).toBeNull();

    const failures = within(section).getByRole('list', { name: 'Reembolsos com falha' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pedido nº 1050Cartão recusado pelo emissor.3 tentativas',
      'Pedido nº 1051Tempo esgotado no provedor.1 tentativa',
    ]);
    expect(section).toHaveTextContent('2 reembolsos falharam');

    await user.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(REFUND_MESSAGES.retryQueued)).toBeInTheDocument();
    expect(actions).toEqual(['tentar-novamente']);
    await waitFor(() =>
      expect(within(section).queryByRole('list', { name: 'Reembolsos com falha' })).toBeNull(),
    );
    expect(within(section).getByText('Em andamento').nextElementSibling).toHaveTextContent('2');
  });

  it('says why the server refused, inside the dialog', async () => {
    const user = userEvent.setup();
    serveReport();
    serveParticipants();
    serveCancellation();
    serveCancellationActions({
      cancel: () =>
        HttpResponse.json(
          { message: REFUND_MESSAGES.eventAlreadyCanceled, errors: [] },
          { status: 409 },
        ),
    });
    visitReport();
    await user.click(await screen.findByRole('button', { name: 'Cancelar evento' }, SLOW));
    const box = await dialog();
    await user.click(within(box).getByRole('checkbox'));
    await user.click(within(box).getByRole('button', { name: 'Cancelar e reembolsar' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      REFUND_MESSAGES.eventAlreadyCanceled,
    );
  });
});
