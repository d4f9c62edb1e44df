import { describe, expect, it } from 'vitest';
import {
  agendaSectionSchema,
  imageFileProblem,
  MAX_IMAGE_BYTES,
  DEFAULT_COMMISSION,
  DEFAULT_MAX_PER_ORDER,
  emptyEventForm,
  emptyTicketType,
  EVENT_FORM_MESSAGES as M,
  EVENT_STATUS_LABELS,
  eventBasicsSchema,
  eventFormSchema,
  eventSpan,
  type EventFormValues,
  faqSectionSchema,
  isPastDay,
  parsePriceText,
  priceText,
  speakersSectionSchema,
  textOfHtml,
  ticketsSectionSchema,
} from './event-form';

const BASICS = {
  title: 'Congresso de Automação 2027',
  description: '<p>Dois dias de <strong>automação</strong> com quem faz.</p>',
  date: '2027-03-10',
  time: '09:00',
  endDate: '',
  endTime: '',
  location: 'Centro de Convenções',
  city: 'Recife',
  address: 'Av. Boa Viagem, 1000',
  category: 'Conferência',
  commission: '10',
  imageUrl: 'https://exemplo.com.br/capa.png',
} satisfies EventFormValues['basics'];
const TICKET = {
  name: 'Pista',
  description: 'Acesso aos dois dias',
  price: 'R$ 150,00',
  quantity: '100',
  maxPerOrder: '5',
};
const AGENDA = { day: '', time: '09:00', endTime: '10:00', title: 'Abertura', speaker: '' };
const SPEAKER = {
  name: 'Ana Lima',
  role: 'Diretora',
  company: 'Nexa',
  bio: '',
  imageUrl: '',
};
const FAQ = { question: 'Tem estacionamento?', answer: 'Sim, no local.' };
const FORM: EventFormValues = {
  status: 'published',
  basics: BASICS,
  tickets: [TICKET],
  agenda: [AGENDA],
  speakers: [SPEAKER],
  faq: [FAQ],
};

type Issue = { path: string; message: string };
const issuesOf = (schema: { safeParse(input: unknown): unknown }, input: unknown): Issue[] => {
  const result = schema.safeParse(input) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
};

