import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { WAITLIST_MESSAGES } from '@bilheteria/domain/waitlist-contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { EventDetailPage } from './event-detail-page';

const EVENT_ID = '4b1e5a86-2a3b-4c1d-9e8f-0a1b2c3d4e5f';

const seconds = (iso: string) => Date.parse(iso) / 1000;

function ticket(
  id: string,
  titulo: string,
  reais: number,
  available: number,
  maxPerOrder: number,
): ServerEventDetail['tickets'][number] {
  return {
    id,
    titulo_ticket: titulo,
    valor_ticket: reais,
    valor_ticket_centavos: Math.round(reais * 100),
    observacao: `Descrição do ${titulo}`,
    tickets_disponiveis: String(available),
    max_por_pedido: maxPerOrder,
  };
}

function serverEvent(overrides: Partial<ServerEventDetail> = {}): ServerEventDetail {
  return {
    id: EVENT_ID,
    titulo: 'RPA Summit Brasil',
    // 08:30 to 18:00 the next day, São Paulo time (UTC-3); the tests run in Tokyo.
    data_hora_inicio: { _seconds: seconds('2027-03-05T11:30:00Z'), _nanoseconds: 0 },
    data_hora_fim: { _seconds: seconds('2027-03-06T21:00:00Z'), _nanoseconds: 0 },
    local: 'Centro de Convenções Frei Caneca',
    cidade: 'São Paulo',
    endereco: 'Rua Frei Caneca, 569 - Consolação, São Paulo - SP',
    foto: '/media/demo/events/rpa-summit.svg',
    preco: 0,
    preco_centavos: 0,
    categoria: { id: 1, nome: 'Conferência' },
    destaque: true,
    descricao:
      '<p>O <strong>RPA Summit Brasil</strong> reúne líderes.</p><h3>O que você vai aprender</h3><ul><li>Centros de excelência</li></ul>',
    organizador: 'Instituto Brasileiro de Gestão da Informação',
    organizador_logo: null,
    taxa_servico: null,
    tickets: [
      ticket('t-promo', 'Lote Promocional', 697, 0, 2),
      ticket('t-lote1', 'Lote 1', 897, 138, 5),
      ticket('t-vip', 'VIP', 1897.9, 31, 2),
      ticket('t-estudante', 'Estudante', 0, 3, 5),
    ],
    faq: [
      {
        duvida: 'Haverá certificado?',
        resposta: 'Sim, enviado por e-mail após o evento.',
      },
    ],
    palestrantes: [
      {
        nome: 'Ana Beatriz Lima',
        cargo: 'Diretora de Automação',
        empresa: 'Nexa Automação',
        foto: '/media/demo/speakers/ana-beatriz-lima.svg',
      },
    ],
    situacao: 'publicado',
    programacao: [
      {
        dataProgramacao: '2027-03-06',
        horaInicioProgramacao: '09:00',
        horaFimProgramacao: '10:00',
        tituloPalestra: 'Painel de encerramento',
        nome: '',
        cargo: '',
        empresa: '',
      },
      {
        dataProgramacao: '2027-03-05',
        horaInicioProgramacao: '09:00',
        horaFimProgramacao: '10:00',
        tituloPalestra: 'Abertura: o estado da automação',
        nome: 'Ana Beatriz Lima',
        cargo: 'Diretora de Automação',
        empresa: 'Nexa Automação',
      },
    ],
    ...overrides,
  };
}

function answerWith(event: ServerEventDetail) {
  server.use(http.get('/api/eventos/ingressos/evento/:id', () => HttpResponse.json(event)));
}

function answerStatus(status: number, message: string) {
  server.use(
    http.get('/api/eventos/ingressos/evento/:id', () => HttpResponse.json({ message }, { status })),
  );
}

/** Where the page navigates to, and the state it carries. */
function CheckoutProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Checkout</h1>
      <pre data-testid="checkout-state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

/** The page as a visitor sees it, unless `session` says who is signed in. */
function renderPage(route = `/events/${EVENT_ID}`, session: SessionUser | null = null) {
  const user = userEvent.setup();
  serveSession(session);
  const view = renderWithProviders(
    <AuthProvider>
      <TooltipProvider delayDuration={0}>
        <Routes>
          <Route path="/events/:id" element={<EventDetailPage />} />
          <Route path="/event/:id" element={<EventDetailPage />} />
          <Route path="/event" element={<EventDetailPage />} />
          <Route path="/checkout" element={<CheckoutProbe />} />
        </Routes>
        <Toaster />
      </TooltipProvider>
    </AuthProvider>,
    { route },
  );
  return { user, ...view };
}

