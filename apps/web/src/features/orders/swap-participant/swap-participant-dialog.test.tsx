import { SWAP_MESSAGES, type SwapState } from '@bilheteria/domain/participant-swap';
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

type Answer = { status: number; body: object };
let asked: { url: string; body: Record<string, unknown> }[];
let answer: Answer;

beforeEach(() => {
  asked = [];
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
  );
});

function show(swap: SwapState = OPEN) {
  toast.dismiss();
  return renderWithProviders(
    <>
      <SwapParticipantButton orderId={ORDER} position={2} holderName="Bruno Lima" swap={swap} />
      <Toaster />
    </>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('alertdialog', { name: 'Trocar participante' });
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
    await user.click(screen.getByRole('button', { name: /Trocar participante/ }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'dani@');
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    const nome = within(dialog).getByLabelText(/^Nome/);
    await waitFor(() => expect(nome).toHaveFocus());
    expect(nome).toHaveAccessibleDescription('Campo obrigatório');
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Email inválido');
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
        message: 'Email inválido',
        errors: [{ path: 'Email', message: 'Email inválido' }],
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Trocar participante' }));
    const email = within(dialog).getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email inválido'));
    expect(email).toHaveFocus();
  });
});