describe('event basics (spec §5 "Event basics")', () => {
  it('accepts a complete form', () => {
    expect(issuesOf(eventBasicsSchema, BASICS)).toEqual([]);
  });

  it.each([
    [{ title: 'Expo' }, 'title', 'Título deve ter pelo menos 5 caracteres'],
    [{ title: '     Expo    ' }, 'title', 'Título deve ter pelo menos 5 caracteres'],
    [{ description: '<p>Curta demais</p>' }, 'description', M.description],
    [{ description: '<p><strong></strong>           </p>' }, 'description', M.description],
    [{ date: '' }, 'date', 'Data do evento é obrigatória'],
    [{ date: '10/03/2027' }, 'date', 'Data do evento é obrigatória'],
    [{ date: '2027-02-30' }, 'date', 'Data do evento é obrigatória'],
    [{ time: '' }, 'time', 'Hora do evento é obrigatória'],
    [{ time: '25:00' }, 'time', 'Hora do evento é obrigatória'],
    [{ endDate: '2027-13-01' }, 'endDate', 'Data de término inválida'],
    [{ endDate: '2027-02-29' }, 'endDate', 'Data de término inválida'],
    [{ endTime: '9h' }, 'endTime', 'Horário de término inválido'],
    [{ endTime: '08:00' }, 'endTime', M.endBeforeStart],
    [{ endDate: '2027-03-09', endTime: '18:00' }, 'endTime', M.endBeforeStart],
    [{ location: 'Sala' }, 'location', 'Localização deve ter pelo menos 5 caracteres'],
    [{ city: '' }, 'city', 'Cidade é obrigatória'],
    [{ city: 'X' }, 'city', 'Cidade deve ter pelo menos 2 caracteres'],
    [{ address: '' }, 'address', 'Endereço completo é obrigatório'],
    // Issue 33: something typed but short is not 'obrigatório'.
    [{ address: 'Rua' }, 'address', 'Endereço completo deve ter pelo menos 5 caracteres'],
    [{ category: '' }, 'category', 'Categoria é obrigatória'],
    [{ category: 'Show' }, 'category', 'Categoria é obrigatória'],
    [{ commission: '' }, 'commission', 'Comissão é obrigatória'],
    [{ commission: '101' }, 'commission', M.commissionRange],
    [{ commission: '-5' }, 'commission', M.commissionRange],
    [{ commission: 'dez' }, 'commission', M.commissionRange],
    [{ commission: '12,555' }, 'commission', M.commissionRange],
    [{ commission: 12.555 }, 'commission', M.commissionRange],
    [{ commission: -1 }, 'commission', M.commissionRange],
    [{ commission: null }, 'commission', M.commissionRange],
    [{ imageUrl: '' }, 'imageUrl', 'Imagem do evento é obrigatória'],
    [{ imageUrl: 'capa.png' }, 'imageUrl', 'Imagem deve ser uma URL válida'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Imagem deve ser uma URL válida'],
    [{ imageUrl: '/api/imagens/../../etc/passwd' }, 'imageUrl', M.image],
  ])('%j → %s: %s', (change, path, message) => {
    expect(issuesOf(eventBasicsSchema, { ...BASICS, ...change })).toEqual([{ path, message }]);
  });

  it.each([['10%'], ['0'], ['100'], [' 15 '], ['12,5'], ['12.5'], ['12,50'], [12.5], [100]])(
    'takes the commission %j',
    (commission) => {
      expect(issuesOf(eventBasicsSchema, { ...BASICS, commission })).toEqual([]);
    },
  );

  it('flags every field in one pass, the category and the end among the others (issue 33)', () => {
    const empty = {
      title: '',
      description: '',
      date: '',
      time: '',
      endDate: '',
      endTime: '',
      location: '',
      city: '',
      address: '',
      category: '',
      commission: '',
      imageUrl: '',
    };
    expect(issuesOf(eventBasicsSchema, empty)).toEqual([
      { path: 'title', message: M.title },
      { path: 'description', message: M.description },
      { path: 'date', message: M.date },
      { path: 'time', message: M.time },
      { path: 'location', message: M.location },
      { path: 'city', message: M.city },
      { path: 'address', message: M.address },
      { path: 'category', message: M.category },
      { path: 'commission', message: M.commission },
      { path: 'imageUrl', message: M.imageRequired },
    ]);
    // An end before the start is said even when another field is wrong too.
    expect(issuesOf(eventBasicsSchema, { ...BASICS, title: '', endTime: '08:00' })).toEqual([
      { path: 'title', message: M.title },
      { path: 'endTime', message: M.endBeforeStart },
    ]);
  });

  it.each([['10%'], ['0'], ['100'], [' 15 ']])('takes the commission %j', (commission) => {
    expect(issuesOf(eventBasicsSchema, { ...BASICS, commission })).toEqual([]);
  });

  it.each([
    'http://exemplo.com.br/capa.jpg',
    '/api/imagens/3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f.webp',
    '/media/demo/events/rpa-summit.svg',
  ])('takes the image address %j (the web, an uploaded image, a demo picture)', (imageUrl) => {
    expect(issuesOf(eventBasicsSchema, { ...BASICS, imageUrl })).toEqual([]);
  });

  it('counts the description’s visible text, not its tags', () => {
    expect(textOfHtml('<p>Olá&nbsp;<strong>mundo</strong></p><p>&amp;</p>')).toBe('Olá mundo x');
    const twentyLetters = `<p>${'a'.repeat(20)}</p>`;
    expect(issuesOf(eventBasicsSchema, { ...BASICS, description: twentyLetters })).toEqual([]);
  });
});

describe('imageFileProblem', () => {
  it('lets a JPEG, PNG or WebP of up to 5 MB go, and names what is wrong with any other', () => {
    expect(imageFileProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 1 })).toBe(
      'Envie uma imagem JPEG, PNG ou WebP.',
    );
    expect(imageFileProblem({ type: '', size: 1 })).toBe('Envie uma imagem JPEG, PNG ou WebP.');
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'A imagem deve ter no máximo 5 MB.',
    );
  });
});

