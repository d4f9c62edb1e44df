import { SWAP_MESSAGES, type SwapState } from '@bilheteria/domain/participant-swap';
import {
  QUESTION_MESSAGES as Q,
  type QuestionView,
} from '@bilheteria/domain/registration-questions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast, Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { SwapParticipantButton } from './swap-participant-dialog';

const ORDER = '5e0f4a1b-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const OPEN = { permitida: true, prazo: '2027-03-04T12:00:00.000Z' };
const EVENT = 'e-rpa';
const LOTE_1 = 'tt-lote-1';
const VIP = 'tt-vip';
const DOCUMENTO = 'aaaaaaaa-0000-4000-8000-000000000001';
const DIETA = 'aaaaaaaa-0000-4000-8000-000000000002';
const CONSENTIMENTO = 'aaaaaaaa-0000-4000-8000-000000000003';

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

/** A required question for Lote 1 only, one for VIP only, and a consent for every type. */
const QUESTIONS: QuestionView[] = [
  question({
    id: DOCUMENTO,
    titulo: 'Número do documento',
    ajuda: 'RG ou passaporte, para a portaria.',
    obrigatoria: true,
    tipos_ingresso: [LOTE_1],
  }),
  question({
    id: DIETA,
    tipo: 'escolha_unica',
    titulo: 'Restrição alimentar',
    opcoes: ['Nenhuma', 'Vegetariana'],
    obrigatoria: true,
    tipos_ingresso: [VIP],
  }),
  question({
    id: CONSENTIMENTO,
    tipo: 'consentimento',
    titulo: 'Aceito compartilhar meus dados com os patrocinadores',
  }),
];

type Answer = { status: number; body: object };
let asked: { url: string; body: Record<string, unknown> }[];
let answer: Answer;
let perguntas: QuestionView[];
let questionsAskedFor: string[];

