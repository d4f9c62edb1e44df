import { EVENT_FORM_MESSAGES as M } from '@bilheteria/domain/event-form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { CreateEventPage } from './create-event-page';
import { createDraftKey } from './lib/wizard-values';
import {
  FUTURE_DAY,
  IMAGES_PATH,
  NOW,
  button,
  choose,
  description,
  errorOf,
  expectError,
  fillBasics,
  label,
  serveSave,
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

function renderPage() {
  serveSession(admin);
  // The clock is fake (beforeEach): user-event's pause after each action moves it on.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const view = renderWithSession(
    <Routes>
      <Route path="/create-event" element={<CreateEventPage />} />
      <Route path="/events" element={<h1>Eventos</h1>} />
    </Routes>,
    { route: '/create-event' },
  );
  return { user, ...view };
}

async function openWizard() {
  const page = renderPage();
  // The wizard and the editor are lazy chunks: their first load in a test run takes a while.
  await screen.findByRole('tab', { name: 'Evento' }, { timeout: 5000 });
  await description();
  return page;
}

/** The error texts shown inside a card. */
const errorsIn = (element: HTMLElement) =>
  [...element.querySelectorAll('[id$="-erro"]')].map((node) => node.textContent);
/** Lets the field array's validation of a new item run (it is what painted new blocks red). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const next = (user: UserEvent) => user.click(button('Próximo'));
const saveButton = () => button(/^(Salvar Evento|Salvando\.\.\.)$/);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/create-event (spec §2 "Create Event", §4, §5)', () => {
  it('shows the five tabs in order as an accessible tablist, moved by arrows, Próximo and Anterior', async () => {
    const { user } = await openWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Criar Evento' })).toBeVisible();
    expect(document.title).toBe('Criar Evento | Bilheteria');
    const tablist = screen.getByRole('tablist', { name: 'Etapas do cadastro do evento' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((node) => node.textContent),
    ).toEqual(['1Evento', '2Ingressos', '3Agenda', '4Palestrantes', '5FAQ', 'Inscrição']);
    expect(tab('Evento')).toHaveAttribute('aria-selected', 'true');
    expect(button('Anterior')).toBeDisabled();

    // The keyboard: arrows move between tabs (and show them).
    await user.click(tab('Evento'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Ingressos')).toHaveFocus();
    expect(tab('Ingressos')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Ingressos' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Evento')).toHaveAttribute('aria-selected', 'true');

    // A direct click opens any tab; the last one has 'Salvar Evento' instead of 'Próximo'.
    await user.click(tab('FAQ'));
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(button('Anterior'));
    expect(tab('Palestrantes')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Palestrantes' })).toHaveFocus();
  });

  it('shows the basics’ §5 messages under their fields on Próximo, and each goes once fixed', async () => {
    const { user } = await openWizard();
    expect(textbox('Comissão de afiliados (%)')).toHaveValue('10');
    await next(user);

    const expected: [HTMLElement, string][] = [
      [textbox('Título do evento'), M.title],
      [await description(), M.description],
      [screen.getByLabelText(label('Data de início')), M.date],
      [screen.getByLabelText(label('Horário de início')), M.time],
      [textbox('Localização'), M.location],
      [textbox('Cidade'), M.city],
      [textbox('Endereço completo'), M.address],
      [screen.getByRole('combobox', { name: 'Categoria' }), M.category],
      [textbox('Endereço da imagem (URL)'), M.imageRequired],
    ];
    for (const [control, message] of expected) {
      await expectError(control, message);
      expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    // The wizard stays on Evento, the first field in error focused, the tab marked.
    expect(tab('Evento')).toHaveAttribute('aria-selected', 'true');
    expect(textbox('Título do evento')).toHaveFocus();
    expect(tab('Evento')).toHaveAccessibleDescription('Etapa com erros');

    await typeInto(user, textbox('Título do evento'), 'Fórum');
    await expectError(textbox('Título do evento'), null);
    await typeInto(user, textbox('Comissão de afiliados (%)'), '150');
    await user.tab();
    await expectError(textbox('Comissão de afiliados (%)'), M.commissionRange);
    await typeInto(user, textbox('Comissão de afiliados (%)'), '');
    await expectError(textbox('Comissão de afiliados (%)'), M.commission);
    await typeInto(user, textbox('Comissão de afiliados (%)'), '12,555');
    await user.tab();
    await expectError(textbox('Comissão de afiliados (%)'), M.commissionRange);
    await typeInto(user, textbox('Comissão de afiliados (%)'), '12,5');
    await expectError(textbox('Comissão de afiliados (%)'), null);
    await choose(user, screen.getByRole('combobox', { name: 'Categoria' }), 'Workshop');
    await expectError(screen.getByRole('combobox', { name: 'Categoria' }), null);
    await typeInto(user, textbox('Endereço da imagem (URL)'), 'capa.jpg');
    await expectError(textbox('Endereço da imagem (URL)'), M.image);
    await typeInto(user, textbox('Endereço da imagem (URL)'), 'https://exemplo.com.br/capa.jpg');
    await expectError(textbox('Endereço da imagem (URL)'), null);
  });

  // Issue 33: each message names the field it is under (its label's word), empty or wrong.
  it.each([
    ['Título do evento', 'Expo', 'Título'],
    ['Localização', 'Sala', 'Localização'],
    ['Cidade', 'X', 'Cidade'],
    ['Endereço completo', 'Rua', 'Endereço completo'],
    ['Endereço da imagem (URL)', 'capa.png', 'Imagem'],
    ['Título do evento', '', 'Título'],
    ['Localização', '', 'Localização'],
    ['Cidade', '', 'Cidade'],
    ['Endereço completo', '', 'Endereço completo'],
    ['Endereço da imagem (URL)', '', 'Imagem do evento'],
  ])('the message under %j (typed %j) names it: %j', async (name, typed, word) => {
    const { user } = await openWizard();
    const control = textbox(name);
    if (typed) await typeInto(user, control, typed);
    else await user.click(control);
    await user.tab();
    await waitFor(() => expect(errorOf(control)).toContain(word));
  });

  it('flags an empty Categoria in the same pass as the other fields’ errors', async () => {
    const { user } = await openWizard();
    await typeInto(user, textbox('Título do evento'), 'Expo');
    await typeInto(user, textbox('Endereço completo'), 'Rua');
    await typeInto(user, textbox('Cidade'), 'São Paulo');
    await next(user);
    await expectError(textbox('Título do evento'), M.title);
    await expectError(textbox('Endereço completo'), M.addressShort);
    await expectError(screen.getByRole('combobox', { name: 'Categoria' }), M.category);
    await expectError(textbox('Endereço da imagem (URL)'), M.imageRequired);
    expect(errorOf(textbox('Cidade'))).toBeNull();
  });

  it('refuses a past day (São Paulo’s today is the least) and an end before the start', async () => {
    const { user } = await openWizard();
    const date = screen.getByLabelText(label('Data de início'));
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2027-03-01');
    setValue(date, '2027-02-28');
    await expectError(date, M.datePast);
    setValue(date, '2027-03-01');
    await expectError(date, null);

    await fillBasics(user);
    setValue(screen.getByLabelText(label('Data de término')), FUTURE_DAY);
    setValue(screen.getByLabelText(label('Horário de término')), '08:00');
    await expectError(screen.getByLabelText(label('Horário de término')), M.endBeforeStart);
    setValue(screen.getByLabelText(label('Data de término')), '2027-04-11');
    await expectError(screen.getByLabelText(label('Horário de término')), null);
  });

  it('enables Salvar Evento only once the basics are complete, and marks the tab complete', async () => {
    const { user } = await openWizard();
    await user.click(tab('FAQ'));
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(
      'Complete os dados da aba Evento para salvar.',
    );
    await user.click(tab('Evento'));
    expect(tab('Evento')).not.toHaveAttribute('data-complete');
    await fillBasics(user);
    await waitFor(() => expect(tab('Evento')).toHaveAccessibleDescription('Etapa concluída'));
    expect(tab('Evento')).toHaveAttribute('data-complete', 'true');
    await user.click(tab('FAQ'));
    expect(saveButton()).toBeEnabled();
  });

  it('Ingressos: adds and removes types, checks them (§5); on a new event keeps them in the draft', async () => {
    const { user } = await openWizard();
    const posted = serveSave('post');
    await user.click(tab('Ingressos'));
    await user.click(button('Salvar ingressos'));
    expect(await screen.findByText(M.ticketsRequired)).toBeVisible();

    await user.click(button('Adicionar ingresso'));
    expect(screen.queryByText(M.ticketsRequired)).not.toBeInTheDocument();
    const card = screen.getByRole('group', { name: 'Ingresso 1' });
    const field = (name: string) => within(card).getByLabelText(label(name));
    expect(field('Nome do ingresso')).toHaveFocus();
    expect(field('Máximo por pedido')).toHaveValue(5);
    expect(card).toHaveTextContent('R$');
    // Issue 33: a new block opens without errors; one shows once its field is left.
    await settle();
    expect(errorsIn(card)).toEqual([]);
    expect(tab('Ingressos')).not.toHaveAccessibleDescription('Etapa com erros');
    await user.tab();
    await expectError(field('Nome do ingresso'), M.ticketName);
    expect(errorsIn(card)).toEqual([M.ticketName]);

    setValue(field('Máximo por pedido'), '');
    await user.click(button('Salvar ingressos'));
    await expectError(field('Nome do ingresso'), M.ticketName);
    await expectError(field('Descrição do ingresso'), M.ticketDescription);
    await expectError(field('Preço (R$)'), M.ticketPrice);
    await expectError(field('Quantidade'), M.ticketQuantity);
    await expectError(field('Máximo por pedido'), M.ticketMaxPerOrder);
    expect(field('Nome do ingresso')).toHaveFocus();

    await typeInto(user, field('Nome do ingresso'), 'Lote 1');
    await expectError(field('Nome do ingresso'), null);
    await typeInto(user, field('Descrição do ingresso'), 'Acesso ao dia todo');
    await typeInto(user, field('Preço (R$)'), '12,345');
    await expectError(field('Preço (R$)'), M.ticketPriceInvalid);
    await typeInto(user, field('Preço (R$)'), '1.234,50');
    await expectError(field('Preço (R$)'), null);
    setValue(field('Quantidade'), '0');
    await expectError(field('Quantidade'), M.ticketQuantityMin);
    setValue(field('Quantidade'), '200');
    setValue(field('Máximo por pedido'), '0');
    await expectError(field('Máximo por pedido'), M.ticketMaxPerOrderMin);
    setValue(field('Máximo por pedido'), '6');
    await expectError(field('Máximo por pedido'), M.ticketMaxPerOrderMax);
    setValue(field('Máximo por pedido'), '4');
    await expectError(field('Máximo por pedido'), null);

    // A new event has nothing on the server yet: no save is claimed (none was made).
    await user.click(button('Salvar ingressos'));
    expect(await screen.findByText(M.ticketsKeptInDraft)).toBeVisible();
    expect(screen.queryByText(M.ticketsSaved)).not.toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await waitFor(() => expect(tab('Ingressos')).toHaveAccessibleDescription('Etapa concluída'));

    await user.click(button('Adicionar ingresso'));
    expect(screen.getByRole('group', { name: 'Ingresso 2' })).toBeInTheDocument();
    await user.click(button('Remover Ingresso 2'));
    expect(screen.queryByRole('group', { name: 'Ingresso 2' })).not.toBeInTheDocument();
    expect(button('Adicionar ingresso')).toHaveFocus();
  });

  it('Agenda: at least one item, time and title (§5); a day among the event’s days when it has several', async () => {
    const { user } = await openWizard();
    await user.click(tab('Agenda'));
    await next(user);
    expect(await screen.findByText(M.agendaRequired)).toBeVisible();
    expect(tab('Agenda')).toHaveAttribute('aria-selected', 'true');

    await user.click(button('Adicionar item na agenda'));
    expect(screen.queryByText(M.agendaRequired)).not.toBeInTheDocument();
    const card = screen.getByRole('group', { name: 'Item 1' });
    const field = (name: string) => within(card).getByLabelText(label(name));
    // A one-day event: no day to choose.
    expect(within(card).queryByRole('combobox', { name: 'Dia' })).not.toBeInTheDocument();
    // Issue 33: no error before a field is left.
    await settle();
    expect(errorsIn(card)).toEqual([]);
    // The new item's first field has the focus: leaving it shows its error, and only its.
    expect(field('Horário')).toHaveFocus();
    await user.tab();
    await expectError(field('Horário'), M.agendaTime);
    expect(errorOf(field('Título'))).toBeNull();
    await next(user);
    await expectError(field('Horário'), M.agendaTime);
    await expectError(field('Título'), M.agendaTitle);
    expect(errorOf(field('Palestrante'))).toBeNull();
    setValue(field('Horário'), '09:30');
    await expectError(field('Horário'), null);
    await typeInto(user, field('Título'), 'Ab');
    await expectError(field('Título'), M.agendaTitle);
    await typeInto(user, field('Título'), 'Abertura');
    await expectError(field('Título'), null);

    // Two days: each item's day is chosen among them.
    await user.click(tab('Evento'));
    setValue(screen.getByLabelText(label('Data de início')), FUTURE_DAY);
    setValue(screen.getByLabelText(label('Horário de início')), '09:00');
    setValue(screen.getByLabelText(label('Data de término')), '2027-04-11');
    await user.click(tab('Agenda'));
    const day = within(screen.getByRole('group', { name: 'Item 1' })).getByRole('combobox', {
      name: 'Dia',
    });
    await user.click(day);
    expect(screen.getAllByRole('option').map((node) => node.textContent)).toEqual([
      'Dia 1 — 10 de Abril, 2027',
      'Dia 2 — 11 de Abril, 2027',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dia 2 — 11 de Abril, 2027' }));
    expect(day).toHaveTextContent('Dia 2 — 11 de Abril, 2027');

    await next(user);
    expect(tab('Palestrantes')).toHaveAttribute('aria-selected', 'true');
  });

  it('Palestrantes and FAQ: their §5 messages appear and go', async () => {
    const { user } = await openWizard();
    await user.click(tab('Palestrantes'));
    await next(user);
    expect(await screen.findByText(M.speakersRequired)).toBeVisible();
    await user.click(button('Adicionar palestrante'));
    const speaker = screen.getByRole('group', { name: 'Palestrante 1' });
    const speakerField = (name: string) => within(speaker).getByLabelText(label(name));
    // Issue 33: no error before a field is left.
    await settle();
    expect(errorsIn(speaker)).toEqual([]);
    expect(tab('Palestrantes')).not.toHaveAccessibleDescription('Etapa com erros');
    await user.click(speakerField('Nome'));
    await user.tab();
    await expectError(speakerField('Nome'), M.speakerName);
    expect(errorOf(speakerField('Cargo'))).toBeNull();
    await typeInto(user, speakerField('Foto (URL)'), 'foto');
    await next(user);
    await expectError(speakerField('Nome'), M.speakerName);
    await expectError(speakerField('Cargo'), M.speakerRole);
    await expectError(speakerField('Empresa'), M.speakerCompany);
    await expectError(speakerField('Foto (URL)'), M.speakerImage);
    expect(errorOf(speakerField('Minibiografia'))).toBeNull();
    await typeInto(user, speakerField('Nome'), 'Marina Costa');
    await typeInto(user, speakerField('Cargo'), 'CTO');
    await typeInto(user, speakerField('Empresa'), 'Acme');
    await typeInto(user, speakerField('Foto (URL)'), '');
    await expectError(speakerField('Nome'), null);
    await expectError(speakerField('Foto (URL)'), null);
    await next(user);

    expect(tab('FAQ')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab('Palestrantes')).toHaveAccessibleDescription('Etapa concluída'));
    await user.click(button('Adicionar pergunta'));
    const faq = screen.getByRole('group', { name: 'Pergunta 1' });
    const faqField = (name: string) => within(faq).getByLabelText(label(name));
    await typeInto(user, faqField('Pergunta'), 'Há?');
    await typeInto(user, faqField('Resposta'), 'Sim');
    await user.tab();
    await expectError(faqField('Pergunta'), M.faqQuestion);
    await expectError(faqField('Resposta'), M.faqAnswer);
    await typeInto(user, faqField('Pergunta'), 'Há estacionamento?');
    await typeInto(user, faqField('Resposta'), 'Sim, no subsolo.');
    await expectError(faqField('Pergunta'), null);
    await expectError(faqField('Resposta'), null);
  });

  it('creates the event: POST with the shared form’s body, the toast, /events, the draft gone', async () => {
    const bodies = serveSave('post');
    const { user } = await openWizard();
    await fillBasics(user);
    await next(user);
    await user.click(button('Adicionar ingresso'));
    await typeInto(user, textbox('Nome do ingresso'), 'Lote 1');
    await typeInto(user, textbox('Descrição do ingresso'), 'Acesso ao dia todo');
    await typeInto(user, textbox('Preço (R$)'), '150,00');
    setValue(screen.getByLabelText(label('Quantidade')), '100');
    await next(user);
    await user.click(button('Adicionar item na agenda'));
    setValue(screen.getByLabelText(label('Horário')), '09:00');
    await typeInto(user, textbox('Título'), 'Abertura');
    await next(user);
    await user.click(tab('FAQ'));
    expect(localStorage.getItem(createDraftKey(admin.id))).not.toBeNull();

    expect(screen.getByRole('radio', { name: 'Publicar' })).toBeChecked();
    await user.click(saveButton());

    expect(await screen.findByText(M.created)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/events'));
    expect(bodies).toEqual([
      {
        status: 'published',
        basics: {
          title: 'Fórum de IA Aplicada',
          description: '<p>Um dia inteiro sobre IA nas empresas.</p>',
          date: FUTURE_DAY,
          time: '09:00',
          endDate: '',
          endTime: '',
          location: 'Centro de Convenções',
          city: 'São Paulo',
          address: 'Av. Paulista, 1000 - Bela Vista',
          category: 'Fórum',
          commission: '10',
          imageUrl: 'https://exemplo.com.br/forum.jpg',
        },
        tickets: [
          {
            name: 'Lote 1',
            description: 'Acesso ao dia todo',
            price: '150,00',
            quantity: '100',
            maxPerOrder: '5',
          },
        ],
        agenda: [{ day: '', time: '09:00', endTime: '', title: 'Abertura', speaker: '' }],
        speakers: [],
        faq: [],
      },
    ]);
    expect(localStorage.getItem(createDraftKey(admin.id))).toBeNull();
  });

  it('saves as a draft (Rascunho) with only the basics; publishing needs a ticket type', async () => {
    const bodies = serveSave('post');
    const { user } = await openWizard();
    await fillBasics(user);
    await user.click(tab('FAQ'));
    await user.click(saveButton());
    // Publishing without a ticket type: the Ingressos tab opens with §5's message.
    expect(await screen.findByText(M.ticketsRequired)).toBeVisible();
    expect(tab('Ingressos')).toHaveAttribute('aria-selected', 'true');
    expect(bodies).toHaveLength(0);

    await user.click(tab('FAQ'));
    await user.click(screen.getByRole('radio', { name: 'Salvar como rascunho' }));
    expect(screen.getByRole('radio', { name: 'Salvar como rascunho' })).toHaveAccessibleDescription(
      /Status “Rascunho”/,
    );
    await user.click(saveButton());
    await waitFor(() => expect(currentPath()).toBe('/events'));
    expect(bodies.map(({ status, tickets }) => ({ status, tickets }))).toEqual([
      { status: 'draft', tickets: [] },
    ]);
  });

  it('puts the server’s 400 errors on their fields and opens the tab of the first', async () => {
    serveSave('post', () =>
      HttpResponse.json(
        {
          message: 'Título já usado',
          errors: [
            { path: 'basics.title', message: 'Já existe um evento com este título nesta data' },
            { path: 'faq.0.answer', message: M.faqAnswer },
          ],
        },
        { status: 400 },
      ),
    );
    const { user } = await openWizard();
    await fillBasics(user);
    await user.click(tab('FAQ'));
    await user.click(screen.getByRole('radio', { name: 'Salvar como rascunho' }));
    await user.click(button('Adicionar pergunta'));
    await typeInto(user, textbox('Pergunta'), 'Há estacionamento?');
    await typeInto(user, textbox('Resposta'), 'Sim, no subsolo.');
    await user.click(saveButton());

    await waitFor(() => expect(tab('Evento')).toHaveAttribute('aria-selected', 'true'));
    await expectError(
      textbox('Título do evento'),
      'Já existe um evento com este título nesta data',
    );
    await waitFor(() => expect(textbox('Título do evento')).toHaveFocus());
    expect(tab('FAQ')).toHaveAccessibleDescription('Etapa com erros');
    await user.click(tab('FAQ'));
    await expectError(textbox('Resposta'), M.faqAnswer);
    expect(currentPath()).toBe('/create-event');
  });

  it('shows a 409’s message in an alert and a toast, and keeps the form', async () => {
    serveSave('post', () =>
      HttpResponse.json({ message: 'Este evento já foi alterado.' }, { status: 409 }),
    );
    const { user } = await openWizard();
    await fillBasics(user);
    await user.click(tab('FAQ'));
    await user.click(screen.getByRole('radio', { name: 'Salvar como rascunho' }));
    await user.click(saveButton());
    await waitFor(() =>
      expect(screen.getAllByText('Este evento já foi alterado.').length).toBeGreaterThanOrEqual(2),
    );
    expect(
      screen
        .getAllByRole('alert')
        .filter((node) => node.textContent === 'Este evento já foi alterado.'),
    ).toHaveLength(1);
    expect(currentPath()).toBe('/create-event');
    expect(localStorage.getItem(createDraftKey(admin.id))).not.toBeNull();
  });

  it('keeps the wizard as a draft in this browser: restored after a remount, discarded on request', async () => {
    const first = await openWizard();
    await typeInto(first.user, textbox('Título do evento'), 'Rascunho do congresso');
    await first.user.click(tab('Ingressos'));
    await first.user.click(button('Adicionar ingresso'));
    await typeInto(first.user, textbox('Nome do ingresso'), 'Lote promocional');
    expect(
      screen.getByText('Rascunho guardado neste navegador até você salvar o evento.'),
    ).toBeVisible();
    first.unmount();

    const { user } = await openWizard();
    expect(textbox('Título do evento')).toHaveValue('Rascunho do congresso');
    expect(screen.getByText(/^Rascunho recuperado/)).toBeVisible();
    await user.click(tab('Ingressos'));
    expect(textbox('Nome do ingresso')).toHaveValue('Lote promocional');

    await user.click(button('Descartar rascunho'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar rascunho?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(tab('Evento')).toHaveAttribute('aria-selected', 'true'));
    expect(textbox('Título do evento')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
    expect(localStorage.getItem(createDraftKey(admin.id))).toBeNull();
  });

  it('uploads an image: progress, then its address and a preview; the server’s 4xx message otherwise', async () => {
    let answer = () =>
      HttpResponse.json(
        { url: '/api/imagens/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11.webp' },
        { status: 201 },
      );
    const sent: { type: string | null; size: number }[] = [];
    server.use(
      http.post(IMAGES_PATH, async ({ request }) => {
        sent.push({
          type: request.headers.get('content-type'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return answer();
      }),
    );
    const { user } = await openWizard();
    const file = screen.getByLabelText(label('Enviar imagem'));
    await user.upload(file, new File([new Uint8Array(2048)], 'capa.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(textbox('Endereço da imagem (URL)')).toHaveValue(
        '/api/imagens/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11.webp',
      ),
    );
    expect(sent).toEqual([{ type: 'image/png', size: 2048 }]);
    expect(screen.getByRole('img', { name: 'Prévia da imagem do evento' })).toHaveAttribute(
      'src',
      '/api/imagens/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11.webp',
    );

    answer = () => HttpResponse.json({ message: M.imageUnreadable }, { status: 422 });
    await user.upload(
      file,
      new File([new Uint8Array(10)], 'estragada.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(M.imageUnreadable)).toBeVisible();

    // Checked before sending: the type (the picker's filter can be bypassed) and the size.
    fireEvent.change(file, {
      target: { files: [new File(['x'], 'notas.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText(M.imageType)).toBeVisible();
    expect(sent).toHaveLength(2);
  });
});
