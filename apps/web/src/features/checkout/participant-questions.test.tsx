import {
  QUESTION_MESSAGES as Q,
  type QuestionView,
} from '@bilheteria/domain/registration-questions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOTE_1, VIP, lote1, serveCheckoutApi, vip } from './test/checkout-test-api';
import {
  ANA,
  errorOf,
  field,
  fillParticipant,
  renderCheckout,
  submitButton,
} from './test/checkout-test-utils';

afterEach(() => {
  vi.useRealTimers();
});

const DOCUMENTO = 'aaaaaaaa-0000-4000-8000-000000000001';
const DIETA = 'aaaaaaaa-0000-4000-8000-000000000002';
const CONSENTIMENTO = 'aaaaaaaa-0000-4000-8000-000000000003';
const TEMAS = 'aaaaaaaa-0000-4000-8000-000000000004';

const question = (overrides: Partial<QuestionView> & Pick<QuestionView, 'id'>): QuestionView => ({
  versao: 1,
  tipo: 'texto',
  titulo: '',
  ajuda: '',
  obrigatoria: false,
  opcoes: [],
  tipos_ingresso: null,
  ...overrides,
});

const QUESTIONS: QuestionView[] = [
  question({
    id: DOCUMENTO,
    titulo: 'Número do documento',
    ajuda: 'RG ou passaporte, para a portaria.',
    obrigatoria: true,
  }),
  question({
    id: DIETA,
    tipo: 'escolha_unica',
    titulo: 'Restrição alimentar',
    opcoes: ['Nenhuma', 'Vegetariana'],
    tipos_ingresso: [VIP],
  }),
  question({
    id: CONSENTIMENTO,
    tipo: 'consentimento',
    titulo: 'Aceito compartilhar meus dados com os patrocinadores',
  }),
  question({
    id: TEMAS,
    tipo: 'multipla_escolha',
    titulo: 'Temas de interesse',
    opcoes: ['RPA', 'IA', 'Dados'],
    tipos_ingresso: [LOTE_1],
  }),
];

/** 2 × Lote 1 then 1 × VIP (positions by the items' names): the first form is a Lote 1's. */
async function openCheckout(perguntas = QUESTIONS) {
  const api = serveCheckoutApi();
  api.perguntas = perguntas;
  const user = renderCheckout({ state: { selectedTickets: [lote1, vip] } });
  await screen.findByRole('form', { name: 'Dados do participante 1' });
  return { api, user };
}

const section = () => screen.getByRole('group', { name: 'Informações adicionais' });
const documento = () => field('Número do documento');

describe("checkout: the event's own questions (issue 30)", { timeout: 60_000 }, () => {
  it("shows the questions of this ticket's type only, after the seed sections, with their help", async () => {
    await openCheckout();
    const extra = section();
    expect(within(extra).getByRole('textbox', { name: 'Número do documento' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(documento()).toHaveAccessibleDescription('RG ou passaporte, para a portaria.');
    expect(
      within(extra).getByRole('checkbox', {
        name: 'Aceito compartilhar meus dados com os patrocinadores',
      }),
    ).toBeVisible();
    expect(within(extra).getByRole('group', { name: 'Temas de interesse' })).toBeVisible();
    // VIP's question is not a Lote 1 participant's.
    expect(within(extra).queryByText('Restrição alimentar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Como usamos seus dados' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it('refuses a required question left blank, under it, and sends nothing', async () => {
    const { api, user } = await openCheckout();
    await fillParticipant(user, ANA);
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(documento())).toBe(Q.required));
    expect(documento()).toHaveFocus();
    expect(api.compradores).toHaveLength(0);
    // Fixed: the message goes as it is typed, like the seed fields'.
    await user.type(documento(), '12');
    await waitFor(() => expect(errorOf(documento())).toBeNull());
  });

  it('sends the answers as respostas, blanks left out', async () => {
    const { api, user } = await openCheckout();
    await fillParticipant(user, ANA);
    await user.type(documento(), 'MG-12.345.678');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Aceito compartilhar meus dados com os patrocinadores',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'IA' }));
    await user.click(screen.getByRole('checkbox', { name: 'RPA' }));
    await user.click(submitButton());
    await screen.findByText('Preencha os dados de cada participante (2 de 3)');
    expect(api.compradores[0]!.respostas).toEqual([
      { pergunta_id: DOCUMENTO, valor: 'MG-12.345.678' },
      { pergunta_id: CONSENTIMENTO, valor: true },
      { pergunta_id: TEMAS, valor: ['IA', 'RPA'] },
    ]);
  });

  it("shows the server's 400 at respostas.<id> under that question", async () => {
    const { api, user } = await openCheckout();
    api.compradorAnswer = HttpResponse.json(
      {
        message: 'Dados inválidos',
        errors: [{ path: `respostas.${DOCUMENTO}`, message: 'Documento já usado neste evento' }],
      },
      { status: 400 },
    );
    await fillParticipant(user, ANA);
    await user.type(documento(), '123');
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(documento())).toBe('Documento já usado neste evento'));
    expect(documento()).toHaveFocus();
  });

  it('keeps the answers being typed in the draft: a reload restores them', async () => {
    const first = await openCheckout();
    await first.user.type(documento(), 'RG 9988');
    await first.user.click(screen.getByRole('checkbox', { name: 'Dados' }));
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('participantDraft') ?? '{}') as unknown,
      ).toMatchObject({ '1': { respostas: { [DOCUMENTO]: 'RG 9988', [TEMAS]: ['Dados'] } } }),
    );

    const { orders, keys } = first.api;
    cleanup();
    const api = serveCheckoutApi();
    api.perguntas = QUESTIONS;
    orders.forEach((order, id) => api.orders.set(id, order));
    keys.forEach((id, key) => api.keys.set(key, id));
    renderCheckout({ state: { selectedTickets: [lote1, vip] } });
    await screen.findByRole('form', { name: 'Dados do participante 1' });
    expect(documento()).toHaveValue('RG 9988');
    expect(screen.getByRole('checkbox', { name: 'Dados' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'IA' })).not.toBeChecked();
  });

  it('shows the VIP question on the VIP ticket’s form', async () => {
    const { user } = await openCheckout([QUESTIONS[1]!]);
    // No question for Lote 1: no extra section.
    expect(screen.queryByRole('group', { name: 'Informações adicionais' })).toBeNull();
    await fillParticipant(user, ANA);
    await user.click(submitButton());
    await screen.findByText('Preencha os dados de cada participante (2 de 3)');
    await fillParticipant(user, { ...ANA, email: 'bruno@empresa.com.br', cpf: undefined });
    await user.click(submitButton());
    await screen.findByText('Preencha os dados de cada participante (3 de 3)');
    expect(
      within(section()).getByRole('radiogroup', { name: 'Restrição alimentar' }),
    ).toBeVisible();
  });
});
