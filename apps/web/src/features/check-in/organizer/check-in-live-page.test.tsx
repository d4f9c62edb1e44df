import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { OCCUPANCY_POLL_MS } from './api/get-occupancy';
import { CheckInLivePage } from './check-in-live-page';
import {
  occupancy,
  rpaEvent,
  scannerLink,
  serveOccupancy,
  serveScannerLinks,
} from './test/check-in-test-api';

function visit(eventId = 'e-rpa') {
  serveSession(sessionUser('admin'));
  renderWithSession(
    <Routes>
      <Route path="/dashboard/check-in/:eventId" element={<CheckInLivePage />} />
    </Routes>,
    { route: `/dashboard/check-in/${eventId}` },
  );
}

const region = (name: string) => screen.getByRole('region', { name });

/** The door's day: scans of today show their time only. */
function duringTheEvent() {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2027-03-05T12:05:00.000Z') });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/dashboard/check-in/<eventId> (issue 15)', () => {
  it("shows 'N de M' inside, per ticket type, per gate, the last scans and the conflicts", async () => {
    duringTheEvent();
    serveOccupancy('e-rpa', () => occupancy());
    serveScannerLinks('e-rpa', rpaEvent.titulo, [scannerLink({ id: 'l-1', leituras: 10 })]);
    visit();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' }),
    ).toBeVisible();
    expect(screen.getByText('05 de Março, 2027 · 09:00 - 18:00')).toBeVisible();
    expect(screen.getByText(/^Atualizado às/)).toHaveTextContent('Atualizado às 09:03:30');
    await waitFor(() => expect(document.title).toBe('Check-in: RPA Summit Brasil | Bilheteria'));

    const total = region('Presentes');
    expect(total).toHaveTextContent('12 de 340 presentes (4%)');
    expect(within(total).getByRole('progressbar', { name: '12 de 340 presentes' })).toBeVisible();

    const types = within(region('Por tipo de ingresso')).getAllByRole('listitem');
    expect(types.map((type) => type.textContent)).toEqual([
      'Lote 29 de 300 (3%)',
      'VIP3 de 40 (8%)',
    ]);

    const gates = within(region('Por portão')).getAllByRole('row');
    expect(gates.map((row) => row.textContent)).toEqual([
      'PortãoPresentesLeiturasÚltima leitura',
      'Portão A81009:03:27',
      'Portão B44—',
    ]);

    const scans = within(region('Últimas leituras')).getAllByRole('listitem');
    expect(scans).toHaveLength(3);
    expect(scans[0]).toHaveTextContent('09:03:27');
    expect(scans[0]).toHaveTextContent('Válido');
    expect(scans[0]).toHaveTextContent('Portão A');
    expect(scans[0]).toHaveTextContent('Bruno Comprador · Lote 2 · 7K3M-QX9D-2HFA-8WNC');
    expect(within(scans[0]!).queryByText('offline')).toBeNull();
    expect(scans[1]).toHaveTextContent('Já utilizado');
    expect(within(scans[1]!).getByText('offline')).toBeVisible();
    expect(scans[2]).toHaveTextContent('Inválido');
    expect(scans[2]).toHaveTextContent('Ingresso não identificado');

    const conflicts = region('Conflitos');
    expect(within(conflicts).getByRole('heading', { level: 2, name: 'Conflitos' })).toBeVisible();
    expect(conflicts).toHaveTextContent(
      'entraram com o mesmo ingresso por mais de um leitor enquanto os leitores estavam offline',
    );
    expect(conflicts).toHaveTextContent('1 ingresso entrou mais de uma vez');
    const [conflict] = within(
      within(conflicts).getByRole('list', { name: 'Ingressos em conflito' }),
    ).getAllByRole('listitem');
    expect(conflict).toHaveTextContent('Marina Lopes');
    expect(conflict).toHaveTextContent('VIP · ZZ9P-0QX1-ABCD-EFGH');
    expect(conflict).toHaveTextContent('Check-in que valePortão A às 08:58:00');
    expect(conflict).toHaveTextContent('Outra entradaPortão B às 08:59:30 offline');

    // The door's links, managed here too.
    const links = region('Portões e links');
    expect(await within(links).findByRole('listitem', { name: 'Portão A' })).toHaveTextContent(
      'Ativo',
    );
    expect(within(links).getByRole('form', { name: 'Criar link de check-in' })).toBeVisible();
  });

  it('asks again every few seconds and shows the new figures', async () => {
    duringTheEvent();
    const answers = [
      occupancy(),
      { status: 500, message: 'Erro interno.' },
      occupancy({ presentes: 13, atualizado_em: '2027-03-05T12:03:35.000Z' }),
    ];
    allowConsoleError(/Erro ao buscar o check-in do evento/);
    const asked = serveOccupancy('e-rpa', (ask) => answers[Math.min(ask, answers.length) - 1]!);
    serveScannerLinks('e-rpa', rpaEvent.titulo);
    visit();
    await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' });
    expect(region('Presentes')).toHaveTextContent('12 de 340');

    // A failed refresh keeps the last figures and says so.
    await vi.advanceTimersByTimeAsync(OCCUPANCY_POLL_MS);
    expect(await screen.findByText(/Sem resposta do servidor agora/)).toBeVisible();
    expect(region('Presentes')).toHaveTextContent('12 de 340');

    await vi.advanceTimersByTimeAsync(OCCUPANCY_POLL_MS);
    await waitFor(() => expect(region('Presentes')).toHaveTextContent('13 de 340'));
    expect(screen.getByText(/^Atualizado às/)).toHaveTextContent('Atualizado às 09:03:35');
    expect(screen.queryByText(/Sem resposta do servidor agora/)).toBeNull();
    expect(asked.count).toBe(3);
  });

  it('says when nothing conflicts and nothing was scanned yet', async () => {
    serveOccupancy('e-rpa', () =>
      occupancy({ presentes: 0, por_portao: [], ultimas_leituras: [], conflitos: [] }),
    );
    serveScannerLinks('e-rpa', rpaEvent.titulo);
    visit();
    await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' });
    expect(region('Presentes')).toHaveTextContent('0 de 340 presentes (0%)');
    expect(region('Conflitos')).toHaveTextContent('Nenhum conflito');
    expect(region('Últimas leituras')).toHaveTextContent('Nenhuma leitura ainda.');
    expect(region('Por portão')).toHaveTextContent('Nenhum portão ainda');
  });

  it('says the event was not found, and stops asking', async () => {
    duringTheEvent();
    allowConsoleError(/Erro ao buscar o check-in do evento/);
    const asked = serveOccupancy('nada', () => ({
      status: 404,
      message: 'Evento não encontrado.',
    }));
    visit('nada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await vi.advanceTimersByTimeAsync(OCCUPANCY_POLL_MS * 3);
    expect(asked.count).toBe(1);
  });

  it('says when the check-in could not be loaded, and tries again', async () => {
    allowConsoleError(/Erro ao buscar o check-in do evento/);
    const user = userEvent.setup();
    let fail = true;
    serveOccupancy('e-rpa', () => (fail ? { status: 500, message: 'Erro interno.' } : occupancy()));
    serveScannerLinks('e-rpa', rpaEvent.titulo);
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o check-in do evento.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' }),
    ).toBeVisible();
  });
});
