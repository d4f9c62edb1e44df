import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { WAITLIST_MESSAGES } from '@bilheteria/domain/waitlist-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { servePayouts } from '@/features/affiliates/payouts/test/payouts-test-api';
import { readStoredHold, selectionSignature } from '@/features/checkout';
import { serveCheckoutApi } from '@/features/checkout/test/checkout-test-api';
import {
  EVENT_ID,
  ORDER_ID as WAITLIST_ORDER_ID,
  serveWaitlist,
  TOKEN as WAITLIST_TOKEN,
  TYPE_ID,
} from '@/features/waitlist/test/waitlist-test-api';
import { serveOperatorOrganizations } from '@/features/operator/test/operator-test-api';
import {
  serveOperatorPayouts,
  serveReconciliation,
  serveStatement,
} from '@/features/settlement/test/settlement-test-api';
import {
  serveErasureConfirm,
  servePersonalData,
} from '@/features/account/personal-data/test/personal-data-test-api';
import {
  cameFrom,
  currentPath,
  DEMO_ACCOUNTS_PATH,
  LOGIN_PATH,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import {
  serveVerification,
  VALID_CODE,
  verification,
} from '@/features/certificates/test/verification-test-api';
import { servePortal } from '@/test/affiliate-test-api';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { AppRoutes, preloadScreen } from './router';

function visit(path: string) {
  renderWithSession(<AppRoutes />, { route: path, toaster: false });
}

describe('routes of the spec', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/eventos/ingressos/eventos', () => HttpResponse.json({ eventos: [] })),
      http.get(DEMO_ACCOUNTS_PATH, () => HttpResponse.json({}, { status: 404 })),
    );
    serveSession(null);
  });

  it('serves the home page at /', async () => {
    visit('/');
    expect(
      await screen.findByRole('heading', { name: 'Encontre os melhores eventos corporativos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bilheteria — Eventos Corporativos'));
  });

  it('renders a preloaded screen in the first pass, without the loading frame', async () => {
    await preloadScreen('/');
    visit('/');
    expect(
      screen.getByRole('heading', { name: 'Encontre os melhores eventos corporativos' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bilheteria — Eventos Corporativos'));
  });

  it('serves the affiliate sign-up at /become-affiliate (issue 16)', async () => {
    visit('/become-affiliate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seja um Afiliado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cadastro de afiliado' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Seja um Afiliado | Bilheteria'));
  });

  it("keeps a visitor's filled sign-up through /login and brings it back (issue 16)", async () => {
    const user = userEvent.setup();
    server.use(http.post(LOGIN_PATH, () => HttpResponse.json({ user: sessionUser('user') })));
    visit('/become-affiliate');
    await screen.findByRole('form', { name: 'Cadastro de afiliado' });
    const textbox = (name: string) => screen.getByRole('textbox', { name });
    await user.type(textbox('Nome completo'), 'Bruno Comprador da Silva');
    await user.type(textbox('E-mail'), 'bruno@exemplo.com.br');
    await user.type(textbox('CPF'), '52998224725');
    await user.type(textbox('Telefone'), '11987654321');
    await user.type(textbox('Chave PIX'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Quero ser afiliado' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'usuario@bilheteria.dev');
    await user.type(screen.getByLabelText('Senha'), 'Usuario123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await screen.findByRole('form', { name: 'Cadastro de afiliado' });
    expect(textbox('Nome completo')).toHaveValue('Bruno Comprador da Silva');
    expect(textbox('E-mail')).toHaveValue('bruno@exemplo.com.br');
    expect(textbox('CPF')).toHaveValue('529.982.247-25');
    expect(textbox('Telefone')).toHaveValue('(11) 98765-4321');
    expect(textbox('Chave PIX')).toHaveValue('529.982.247-25');
    sessionStorage.clear();
  });

  it('serves the confirmation at /confirmacao (no order given: not found)', async () => {
    visit('/confirmacao');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Confirmação | Bilheteria'));
  });

  it('serves the login page at /login', async () => {
    visit('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Entrar | Bilheteria'));
  });

  it.each([
    ['/dashboard', 'user', 'Olá, Bruno Comprador'],
    ['/create-event', 'admin', 'Criar Evento'],
    ['/affiliate', 'affiliate', 'Portal de Afiliados'],
    ['/operador/repasses-afiliados', 'operador', 'Repasses de afiliados'],
    ['/operador/organizacoes', 'operador', 'Organizações'],
    ['/operador/repasses', 'operador', 'Repasses a organizadores'],
    ['/operador/conciliacao', 'operador', 'Conciliação'],
    ['/dashboard/financeiro', 'admin', 'Financeiro'],
  ] as const)('has a guarded route at %s (for %s)', async (path, role, heading) => {
    serveSession(sessionUser(role));
    servePortal();
    servePayouts();
    serveOperatorOrganizations();
    serveOperatorPayouts();
    serveReconciliation();
    serveStatement();
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['user', 'admin', 'operador'] as const)(
    "serves /minha-conta/dados to the signed-in %s, from the account menu's 'Meus dados' (issue 30)",
    async (role) => {
      serveSession(sessionUser(role));
      servePersonalData();
      visit('/minha-conta/dados');
      expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
      expect(await screen.findByRole('link', { name: 'Baixar meus dados' })).toBeVisible();
    },
  );

  it('sends a visitor at /minha-conta/dados to /login, to come back after (issue 30)', async () => {
    visit('/minha-conta/dados');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(cameFrom()).toBe('/minha-conta/dados');
  });

  it('serves the privacy policy at /privacidade, linked from the footer (issue 30)', async () => {
    visit('/privacidade');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Rodapé' })).getByRole('link', {
        name: 'Privacidade',
      }),
    ).toHaveAttribute('href', '/privacidade');
  });

  it('serves the public verification of a certificate at /certificados/:codigo (issue 31)', async () => {
    const asked = serveVerification(() => verification());
    visit(`/certificados/${VALID_CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado válido' }),
    ).toBeVisible();
    expect(asked).toEqual([VALID_CODE]);
  });

  it("serves the erasure's e-mailed link at /minha-conta/exclusao, erasing nothing on arrival", async () => {
    const tokens = serveErasureConfirm();
    visit('/minha-conta/exclusao?token=abc');
    expect(await screen.findByRole('button', { name: 'Confirmar exclusão' })).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/minha-conta/exclusao'));
    expect(tokens).toEqual([]);
  });

  it('sends the old /dashboard/repasses to /operador/repasses-afiliados (issue 28)', async () => {
    serveSession(sessionUser('operador'));
    servePayouts();
    visit('/dashboard/repasses');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Repasses de afiliados' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/operador/repasses-afiliados');
  });

  it.each(['user', 'admin', 'affiliate'] as const)(
    'serves /meus-ingressos to the signed-in %s (issue 14)',
    async (role) => {
      serveSession(sessionUser(role));
      server.use(http.get('/api/meus-ingressos', () => HttpResponse.json({ eventos: [] })));
      visit('/meus-ingressos');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Meus Ingressos' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Você ainda não tem ingressos')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Meus Ingressos | Bilheteria'));
    },
  );

  it('serves the event list at /events', async () => {
    visit('/events');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eventos Corporativos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Eventos Corporativos | Bilheteria'));
  });

  it.each(['/events/abc', '/event/abc'])('serves the event detail page at %s', async (path) => {
    allowConsoleError(/Erro ao buscar evento/);
    server.use(
      http.get('/api/eventos/ingressos/evento/:id', () =>
        HttpResponse.json({ message: 'ID do evento inválido.' }, { status: 400 }),
      ),
    );
    visit(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeInTheDocument();
  });

  it('explains /unauthorized and offers a way on', async () => {
    visit('/unauthorized');
    expect(
      await screen.findByRole('heading', { name: 'Acesso não autorizado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar Eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.getByRole('link', { name: 'Voltar à Página Inicial' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the not-found page for an unknown route and logs the 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    visit('/nao/existe');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // The 404 is logged from an effect, which may run just after the page shows.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('404: rota inexistente', '/nao/existe'));
    warn.mockRestore();
  });

  it('serves the checkout at /checkout (tickets chosen; the hold still on its way)', async () => {
    window.localStorage.setItem(
      'selectedTickets',
      JSON.stringify([
        {
          id: 't-1',
          name: 'Lote 1',
          price: 897,
          quantity: 1,
          eventId: 'e-1',
          eventTitle: 'RPA Summit Brasil',
          eventDate: '05 de Março, 2027',
          eventImage: '/media/demo/events/rpa-summit.svg',
        },
      ]),
    );
    server.use(http.post('/api/pedidos', () => new Promise<Response>(() => undefined)));
    visit('/checkout');
    // The first visit loads (and here, transforms) the checkout's large module graph.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finalizar Compra' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Finalizar Compra | Bilheteria'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Bilheteria. Todos os direitos reservados.`,
    );
  });

  it('sends a checkout without tickets to /events', async () => {
    visit('/checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eventos Corporativos' }),
    ).toBeInTheDocument();
  });

  it('has a header and a footer with the current year on every page', async () => {
    visit('/unauthorized');
    await screen.findByRole('heading', { level: 1, name: 'Acesso não autorizado' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Bilheteria. Todos os direitos reservados.`,
    );
  });
});

describe('the waiting list pages (issue 18)', () => {
  beforeEach(() => serveSession(null));

  it('serves /lista-de-espera/sair and leaves the line on arrival', async () => {
    const fake = serveWaitlist();
    visit(`/lista-de-espera/sair?token=${WAITLIST_TOKEN}`);
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    expect(fake.leaves).toEqual([{ token: WAITLIST_TOKEN }]);
  });

  it("opens the checkout on the accepted offer's very order, through the checkout's own hold", async () => {
    const api = serveCheckoutApi();
    const now = Date.now();
    const held: OrderView = {
      id: WAITLIST_ORDER_ID,
      numero: 1099,
      status: 'reserved',
      expira_em: new Date(now + 60 * 60 * 1000).toISOString(),
      agora: new Date(now).toISOString(),
      evento: {
        id: EVENT_ID,
        titulo: 'RPA Summit Brasil',
        data: '05 de Março, 2027',
        imagem: '/media/demo/events/rpa-summit.svg',
      },
      itens: [
        {
          id_ticket: TYPE_ID,
          nome: 'Lote Promocional',
          preco_unitario_centavos: 69_700,
          quantidade: 2,
          subtotal_centavos: 139_400,
        },
      ],
      quantidade_ingressos: 2,
      subtotal_centavos: 139_400,
      cupom: null,
      desconto_centavos: 0,
      taxa_servico_centavos: 0,
      total_centavos: 139_400,
      parcelas: [],
      participantes: [],
      pagamento: null,
      estornos: [],
    };
    // The API holds the offer's seats under the order's own id as its Idempotency-Key.
    api.orders.set(WAITLIST_ORDER_ID, held);
    api.keys.set(WAITLIST_ORDER_ID, WAITLIST_ORDER_ID);
    serveWaitlist();
    const user = userEvent.setup();
    visit(`/lista-de-espera/oferta?token=${WAITLIST_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Comprar agora' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finalizar Compra' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Pedido nº 1099/)).toBeInTheDocument();
    expect(readStoredHold()).toEqual({
      orderId: WAITLIST_ORDER_ID,
      idempotencyKey: WAITLIST_ORDER_ID,
      signature: selectionSignature([{ id: TYPE_ID, quantity: 2 }]),
    });
    // The checkout asked for its hold with that key: the same order, no new one.
    expect(api.createCalls.map((call) => call.key)).toEqual([WAITLIST_ORDER_ID]);
    expect(api.orders.size).toBe(1);
  });
});
