import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EventPage, EventPageTicket } from '@/api/get-event';
import { TooltipProvider } from '@/components/ui/tooltip';
import { server } from '@/test/msw-server';
import { TicketPanel } from './ticket-panel';

function ticket(id: string, name: string, reais: number, available: number, limit = 5) {
  return {
    id,
    name,
    priceCents: reais * 100,
    description: '',
    available,
    maxPerOrder: Math.min(available, limit),
    typeMaxPerOrder: limit,
  } satisfies EventPageTicket;
}

function eventWith(
  tickets: EventPageTicket[],
  serviceFee: EventPage['serviceFee'] = null,
): EventPage {
  return {
    id: 'evt-1',
    title: 'RPA Summit Brasil',
    date: '05 de Março, 2027',
    time: '08:30 - 18:00',
    location: 'Frei Caneca, São Paulo',
    image: '/media/demo/events/rpa-summit.svg',
    price: 'R$ 100,00',
    priceCents: 10_000,
    category: 'Conferência',
    featured: false,
    city: 'São Paulo',
    startsAt: Date.UTC(2027, 2, 5, 11, 30),
    day: '2027-03-05',
    saleState: 'publicado',
    endDate: '05 de Março, 2027',
    address: 'Rua Frei Caneca, 569',
    organizer: 'Instituto Brasileiro de Gestão da Informação',
    organizerLogo: null,
    serviceFee,
    description: '',
    tickets,
    agenda: [],
    speakers: [],
    faqs: [],
  };
}

function CheckoutProbe() {
  const location = useLocation();
  return <pre data-testid="checkout-state">{JSON.stringify(location.state)}</pre>;
}

/** The panel alone; `rerender` gives it a refetched event while keeping its state. */
function renderPanel(event: EventPage) {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TooltipProvider delayDuration={0}>
      <MemoryRouter initialEntries={['/events/evt-1']}>
        <Routes>
          <Route path="/events/:id" element={children} />
          <Route path="/checkout" element={<CheckoutProbe />} />
          <Route path="/event/:id/fila" element={<h1>Fila virtual</h1>} />
        </Routes>
      </MemoryRouter>
    </TooltipProvider>
  );
  const view = render(<TicketPanel event={event} />, { wrapper });
  return { user, ...view };
}

const quantity = (name: string) => screen.getByRole('group', { name: `Quantidade de ${name}` });
const plus = (name: string) =>
  screen.getByRole('button', { name: `Aumentar quantidade de ${name}` });
const summary = () => screen.getByText('Total').closest('dl')!;

describe('TicketPanel when the event is refetched', () => {
  it('brings the chosen quantities back within what is available now', async () => {
    const { user, rerender } = renderPanel(
      eventWith([ticket('std', 'Estudante', 100, 4), ticket('vip', 'VIP', 500, 31, 2)]),
    );
    for (let i = 0; i < 3; i++) await user.click(plus('Estudante'));
    await user.click(plus('VIP'));
    await user.click(plus('VIP'));
    expect(quantity('Estudante')).toHaveTextContent(/^3$/);
    expect(summary()).toHaveTextContent('Subtotal (5 ingressos)R$ 1.300,00');

    // Someone else bought three: only one Estudante is left.
    rerender(
      <TicketPanel
        event={eventWith([ticket('std', 'Estudante', 100, 1), ticket('vip', 'VIP', 500, 31, 2)])}
      />,
    );
    expect(quantity('Estudante')).toHaveTextContent(/^1$/);
    expect(quantity('VIP')).toHaveTextContent(/^2$/);
    expect(summary()).toHaveTextContent('Subtotal (3 ingressos)R$ 1.100,00');
    expect(plus('Estudante')).toHaveAttribute('aria-disabled', 'true');
    expect(plus('Estudante')).toHaveAccessibleDescription(
      'Quantidade máxima deste tipo de ingresso atingida',
    );

    // The VIP type is withdrawn and Estudante sells out: nothing stays chosen.
    rerender(<TicketPanel event={eventWith([ticket('std', 'Estudante', 100, 0)])} />);
    expect(screen.queryByRole('group', { name: 'Quantidade de VIP' })).toBeNull();
    expect(quantity('Estudante')).toHaveTextContent(/^0$/);
    expect(summary()).toHaveTextContent('Subtotal (0 ingressos)R$ 0,00');
  });

  it('sends the checkout only what is still available', async () => {
    const { user, rerender } = renderPanel(
      eventWith([ticket('std', 'Estudante', 100, 4), ticket('vip', 'VIP', 500, 31, 2)]),
    );
    await user.click(plus('Estudante'));
    await user.click(plus('Estudante'));
    await user.click(plus('VIP'));

    rerender(<TicketPanel event={eventWith([ticket('std', 'Estudante', 100, 1)])} />);
    await user.click(screen.getByRole('button', { name: 'Comprar Ingressos' }));
    // The button asks first whether the sale is behind a virtual queue (issue 32).
    const state = JSON.parse((await screen.findByTestId('checkout-state')).textContent) as {
      selectedTickets: { id: string; quantity: number }[];
    };
    expect(state.selectedTickets.map(({ id, quantity: count }) => ({ id, count }))).toEqual([
      { id: 'std', count: 1 },
    ]);
  });

  it('keeps the selection when the refetched tickets have not changed', async () => {
    const tickets = () => [ticket('std', 'Estudante', 100, 4), ticket('vip', 'VIP', 500, 31, 2)];
    const { user, rerender } = renderPanel(eventWith(tickets()));
    await user.click(plus('Estudante'));
    await user.click(plus('Estudante'));
    rerender(<TicketPanel event={eventWith(tickets())} />);
    expect(quantity('Estudante')).toHaveTextContent(/^2$/);
    expect(summary()).toHaveTextContent('Subtotal (2 ingressos)R$ 200,00');
  });
});