describe('eventSpan', () => {
  it('reads the São Paulo wall clock (UTC−3) whatever the machine’s zone', () => {
    expect(eventSpan(BASICS)).toEqual({
      startsAt: new Date('2027-03-10T12:00:00.000Z'),
      // No end given: two hours after the start.
      endsAt: new Date('2027-03-10T14:00:00.000Z'),
    });
  });

  it('takes an end time on the same day, and an end date with the start time', () => {
    expect(eventSpan({ ...BASICS, endTime: '18:00' })?.endsAt).toEqual(
      new Date('2027-03-10T21:00:00.000Z'),
    );
    expect(eventSpan({ ...BASICS, endDate: '2027-03-11' })?.endsAt).toEqual(
      new Date('2027-03-11T12:00:00.000Z'),
    );
    expect(eventSpan({ ...BASICS, endDate: '2027-03-11', endTime: '17:30' })?.endsAt).toEqual(
      new Date('2027-03-11T20:30:00.000Z'),
    );
  });

  it('is null for a date or time that is not one', () => {
    expect(eventSpan({ ...BASICS, date: '' })).toBeNull();
    expect(eventSpan({ ...BASICS, date: '2027-02-30' })).toBeNull();
    expect(eventSpan({ ...BASICS, time: '9:00' })).toBeNull();
  });
});

describe('isPastDay', () => {
  const now = new Date('2027-03-10T02:30:00.000Z'); // 23:30 on 9 March in São Paulo
  it('compares with São Paulo’s day', () => {
    expect(isPastDay('2027-03-08', now)).toBe(true);
    expect(isPastDay('2027-03-09', now)).toBe(false);
    expect(isPastDay('2027-03-10', now)).toBe(false);
  });
});

describe('parsePriceText', () => {
  it.each([
    ['R$ 1.234,56', 123_456],
    ['1.234,56', 123_456],
    ['1234,56', 123_456],
    ['150', 15_000],
    ['150,5', 15_050],
    ['150.5', 15_050],
    ['150.50', 15_050],
    ['1.500', 150_000],
    ['1.000.000', 100_000_000],
    ['0', 0],
    ['0,00', 0],
    ['r$89,90', 8_990],
    [' R$ 12 ', 1_200],
    ['1.000.000,00', 100_000_000],
  ])('%j → %d cents', (text, cents) => {
    expect(parsePriceText(text)).toBe(cents);
  });

  it.each([
    '',
    'R$',
    'abc',
    '-10',
    '10,999',
    '1,234.56',
    '1.23.4',
    '1.000.000,01',
    '1.500.000',
    '12,',
    ',',
  ])('%j is not a price', (text) => {
    expect(parsePriceText(text)).toBeNull();
  });

  it('round-trips with priceText', () => {
    expect(priceText(15_000)).toBe('150,00');
    expect(priceText(5)).toBe('0,05');
    expect(priceText(123_456)).toBe('1234,56');
    for (const cents of [0, 1, 99, 100, 8_990, 123_456, 100_000_000]) {
      expect(parsePriceText(priceText(cents))).toBe(cents);
    }
  });
});

