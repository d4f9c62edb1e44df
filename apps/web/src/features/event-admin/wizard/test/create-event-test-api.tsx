import type { EventFormValues } from '@bilheteria/domain/event-form';
import type { EditableEvent, SavedEvent } from '@bilheteria/domain/organizer-contract';
import type { SwapSettings } from '@bilheteria/domain/participant-swap';
import type { QuestionView, SaveQuestionsRequest } from '@bilheteria/domain/registration-questions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, type ChangeEvent } from 'react';
import { expect } from 'vitest';
import { server } from '@/test/msw-server';
import type { RichTextEditorProps } from '../components/rich-text-editor';

/** The wizard's API answered at the network edge, and its screen driven (tests only). */

export const EVENTS_PATH = '/api/organizador/eventos';
export const IMAGES_PATH = '/api/organizador/imagens';
export const EVENT_ID = '3f1c2a9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
export const SOLD_TICKET_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const FRESH_TICKET_ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

/**
 * 12:00 of 1 March 2027 in São Paulo: the wizard's "today". (Vitest runs the web tests in
 * Asia/Tokyo, where it is already the 2nd: São Paulo's day is what counts.)
 */
export const NOW = new Date('2027-03-01T15:00:00.000Z');
export const FUTURE_DAY = '2027-04-10';

export function editableEvent(overrides: Partial<EditableEvent> = {}): EditableEvent {
  return {
    id: EVENT_ID,
    slug: 'congresso-de-automacao-2027',
    status: 'published',
    basics: {
      title: 'Congresso de Automação 2027',
      description: '<p>Dois dias de palestras sobre <strong>RPA</strong> e IA aplicada.</p>',
      date: FUTURE_DAY,
      time: '09:00',
      endDate: '2027-04-11',
      endTime: '18:00',
      location: 'Centro de Convenções Frei Caneca',
      city: 'São Paulo',
      address: 'Rua Frei Caneca, 569 - Consolação',
      category: 'Conferência',
      commission: '10',
      imageUrl: 'https://exemplo.com.br/capa.jpg',
    },
    tickets: [
      {
        id: SOLD_TICKET_ID,
        name: 'Lote 1',
        description: 'Acesso aos dois dias',
        price: '150,00',
        quantity: '100',
        maxPerOrder: '5',
        sold: 30,
        held: 5,
      },
      {
        id: FRESH_TICKET_ID,
        name: 'VIP',
        description: 'Acesso com lounge',
        price: '450,00',
        quantity: '20',
        maxPerOrder: '2',
        sold: 0,
        held: 0,
      },
    ],
    agenda: [
      {
        day: '2027-04-11',
        time: '09:00',
        endTime: '10:00',
        title: 'Abertura',
        speaker: 'Marina Costa',
      },
    ],
    speakers: [{ name: 'Marina Costa', role: 'CTO', company: 'Acme', bio: '', imageUrl: '' }],
    faq: [{ question: 'Tem estacionamento?', answer: 'Sim, no subsolo.' }],
    paidOrders: 3,
    ...overrides,
  };
}

/** GET /api/organizador/eventos/:id answers `respond`. */
export function serveEditableEvent(respond: () => Response | Promise<Response>) {
  server.use(http.get(`${EVENTS_PATH}/:eventId`, respond));
  serveSwapSettings();
  serveQuestions();
}

/**
 * The event's registration questions (issue 30): GET answers the stored list; PUT records the
 * body and answers `respond` (by default the list stored, new questions given ids, versions
 * grown for the changed ones).
 */
export function serveQuestions(
  stored: QuestionView[] = [],
  respond?: (body: SaveQuestionsRequest) => Response | Promise<Response>,
) {
  const bodies: SaveQuestionsRequest[] = [];
  let list = stored;
  let next = 1;
  const path = `${EVENTS_PATH}/:eventId/perguntas`;
  server.use(
    http.get(path, () => HttpResponse.json({ perguntas: list })),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as SaveQuestionsRequest;
      bodies.push(body);
      if (respond) return respond(body);
      list = body.perguntas.map((question) => {
        const before = list.find((known) => known.id === question.id);
        return {
          id: question.id ?? `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`,
          versao: before ? before.versao + 1 : 1,
          tipo: question.tipo,
          titulo: question.titulo,
          ajuda: question.ajuda ?? '',
          obrigatoria: question.obrigatoria ?? false,
          opcoes: question.opcoes ?? [],
          tipos_ingresso: question.tipos_ingresso ?? null,
        };
      });
      return HttpResponse.json({ perguntas: list });
    }),
  );
  return bodies;
}

