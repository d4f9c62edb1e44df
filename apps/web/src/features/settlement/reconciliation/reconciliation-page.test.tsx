import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { ORDER_ID, reconciliation, serveReconciliation } from '../test/settlement-test-api';
import { DIVERGENCES_CAPTION, EVENTS_CAPTION, ReconciliationPage } from './reconciliation-page';

function visit(route = '/operador/conciliacao') {
  serveSession(sessionUser('operador'));
  renderWithSession(
    <Routes>
      <Route path="/operador/conciliacao" element={<ReconciliationPage />} />
    </Routes>,
    { route },
  );
}

const split = () =>
  within(screen.getByLabelText('Para onde foi o dinheiro'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

// 23:30 of 1 April 2026 in São Paulo (the 2nd in UTC): March is the month that has just ended.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-04-02T02:30:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/operador/conciliacao, where the money went (issue 29)', () => {
  it('opens on the last month that ended, with the split and a green zero difference', async () => {
    const asked = serveReconciliation();
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conciliação' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Conciliação | Bilheteria'));
    const month = screen.getByRole('combobox', { name: 'Mês' });
    expect(month).toHaveValue('2026-03');
    // This month (still open) first, then the ones before it, in words.
    expect(
      within(month)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['Abril de 2026', 'Março de 2026', 'Fevereiro de 2026']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Março de 2026 · 3 pedidos pagos' }),
    ).toBeVisible();
    expect(split()).toEqual([
      'Recebido: R$ 3.500,00',
      'Reembolsos: R$ 1.000,00',
      'Taxas da plataforma: R$ 270,00',
      'Comissões de afiliados: R$ 200,00',
      'Créditos de organizadores: R$ 1.930,00',
      'Juros: R$ 100,00',
    ]);
    const difference = screen.getByText('Diferença: R$ 0,00');
    expect(difference.parentElement).toHaveClass('text-emerald-800');
    const events = screen.getByRole('table', { name: EVENTS_CAPTION });
    expect(
      within(events)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'EventoPedidosRecebidoReembolsosTaxas da plataformaComissões de afiliadosCréditos de organizadoresJurosDiferença',
      'RPA Summit BrasilIBGI3R$ 3.500,00R$ 1.000,00R$ 270,00R$ 200,00R$ 1.930,00R$ 100,00R$ 0,00',
    ]);
    expect(screen.queryByRole('table', { name: DIVERGENCES_CAPTION })).toBeNull();
    expect(asked).toEqual(['2026-03']);
  });

  it('shows a difference in red, and the orders that do not add up', async () => {
    serveReconciliation((mes) =>
      reconciliation({
        mes,
        diferenca_centavos: 150,
        divergencias: [
          {
            pedido_id: ORDER_ID,
            pedido_numero: 1042,
            evento_titulo: 'RPA Summit Brasil',
            recebido_centavos: 10_150,
            reembolsos_centavos: 0,
            taxas_plataforma_centavos: 0,
            comissoes_afiliados_centavos: 0,
            creditos_organizadores_centavos: 10_000,
            juros_centavos: 0,
            diferenca_centavos: 150,
          },
        ],
      }),
    );
    visit('/operador/conciliacao?mes=2026-02');
    const difference = await screen.findByText('Diferença: R$ 1,50');
    expect(difference.parentElement).toHaveClass('text-red-700');
    expect(
      within(screen.getByRole('table', { name: DIVERGENCES_CAPTION }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PedidoEventoDiferença', 'Pedido nº 1042RPA Summit BrasilR$ 1,50']);
  });

  it('asks for the month chosen, kept in the address', async () => {
    const asked = serveReconciliation();
    visit();
    await screen.findByRole('heading', { level: 2, name: /Março de 2026/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Mês' }), {
      target: { value: '2026-01' },
    });
    expect(await screen.findByRole('heading', { level: 2, name: /Janeiro de 2026/ })).toBeVisible();
    expect(currentPath()).toBe('/operador/conciliacao?mes=2026-01');
    expect(asked).toEqual(['2026-03', '2026-01']);
  });

  it('says when no order was paid in the month', async () => {
    serveReconciliation((mes) =>
      reconciliation({
        mes,
        pedidos: 0,
        recebido_centavos: 0,
        reembolsos_centavos: 0,
        taxas_plataforma_centavos: 0,
        comissoes_afiliados_centavos: 0,
        creditos_organizadores_centavos: 0,
        juros_centavos: 0,
        eventos: [],
      }),
    );
    visit();
    expect(await screen.findByText('Nenhum pedido pago neste mês.')).toBeVisible();
    expect(screen.getByText('Diferença: R$ 0,00')).toBeVisible();
  });
});
