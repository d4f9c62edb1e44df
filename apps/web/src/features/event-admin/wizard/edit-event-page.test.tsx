import { EVENT_FORM_MESSAGES as M } from '@bilheteria/domain/event-form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { EditEventPage } from './edit-event-page';
import { editDraftKey } from './lib/wizard-values';
import {
  EVENT_ID,
  FRESH_TICKET_ID,
  NOW,
  SOLD_TICKET_ID,
  button,
  description,
  editableEvent,
  expectError,
  label,
  serveEditableEvent,
  serveSave,
  serveSwapSettings,
  setValue,
  tab,
  textbox,
  typeInto,
} from './test/create-event-test-api';

vi.mock('./components/rich-text-editor', async () => {
  const { FakeRichTextEditor } = await import('./test/create-event-test-api');
  return { default: FakeRichTextEditor, RichTextEditor: FakeRichTextEditor };
});

const admin = sessionUser('admin');

function renderPage(eventId = EVENT_ID) {
  serveSession(admin);
  // The clock is fake (beforeEach): user-event's pause after each action moves it on.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const view = renderWithSession(
    <Routes>
      <Route path="/dashboard/eventos/:eventId/editar" element={<EditEventPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: `/dashboard/eventos/${eventId}/editar` },
  );
  return { user, ...view };
}

/** The wizard (a lazy chunk) on screen, prefilled. */
const wizardShown = () =>
  waitFor(() => expect(textbox('Título do evento')).toHaveValue('Congresso de Automação 2027'), {
    timeout: 5000,
  });

