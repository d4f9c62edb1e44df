import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { formatTime } from '@bilheteria/domain/dates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSelectedTickets, type SelectedTicket } from '@/lib/checkout-storage';
import { readQueueTicket, saveQueueTicket } from '@/lib/virtual-queue-ticket';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { EVENT_ID, serveQueue, status } from './test/virtual-queue-test-api';
import { VirtualQueuePage } from './virtual-queue-page';

const SELECTION: SelectedTicket[] = [
  {
    id: 'lote-1',
    name: 'Pista',
    price: 100,
    priceCents: 10_000,
    quantity: 2,
    eventId: EVENT_ID,
    eventTitle: 'Show de Lançamento',
    eventDate: '05 de Março, 2027',
    eventImage: '',
  },
];

function CheckoutProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Checkout</h1>
      <pre data-testid="checkout-state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

function visit(state?: unknown) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/event/:id/fila" element={<VirtualQueuePage />} />
      <Route path="/checkout" element={<CheckoutProbe />} />
      <Route path="/event/:id" element={<h1>Evento</h1>} />
    </Routes>,
    { route: { pathname: `/event/${EVENT_ID}/fila`, state } as unknown as string },
  );
  return { user };
}

const SLOW = { timeout: 5_000 };

/** The browser's Notification, recording what was shown; the buyer answers `answer` when asked. */
function fakeNotifications(permission: NotificationPermission, answer = permission) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const asked = vi.fn();
  class FakeNotification {
    static permission = permission;
    static requestPermission() {
      asked();
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, asked };
}