describe("TicketPanel's service fee (issue 29)", () => {
  it('adds the fee the buyer pays for the selection to the total, none on a free ticket', async () => {
    const { user } = renderPanel(
      eventWith([ticket('std', 'Estudante', 100, 4), ticket('free', 'Cortesia', 0, 10)], {
        percentual: 7.5,
        fixa_centavos: 100,
      }),
    );
    expect(summary()).toHaveTextContent('Taxa de serviço:R$ 0,00');
    expect(summary()).toHaveTextContent('TotalR$ 0,00');

    await user.click(plus('Estudante'));
    await user.click(plus('Estudante'));
    await user.click(plus('Cortesia'));
    // Two tickets of R$ 100,00: 7,5 % (R$ 7,50) + R$ 1,00 each; the free one pays nothing.
    expect(summary()).toHaveTextContent('Subtotal (3 ingressos)R$ 200,00');
    expect(summary()).toHaveTextContent('Taxa de serviço:R$ 17,00');
    expect(summary()).toHaveTextContent('TotalR$ 217,00');
  });

  it('rounds each ticket’s percentage to the centavo, as the server prices it', async () => {
    const { user } = renderPanel(
      eventWith([ticket('std', 'Estudante', 99.99, 4)], { percentual: 3.33, fixa_centavos: 0 }),
    );
    await user.click(plus('Estudante'));
    await user.click(plus('Estudante'));
    // 3,33 % of R$ 99,99 is R$ 3,3297 → R$ 3,33, twice.
    expect(summary()).toHaveTextContent('Taxa de serviço:R$ 6,66');
    expect(summary()).toHaveTextContent('TotalR$ 206,64');
  });

  it('shows no fee line when the buyer pays none, as before', async () => {
    const { user } = renderPanel(eventWith([ticket('std', 'Estudante', 100, 4)]));
    await user.click(plus('Estudante'));
    expect(summary()).not.toHaveTextContent('Taxa de serviço');
    expect(summary()).toHaveTextContent('TotalR$ 100,00');
  });

  it("goes to the event's virtual queue instead of the checkout while it is on (issue 32)", async () => {
    server.use(
      http.get('/api/eventos/:id/fila', () => HttpResponse.json({ ativa: true, por_minuto: 60 })),
    );
    const { user } = renderPanel(eventWith([ticket('std', 'Estudante', 100, 4)]));
    await user.click(plus('Estudante'));
    await user.click(screen.getByRole('button', { name: 'Comprar Ingressos' }));
    expect(await screen.findByRole('heading', { name: 'Fila virtual' })).toBeVisible();
  });
});