async function renderLoaded(route?: string, event = serverEvent()) {
  answerWith(event);
  const rendered = renderPage(route);
  await screen.findByRole('heading', { level: 1, name: event.titulo });
  return rendered;
}

const quantity = (name: string) => screen.getByRole('group', { name: `Quantidade de ${name}` });
const plus = (name: string) =>
  screen.getByRole('button', { name: `Aumentar quantidade de ${name}` });
const minus = (name: string) =>
  screen.getByRole('button', { name: `Diminuir quantidade de ${name}` });
const ticketRow = (name: string) => screen.getByRole('listitem', { name });

describe('EventDetailPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'share');
  });

  it('shows a loading status, then the event header', async () => {
    answerWith(serverEvent());
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando evento...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Conferência')).toBeInTheDocument();
    expect(screen.getByText('05 de Março, 2027 a 06 de Março, 2027')).toBeInTheDocument();
    expect(screen.getAllByText('08:30 - 18:00').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Centro de Convenções Frei Caneca, São Paulo').length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('RPA Summit Brasil | Bilheteria'));
  });

  it('works on the /event/:id form of the address too', async () => {
    await renderLoaded(`/event/${EVENT_ID}`);
    expect(screen.getByRole('link', { name: 'Ver mais eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  describe('Sobre', () => {
    it('shows the description and the practical information', async () => {
      await renderLoaded();
      const about = screen.getByRole('tabpanel', { name: 'Sobre' });
      expect(within(about).getByRole('heading', { name: 'O que você vai aprender' })).toBeVisible();
      expect(within(about).getByText('Centros de excelência')).toBeVisible();
      for (const [label, value] of [
        ['Data de início', '05 de Março, 2027'],
        ['Data de término', '06 de Março, 2027'],
        ['Horário', '08:30 - 18:00'],
        ['Local', 'Centro de Convenções Frei Caneca, São Paulo'],
        ['Endereço', 'Rua Frei Caneca, 569 - Consolação, São Paulo - SP'],
        ['Organizado por', 'Instituto Brasileiro de Gestão da Informação'],
      ]) {
        expect(within(about).getByText(label!).nextElementSibling).toHaveTextContent(value!);
      }
    });

    it("shows 'Organizado por' with the organization's logo when it has one (issue 28)", async () => {
      await renderLoaded(
        undefined,
        serverEvent({ organizador_logo: '/api/imagens/logo-ibgi.webp' }),
      );
      const about = screen.getByRole('tabpanel', { name: 'Sobre' });
      const logo = within(about).getByRole('img', {
        name: 'Instituto Brasileiro de Gestão da Informação',
      });
      expect(logo).toHaveAttribute('src', '/api/imagens/logo-ibgi.webp');
      expect(within(about).getByText('Organizado por').nextElementSibling).toContainElement(logo);
      expect(screen.queryByText('Organizador do Evento')).toBeNull();
    });

    it('shows the name alone when the organization has no logo', async () => {
      await renderLoaded();
      const about = screen.getByRole('tabpanel', { name: 'Sobre' });
      expect(within(about).queryByRole('img')).toBeNull();
    });

    it('never lets a script or an event handler from the description reach the page', async () => {
      const { container } = await renderLoaded(
        undefined,
        serverEvent({
          descricao:
            '<p>Texto seguro</p><script>window.hacked = true</script>' +
            '<img src="x" onerror="window.hacked = true"><p onclick="window.hacked = true">Fim</p>' +
            '<a href="javascript:window.hacked=true">Link</a>',
        }),
      );
      expect(screen.getByText('Texto seguro')).toBeInTheDocument();
      expect(screen.getByText('Fim')).toBeInTheDocument();
      expect(container.querySelector('script')).toBeNull();
      expect(container.querySelector('img[src="x"]')).toBeNull();
      expect(container.querySelector('[onerror], [onclick]')).toBeNull();
      expect(container.querySelector('a[href^="javascript"]')).toBeNull();
      expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    });
  });

  it('groups the agenda by day, labelled D de mês, YYYY', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Agenda' }));
    const agenda = screen.getByRole('tabpanel', { name: 'Agenda' });
    const days = within(agenda).getAllByRole('tab');
    expect(days.map((day) => day.textContent)).toEqual(['5 de Março, 2027', '6 de Março, 2027']);
    expect(within(agenda).getByText('Abertura: o estado da automação')).toBeVisible();
    expect(within(agenda).getByText('09:00 - 10:00')).toBeVisible();
    expect(
      within(agenda).getByText('Ana Beatriz Lima - Diretora de Automação, Nexa Automação'),
    ).toBeVisible();
    expect(within(agenda).queryByText('Painel de encerramento')).toBeNull();

    await user.click(within(agenda).getByRole('tab', { name: '6 de Março, 2027' }));
    expect(within(agenda).getByText('Painel de encerramento')).toBeVisible();
    expect(within(agenda).queryByText('Abertura: o estado da automação')).toBeNull();
  });

  it('lists the speakers and the FAQ', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Palestrantes' }));
    const speakers = screen.getByRole('tabpanel', { name: 'Palestrantes' });
    expect(within(speakers).getByRole('heading', { name: 'Ana Beatriz Lima' })).toBeVisible();
    expect(within(speakers).getByText('Diretora de Automação')).toBeVisible();
    expect(within(speakers).getByText('Nexa Automação')).toBeVisible();
    expect(speakers.querySelector('img')).toHaveAttribute(
      'src',
      '/media/demo/speakers/ana-beatriz-lima.svg',
    );

    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    const faq = screen.getByRole('tabpanel', { name: 'FAQ' });
    const question = within(faq).getByText('Haverá certificado?');
    expect(within(faq).getByText('Sim, enviado por e-mail após o evento.')).toBeInTheDocument();
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
  });

  it('says so when a tab has nothing to show', async () => {
    const { user } = await renderLoaded(
      undefined,
      serverEvent({ descricao: '', programacao: [], palestrantes: [], faq: [], tickets: [] }),
    );
    expect(screen.getByText('Nenhuma descrição disponível.')).toBeVisible();
    expect(screen.getByText('Nenhum ingresso disponível para este evento.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Agenda' }));
    expect(screen.getByText('A programação deste evento ainda não foi divulgada.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Palestrantes' }));
    expect(
      screen.getByText('Os palestrantes deste evento ainda não foram anunciados.'),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(screen.getByText('Ainda não há perguntas frequentes sobre este evento.')).toBeVisible();
  });

  describe('not found and errors', () => {
    it('shows "Evento não encontrado" for an unknown event', async () => {
      allowConsoleError(/Erro ao buscar evento/);
      answerStatus(404, 'Evento não encontrado');
      renderPage();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('O evento que você está procurando não existe ou foi removido.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar para Eventos' })).toHaveAttribute(
        'href',
        '/events',
      );
      await waitFor(() => expect(document.title).toBe('Evento não encontrado | Bilheteria'));
    });

    it('treats a malformed id (400) as not found', async () => {
      allowConsoleError(/Erro ao buscar evento/);
      answerStatus(400, 'ID do evento inválido.');
      renderPage('/event/nao-e-um-id');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado' }),
      ).toBeInTheDocument();
    });

    it('shows the error page when the event cannot be loaded, and can try again', async () => {
      allowConsoleError(/Erro ao buscar evento/);
      answerStatus(503, 'Serviço indisponível');
      const { user } = renderPage();
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Erro ao carregar detalhes do evento',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Ocorreu um erro ao carregar os detalhes do evento. Por favor, tente novamente mais tarde.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar para Eventos' })).toHaveAttribute(
        'href',
        '/events',
      );

      answerWith(serverEvent());
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' }),
      ).toBeInTheDocument();
    });

    it('says so when the address carries no id', () => {
      renderPage('/event');
      expect(
        screen.getByRole('heading', { level: 1, name: 'ID do evento não fornecido' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar para Eventos' })).toBeInTheDocument();
    });
  });

  describe('ticket panel', () => {
    it('shows each ticket type with its price, and Esgotado for a sold-out one', async () => {
      await renderLoaded();
      const promo = ticketRow('Lote Promocional');
      expect(within(promo).getByText('Esgotado')).toBeVisible();
      expect(within(promo).getByText('R$ 697,00')).toBeVisible();
      expect(within(ticketRow('Lote 1')).getByText('Descrição do Lote 1')).toBeVisible();
      expect(within(ticketRow('Lote 1')).getByText('R$ 897,00')).toBeVisible();
      expect(within(ticketRow('VIP')).getByText('R$ 1.897,90')).toBeVisible();
      expect(within(ticketRow('VIP')).getByText('Máximo de 2 por pedido')).toBeVisible();
      expect(within(ticketRow('Estudante')).getByText('Grátis')).toBeVisible();
      expect(within(ticketRow('Estudante')).getByText('Últimos 3 ingressos')).toBeVisible();
      expect(within(ticketRow('Lote 1')).queryByText('Esgotado')).toBeNull();
    });

    it('never lets a sold-out type be added, and says why on focus', async () => {
      const { user } = await renderLoaded();
      const button = plus('Lote Promocional');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Ingressos esgotados');
      await user.click(button);
      expect(quantity('Lote Promocional')).toHaveTextContent(/^0$/);
      act(() => button.focus());
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Ingressos esgotados');
    });

    it('stops a type at the smaller of available and its per-order limit', async () => {
      const { user } = await renderLoaded();
      // Only 3 left of this one, though its own limit is 5.
      for (let i = 0; i < 4; i++) await user.click(plus('Estudante'));
      expect(quantity('Estudante')).toHaveTextContent(/^3$/);
      expect(plus('Estudante')).toHaveAttribute('aria-disabled', 'true');
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Quantidade máxima deste tipo de ingresso atingida',
      );
      for (let i = 0; i < 3; i++) await user.click(minus('Estudante'));
      expect(quantity('Estudante')).toHaveTextContent(/^0$/);
      expect(minus('Estudante')).toBeDisabled();

      // 31 left of this one, but at most 2 per order.
      for (let i = 0; i < 3; i++) await user.click(plus('VIP'));
      expect(quantity('VIP')).toHaveTextContent(/^2$/);
      expect(plus('VIP')).toHaveAttribute('aria-disabled', 'true');
      expect(plus('VIP')).toHaveAccessibleDescription(
        'Quantidade máxima deste tipo de ingresso atingida',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      // A keyboard user hears the reason too: focusing the blocked button shows it.
      await user.tab();
      await user.tab({ shift: true });
      expect(plus('VIP')).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Quantidade máxima deste tipo de ingresso atingida',
      );
    });

    it('never goes past 5 tickets in total, and explains it on hover', async () => {
      const { user } = await renderLoaded();
      await user.click(plus('VIP'));
      await user.click(plus('VIP'));
      for (let i = 0; i < 5; i++) await user.click(plus('Lote 1'));
      expect(quantity('VIP')).toHaveTextContent(/^2$/);
      expect(quantity('Lote 1')).toHaveTextContent(/^3$/);
      expect(plus('Lote 1')).toHaveAttribute('aria-disabled', 'true');
      expect(plus('Estudante')).toHaveAttribute('aria-disabled', 'true');
      expect(plus('Estudante')).toHaveAccessibleDescription(
        'Limite máximo de 5 ingressos por pessoa atingido',
      );

      // Escape closes the tooltip the last click opened; pointing at a blocked + that was
      // never pressed opens its own.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await user.hover(plus('Estudante'));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Limite máximo de 5 ingressos por pessoa atingido',
      );
      expect(plus('Estudante')).toHaveAccessibleDescription(
        'Limite máximo de 5 ingressos por pessoa atingido',
      );

      // Freeing one seat lets another type be added again.
      await user.click(minus('Lote 1'));
      expect(quantity('Lote 1')).toHaveTextContent(/^2$/);
      expect(plus('Estudante')).not.toHaveAttribute('aria-disabled');
      await user.click(plus('Estudante'));
      expect(quantity('Estudante')).toHaveTextContent(/^1$/);
    });

    it('adds up the subtotal and the total', async () => {
      const { user } = await renderLoaded();
      const summary = () => screen.getByText('Total').closest('dl')!;
      expect(summary()).toHaveTextContent('Subtotal (0 ingressos)R$ 0,00TotalR$ 0,00');
      await user.click(plus('Lote 1'));
      expect(summary()).toHaveTextContent('Subtotal (1 ingresso)R$ 897,00TotalR$ 897,00');
      await user.click(plus('Lote 1'));
      await user.click(plus('VIP'));
      await user.click(plus('Estudante'));
      expect(summary()).toHaveTextContent('Subtotal (4 ingressos)R$ 3.691,90TotalR$ 3.691,90');
      expect(minus('Lote Promocional')).toBeDisabled();
    });

    it('asks for a ticket when Comprar Ingressos is pressed with none chosen', async () => {
      const { user } = await renderLoaded();
      await user.click(screen.getByRole('button', { name: 'Comprar Ingressos' }));
      expect(
        await screen.findByText('Selecione pelo menos um ingresso para continuar.'),
      ).toBeInTheDocument();
      expect(window.localStorage.getItem('selectedTickets')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    });

    it('saves the chosen tickets and goes to the checkout with the ?ref affiliate code', async () => {
      const { user } = await renderLoaded(`/events/${EVENT_ID}?ref=ana1b2c3`);
      await user.click(plus('Lote 1'));
      await user.click(plus('Lote 1'));
      await user.click(plus('VIP'));
      await user.click(screen.getByRole('button', { name: 'Comprar Ingressos' }));

      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
      const common = {
        eventId: EVENT_ID,
        eventTitle: 'RPA Summit Brasil',
        eventDate: '05 de Março, 2027',
        eventImage: '/media/demo/events/rpa-summit.svg',
      };
      const selectedTickets = [
        { id: 't-lote1', name: 'Lote 1', price: 897, priceCents: 89700, quantity: 2, ...common },
        { id: 't-vip', name: 'VIP', price: 1897.9, priceCents: 189790, quantity: 1, ...common },
      ];
      expect(JSON.parse(window.localStorage.getItem('selectedTickets')!)).toEqual(selectedTickets);
      expect(JSON.parse(window.localStorage.getItem('totalAmount')!)).toBe(3691.9);
      expect(JSON.parse(screen.getByTestId('checkout-state').textContent)).toEqual({
        selectedTickets,
        affiliateCode: 'ANA1B2C3',
      });
      // Remembered to credit this affiliate with a later sale, not to switch the lists.
      expect(JSON.parse(window.localStorage.getItem('referralSaleCode')!)).toEqual({
        code: 'ANA1B2C3',
        storedAt: expect.any(Number),
      });
      expect(window.localStorage.getItem('referralAffiliateCode')).toBeNull();
    });

    describe('credits the sale to', () => {
      const DAY_MS = 24 * 60 * 60 * 1000;

      function rememberRef(code: string, daysAgo: number) {
        window.localStorage.setItem(
          'referralSaleCode',
          JSON.stringify({ code, storedAt: Date.now() - daysAgo * DAY_MS }),
        );
      }

      /** Buys one free ticket and returns the affiliate code the checkout received. */
      async function affiliateCodeAtCheckout(route?: string): Promise<unknown> {
        const { user } = await renderLoaded(route);
        await user.click(plus('Estudante'));
        await user.click(screen.getByRole('button', { name: 'Comprar Ingressos' }));
        await screen.findByRole('heading', { name: 'Checkout' });
        const state = JSON.parse(screen.getByTestId('checkout-state').textContent) as {
          affiliateCode: unknown;
          selectedTickets: unknown;
        };
        expect(state.selectedTickets).toMatchObject([
          { id: 't-estudante', price: 0, priceCents: 0, quantity: 1 },
        ]);
        return state.affiliateCode;
      }

      it('the ?ref of this address, over any remembered code', async () => {
        rememberRef('OLD1X2Y3', 1);
        window.localStorage.setItem('referralAffiliateCode', 'MAR9Z8Y7');
        expect(await affiliateCodeAtCheckout(`/events/${EVENT_ID}?ref=ana1b2c3`)).toBe('ANA1B2C3');
      });

      it('a ?ref remembered from an earlier visit, over the catalog link', async () => {
        rememberRef('ANA1B2C3', 29);
        window.localStorage.setItem('referralAffiliateCode', 'MAR9Z8Y7');
        expect(await affiliateCodeAtCheckout()).toBe('ANA1B2C3');
      });

      it('a ?ref remembered without any catalog link', async () => {
        rememberRef('ANA1B2C3', 2);
        expect(await affiliateCodeAtCheckout()).toBe('ANA1B2C3');
      });

      it('the catalog link once the ?ref is over 30 days old', async () => {
        rememberRef('ANA1B2C3', 31);
        window.localStorage.setItem('referralAffiliateCode', 'MAR9Z8Y7');
        expect(await affiliateCodeAtCheckout()).toBe('MAR9Z8Y7');
      });

      it('nobody when the visitor was never referred', async () => {
        expect(await affiliateCodeAtCheckout()).toBeNull();
      });
    });
  });

  describe('an event no longer on sale', () => {
    it.each([
      ['vendas_encerradas', 'Vendas encerradas', 'Quem já comprou mantém seu ingresso.'],
      ['cancelado', 'Evento cancelado', 'Os pedidos pagos são reembolsados'],
    ] as const)(
      "shows the event with '%s' and nothing to buy instead of a 404",
      async (situacao, label, explanation) => {
        const { user } = await renderLoaded(undefined, serverEvent({ situacao }));
        // The page is there: its title, agenda tabs and ticket types with prices.
        expect(screen.queryByText('Evento não encontrado')).toBeNull();
        const notice = screen.getByRole('region', { name: label });
        expect(notice).toHaveTextContent(explanation);
        expect(within(ticketRow('Lote 1')).getByText('R$ 897,00')).toBeInTheDocument();
        // Buying is off: no quantities to choose, the button disabled and saying why.
        expect(screen.queryByRole('group', { name: 'Quantidade de Lote 1' })).toBeNull();
        expect(screen.queryByRole('button', { name: /Aumentar quantidade/ })).toBeNull();
        const buy = screen.getByRole('button', { name: 'Comprar Ingressos' });
        expect(buy).toBeDisabled();
        expect(buy).toHaveAccessibleDescription(`${label}: não é possível comprar ingressos.`);
        await user.click(buy);
        expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
        // A sold-out type offers no waiting list either.
        expect(screen.queryByRole('button', { name: /lista de espera/i })).toBeNull();
      },
    );

    it('sells as before while it is published', async () => {
      await renderLoaded();
      expect(screen.queryByRole('region', { name: 'Vendas encerradas' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Comprar Ingressos' })).toBeEnabled();
      expect(quantity('Lote 1')).toBeInTheDocument();
    });
  });

  describe('Compartilhar Evento', () => {
    it('opens the native share sheet when there is one', async () => {
      const share = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
      const { user } = await renderLoaded(`/events/${EVENT_ID}?ref=ana1b2c3`);
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Compartilhar Evento' }));
      expect(share).toHaveBeenCalledWith({
        title: 'RPA Summit Brasil',
        url: `http://localhost:3000/events/${EVENT_ID}`,
      });
      expect(writeText).not.toHaveBeenCalled();
    });

    it('does nothing more when the visitor cancels the share sheet', async () => {
      const share = vi.fn().mockRejectedValue(new DOMException('Cancelado', 'AbortError'));
      Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
      const { user } = await renderLoaded();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Compartilhar Evento' }));
      expect(share).toHaveBeenCalled();
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.queryByText('Link copiado para a área de transferência!')).toBeNull();
    });

    it('copies the link when there is no share sheet', async () => {
      Object.defineProperty(window.navigator, 'share', { value: undefined, configurable: true });
      const { user } = await renderLoaded(`/event/${EVENT_ID}`);
      await user.click(screen.getByRole('button', { name: 'Compartilhar Evento' }));
      expect(
        await screen.findByText('Link copiado para a área de transferência!'),
      ).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(
        `http://localhost:3000/event/${EVENT_ID}`,
      );
    });

    it("never passes on the referrer's code, but keeps the other parameters", async () => {
      Object.defineProperty(window.navigator, 'share', { value: undefined, configurable: true });
      const { user } = await renderLoaded(
        `/event/${EVENT_ID}?ref=ana1b2c3&utm_source=newsletter&codigo_afiliado=mar9z8y7&aba=faq`,
      );
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Compartilhar Evento' }));
      await waitFor(() =>
        expect(writeText).toHaveBeenCalledWith(
          `http://localhost:3000/event/${EVENT_ID}?utm_source=newsletter&aba=faq`,
        ),
      );
    });

    it('says so when the link cannot be copied', async () => {
      Object.defineProperty(window.navigator, 'share', { value: undefined, configurable: true });
      const { user } = await renderLoaded();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('negado'));
      await user.click(screen.getByRole('button', { name: 'Compartilhar Evento' }));
      expect(await screen.findByText('Erro ao copiar')).toBeInTheDocument();
      expect(
        screen.getByText('Não foi possível copiar o link. Tente novamente.'),
      ).toBeInTheDocument();
    });
  });

  describe('affiliate box', () => {
    const OFFER_PATH = '/api/afiliados/me/eventos/:eventId';
    const affiliate = sessionUser('affiliate');

    /** The affiliate's offer for the event; `joined` flips when the PUT arrives. */
    function serveOffer(joined: boolean) {
      const calls = { get: 0, put: 0 };
      let affiliated = joined;
      server.use(
        http.get(OFFER_PATH, () => {
          calls.get += 1;
          return HttpResponse.json({
            afiliado: affiliated,
            comissao_percentual: 12.5,
            ganho_maximo_cents: 28_469,
          });
        }),
        http.put(OFFER_PATH, ({ params }) => {
          calls.put += 1;
          affiliated = true;
          return HttpResponse.json({
            id: params.eventId,
            titulo: 'RPA Summit Brasil',
            inicio: '2027-03-05T11:30:00.000Z',
            categoria: 'Conferência',
            imagem: '/media/demo/events/rpa-summit.svg',
            comissao_percentual: 12.5,
            ganho_maximo_cents: 28_469,
            afiliado_em: '2026-05-10T15:00:00.000Z',
          });
        }),
      );
      return calls;
    }

    async function renderAs(session: SessionUser | null) {
      answerWith(serverEvent());
      const rendered = renderPage(`/event/${EVENT_ID}`, session);
      await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' });
      return rendered;
    }

    // The box's code loads on demand: the first time, the test runner transforms it first.
    const box = () =>
      screen.findByRole('region', { name: 'Programa de afiliados' }, { timeout: 5000 });

    it.each([
      ['a visitor', null],
      ['a regular user', sessionUser('user')],
      ['an organizer', sessionUser('admin')],
    ])('is not shown to %s, and nothing about it is asked', async (_who, session) => {
      const calls = serveOffer(false);
      await renderAs(session);
      // The session has answered: the page has settled on who is looking.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Comprar Ingressos' })));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Programa de afiliados' })).toBeNull();
      expect(calls.get).toBe(0);
    });

    it("shows an affiliate the event's commission and the most one ticket earns, then affiliates", async () => {
      const calls = serveOffer(false);
      const { user } = await renderAs(affiliate);
      const region = await box();
      await waitFor(() =>
        expect(region).toHaveTextContent(
          'Comissão de 12,5% por ingresso vendido pelo seu link. Ganho máximo por ingresso: R$ 284,69.',
        ),
      );
      expect(within(region).queryByText('Você já está afiliado a este evento')).toBeNull();

      await user.click(within(region).getByRole('button', { name: 'Afiliar-se ao Evento' }));
      expect(await screen.findByText('Você se afiliou a este evento!')).toBeInTheDocument();
      expect(within(region).getByText('Você já está afiliado a este evento')).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Afiliar-se ao Evento' })).toBeNull();
      expect(calls.put).toBe(1);
      expect(JSON.parse(localStorage.getItem('affiliatedEvents') ?? '[]')).toEqual([EVENT_ID]);
    });

    it('says an affiliate is already affiliated on a later visit, with the link to copy', async () => {
      const calls = serveOffer(true);
      const { user } = await renderAs(affiliate);
      const region = await box();
      expect(
        await within(region).findByText('Você já está afiliado a este evento'),
      ).toBeInTheDocument();
      const link = `http://localhost:3000/event/${EVENT_ID}?ref=CAI7K2P9`;
      expect(within(region).getByText(link)).toBeInTheDocument();
      // Earlier tests leave the clipboard refusing: this one accepts.
      const writeText = vi
        .spyOn(navigator.clipboard, 'writeText')
        .mockImplementation(() => Promise.resolve());
      await user.click(within(region).getByRole('button', { name: /Copiar link/ }));
      expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(link);
      expect(calls.put).toBe(0);
      expect(JSON.parse(localStorage.getItem('affiliatedEvents') ?? '[]')).toEqual([EVENT_ID]);
    });

    it('says so when affiliating fails, and stays on offer', async () => {
      serveOffer(false);
      server.use(
        http.put(OFFER_PATH, () => HttpResponse.json({ message: 'Erro' }, { status: 500 })),
      );
      const { user } = await renderAs(affiliate);
      const region = await box();
      await user.click(await within(region).findByRole('button', { name: 'Afiliar-se ao Evento' }));
      expect(
        await screen.findByText('Não foi possível afiliar você a este evento. Tente novamente.'),
      ).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Afiliar-se ao Evento' })).toBeEnabled();
      expect(localStorage.getItem('affiliatedEvents')).toBeNull();
    });
  });
});