const ticketCard = (n: number) => screen.getByRole('group', { name: `Ingresso ${n}` });
const inCard = (card: HTMLElement, name: string) => within(card).getByLabelText(label(name));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/dashboard/eventos/:eventId/editar (issue 17: edit)', () => {
  it('loads the event, then shows the wizard prefilled, every tab complete', async () => {
    serveEditableEvent(async () => {
      await delay(50);
      return HttpResponse.json(editableEvent());
    });
    renderPage();
    expect(screen.getByText('Carregando o evento...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Editar Evento');
    await wizardShown();
    expect(document.title).toBe('Editar Evento | Bilheteria');
    expect(await description()).toHaveValue(
      'Dois dias de palestras sobre <strong>RPA</strong> e IA aplicada.',
    );
    expect(screen.getByLabelText(label('Data de início'))).toHaveValue('2027-04-10');
    expect(screen.getByLabelText(label('Data de término'))).toHaveValue('2027-04-11');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Conferência');
    for (const name of ['Evento', 'Ingressos', 'Agenda', 'Palestrantes', 'FAQ']) {
      expect(tab(name)).toHaveAccessibleDescription('Etapa concluída');
    }
    // No draft: nothing differs from the event as saved.
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
  });

  it('locks a sold type: price read-only with the note, quantity not below sold + held, no removal', async () => {
    serveEditableEvent(() => HttpResponse.json(editableEvent()));
    const { user } = renderPage();
    await wizardShown();
    await user.click(tab('Ingressos'));

    const sold = ticketCard(1);
    expect(sold).toHaveTextContent('30 vendidos · 5 reservados');
    const price = inCard(sold, 'Preço (R$)');
    expect(price).toHaveValue('150,00');
    expect(price).toHaveAttribute('readonly');
    expect(price).toHaveAccessibleDescription(M.priceLocked);
    expect(within(sold).getByRole('button', { name: 'Remover Ingresso 1' })).toBeDisabled();
    expect(sold).toHaveTextContent(M.ticketTypeSoldRemoved);
    const quantity = inCard(sold, 'Quantidade');
    expect(quantity).toHaveAttribute('min', '35');
    setValue(quantity, '34');
    await expectError(quantity, M.quantityBelowSold);
    setValue(quantity, '35');
    await expectError(quantity, null);

    // A type with no sale stays free.
    const fresh = ticketCard(2);
    expect(inCard(fresh, 'Preço (R$)')).not.toHaveAttribute('readonly');
    expect(within(fresh).getByRole('button', { name: 'Remover Ingresso 2' })).toBeEnabled();
  });

  it('Salvar ingressos saves through the server (PUT), then says so and takes the new type’s id', async () => {
    const NEW_TICKET_ID = '7e6d5c4b-3a29-4182-9f0e-d1c2b3a4f5e6';
    let stored = editableEvent();
    let reads = 0;
    serveEditableEvent(() => {
      reads += 1;
      return HttpResponse.json(stored);
    });
    let resolveSave: (() => void) | null = null;
    const bodies = serveSave('put', async (body) => {
      // Held until the test looked: nothing may be claimed before the server answered.
      await new Promise<void>((resolve) => {
        resolveSave = resolve;
      });
      stored = editableEvent({
        tickets: [...stored.tickets, { ...body.tickets[2]!, id: NEW_TICKET_ID, sold: 0, held: 0 }],
      });
      return HttpResponse.json({ id: EVENT_ID, slug: 'evento', status: body.status });
    });
    const { user } = renderPage();
    await wizardShown();
    await user.click(tab('Ingressos'));
    await user.click(button('Adicionar ingresso'));
    const card = ticketCard(3);
    await typeInto(user, inCard(card, 'Nome do ingresso'), 'Lote 2');
    await typeInto(user, inCard(card, 'Descrição do ingresso'), 'Acesso aos dois dias');
    await typeInto(user, inCard(card, 'Preço (R$)'), '180,00');
    setValue(inCard(card, 'Quantidade'), '50');

    await user.click(button('Salvar ingressos'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.queryByText(M.ticketsSaved)).not.toBeInTheDocument();
    expect(bodies[0]!.tickets.map((ticket) => ticket.id)).toEqual([
      SOLD_TICKET_ID,
      FRESH_TICKET_ID,
      undefined,
    ]);
    resolveSave!();
    expect(
      await screen.findByText(M.ticketsSaved, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    // Still on the tab, not sent away; a second save changes the new type instead of adding it.
    expect(tab('Ingressos')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(reads).toBe(2));
    await user.click(button('Salvar ingressos'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    resolveSave!();
    expect(bodies[1]!.tickets.map((ticket) => ticket.id)).toEqual([
      SOLD_TICKET_ID,
      FRESH_TICKET_ID,
      NEW_TICKET_ID,
    ]);
  });

  it('saves with PUT (ids kept), toasts the update and goes to /dashboard', async () => {
    serveEditableEvent(() => HttpResponse.json(editableEvent()));
    const bodies = serveSave('put');
    const { user } = renderPage();
    await wizardShown();
    await typeInto(user, textbox('Título do evento'), 'Congresso de Automação 2027 — 2ª edição');
    await user.click(tab('Ingressos'));
    await user.click(within(ticketCard(2)).getByRole('button', { name: 'Remover Ingresso 2' }));
    await user.click(tab('FAQ'));
    // The event's own status is where the choice starts.
    expect(screen.getByRole('radio', { name: 'Publicar' })).toBeChecked();
    await user.click(button('Salvar Evento'));

    expect(await screen.findByText(M.updated)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.status).toBe('published');
    expect(bodies[0]!.basics.title).toBe('Congresso de Automação 2027 — 2ª edição');
    expect(bodies[0]!.tickets).toEqual([
      {
        id: SOLD_TICKET_ID,
        name: 'Lote 1',
        description: 'Acesso aos dois dias',
        price: '150,00',
        quantity: '100',
        maxPerOrder: '5',
      },
    ]);
    expect(bodies[0]!.agenda).toEqual([
      {
        day: '2027-04-11',
        time: '09:00',
        endTime: '10:00',
        title: 'Abertura',
        speaker: 'Marina Costa',
      },
    ]);
    expect(localStorage.getItem(editDraftKey(admin.id, EVENT_ID))).toBeNull();
  });

  it('keeps an edit in progress per event; the sold price comes back from the server', async () => {
    localStorage.setItem(
      editDraftKey(admin.id, EVENT_ID),
      JSON.stringify({
        version: 1,
        savedAt: '2027-02-28T13:00:00.000Z',
        values: {
          ...editableEvent(),
          basics: { ...editableEvent().basics, title: 'Título do rascunho' },
          tickets: [
            {
              id: SOLD_TICKET_ID,
              name: 'Lote 1',
              description: 'Acesso aos dois dias',
              price: '99,00',
              quantity: '100',
              maxPerOrder: '5',
            },
          ],
        },
      }),
    );
    serveEditableEvent(() => HttpResponse.json(editableEvent()));
    const { user } = renderPage();
    await waitFor(() => expect(textbox('Título do evento')).toHaveValue('Título do rascunho'), {
      timeout: 5000,
    });
    expect(screen.getByText(/^Rascunho recuperado/)).toBeVisible();
    await user.click(tab('Ingressos'));
    expect(inCard(ticketCard(1), 'Preço (R$)')).toHaveValue('150,00');
    // The draft had removed the unsold VIP type: it stays removed.
    expect(screen.queryByRole('group', { name: 'Ingresso 2' })).not.toBeInTheDocument();
  });

  it('puts a 409’s fields (sold meanwhile) under them, with the message in a toast', async () => {
    serveEditableEvent(() => HttpResponse.json(editableEvent()));
    serveSave('put', () =>
      HttpResponse.json(
        {
          message: M.quantityBelowSold,
          errors: [{ path: 'tickets.1.quantity', message: M.quantityBelowSold }],
        },
        { status: 409 },
      ),
    );
    const { user } = renderPage();
    await wizardShown();
    await user.click(tab('FAQ'));
    await user.click(button('Salvar Evento'));
    await waitFor(() => expect(tab('Ingressos')).toHaveAttribute('aria-selected', 'true'));
    await expectError(inCard(ticketCard(2), 'Quantidade'), M.quantityBelowSold);
    expect(
      await screen.findByText(M.quantityBelowSold, { selector: '[data-title]' }),
    ).toBeVisible();
    expect(currentPath()).toBe(`/dashboard/eventos/${EVENT_ID}/editar`);
  });

  it('says when the event is not found (404)', async () => {
    allowConsoleError(/Erro ao buscar evento/);
    serveEditableEvent(() => HttpResponse.json({ message: M.notFound }, { status: 404 }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: M.notFound })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para o Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a load failure with a retry', async () => {
    allowConsoleError(/Erro ao buscar evento/);
    let fail = true;
    serveEditableEvent(() =>
      fail
        ? HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })
        : HttpResponse.json(editableEvent()),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Não foi possível carregar o evento.')).toBeVisible();
    expect(screen.getByText('Serviço indisponível.')).toBeVisible();
    fail = false;
    await user.click(button('Tentar novamente'));
    await wizardShown();
  });

  it("sets the event's 'Troca de participante' apart from the wizard: off, or until N hours before", async () => {
    serveEditableEvent(() => HttpResponse.json(editableEvent()));
    const { user } = renderPage();
    await wizardShown();
    const card = await screen.findByRole('region', { name: 'Troca de participante' });
    const allowed = within(card).getByRole('checkbox', { name: /Permitir que o comprador/ });
    const hours = within(card).getByLabelText('Até quantas horas antes do início do evento');
    await waitFor(() => expect(allowed).toBeChecked());
    expect(hours).toHaveValue('24');
    const bodies = serveSwapSettings();

    await user.clear(hours);
    await user.type(hours, '1000');
    await user.click(within(card).getByRole('button', { name: 'Salvar troca de participante' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Informe um número inteiro de horas entre 0 e 720.',
    );
    expect(hours).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(within(card).getByRole('button', { name: 'Salvar troca de participante' }));
    await waitFor(() => expect(bodies).toEqual([{ permitida: true, horas_antes: 48 }]));

    await user.click(allowed);
    expect(hours).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Salvar troca de participante' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ permitida: false, horas_antes: 48 });
  });
});