/**
 * The event's 'Troca de participante' setting, shown below the wizard: GET answers `saved`, PUT
 * answers `respond` (by default what was sent); the bodies sent are in the returned list.
 */
export function serveSwapSettings(
  saved: SwapSettings = { permitida: true, horas_antes: 24 },
  respond: (body: SwapSettings) => Response = (body) => HttpResponse.json(body),
) {
  const bodies: SwapSettings[] = [];
  const path = `${EVENTS_PATH}/:eventId/troca-participante`;
  server.use(
    http.get(path, () => HttpResponse.json(saved)),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as SwapSettings;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

/** POST (or PUT /:id) of the wizard; the bodies sent are in the returned list. */
export function serveSave(
  method: 'post' | 'put',
  respond: (body: EventFormValues) => Response | Promise<Response> = (body) =>
    HttpResponse.json<SavedEvent>(
      { id: EVENT_ID, slug: 'evento', status: body.status },
      { status: method === 'post' ? 201 : 200 },
    ),
) {
  const bodies: EventFormValues[] = [];
  const path = method === 'post' ? EVENTS_PATH : `${EVENTS_PATH}/:eventId`;
  server.use(
    http[method](path, async ({ request }) => {
      const body = (await request.json()) as EventFormValues;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

/* ----------------------------------------------------------------- the screen */

/** A field's label as shown: its text, and the '*' of a required field. */
export const label = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

export const tab = (name: string) => screen.getByRole('tab', { name });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** The error a control points to with aria-describedby, or null. */
export function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-erro'));
  return error?.textContent ?? null;
}

export async function expectError(control: HTMLElement, message: string | null) {
  await waitFor(() => expect(errorOf(control)).toBe(message));
}

/** Types into a text field as a paste (fast), replacing what it had. */
export async function typeInto(user: UserEvent, control: HTMLElement, value: string) {
  await user.clear(control);
  if (value) {
    await user.click(control);
    await user.paste(value);
  }
}

/** Date, time and number fields: a value set as the browser's picker would. */
export function setValue(control: HTMLElement, value: string) {
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
}

export async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The basics of a valid event, filled in the Evento tab. */
export async function fillBasics(user: UserEvent) {
  await typeInto(user, textbox('Título do evento'), 'Fórum de IA Aplicada');
  await typeInto(user, await description(), 'Um dia inteiro sobre IA nas empresas.');
  setValue(screen.getByLabelText(label('Data de início')), FUTURE_DAY);
  setValue(screen.getByLabelText(label('Horário de início')), '09:00');
  await typeInto(user, textbox('Localização'), 'Centro de Convenções');
  await typeInto(user, textbox('Cidade'), 'São Paulo');
  await typeInto(user, textbox('Endereço completo'), 'Av. Paulista, 1000 - Bela Vista');
  await choose(user, screen.getByRole('combobox', { name: 'Categoria' }), 'Fórum');
  await typeInto(user, textbox('Endereço da imagem (URL)'), 'https://exemplo.com.br/forum.jpg');
}

export const description = () =>
  screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 5000 });

/**
 * Stands in for the tiptap editor in the wizard's tests (happy-dom does not run
 * contenteditable typing): a text box whose text becomes one paragraph of HTML. The editor
 * itself is tested in rich-text-editor.test.tsx.
 */
export function FakeRichTextEditor({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  focusRef,
}: RichTextEditorProps) {
  useEffect(() => {
    focusRef?.({ focus: () => document.getElementById(id)?.focus() });
    return () => focusRef?.(null);
  }, [focusRef, id]);
  return (
    <textarea
      id={id}
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value.replace(/<\/?p>/g, '')}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
        onChange(event.target.value ? `<p>${event.target.value}</p>` : '')
      }
      onBlur={onBlur}
    />
  );
}