describe('EventDetailPage: the waiting list of a sold-out type (issue 18)', () => {
  const SOLD_OUT = '5c2d8e1f-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
  const WAITLIST_PATH = '/api/eventos/:eventId/lista-de-espera';
  const withSoldOut = () =>
    serverEvent({
      tickets: [
        ticket(SOLD_OUT, 'Lote Promocional', 697, 0, 2),
        ticket('t-lote1', 'Lote 1', 897, 138, 5),
      ],
    });

  /** POST …/lista-de-espera answers `answer`; records what it was sent. */
  function serveWaitlist(answer: () => Response) {
    const calls: { eventId: string; body: unknown }[] = [];
    server.use(
      http.post(WAITLIST_PATH, async ({ params, request }) => {
        calls.push({ eventId: String(params.eventId), body: await request.json() });
        return answer();
      }),
    );
    return calls;
  }

  async function openForm(session: SessionUser | null = null, event = withSoldOut()) {
    answerWith(event);
    const rendered = renderPage(`/events/${EVENT_ID}`, session);
    await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' });
    const row = ticketRow('Lote Promocional');
    // Its code loads after the page (a lazy chunk).
    const button = await within(row).findByRole(
      'button',
      { name: WAITLIST_MESSAGES.button },
      { timeout: 5_000 },
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await rendered.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const form = within(row).getByRole('form', { name: 'Lista de espera de Lote Promocional' });
    return { ...rendered, row, form };
  }

  it('offers it on a sold-out type only', async () => {
    await renderLoaded(undefined, withSoldOut());
    expect(
      await within(ticketRow('Lote Promocional')).findByRole(
        'button',
        { name: WAITLIST_MESSAGES.button },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(
      within(ticketRow('Lote 1')).queryByRole('button', { name: WAITLIST_MESSAGES.button }),
    ).toBeNull();
  });

  it("joins with the signed-in user's e-mail and shows the message and the place", async () => {
    const calls = serveWaitlist(() =>
      HttpResponse.json({ mensagem: WAITLIST_MESSAGES.joined, posicao: 3 }, { status: 201 }),
    );
    const { user, row, form } = await openForm(sessionUser('user'));
    const email = within(form).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveValue('user@bilheteria.dev'));
    expect(email).toHaveFocus();
    await user.selectOptions(within(form).getByLabelText('Quantidade de ingressos'), '2');
    await user.click(within(form).getByRole('button', { name: 'Entrar na lista de espera' }));

    const status = await within(row).findByRole('status');
    expect(status).toHaveTextContent(`${WAITLIST_MESSAGES.joined} Você está na posição 3 da fila.`);
    await waitFor(() => expect(status).toHaveFocus());
    expect(calls).toEqual([
      {
        eventId: EVENT_ID,
        body: { id_ticket: SOLD_OUT, email: 'user@bilheteria.dev', quantidade: 2 },
      },
    ]);
    expect(within(row).queryByRole('form')).toBeNull();
  });

  /** The seats the form offers. */
  const seats = (form: HTMLElement) =>
    within(within(form).getByLabelText('Quantidade de ingressos'))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('offers no more seats than one order of the type may take', async () => {
    // 'Lote Promocional' allows 2 an order: a request for more could never be filled.
    const { form } = await openForm();
    expect(seats(form)).toEqual(['1', '2']);
  });

  it('offers 5 seats at most, whatever the type allows an order', async () => {
    const { form } = await openForm(
      null,
      serverEvent({ tickets: [ticket(SOLD_OUT, 'Lote Promocional', 697, 0, 8)] }),
    );
    expect(seats(form)).toEqual(['1', '2', '3', '4', '5']);
  });

  it("checks the e-mail here with the contract's message before asking", async () => {
    const calls = serveWaitlist(() => HttpResponse.json({}, { status: 500 }));
    const { user, form } = await openForm();
    const email = within(form).getByLabelText('E-mail');
    expect(email).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(email).toHaveAccessibleDescription(WAITLIST_MESSAGES.emailInvalid);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'ana@exemplo');
    await user.click(within(form).getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(email).toHaveAccessibleDescription(WAITLIST_MESSAGES.emailInvalid);
    expect(calls).toHaveLength(0);
  });

  it("shows the API's refusal (409) under the form, which stays filled", async () => {
    serveWaitlist(() =>
      HttpResponse.json({ message: WAITLIST_MESSAGES.alreadyWaiting }, { status: 409 }),
    );
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('E-mail'), 'Ana@Exemplo.com.br');
    await user.click(within(form).getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      WAITLIST_MESSAGES.alreadyWaiting,
    );
    expect(within(form).getByLabelText('E-mail')).toHaveValue('Ana@Exemplo.com.br');
  });

  it("shows the API's field error (400) at the field", async () => {
    serveWaitlist(() =>
      HttpResponse.json(
        {
          message: 'Dados inválidos',
          errors: [{ path: 'quantidade', message: WAITLIST_MESSAGES.quantityInvalid }],
        },
        { status: 400 },
      ),
    );
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(within(form).getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Dados inválidos');
    expect(within(form).getByLabelText('Quantidade de ingressos')).toHaveAccessibleDescription(
      WAITLIST_MESSAGES.quantityInvalid,
    );
  });
});