describe('sections (spec §5 "Tickets", "Agenda", "Speakers", "FAQ")', () => {
  it('each needs at least one item, with the spec’s message', () => {
    expect(issuesOf(ticketsSectionSchema, [])).toEqual([
      { path: '', message: 'Adicione pelo menos um tipo de ingresso' },
    ]);
    expect(issuesOf(agendaSectionSchema, [])).toEqual([
      { path: '', message: 'Adicione pelo menos um item na agenda' },
    ]);
    expect(issuesOf(speakersSectionSchema, [])).toEqual([
      { path: '', message: 'Adicione pelo menos um palestrante' },
    ]);
    expect(issuesOf(faqSectionSchema, [])).toEqual([
      { path: '', message: 'Adicione pelo menos uma pergunta frequente' },
    ]);
    expect(issuesOf(ticketsSectionSchema, [TICKET])).toEqual([]);
    expect(issuesOf(agendaSectionSchema, [AGENDA])).toEqual([]);
    expect(issuesOf(speakersSectionSchema, [SPEAKER])).toEqual([]);
    expect(issuesOf(faqSectionSchema, [FAQ])).toEqual([]);
  });

  it.each([
    [{ name: 'A' }, 'name', M.ticketName],
    [{ description: 'Vip' }, 'description', M.ticketDescription],
    [{ price: '' }, 'price', M.ticketPrice],
    [{ price: 'grátis' }, 'price', M.ticketPriceInvalid],
    [{ quantity: '' }, 'quantity', M.ticketQuantity],
    [{ quantity: '0' }, 'quantity', M.ticketQuantityMin],
    [{ quantity: '2,5' }, 'quantity', M.ticketQuantityMin],
    [{ maxPerOrder: '' }, 'maxPerOrder', M.ticketMaxPerOrder],
    [{ maxPerOrder: '0' }, 'maxPerOrder', M.ticketMaxPerOrderMin],
    [{ maxPerOrder: '6' }, 'maxPerOrder', M.ticketMaxPerOrderMax],
    [{ id: 'not-a-uuid' }, 'id', expect.any(String)],
  ])('ticket %j → %s: %s', (change, field, message) => {
    expect(issuesOf(ticketsSectionSchema, [{ ...TICKET, ...change }])).toEqual([
      { path: `0.${field}`, message },
    ]);
  });

  it.each([
    [{ time: '' }, 'time', 'Horário é obrigatório'],
    [{ endTime: '7' }, 'endTime', 'Horário de término inválido'],
    [{ title: 'Oi' }, 'title', 'Título deve ter pelo menos 3 caracteres'],
    [{ day: '03/10' }, 'day', M.date],
    [{ endTime: '09:00' }, 'endTime', M.endBeforeStart],
    [{ endTime: '08:30' }, 'endTime', M.endBeforeStart],
  ])('agenda item %j → %s: %s', (change, field, message) => {
    expect(issuesOf(agendaSectionSchema, [{ ...AGENDA, ...change }])).toEqual([
      { path: `0.${field}`, message },
    ]);
  });

  it.each([
    [{ name: ' ' }, 'name', 'Nome é obrigatório'],
    [{ role: '' }, 'role', 'Cargo é obrigatório'],
    [{ company: '' }, 'company', 'Empresa é obrigatória'],
    [{ imageUrl: 'foto.png' }, 'imageUrl', 'URL da imagem inválida'],
  ])('speaker %j → %s: %s', (change, field, message) => {
    expect(issuesOf(speakersSectionSchema, [{ ...SPEAKER, ...change }])).toEqual([
      { path: `0.${field}`, message },
    ]);
  });

  it('takes a speaker without bio or photo, or with a photo address', () => {
    expect(
      issuesOf(speakersSectionSchema, [
        SPEAKER,
        { ...SPEAKER, bio: 'Vinte anos de automação.', imageUrl: 'https://x.com/a.jpg' },
      ]),
    ).toEqual([]);
  });

  it.each([
    [{ question: 'Já?' }, 'question', M.faqQuestion],
    [{ answer: 'Sim' }, 'answer', M.faqAnswer],
  ])('FAQ item %j → %s: %s', (change, field, message) => {
    expect(issuesOf(faqSectionSchema, [{ ...FAQ, ...change }])).toEqual([
      { path: `0.${field}`, message },
    ]);
  });
});