/** Whether the tab is in front, as the browser tells it (jsdom's is always 'visible'). */
let visibility: DocumentVisibilityState = 'visible';
function showTab(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('/event/:id/fila (issue 32)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // Back to jsdom's own (on Document.prototype).
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  });

  it('joins with the solved bot check, keeps the ticket and shows the place and the wait', async () => {
    const fake = serveQueue();
    visit();
    expect(await screen.findByText('Você é o nº 1.234 na fila', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Fila virtual' })).toBeVisible();
    expect(await screen.findByText('Show de Lançamento')).toBeVisible();
    expect(screen.getByText('Tempo estimado: ~3 min')).toBeVisible();
    expect(
      screen.getByText(
        'Mantenha esta página aberta: se você sair por mais de 2 minutos, perde o lugar.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Seu avanço na fila' })).toBeInTheDocument();
    expect(screen.getByText('Você é o nº 1.234 na fila').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // The ALTCHA payload of the challenge, solved by 3.
    expect(fake.joins).toHaveLength(1);
    expect(JSON.parse(atob(fake.joins[0]!.prova))).toMatchObject({ number: 3, salt: 'sal' });
    expect(fake.joins[0]!.ticket).toBeNull();
    expect(readQueueTicket(EVENT_ID)).toBe('senha-1');
  });

  it('asks again with the stored ticket, moves up, and goes to the checkout once admitted', async () => {
    saveQueueTicket(EVENT_ID, 'senha-guardada');
    saveSelectedTickets(SELECTION);
    const fake = serveQueue({
      situations: [
        status({ ticket: 'senha-guardada', posicao: 2, espera_estimada_segundos: 30 }),
        status({
          ticket: 'senha-guardada',
          situacao: 'admitido',
          posicao: null,
          espera_estimada_segundos: null,
          admitido_ate: '2026-11-29T23:10:00.000Z',
        }),
      ],
    });
    visit({ selectedTickets: SELECTION, affiliateCode: 'AFI' });
    expect(await screen.findByText('Você é o nº 2 na fila', {}, SLOW)).toBeVisible();
    expect(screen.getByText('Tempo estimado: menos de 1 minuto')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Checkout' }, SLOW)).toBeVisible();
    expect(fake.joins).toEqual([]);
    expect(fake.asks.every((ticket) => ticket === 'senha-guardada')).toBe(true);
    expect(JSON.parse(screen.getByTestId('checkout-state').textContent)).toMatchObject({
      affiliateCode: 'AFI',
    });
  });

  it('sends an admitted buyer without a selection for this event to the event page', async () => {
    serveQueue({
      joined: status({
        situacao: 'admitido',
        posicao: null,
        admitido_ate: '2026-11-29T23:10:00.000Z',
      }),
    });
    visit();
    expect(await screen.findByRole('heading', { name: 'Evento' }, SLOW)).toBeVisible();
  });

  it('joins again when the stored ticket lost its place', async () => {
    saveQueueTicket(EVENT_ID, 'senha-velha');
    const fake = serveQueue({
      situations: [status({ ticket: 'senha-velha', situacao: 'expirado', posicao: null })],
      joined: status({ ticket: 'senha-nova', posicao: 7 }),
    });
    visit();
    expect(await screen.findByText('Você é o nº 7 na fila', {}, SLOW)).toBeVisible();
    expect(fake.asks[0]).toBe('senha-velha');
    expect(fake.joins).toHaveLength(1);
    expect(fake.joins[0]!.ticket).toBeNull();
    expect(readQueueTicket(EVENT_ID)).toBe('senha-nova');
  });

  it('joins again when the server no longer knows the ticket (400)', async () => {
    saveQueueTicket(EVENT_ID, 'senha-de-outro-evento');
    const fake = serveQueue({ situations: [400], joined: status({ ticket: 'senha-nova' }) });
    visit();
    expect(await screen.findByText('Você é o nº 1.234 na fila', {}, SLOW)).toBeVisible();
    expect(fake.joins).toHaveLength(1);
    expect(readQueueTicket(EVENT_ID)).toBe('senha-nova');
  });

  it("offers 'Tentar novamente' when the queue cannot be reached", async () => {
    serveQueue({ joined: status() });
    let fail = true;
    server.use(
      http.post(`/api/eventos/${EVENT_ID}/fila`, () =>
        fail ? HttpResponse.error() : HttpResponse.json(status(), { status: 201 }),
      ),
    );
    const { user } = visit();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Não foi possível entrar na fila',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Você é o nº 1.234 na fila')).toBeVisible(), SLOW);
  });

  it('notifies a buyer admitted while in another tab, and takes them on when they come back', async () => {
    saveSelectedTickets(SELECTION);
    const { shown, asked } = fakeNotifications('default', 'granted');
    const until = '2026-11-29T23:10:00.000Z';
    serveQueue();
    let admitted = false;
    server.use(
      http.get(`/api/eventos/${EVENT_ID}/fila/situacao`, () =>
        HttpResponse.json(
          admitted
            ? status({ situacao: 'admitido', posicao: null, admitido_ate: until })
            : status(),
        ),
      ),
    );
    const { user } = visit({ selectedTickets: SELECTION });
    expect(await screen.findByText('Você é o nº 1.234 na fila', {}, SLOW)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Avisar quando chegar a minha vez' }));
    expect(
      await screen.findByText('Vamos avisar você por uma notificação quando chegar a sua vez.'),
    ).toBeVisible();
    expect(asked).toHaveBeenCalledTimes(1);

    showTab('hidden');
    admitted = true;
    expect(await screen.findByText('Chegou a sua vez!', {}, SLOW)).toBeVisible();
    expect(document.title).toMatch(/^Chegou a sua vez! \| /);
    expect(shown).toEqual([
      {
        title: 'Chegou a sua vez!',
        options: {
          body: `Show de Lançamento: Reserve seus ingressos até ${formatTime(new Date(until))}.`,
          tag: 'fila-virtual',
        },
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();

    showTab('visible');
    expect(await screen.findByRole('heading', { name: 'Checkout' }, SLOW)).toBeVisible();
    expect(shown).toHaveLength(1);
  });

  it('says how to keep the place when notifications are blocked, and offers none without them', async () => {
    fakeNotifications('denied');
    serveQueue();
    visit();
    expect(
      await screen.findByText(
        'As notificações estão bloqueadas neste navegador: deixe esta aba à vista para não perder a sua vez.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Avisar/ })).toBeNull();
  });

  it('shows no notification button where the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    serveQueue();
    visit();
    expect(await screen.findByText('Você é o nº 1.234 na fila', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Avisar/ })).toBeNull();
  });
});
