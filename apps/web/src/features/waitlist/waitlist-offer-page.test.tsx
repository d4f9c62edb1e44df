import { WAITLIST_MESSAGES } from '@bilheteria/domain/waitlist-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readStoredHold } from '@/features/checkout';
import { readSelectedTickets, readTotalAmount } from '@/lib/checkout-storage';
import { renderWithProviders } from '@/test/render';
import {
  EVENT_ID,
  ORDER_ID,
  offerOf,
  serveWaitlist,
  TOKEN,
  TYPE_ID,
} from './test/waitlist-test-api';
import { WaitlistOfferPage } from './waitlist-offer-page';

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

function visit(search = `?token=${TOKEN}`) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/lista-de-espera/oferta" element={<WaitlistOfferPage />} />
      <Route path="/checkout" element={<CheckoutProbe />} />
    </Routes>,
    { route: `/lista-de-espera/oferta${search}` },
  );
  return { user };
}

const offerHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Sua vez chegou: há vagas para você' });

describe('/lista-de-espera/oferta (issue 18)', () => {
  it('shows the event, type, quantity, price and until when the seats are held', async () => {
    const fake = serveWaitlist();
    visit();
    await offerHeading();
    expect(fake.offerGets).toEqual([TOKEN]);
    expect(screen.getByRole('link', { name: 'RPA Summit Brasil' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}`,
    );
    expect(screen.getByText('05 de Março, 2027')).toBeVisible();
    const facts = screen.getByText('Ingresso').closest('dl')!;
    expect(facts).toHaveTextContent('IngressoLote Promocional');
    expect(facts).toHaveTextContent('Quantidade2');
    expect(facts).toHaveTextContent('Preço unitárioR$ 697,00');
    expect(facts).toHaveTextContent('TotalR$ 1.394,00');
    expect(
      screen.getByText(/Reservamos estes ingressos para você até/).closest('span'),
    ).toHaveTextContent('até 10 de Maio, 2026 às 22:30 (horário de Brasília)');
    await waitFor(() => expect(document.title).toBe('Oferta da lista de espera | Bilheteria'));
  });

  it("'Comprar agora' takes the order: writes the checkout's state for it and opens the checkout", async () => {
    const fake = serveWaitlist();
    const { user } = visit();
    await offerHeading();
    // The cover is the catalog's: the same one the event page hands the checkout.
    await waitFor(() =>
      expect(document.querySelector('img')).toHaveAttribute(
        'src',
        '/media/demo/events/rpa-summit.svg',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Comprar agora' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(fake.accepts).toEqual([{ token: TOKEN }]);

    const selection = [
      {
        id: TYPE_ID,
        name: 'Lote Promocional',
        price: 697,
        priceCents: 69_700,
        quantity: 2,
        eventId: EVENT_ID,
        eventTitle: 'RPA Summit Brasil',
        eventDate: '05 de Março, 2027',
        eventImage: '/media/demo/events/rpa-summit.svg',
      },
    ];
    expect(readSelectedTickets()).toEqual(selection);
    expect(readTotalAmount()).toBe(1394);
    expect(readStoredHold()).toEqual({
      orderId: ORDER_ID,
      idempotencyKey: ORDER_ID,
      signature: `${TYPE_ID}:2`,
    });
    expect(JSON.parse(screen.getByTestId('checkout-state').textContent)).toEqual({
      selectedTickets: selection,
    });
  });

  it("says why when the offer can no longer be taken (409), with the offer's new state", async () => {
    const fake = serveWaitlist();
    const { user } = visit();
    await offerHeading();
    fake.accept = { status: 409, message: WAITLIST_MESSAGES.offerExpired };
    fake.offer = offerOf({ status: 'expired', expira_em: null, pedido_id: null });
    await user.click(screen.getByRole('button', { name: 'Comprar agora' }));
    expect(await screen.findByRole('heading', { name: 'Oferta expirada' })).toBeVisible();
    expect(screen.getByText(WAITLIST_MESSAGES.offerExpired)).toBeVisible();
    expect(readStoredHold()).toBeNull();
    expect(readSelectedTickets()).toEqual([]);
    expect(fake.offerGets).toHaveLength(2);
  });

  it('keeps the offer on screen after a dropped connection, for another try', async () => {
    const fake = serveWaitlist();
    const { user } = visit();
    await offerHeading();
    fake.accept = 'network';
    await user.click(screen.getByRole('button', { name: 'Comprar agora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'Comprar agora' })).toBeEnabled();
    expect(fake.offerGets).toHaveLength(1);
  });

  it("'Não quero mais' declines and shows the server's message", async () => {
    const fake = serveWaitlist();
    const { user } = visit();
    await offerHeading();
    await user.click(screen.getByRole('button', { name: 'Não quero mais' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Oferta recusada' });
    expect(screen.getByText(WAITLIST_MESSAGES.offerDeclined)).toBeVisible();
    expect(heading).toHaveFocus();
    expect(fake.declines).toEqual([{ token: TOKEN }]);
    expect(fake.accepts).toEqual([]);
  });

  it.each([
    ['expired', 'Oferta expirada', WAITLIST_MESSAGES.offerExpired],
    ['purchased', 'Oferta paga', WAITLIST_MESSAGES.offerPaid],
    ['declined', 'Oferta recusada', WAITLIST_MESSAGES.offerDeclined],
    ['left', 'Você saiu da lista', WAITLIST_MESSAGES.left],
    ['waiting', 'Link inválido', WAITLIST_MESSAGES.linkInvalid],
  ] as const)('an offer %s says so, without the buttons', async (status, title, message) => {
    const fake = serveWaitlist();
    fake.offer = offerOf({ status, expira_em: null });
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Comprar agora' })).toBeNull();
    if (status === 'purchased') {
      expect(screen.getByRole('link', { name: 'Ver pedido' })).toHaveAttribute(
        'href',
        `/confirmacao?pedido=${ORDER_ID}`,
      );
    }
  });

  it("shows the API's message for a link it does not know", async () => {
    const fake = serveWaitlist();
    fake.offer = { status: 404, message: WAITLIST_MESSAGES.linkInvalid };
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
    expect(screen.getByText(WAITLIST_MESSAGES.linkInvalid)).toBeVisible();
  });

  it('asks nothing for an address without a token that can be one', async () => {
    const fake = serveWaitlist();
    visit('?token=curto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
    expect(fake.offerGets).toEqual([]);
  });

  it('offers to try again when the offer cannot be read', async () => {
    const fake = serveWaitlist();
    fake.offer = 'network';
    const { user } = visit();
    const failed = await screen.findByRole('heading', { name: 'Oferta indisponível no momento' });
    expect(failed).toBeVisible();
    fake.offer = offerOf();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await offerHeading();
    expect(within(document.body).getByRole('button', { name: 'Comprar agora' })).toBeVisible();
  });
});