describe('the whole form (what the API receives)', () => {
  it('accepts a complete event', () => {
    expect(issuesOf(eventFormSchema, FORM)).toEqual([]);
  });

  it('publishing needs a ticket type; a draft may have none (spec §4: only the basics gate)', () => {
    expect(issuesOf(eventFormSchema, { ...FORM, tickets: [] })).toEqual([
      { path: 'tickets', message: 'Adicione pelo menos um tipo de ingresso' },
    ]);
    expect(
      issuesOf(eventFormSchema, {
        ...FORM,
        status: 'draft',
        tickets: [],
        agenda: [],
        speakers: [],
        faq: [],
      }),
    ).toEqual([]);
  });

  it('still checks every item that is there, in a draft too', () => {
    expect(
      issuesOf(eventFormSchema, { ...FORM, status: 'draft', faq: [{ ...FAQ, answer: '' }] }),
    ).toEqual([{ path: 'faq.0.answer', message: M.faqAnswer }]);
  });

  it('keeps agenda days within the event, and on the calendar', () => {
    const twoDays = { ...BASICS, endDate: '2027-03-11', endTime: '18:00' };
    const agenda = (day: string) => [{ ...AGENDA, day }];
    expect(
      issuesOf(eventFormSchema, { ...FORM, basics: twoDays, agenda: agenda('2027-03-11') }),
    ).toEqual([]);
    for (const day of ['2027-03-09', '2027-03-12']) {
      expect(issuesOf(eventFormSchema, { ...FORM, basics: twoDays, agenda: agenda(day) })).toEqual([
        { path: 'agenda.0.day', message: M.agendaDayOutside },
      ]);
    }
    expect(
      issuesOf(eventFormSchema, {
        ...FORM,
        basics: { ...BASICS, date: '2027-02-27', endDate: '2027-03-02' },
        agenda: agenda('2027-02-30'),
      }),
    ).toEqual([{ path: 'agenda.0.day', message: M.date }]);
  });

  it('refuses a status other than draft or published', () => {
    expect(issuesOf(eventFormSchema, { ...FORM, status: 'cancelled' })[0]?.path).toBe('status');
  });

  it('starts empty with the spec’s defaults (commission 10 %, 5 per order)', () => {
    const empty = emptyEventForm();
    expect(empty.basics.commission).toBe(DEFAULT_COMMISSION);
    expect(DEFAULT_COMMISSION).toBe('10');
    expect(emptyTicketType().maxPerOrder).toBe(DEFAULT_MAX_PER_ORDER);
    expect(DEFAULT_MAX_PER_ORDER).toBe('5');
    expect(empty.tickets).toEqual([]);
    // An empty wizard is not savable: its basics fail.
    expect(issuesOf(eventFormSchema, { status: 'draft', ...empty }).length).toBeGreaterThan(0);
  });
});

describe('texts', () => {
  it('are the spec’s, letter for letter, where the spec has them', () => {
    expect(M).toMatchObject({
      title: 'Título deve ter pelo menos 5 caracteres',
      description: 'Descrição deve ter pelo menos 20 caracteres',
      date: 'Data do evento é obrigatória',
      time: 'Hora do evento é obrigatória',
      location: 'Localização deve ter pelo menos 5 caracteres',
      address: 'Endereço completo é obrigatório',
      category: 'Categoria é obrigatória',
      commission: 'Comissão é obrigatória',
      image: 'Imagem deve ser uma URL válida',
      agendaRequired: 'Adicione pelo menos um item na agenda',
      agendaTime: 'Horário é obrigatório',
      agendaTitle: 'Título deve ter pelo menos 3 caracteres',
      speakersRequired: 'Adicione pelo menos um palestrante',
      speakerName: 'Nome é obrigatório',
      speakerRole: 'Cargo é obrigatório',
      speakerCompany: 'Empresa é obrigatória',
      speakerImage: 'URL da imagem inválida',
      faqRequired: 'Adicione pelo menos uma pergunta frequente',
      ticketsRequired: 'Adicione pelo menos um tipo de ingresso',
      ticketsSaved: 'Ingressos salvos com sucesso!',
      created: 'Evento criado com sucesso!',
      deleted: 'Evento excluído com sucesso!',
      exported: 'Dados exportados com sucesso!',
      notFound: 'Evento não encontrado',
    });
    expect(EVENT_STATUS_LABELS).toEqual({ draft: 'Rascunho', published: 'Ativo' });
  });

  it('are all different and written out (no two rules share a text by accident)', () => {
    const texts = Object.values(M);
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(5);
    // Only the generic 'Nome é obrigatório'-like ones may repeat across sections: none here.
    expect(new Set(texts).size).toBe(texts.length);
  });
});
