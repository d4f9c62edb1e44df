import { describe, expect, it } from 'vitest';
import type { ServerEventDetail } from './catalog-contract';
import { serverEventDetailSchema } from './catalog-contract';
import { groupAgendaByDay, startingPriceLabel, toEventDetail, toEventListItem } from './event-view';

const start = Date.UTC(2026, 11, 15, 12, 0) / 1000; // 09:00 in São Paulo
const end = Date.UTC(2026, 11, 16, 21, 0) / 1000; // 18:00 next day

const serverEvent: ServerEventDetail = {
  id: '7d4f0c52-2b1e-5a8e-9a53-0d1b7b2b9c11',
  titulo: 'RPA Summit Brasil',
  data_hora_inicio: { _seconds: start, _nanoseconds: 0 },
  data_hora_fim: { _seconds: end, _nanoseconds: 0 },
  local: 'Centro de Convenções Frei Caneca',
  cidade: 'São Paulo',
  endereco: 'Rua Frei Caneca, 569 - Consolação, São Paulo - SP',
  foto: '/media/demo/rpa-summit.svg',
  preco: 350,
  preco_centavos: 35000,
  categoria: { id: 1, nome: 'Conferência' },
  destaque: true,
  descricao: '<p>Automação em escala.</p>',
  organizador: '',
  organizador_logo: null,
  taxa_servico: null,
  tickets: [
    {
      id: 't1',
      titulo_ticket: 'Lote 1',
      valor_ticket: 350,
      valor_ticket_centavos: 35000,
      observacao: 'Acesso aos dois dias',
      tickets_disponiveis: '3',
      max_por_pedido: 5,
    },
    {
      id: 't2',
      titulo_ticket: 'VIP',
      valor_ticket: 990.5,
      valor_ticket_centavos: 99050,
      observacao: 'Com jantar',
      tickets_disponiveis: '0',
      max_por_pedido: 2,
    },
  ],
  faq: [{ duvida: 'Há estacionamento?', resposta: 'Sim, conveniado.' }],
  palestrantes: [{ nome: 'Ana Lima', cargo: 'CTO', empresa: 'Acme', foto: '/a.svg' }],
  situacao: 'publicado',
  programacao: [
    {
      dataProgramacao: '2026-12-16',
      horaInicioProgramacao: '09:00',
      horaFimProgramacao: '10:00',
      tituloPalestra: 'Abertura do dia 2',
      nome: '',
      cargo: '',
      empresa: '',
    },
    {
      dataProgramacao: '2026-12-15',
      horaInicioProgramacao: '09:00',
      horaFimProgramacao: '10:30',
      tituloPalestra: 'Keynote',
      nome: 'Ana Lima',
      cargo: 'CTO',
      empresa: 'Acme',
    },
  ],
};

describe('toEventListItem', () => {
  it('maps the server event to what the list shows', () => {
    expect(toEventListItem(serverEvent)).toEqual({
      id: serverEvent.id,
      title: 'RPA Summit Brasil',
      date: '15 de Dezembro, 2026',
      time: '09:00 - 18:00',
      location: 'Centro de Convenções Frei Caneca, São Paulo',
      image: '/media/demo/rpa-summit.svg',
      price: 'R$ 350,00',
      priceCents: 35000,
      category: 'Conferência',
      featured: true,
      city: 'São Paulo',
      startsAt: start * 1000,
      day: '2026-12-15',
    });
  });

  it('shows Grátis for a free event', () => {
    expect(toEventListItem({ ...serverEvent, preco: 0, preco_centavos: 0 }).price).toBe('Grátis');
  });

  it("announces the card's price as 'A partir de …', or Grátis", () => {
    expect(startingPriceLabel(toEventListItem(serverEvent))).toBe('A partir de R$ 350,00');
    const free = toEventListItem({ ...serverEvent, preco: 0, preco_centavos: 0 });
    expect(startingPriceLabel(free)).toBe('Grátis');
  });
});

describe('toEventDetail', () => {
  const detail = toEventDetail(serverEvent);

  it('adds end date, address, description and the default organizer', () => {
    expect(detail.endDate).toBe('16 de Dezembro, 2026');
    expect(detail.address).toBe(serverEvent.endereco);
    expect(detail.description).toBe('<p>Automação em escala.</p>');
    expect(detail.organizer).toBe('Organizador do Evento');
    expect(toEventDetail({ ...serverEvent, organizador: 'Instituto X' }).organizer).toBe(
      'Instituto X',
    );
  });

  it('reads available tickets from the numeric string and caps the per-order limit', () => {
    expect(detail.tickets).toEqual([
      {
        id: 't1',
        name: 'Lote 1',
        priceCents: 35000,
        description: 'Acesso aos dois dias',
        available: 3,
        maxPerOrder: 3,
      },
      {
        id: 't2',
        name: 'VIP',
        priceCents: 99050,
        description: 'Com jantar',
        available: 0,
        maxPerOrder: 0,
      },
    ]);
  });

  it("uses the first ticket's price, or Grátis without tickets", () => {
    expect(detail.price).toBe('R$ 350,00');
    expect(toEventDetail({ ...serverEvent, tickets: [] }).price).toBe('Grátis');
  });

  it('writes agenda time ranges and speaker lines', () => {
    expect(detail.agenda[1]).toEqual({
      dataProgramacao: '2026-12-15',
      time: '09:00 - 10:30',
      title: 'Keynote',
      speaker: 'Ana Lima - CTO, Acme',
    });
    expect(detail.agenda[0]?.speaker).toBe('');
  });

  it('maps speakers and FAQ', () => {
    expect(detail.speakers).toEqual([
      { name: 'Ana Lima', role: 'CTO', company: 'Acme', image: '/a.svg' },
    ]);
    expect(detail.faqs).toEqual([{ question: 'Há estacionamento?', answer: 'Sim, conveniado.' }]);
  });

  it('treats a malformed availability as sold out', () => {
    const odd = { ...serverEvent.tickets[0]!, tickets_disponiveis: 'muitos' };
    expect(toEventDetail({ ...serverEvent, tickets: [odd] }).tickets[0]?.available).toBe(0);
  });
});

describe('groupAgendaByDay', () => {
  it('groups entries by day, days in order, with their tab labels', () => {
    const days = groupAgendaByDay(toEventDetail(serverEvent).agenda);
    expect(days.map((d) => [d.day, d.label, d.entries.map((e) => e.title)])).toEqual([
      ['2026-12-15', '15 de Dezembro, 2026', ['Keynote']],
      ['2026-12-16', '16 de Dezembro, 2026', ['Abertura do dia 2']],
    ]);
  });
});

describe('serverEventDetailSchema', () => {
  it('accepts the contract and refuses a non-numeric availability', () => {
    expect(serverEventDetailSchema.safeParse(serverEvent).success).toBe(true);
    const bad = {
      ...serverEvent,
      tickets: [{ ...serverEvent.tickets[0], tickets_disponiveis: 'três' }],
    };
    expect(serverEventDetailSchema.safeParse(bad).success).toBe(false);
  });
});
