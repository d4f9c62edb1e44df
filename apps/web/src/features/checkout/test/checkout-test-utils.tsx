import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { CheckoutPage } from '../checkout-page';

/** Helpers of the checkout's tests (imported by *.test.tsx files only). */

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
export const currentSearch = () => screen.getByTestId('location-search').textContent;

/** /checkout with the app's providers, a Toaster, and pages to land on. */
export function renderCheckout({ state }: { state?: unknown } = {}): UserEvent {
  // sonner's toasts outlive a test; a new Toaster would show the last test's again.
  toast.dismiss();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/checkout', state }]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/events" element={<h1>Eventos Corporativos</h1>} />
          <Route path="/events/:id" element={<h1>Página do evento</h1>} />
          <Route path="/event/:id/fila" element={<h1>Fila virtual</h1>} />
          <Route path="/" element={<h1>Início</h1>} />
          <Route path="/confirmacao" element={<h1>Página de confirmação</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const combobox = (name: string) => screen.getByRole('combobox', { name });
export const submitButton = () =>
  screen.getByRole('button', {
    name: /^(Salvar e Próximo Participante|Finalizar e Ir para Pagamento|Salvando\.\.\.)$/,
  });

/** The error shown under a control (its aria-describedby). */
export function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-erro'));
  return error?.textContent ?? null;
}

export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(combobox(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function typeInto(user: UserEvent, name: string, value: string) {
  const input = field(name);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

export interface ParticipantFixture {
  nome: string;
  sobrenome: string;
  email: string;
  cpf?: string;
}

export const ANA: ParticipantFixture = {
  nome: 'Ana',
  sobrenome: 'Souza',
  email: 'ana.souza@empresa.com.br',
  cpf: '52998224725',
};
export const BRUNO: ParticipantFixture = {
  nome: 'Bruno',
  sobrenome: 'Lima',
  email: 'bruno.lima@empresa.com.br',
};
export const CARLA: ParticipantFixture = {
  nome: 'Carla',
  sobrenome: 'Reis',
  email: 'carla.reis@empresa.com.br',
};

/** Fills every field of the form shown. */
export async function fillParticipant(user: UserEvent, person: ParticipantFixture) {
  await typeInto(user, 'Nome', person.nome);
  await typeInto(user, 'Sobrenome', person.sobrenome);
  await typeInto(user, 'E-mail', person.email);
  if (person.cpf) await typeInto(user, 'CPF', person.cpf);
  await typeInto(user, 'Telefone comercial', '1130001234');
  await typeInto(user, 'Celular', '11987654321');
  await typeInto(user, 'Empresa', 'Acme Automação');
  await choose(user, 'Cargo', 'Gerente de TI');
  await choose(user, 'Departamento', 'Tecnologia da Informação');
  await choose(user, 'Segmento', 'Seguros');
  await user.click(screen.getByRole('radio', { name: 'DE 100 A 499' }));
  await user.click(screen.getByRole('radio', { name: 'Decide Compra' }));
  await choose(user, 'Estado (UF)', 'SP — São Paulo');
  await typeInto(user, 'Cidade', 'São Paulo');
  const terms = screen.getByRole('checkbox', { name: 'Li e aceito os termos de responsabilidade' });
  if (terms.getAttribute('aria-checked') !== 'true') await user.click(terms);
}

/** The stored form values of a participant (spec §3 names), as the form saves them. */
export function storedParticipant(person: ParticipantFixture) {
  return {
    nome: person.nome,
    sobrenome: person.sobrenome,
    email: person.email,
    telefone_comercial: '(11) 3000-1234',
    telefone_celular: '(11) 98765-4321',
    empresa: 'Acme Automação',
    cargo: 'Gerente de TI',
    departamento: 'Tecnologia da Informação',
    segmento: 'Seguros',
    numero_funcionarios: 'DE 100 A 499',
    nivel_responsabilidade: 'Decide Compra',
    uf: 'SP',
    cidade: 'São Paulo',
    cpf: person.cpf ?? '',
    termo_responsabilidade: true,
  };
}