beforeEach(() => {
  asked = [];
  perguntas = [];
  questionsAskedFor = [];
  answer = {
    status: 200,
    body: {
      message: SWAP_MESSAGES.swapped,
      ingresso: {
        id: 't-1',
        posicao: 2,
        codigo: 'AAAA-BBBB-CCCC-DDDD',
        participante: { nome: 'Daniela Reis', email: 'dani@acme.com.br' },
      },
    },
  };
  server.use(
    http.put('/api/pedidos/:id/participantes/:posicao', async ({ request }) => {
      asked.push({
        url: new URL(request.url).pathname,
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
    http.get('/api/eventos/:id/perguntas', ({ params }) => {
      questionsAskedFor.push(String(params.id));
      return HttpResponse.json({ perguntas });
    }),
  );
});

function show(swap: SwapState = OPEN, ticketTypeId = LOTE_1) {
  toast.dismiss();
  return renderWithProviders(
    <>
      <SwapParticipantButton
        orderId={ORDER}
        position={2}
        holderName="Bruno Lima"
        swap={swap}
        eventId={EVENT}
        ticketTypeId={ticketTypeId}
      />
      <Toaster />
    </>,
  );
}

/** The dialog, once its form (with the event's questions) is there. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Trocar participante/ }));
  const dialog = screen.getByRole('alertdialog', { name: 'Trocar participante' });
  await within(dialog).findByRole('form', { name: 'Dados do novo participante' });
  return dialog;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('alertdialog', { name: 'Trocar participante' });
  await within(dialog).findByRole('form', { name: 'Dados do novo participante' });
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await user.type(field(/^Nome/), 'Daniela');
  await user.type(field(/^Sobrenome/), 'Reis');
  await user.type(field(/^E-mail/), 'dani@acme.com.br');
  await user.type(field(/^Telefone comercial/), '1130001234');
  await user.type(field(/^Celular/), '11987654321');
  await user.type(field(/^Empresa/), 'Acme');
  await user.selectOptions(field(/^Cargo/), 'Gerente');
  await user.selectOptions(field(/^Departamento/), 'Financeiro');
  await user.selectOptions(field(/^Segmento/), 'Serviços');
  await user.selectOptions(field(/^Número de funcionários/), 'ATÉ 49');
  await user.selectOptions(field(/^Nível de responsabilidade/), 'Decide Compra');
  await user.selectOptions(field(/^Estado/), 'SP');
  await user.type(field(/^Cidade/), 'São Paulo');
  await user.click(field(/termos de responsabilidade/));
  return dialog;
}

describe("'Trocar participante'", () => {
  it('is not offered when the swap is not allowed (used, cancelled, past the deadline, off)', () => {
    show({ permitida: false, prazo: null });
    expect(screen.queryByRole('button', { name: /Trocar participante/ })).toBeNull();
  });

  it('opens from the keyboard, sends the new participant and says so in a toast', async () => {
    const user = userEvent.setup();
    show();
    const button = screen.getByRole('button', { name: 'Trocar participante: Bruno Lima' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await fill(user);
    expect(dialog).toHaveTextContent('O ingresso de Bruno Lima passa para a pessoa abaixo');
    expect(dialog).toHaveTextContent('Trocas até 04/03/2027, 09:00');
    expect(within(dialog).getByLabelText(/^Celular/)).toHaveValue('(11) 98765-4321');

    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    expect(await screen.findByText(SWAP_MESSAGES.swapped)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(`/api/pedidos/${ORDER}/participantes/2`);
    expect(asked[0]!.body).toMatchObject({
      Nome: 'Daniela',
      Sobrenome: 'Reis',
      Email: 'dani@acme.com.br',
      Telefone_Celular: '(11) 98765-4321',
      UF: 'SP',
      Termo_de_responsabilidade: true,
    });
    expect(asked[0]!.body).not.toHaveProperty('id_pedido');
  });

  it('shows the form’s pt-BR messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    show();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'dani@');
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    const nome = within(dialog).getByLabelText(/^Nome/);
    await waitFor(() => expect(nome).toHaveFocus());
    expect(nome).toHaveAccessibleDescription('Campo obrigatório');
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('E-mail inválido');
    expect(
      within(dialog).getByText('Você precisa aceitar os termos de responsabilidade'),
    ).toBeVisible();
    expect(asked).toHaveLength(0);
  });

  it("keeps the dialog open with the server's refusal: a 409 inside, a 400 under its field", async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: /Trocar participante/ }));
    answer = { status: 409, body: { message: SWAP_MESSAGES.deadlinePassed } };
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SWAP_MESSAGES.deadlinePassed,
    );
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Daniela');

    answer = {
      status: 400,
      body: {
        message: 'E-mail inválido',
        errors: [{ path: 'Email', message: 'E-mail inválido' }],
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    const email = within(dialog).getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail inválido'));
    expect(email).toHaveFocus();
  });

  it("asks the event's questions for this ticket's type, refuses a blank required one and sends respostas", async () => {
    perguntas = QUESTIONS;
    const user = userEvent.setup();
    show();
    const dialog = await openDialog(user);
    expect(questionsAskedFor).toEqual([EVENT]);
    const extra = within(dialog).getByRole('group', { name: 'Informações adicionais' });
    const documento = within(extra).getByRole('textbox', { name: /^Número do documento/ });
    expect(documento).toHaveAttribute('aria-required', 'true');
    expect(documento).toHaveAccessibleDescription('RG ou passaporte, para a portaria.');
    // VIP's question is not a Lote 1 ticket's.
    expect(within(dialog).queryByText('Restrição alimentar')).toBeNull();

    // Blank, with a seed field wrong too: every message at once, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    await waitFor(() =>
      expect(documento).toHaveAccessibleDescription(
        `RG ou passaporte, para a portaria. ${Q.required}`,
      ),
    );
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obrigatório');
    expect(asked).toHaveLength(0);

    await fill(user);
    await user.type(documento, 'MG-12.345.678');
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    expect(await screen.findByText(SWAP_MESSAGES.swapped)).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    // The unticked consent is an answer ('no'); blanks would be left out.
    expect(asked[0]!.body.respostas).toEqual([
      { pergunta_id: DOCUMENTO, valor: 'MG-12.345.678' },
      { pergunta_id: CONSENTIMENTO, valor: false },
    ]);
  });

  it("shows the VIP ticket's own question and the server's 400 at respostas.<id> under it", async () => {
    perguntas = QUESTIONS;
    const user = userEvent.setup();
    show(OPEN, VIP);
    const dialog = await openDialog(user);
    expect(within(dialog).queryByText(/Número do documento/)).toBeNull();
    const dieta = within(dialog).getByRole('radiogroup', { name: /^Restrição alimentar/ });
    await fill(user);
    await user.click(within(dieta).getByRole('radio', { name: 'Vegetariana' }));
    answer = {
      status: 400,
      body: {
        message: 'Dados inválidos',
        errors: [{ path: `respostas.${DIETA}`, message: 'Opção indisponível para este evento' }],
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    expect(await within(dialog).findByText('Opção indisponível para este evento')).toBeVisible();
    expect(dieta).toHaveAccessibleDescription('Opção indisponível para este evento');
    expect(within(dieta).getByRole('radio', { name: 'Nenhuma' })).toHaveFocus();
    expect(asked[0]!.body.respostas).toEqual([
      { pergunta_id: DIETA, valor: 'Vegetariana' },
      { pergunta_id: CONSENTIMENTO, valor: false },
    ]);
    // Not a refusal of the whole swap: nothing said above the buttons.
    expect(
      within(dialog)
        .getAllByRole('alert')
        .every((alert) => alert.textContent === ''),
    ).toBe(true);
  });

  it('links to how the data is used, in a new tab so what is typed stays', async () => {
    const user = userEvent.setup();
    show();
    const dialog = await openDialog(user);
    const link = within(dialog).getByRole('link', { name: 'Como usamos seus dados' });
    expect(link).toHaveAttribute('href', '/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
