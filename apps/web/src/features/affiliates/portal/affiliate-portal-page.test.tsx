import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SALES_TABLE_CAPTION } from '@/features/affiliates/components/affiliate-sales-list';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import {
  IA_ID,
  portal,
  RPA_ID,
  sales,
  salesByDay,
  servePortal,
  serveSales,
} from '@/test/affiliate-test-api';
import { allowConsoleError } from '@/test/console-errors';
import { AffiliatePortalPage } from './affiliate-portal-page';

const ORIGIN = 'http://localhost:3000';

function renderPortal() {
  serveSession(sessionUser('affiliate'));
  const user = userEvent.setup();
  renderWithSession(<AffiliatePortalPage />, { route: '/affiliate' });
  return user;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByRole('tabpanel', { name });

/** The clipboard accepts (`true`) or refuses, both ways the page may try. */
function clipboardWorks(works: boolean) {
  const writeText = vi
    .spyOn(navigator.clipboard, 'writeText')
    .mockImplementation(() => (works ? Promise.resolve() : Promise.reject(new Error('negado'))));
  Object.defineProperty(document, 'execCommand', {
    value: () => false,
    configurable: true,
  });
  return writeText;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('AffiliatePortalPage (spec §2 "Affiliate portal")', () => {
  it('shows the loading status, then Visão Geral with the server’s figures', async () => {
    servePortal(async () => {
      await delay(50);
      return HttpResponse.json(portal());
    });
    renderPortal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal de Afiliados' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Carregando o portal...')).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Visão Geral' });
    expect(tab('Visão Geral')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Visão Geral',
      'Meus Links',
      'Vendas',
    ]);

    const overview = panel('Visão Geral');
    const card = (title: string) =>
      within(overview).getByRole('heading', { level: 3, name: title }).parentElement!;
    expect(card('Ganhos totais')).toHaveTextContent('R$ 254,30');
    expect(card('Ganhos totais')).toHaveTextContent('Já recebido: R$ 164,60');
    expect(card('Ganhos pendentes')).toHaveTextContent('R$ 89,70');
    expect(card('Seu código')).toHaveTextContent('CAI7K2P9');
    expect(within(overview).getByRole('heading', { name: 'Como funciona' })).toBeInTheDocument();
    expect(within(overview).getByText(/rende 10% do valor pago/)).toBeInTheDocument();
    expect(within(overview).getByText(/prazo de 7 dias para arrependimento/)).toBeInTheDocument();
    expect(within(overview).getByText(/Pagamos mensalmente/)).toBeInTheDocument();
    expect(within(overview).getByText(`${ORIGIN}/events?ref=CAI7K2P9`)).toBeInTheDocument();

    const events = within(overview).getByRole('region', { name: 'Eventos afiliados' });
    expect(within(events).getByRole('link', { name: 'RPA Summit Brasil' })).toHaveAttribute(
      'href',
      `/event/${RPA_ID}`,
    );
    expect(events).toHaveTextContent('05 de Março, 2027 · Conferência');
    expect(events).toHaveTextContent('Comissão 15% · até R$ 224,85 por ingresso');
    expect(document.title).toBe('Portal de Afiliados | Bilheteria');
  });

  it("keeps the spec's 'affiliatedEvents' list in step with the server's", async () => {
    localStorage.setItem('affiliatedEvents', JSON.stringify(['um-evento-antigo']));
    servePortal();
    renderPortal();
    await screen.findByRole('tab', { name: 'Visão Geral' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('affiliatedEvents')!)).toEqual([RPA_ID, IA_ID]),
    );
  });

  it("copies the general link with 'Link copiado!'", async () => {
    servePortal();
    const user = renderPortal();
    const writeText = clipboardWorks(true);
    await user.click(await screen.findByRole('button', { name: 'Copiar seu link de afiliado' }));
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/events?ref=CAI7K2P9`);
  });

  it("says 'Erro ao copiar' when the link cannot be copied", async () => {
    servePortal();
    const user = renderPortal();
    clipboardWorks(false);
    await user.click(await screen.findByRole('button', { name: 'Copiar seu link de afiliado' }));
    expect(await screen.findByText('Erro ao copiar')).toBeInTheDocument();
    expect(
      screen.getByText('Não foi possível copiar o link. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('Meus Links: each event’s link with ref, to copy or preview in a new tab', async () => {
    servePortal();
    const user = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Meus Links' }));
    const links = panel('Meus Links');
    const rpa = within(links).getByRole('listitem', { name: 'RPA Summit Brasil' });
    const rpaLink = `${ORIGIN}/event/${RPA_ID}?ref=CAI7K2P9`;
    expect(within(rpa).getByText(rpaLink)).toBeInTheDocument();
    const preview = within(rpa).getByRole('link', { name: /^Visualizar RPA Summit Brasil/ });
    expect(preview).toHaveAttribute('href', rpaLink);
    expect(preview).toHaveAttribute('target', '_blank');

    const writeText = clipboardWorks(true);
    const ia = within(links).getByRole('listitem', { name: 'Fórum de IA Aplicada' });
    await user.click(
      within(ia).getByRole('button', { name: 'Copiar link de Fórum de IA Aplicada' }),
    );
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/event/${IA_ID}?ref=CAI7K2P9`);
  });

  it('shows the empty states, with the way to the events, before any affiliation', async () => {
    servePortal(portal({ eventos: [], total_cents: 0, pendente_cents: 0, pago_cents: 0 }));
    const user = renderPortal();
    const overview = await screen.findByRole('tabpanel', { name: 'Visão Geral' });
    expect(
      within(overview).getByText(/Você ainda não se afiliou a nenhum evento/),
    ).toBeInTheDocument();
    expect(
      within(overview).getByRole('heading', { name: 'Ganhos totais' }).parentElement,
    ).toHaveTextContent('R$ 0,00');

    await user.click(tab('Meus Links'));
    const links = panel('Meus Links');
    expect(within(links).getByText('Nenhum link ainda')).toBeInTheDocument();
    expect(
      within(links).getByRole('link', { name: 'Encontrar eventos para divulgar' }),
    ).toHaveAttribute('href', '/events');
  });

  it('Vendas: one row per ticket sold, with amount, commission and state, and the last 30 days', async () => {
    servePortal();
    serveSales();
    const user = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Vendas' }));
    const table = await screen.findByRole('table', { name: SALES_TABLE_CAPTION });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Evento', 'Data', 'Valor da venda', 'Comissão', 'Status']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        'RPA Summit BrasilPedido nº 1042',
        '10 de Maio, 2026, 12:00',
        'R$ 897,00',
        'R$ 89,70',
        'Pendente',
      ],
      [
        'Fórum de IA AplicadaPedido nº 1042',
        '02 de Abril, 2026, 10:30',
        'R$ 1.499,00',
        'R$ 224,85',
        'Pago',
      ],
      // Refunded: listed, marked, with the commission its reversal took back.
      [
        'RPA Summit BrasilPedido nº 1017',
        '01 de Abril, 2026, 10:30',
        'R$ 897,00',
        'R$ 89,70Estornada: R$ 89,70',
        'Reembolsado',
      ],
    ]);
    // The refunded ticket is not counted as sold, and its commission is netted.
    expect(
      screen.getByText(
        '2 ingressos vendidos, R$ 314,55 em comissões, já descontados os reembolsos.',
      ),
    ).toBeInTheDocument();

    const chart = panel('Vendas');
    expect(
      within(chart).getByText('1 ingresso vendido nos últimos 30 dias, R$ 89,70 em comissões.'),
    ).toBeInTheDocument();
    // The chart's figures for screen readers: the days with sales.
    const byDay = within(chart).getByRole('table', {
      name: 'Vendas por dia nos últimos 30 dias',
    });
    expect(within(byDay).getByRole('rowheader', { name: '10 de Maio, 2026' })).toBeInTheDocument();
    expect(within(byDay).getAllByRole('row')).toHaveLength(2);
  });

  it('Vendas: after every sale was refunded, 0 sold and R$ 0,00, each sale marked Reembolsado', async () => {
    servePortal();
    const refunded = sales().vendas.map((row) => ({
      ...row,
      status: 'estornado' as const,
      comissao_estornada_cents: row.comissao_cents,
    }));
    serveSales(
      sales({ vendas: refunded, ingressos_vendidos: 0, comissoes_cents: 0, por_dia: salesByDay() }),
    );
    const user = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Vendas' }));
    const table = await screen.findByRole('table', { name: SALES_TABLE_CAPTION });
    expect(within(table).getAllByText('Reembolsado')).toHaveLength(3);
    expect(
      screen.getByText('0 ingressos vendidos, R$ 0,00 em comissões, já descontados os reembolsos.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhuma venda nos últimos 30 dias.')).toBeInTheDocument();
  });

  it('Vendas: says no sale is registered yet', async () => {
    servePortal();
    serveSales(sales({ vendas: [], total_vendas: 0, por_dia: salesByDay() }));
    const user = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Vendas' }));
    expect(await screen.findByText('Nenhuma venda registrada ainda')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma venda nos últimos 30 dias.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: SALES_TABLE_CAPTION })).toBeNull();
  });

  it('Vendas: says when only the latest sales are listed', async () => {
    servePortal();
    serveSales(sales({ total_vendas: 812 }));
    const user = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Vendas' }));
    expect(
      await screen.findByText('Mostrando as 3 vendas mais recentes de 812.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the portal cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar o portal do afiliado/);
    servePortal(() => HttpResponse.json({ message: 'Erro' }, { status: 500 }));
    const user = renderPortal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o portal. Verifique sua conexão e tente novamente.',
    );
    servePortal();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('tab', { name: 'Visão Geral' })).toBeInTheDocument();
  });

  it('offers to try again when the sales cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar vendas do afiliado/);
    servePortal();
    serveSales(async () => {
      await delay(10);
      return HttpResponse.json({ message: 'Erro' }, { status: 500 });
    });
    const user = renderPortal();
    await user.click(await screen.findByRole('tab', { name: 'Vendas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas vendas.',
    );
    serveSales();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: SALES_TABLE_CAPTION })).toBeInTheDocument();
  });
});
