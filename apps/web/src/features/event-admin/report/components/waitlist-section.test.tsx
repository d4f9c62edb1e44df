import type { OrganizerWaitlist } from '@bilheteria/domain/waitlist-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { serveParticipants, serveReport } from '../test/report-test-api';
import { serveCancellation, serveWaitlist } from '../test/refund-test-api';
import { REPORT_ROUTE, rowTexts, SLOW, visitReport } from '../test/visit-report';

const WAITLIST_ROUTE = `${REPORT_ROUTE}?aba=lista-de-espera`;

type Entry = OrganizerWaitlist['entradas'][number];
const entry = (id: string, overrides: Partial<Entry>): Entry => ({
  id,
  posicao: null,
  email: `${id}@example.com`,
  quantidade: 1,
  tipo: 'Lote 1',
  status: 'waiting',
  // 09:00 of 2 May 2026 in São Paulo.
  entrou_em: '2026-05-02T12:00:00.000Z',
  oferta_expira_em: null,
  ...overrides,
});

function serveAll(answer: () => OrganizerWaitlist | Response) {
  serveReport();
  serveParticipants();
  serveCancellation();
  serveWaitlist(answer);
}

describe("the report's waiting list (issue 18)", () => {
  it('shows everyone in line order with their status, in São Paulo time', async () => {
    serveAll(() => ({
      entradas: [
        entry('bia', {
          status: 'purchased',
          quantidade: 2,
          entrou_em: '2026-05-01T12:00:00.000Z',
        }),
        entry('caio', { posicao: 2, quantidade: 3, entrou_em: '2026-05-02T13:30:00.000Z' }),
        entry('dani', {
          status: 'offered',
          tipo: 'VIP',
          entrou_em: '2026-05-01T18:00:00.000Z',
          // 14:15 of 3 May 2026 in São Paulo.
          oferta_expira_em: '2026-05-03T17:15:00.000Z',
        }),
        entry('ana', { posicao: 1 }),
      ],
    }));
    visitReport(WAITLIST_ROUTE);
    const table = await screen.findByRole('table', { name: 'Lista de espera' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Posição',
      'E-mail',
      'Tipo',
      'Quantidade',
      'Status',
      'Entrou em',
      'Oferta expira em',
    ]);
    expect(rowTexts(table)).toEqual([
      ['1º', 'ana@example.com', 'Lote 1', '1', 'Aguardando', '02 de Maio, 2026 às 09:00', '—'],
      ['2º', 'caio@example.com', 'Lote 1', '3', 'Aguardando', '02 de Maio, 2026 às 10:30', '—'],
      ['—', 'bia@example.com', 'Lote 1', '2', 'Comprou', '01 de Maio, 2026 às 09:00', '—'],
      [
        '—',
        'dani@example.com',
        'VIP',
        '1',
        'Oferta enviada',
        '01 de Maio, 2026 às 15:00',
        '03 de Maio, 2026 às 14:15',
      ],
    ]);
    expect(screen.getByRole('heading', { name: /^Lista de espera/ })).toHaveTextContent(
      'Lista de espera(2 pessoas aguardando)',
    );
    // On a phone, a card each, in the same order.
    const cards = screen.getByRole('list', { name: 'Lista de espera' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => /^(\d+º ·)?\w+@example\.com/.exec(item.textContent ?? '')?.[0]),
    ).toEqual([
      '1º ·ana@example.com',
      '2º ·caio@example.com',
      'bia@example.com',
      'dani@example.com',
    ]);
  });

  it("says when nobody is waiting, from the report's tab", async () => {
    const user = userEvent.setup();
    serveAll(() => ({ entradas: [] }));
    visitReport();
    await user.click(await screen.findByRole('tab', { name: 'Lista de espera' }, SLOW));
    expect(await screen.findByText('Ninguém na lista de espera.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(WAITLIST_ROUTE);
  });

  it('offers to try again when the waiting list cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar a lista de espera/);
    const user = userEvent.setup();
    let failing = true;
    serveAll(() =>
      failing
        ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })
        : { entradas: [entry('ana', { posicao: 1 })] },
    );
    visitReport(WAITLIST_ROUTE);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Não foi possível carregar a lista de espera.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Lista de espera' })).toHaveTextContent(
      'ana@example.com',
    );
  });
});
