import {
  QUESTION_MESSAGES as Q,
  type SaveQuestionsRequest,
} from '@bilheteria/domain/registration-questions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { CreateEventPage } from './create-event-page';
import { EditEventPage } from './edit-event-page';
import {
  EVENT_ID,
  FRESH_TICKET_ID,
  NOW,
  button,
  choose,
  editableEvent,
  errorOf,
  expectError,
  fillBasics,
  serveEditableEvent,
  serveQuestions,
  serveSave,
  tab,
  textbox,
  typeInto,
} from './test/create-event-test-api';

vi.mock('./components/rich-text-editor', async () => {
  const { FakeRichTextEditor } = await import('./test/create-event-test-api');
  return { default: FakeRichTextEditor, RichTextEditor: FakeRichTextEditor };
});

const admin = sessionUser('admin');

function renderAt(route: string) {
  serveSession(admin);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderWithSession(
    <Routes>
      <Route path="/create-event" element={<CreateEventPage />} />
      <Route path="/dashboard/eventos/:eventId/editar" element={<EditEventPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/events" element={<h1>Eventos</h1>} />
    </Routes>,
    { route },
  );
  return user;
}

/** The edit page's wizard on its 'Inscrição' tab, the stored questions loaded. */
async function openEditQuestions(serve: () => void = () => {}) {
  serveEditableEvent(() => HttpResponse.json(editableEvent()));
  // After the page's own handlers: the test's take precedence.
  serve();
  const user = renderAt(`/dashboard/eventos/${EVENT_ID}/editar`);
  await waitFor(
    () => expect(textbox('Título do evento')).toHaveValue('Congresso de Automação 2027'),
    { timeout: 5000 },
  );
  await user.click(tab('Inscrição'));
  await screen.findByRole('heading', { level: 2, name: 'Inscrição' });
  return user;
}

const card = (n: number) => screen.getByRole('group', { name: `Pergunta ${n}` });
const kindOf = (n: number) => within(card(n)).getByRole('combobox', { name: 'Tipo' });

async function addQuestion(user: UserEvent, kind: string, title: string) {
  await user.click(button('Adicionar pergunta'));
  const n = screen.getAllByRole('group', { name: /^Pergunta \d+$/ }).length;
  if (kind !== 'Texto curto') await choose(user, kindOf(n), kind);
  const titleLabel = kind === 'Consentimento' ? 'Texto do consentimento' : 'Pergunta';
  await typeInto(user, within(card(n)).getByRole('textbox', { name: titleLabel }), title);
  return n;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("wizard tab 'Inscrição' (issue 30)", () => {
  // First on purpose: run after the edit page's tests in this file, the create page loses the
  // typed title (an unexplained leak between renders, not between files; see the closing note
  // of issue 30). create-event-page.test.tsx covers the create page on its own.
  it('on a new event, saves the questions right after the event is created', async () => {
    const events = serveSave('post');
    const bodies = serveQuestions();
    const user = renderAt('/create-event');
    await screen.findByRole('tab', { name: 'Evento' }, { timeout: 5000 });
    await fillBasics(user);
    await waitFor(() => expect(tab('Evento')).toHaveAccessibleDescription('Etapa concluída'));
    await user.click(tab('Inscrição'));
    expect(screen.queryByRole('button', { name: 'Salvar perguntas' })).not.toBeInTheDocument();
    await addQuestion(user, 'Número', 'Quantos anos de experiência?');
    expect(
      within(card(1)).getByRole('checkbox', { name: 'Todos os tipos de ingresso' }),
    ).toBeDisabled();
    // The tab comes after the five steps: it offers the same way to save the event.
    await user.click(screen.getByRole('radio', { name: 'Salvar como rascunho' }));
    await user.click(button('Salvar Evento'));
    await waitFor(() => expect(events).toHaveLength(1));
    await waitFor(() => expect(currentPath()).toBe('/events'));
    expect(events).toHaveLength(1);
    expect(bodies).toEqual([
      {
        perguntas: [
          {
            tipo: 'numero',
            titulo: 'Quantos anos de experiência?',
            ajuda: '',
            obrigatoria: false,
            opcoes: [],
            tipos_ingresso: null,
          },
        ],
      },
    ]);
  });

  it('adds three questions of different kinds, reorders them and saves the ordered list', async () => {
    let bodies: SaveQuestionsRequest[] = [];
    const user = await openEditQuestions(() => {
      bodies = serveQuestions();
    });
    expect(screen.getByRole('link', { name: 'Como tratamos os dados' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(screen.getByText(/mantém as respostas já dadas/)).toBeVisible();

    await addQuestion(user, 'Texto curto', 'Número do documento');
    await user.click(within(card(1)).getByRole('checkbox', { name: 'Resposta obrigatória' }));
    await addQuestion(user, 'Uma opção', 'Restrição alimentar');
    const options = within(card(2)).getAllByRole('textbox', { name: /^Opção \d$/ });
    await typeInto(user, options[0]!, 'Nenhuma');
    await typeInto(user, options[1]!, 'Vegetariana');
    await user.click(within(card(2)).getByRole('button', { name: 'Adicionar opção' }));
    await typeInto(user, within(card(2)).getByRole('textbox', { name: 'Opção 3' }), 'Vegana');
    // Only for VIP.
    await user.click(within(card(2)).getByRole('checkbox', { name: 'Todos os tipos de ingresso' }));
    await user.click(within(card(2)).getByRole('checkbox', { name: 'VIP' }));
    await addQuestion(
      user,
      'Consentimento',
      'Aceito compartilhar meus dados com os patrocinadores',
    );

    // The consent goes up to the top, by its arrows: the focus follows it.
    await user.click(within(card(3)).getByRole('button', { name: 'Mover para cima: Pergunta 3' }));
    expect(within(card(2)).getByRole('textbox', { name: 'Texto do consentimento' })).toBeVisible();
    expect(within(card(2)).getByRole('button', { name: /Mover para cima/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(card(1)).getByRole('textbox', { name: 'Texto do consentimento' })).toBeVisible();
    await waitFor(() =>
      expect(within(card(1)).getByRole('button', { name: /Mover para baixo/ })).toHaveFocus(),
    );
    expect(within(card(1)).getByRole('button', { name: /Mover para cima/ })).toBeDisabled();
    await user.click(within(card(1)).getByRole('button', { name: /Mover para baixo/ }));

    await user.click(button('Salvar perguntas'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      perguntas: [
        {
          tipo: 'texto',
          titulo: 'Número do documento',
          ajuda: '',
          obrigatoria: true,
          opcoes: [],
          tipos_ingresso: null,
        },
        {
          tipo: 'consentimento',
          titulo: 'Aceito compartilhar meus dados com os patrocinadores',
          ajuda: '',
          obrigatoria: false,
          opcoes: [],
          tipos_ingresso: null,
        },
        {
          tipo: 'escolha_unica',
          titulo: 'Restrição alimentar',
          ajuda: '',
          obrigatoria: false,
          opcoes: ['Nenhuma', 'Vegetariana', 'Vegana'],
          tipos_ingresso: [FRESH_TICKET_ID],
        },
      ],
    });
    expect(await screen.findByText('Perguntas de inscrição salvas.')).toBeInTheDocument();

    // Saved again: the questions now carry the ids the server gave them.
    await user.click(button('Salvar perguntas'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.perguntas.map((question) => question.id)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ]);
  }, 30_000);

  it('shows an error only after leaving the field or on save, under the field', async () => {
    let bodies: SaveQuestionsRequest[] = [];
    const user = await openEditQuestions(() => {
      bodies = serveQuestions();
    });
    await user.click(button('Adicionar pergunta'));
    const title = within(card(1)).getByRole('textbox', { name: 'Pergunta' });
    expect(title).toHaveFocus();
    await user.keyboard('D');
    await user.keyboard('{Backspace}');
    expect(errorOf(title)).toBeNull();
    await user.tab();
    await expectError(title, Q.titleRequired);
    await user.click(title);
    await user.keyboard('Documento');
    await expectError(title, null);

    // A choice with no options: the list's message on save, nothing sent.
    await user.click(button('Adicionar pergunta'));
    // Adding a question judges the list (asynchronously), but the new one's empty title waits
    // for the person to leave it.
    const newTitle = within(card(2)).getByRole('textbox', { name: 'Pergunta' });
    expect(newTitle).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(errorOf(newTitle)).toBeNull();
    expect(tab('Inscrição')).not.toHaveAccessibleDescription('Etapa com erros');
    await choose(user, kindOf(2), 'Várias opções');
    await typeInto(user, newTitle, 'Temas');
    expect(within(card(2)).queryByText(Q.optionsRequired)).not.toBeInTheDocument();
    await user.click(button('Salvar perguntas'));
    expect(await within(card(2)).findAllByText(Q.optionEmpty)).toHaveLength(2);
    // Two empty options are not 'repeated' ones: one message says what is wrong.
    expect(within(card(2)).queryByText(Q.optionsDuplicated)).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(tab('Inscrição')).toHaveAccessibleDescription('Etapa com erros');
  });

  it('puts the server’s 400 under its question, and says nothing was saved', async () => {
    const user = await openEditQuestions(() =>
      serveQuestions([], () =>
        HttpResponse.json(
          {
            message: 'Dados inválidos',
            errors: [{ path: 'perguntas.0.titulo', message: 'Pergunta muito longa' }],
          },
          { status: 400 },
        ),
      ),
    );
    await addQuestion(user, 'Texto longo', 'Conte por que quer participar');
    await user.click(button('Salvar perguntas'));
    const title = within(card(1)).getByRole('textbox', { name: 'Pergunta' });
    await expectError(title, 'Pergunta muito longa');
    expect(screen.queryByText('Perguntas de inscrição salvas.')).not.toBeInTheDocument();
  });

  it("on an edited event, 'Salvar Evento' also saves questions changed and not saved yet", async () => {
    let bodies: SaveQuestionsRequest[] = [];
    const events = serveSave('put');
    const user = await openEditQuestions(() => {
      bodies = serveQuestions();
    });
    await addQuestion(user, 'Sim ou não', 'Vai precisar de estacionamento?');
    await user.click(tab('FAQ'));
    await user.click(button('Salvar Evento'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(events).toHaveLength(1);
    expect(bodies.map((body) => body.perguntas.map((question) => question.tipo))).toEqual([
      ['sim_nao'],
    ]);
  });
});
