import { EVENT_FORM_MESSAGES as M, emptyTicketType } from '@bilheteria/domain/event-form';
import { describe, expect, it } from 'vitest';
import {
  basicsReady,
  completedSections,
  eventRequest,
  firstErrorPath,
  formPathOf,
  sortByTab,
  tabOfPath,
  wizardIssues,
  type WizardContext,
} from './wizard-rules';
import { emptyWizard, type WizardValues } from './wizard-values';

/** 12:00 of 1 March 2027 in São Paulo (already the 2nd in Tokyo, where the tests run). */
const now = new Date('2027-03-01T15:00:00.000Z');
const context: WizardContext = { locks: {}, originalDate: null, now };

function valid(overrides: Partial<WizardValues['basics']> = {}): WizardValues {
  const values = emptyWizard();
  values.basics = {
    ...values.basics,
    title: 'Fórum de IA Aplicada',
    description: '<p>Um dia inteiro sobre <strong>IA</strong> nas empresas.</p>',
    date: '2027-04-10',
    time: '09:00',
    location: 'Centro de Convenções',
    city: 'São Paulo',
    address: 'Av. Paulista, 1000',
    category: 'Fórum',
    imageUrl: 'https://exemplo.com.br/capa.jpg',
    ...overrides,
  };
  return values;
}

describe('wizardIssues', () => {
  it('refuses a start day before São Paulo’s today, but lets an edited event keep its own', () => {
    expect(wizardIssues(valid({ date: '2027-03-01' }), context)).toEqual([]);
    expect(wizardIssues(valid({ date: '2027-02-28' }), context)).toEqual([
      { path: 'basics.date', message: M.datePast },
    ]);
    expect(
      wizardIssues(valid({ date: '2027-02-28' }), { ...context, originalDate: '2027-02-28' }),
    ).toEqual([]);
  });

  it('wants the end after the start, and agenda days inside the event', () => {
    expect(wizardIssues(valid({ endDate: '2027-04-10', endTime: '08:00' }), context)).toEqual([
      { path: 'basics.endTime', message: M.endBeforeStart },
    ]);
    const values = valid({ endDate: '2027-04-11', endTime: '18:00' });
    values.agenda = [
      { day: '2027-04-11', time: '09:00', endTime: '', title: 'Dia dois', speaker: '' },
      { day: '2027-04-12', time: '09:00', endTime: '', title: 'Depois', speaker: '' },
      { day: '', time: '09:00', endTime: '', title: 'Primeiro dia', speaker: '' },
    ];
    expect(wizardIssues(values, context)).toEqual([
      { path: 'agenda.1.day', message: M.agendaDayOutside },
    ]);
  });

  it('keeps a type’s quantity at or above what is sold and held', () => {
    const values = valid();
    const id = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    values.tickets = [{ ...emptyTicketType(), id, quantity: '34' }];
    const locks = { [id]: { sold: 30, held: 5 } };
    expect(wizardIssues(values, { ...context, locks })).toEqual([
      { path: 'tickets.0.quantity', message: M.quantityBelowSold },
    ]);
    values.tickets[0]!.quantity = '35';
    expect(wizardIssues(values, { ...context, locks })).toEqual([]);
  });
});

describe('sections and saving', () => {
  it('marks the basics complete, and only them gate saving (spec §4)', () => {
    expect(basicsReady(emptyWizard(), context)).toBe(false);
    expect(basicsReady(valid(), context)).toBe(true);
    expect(basicsReady(valid({ date: '2027-02-01' }), context)).toBe(false);
    expect(completedSections(valid(), context)).toEqual({
      basics: true,
      tickets: false,
      agenda: false,
      speakers: false,
      faq: false,
    });
  });

  it('saves a draft with empty lists; publishing needs a ticket type; items present are checked', () => {
    const draft = eventRequest(valid(), 'draft', context);
    expect(draft.ok && draft.request.status).toBe('draft');
    expect(eventRequest(valid(), 'published', context)).toEqual({
      ok: false,
      issues: [{ path: 'tickets', message: M.ticketsRequired }],
    });
    const values = valid({ title: 'Ab' });
    values.faq = [{ question: 'Há?', answer: 'Sim, no subsolo.' }];
    values.tickets = [{ ...emptyTicketType(), name: 'Lote 1' }];
    const result = eventRequest(values, 'draft', context);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map(({ path }) => path)).toEqual([
      'basics.title',
      'tickets.0.description',
      'tickets.0.price',
      'tickets.0.quantity',
      'faq.0.question',
    ]);
  });

  it('sends the values trimmed, as the API parses them', () => {
    const result = eventRequest(valid({ title: '  Fórum de IA Aplicada  ' }), 'draft', context);
    expect(result.ok && result.request.basics.title).toBe('Fórum de IA Aplicada');
  });
});

describe('paths', () => {
  it('maps a 400’s paths to the form’s fields and their tabs', () => {
    const values = valid();
    values.tickets = [emptyTicketType()];
    expect(formPathOf('basics.title', values)).toBe('basics.title');
    expect(formPathOf('basics/title', values)).toBe('basics.title');
    expect(formPathOf('tickets.0.price', values)).toBe('tickets.0.price');
    expect(formPathOf('tickets', values)).toBe('tickets');
    expect(formPathOf('tickets.3.price', values)).toBeNull();
    expect(formPathOf('basics', values)).toBeNull();
    expect(formPathOf('status', values)).toBeNull();
    expect(tabOfPath('speakers.0.name')).toBe('palestrantes');
    expect(tabOfPath('faq')).toBe('faq');
  });

  it('orders problems as the wizard shows them', () => {
    expect(
      sortByTab([
        { path: 'faq.0.answer', message: '' },
        { path: 'basics.date', message: '' },
        { path: 'tickets.1.name', message: '' },
        { path: 'basics.title', message: '' },
        { path: 'tickets.0.price', message: '' },
        { path: 'tickets', message: '' },
      ]).map(({ path }) => path),
    ).toEqual([
      'basics.title',
      'basics.date',
      'tickets',
      'tickets.0.price',
      'tickets.1.name',
      'faq.0.answer',
    ]);
    expect(
      firstErrorPath('basics', {
        imageUrl: { message: 'x' },
        date: { message: 'y' },
        commission: { message: 'z' },
      }),
    ).toBe('basics.date');
    expect(firstErrorPath('agenda', { message: M.agendaRequired })).toBe('agenda');
    expect(firstErrorPath('agenda', [undefined, { title: { message: 'x' } }])).toBe(
      'agenda.1.title',
    );
    expect(firstErrorPath('faq', undefined)).toBeNull();
  });
});
