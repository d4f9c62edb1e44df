import { EVENT_FORM_MESSAGES as M } from '@bilheteria/domain/event-form';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description';
import {
  agendaSpeakerFields,
  commissionBpOf,
  copyTitle,
  removedTicketTypeIds,
  slugCandidate,
  slugOf,
  ticketTypeEditProblems,
} from './event-rules';

const SOLD = { id: 'a', priceCents: 15_000, quantity: 100, sold: 10, reserved: 5 };
const HELD = { id: 'b', priceCents: 30_000, quantity: 20, sold: 0, reserved: 3 };
const FREE = { id: 'c', priceCents: 5_000, quantity: 10, sold: 0, reserved: 0 };
const sent = (type: typeof SOLD, change: Partial<{ price: string; quantity: string }> = {}) => ({
  id: type.id,
  price: `${type.priceCents / 100},00`,
  quantity: String(type.quantity),
  ...change,
});

describe('ticketTypeEditProblems', () => {
  it('lets through what keeps buyers whole', () => {
    expect(
      ticketTypeEditProblems(
        [SOLD, HELD, FREE],
        [
          sent(SOLD, { quantity: '15', price: 'R$ 150' }),
          sent(HELD, { price: '99,90', quantity: '3' }),
          { price: '10', quantity: '1' },
        ],
      ),
    ).toEqual([]);
  });

  it('locks the price of a type with seats sold (not one only held)', () => {
    expect(ticketTypeEditProblems([SOLD], [sent(SOLD, { price: '150,01' })])).toEqual([
      { path: 'tickets.0.price', message: M.priceLocked },
    ]);
  });

  it('keeps the quantity at sold + held or more', () => {
    expect(
      ticketTypeEditProblems(
        [SOLD, HELD],
        [sent(SOLD, { quantity: '14' }), sent(HELD, { quantity: '2' })],
      ),
    ).toEqual([
      { path: 'tickets.0.quantity', message: M.quantityBelowSold },
      { path: 'tickets.1.quantity', message: M.quantityBelowSold },
    ]);
  });

  it('keeps a type with seats sold or held, and lets an untouched one go', () => {
    expect(ticketTypeEditProblems([SOLD, FREE], [sent(FREE)])).toEqual([
      { path: 'tickets', message: M.ticketTypeSoldRemoved },
    ]);
    expect(ticketTypeEditProblems([HELD, FREE], [sent(FREE)])).toEqual([
      { path: 'tickets', message: M.ticketTypeSoldRemoved },
    ]);
    expect(ticketTypeEditProblems([SOLD, FREE], [sent(SOLD)])).toEqual([]);
    expect(removedTicketTypeIds([SOLD, FREE], [sent(SOLD)])).toEqual(['c']);
  });

  it('takes an id that is not the event’s as a new type', () => {
    expect(
      ticketTypeEditProblems([SOLD], [sent(SOLD), { id: 'zzz', price: '1', quantity: '1' }]),
    ).toEqual([]);
  });
});

describe('slugs', () => {
  it.each([
    ['Fórum de IA & Dados 2027', 'forum-de-ia-dados-2027'],
    ['  Conferência — São Paulo!  ', 'conferencia-sao-paulo'],
    ['Cópia de Workshop', 'copia-de-workshop'],
    ['!!!', 'evento'],
    ['日本語のイベント', 'evento'],
  ])('%j → %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('stays short, and never ends in a hyphen', () => {
    const slug = slugOf(`${'a'.repeat(79)} b c`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('numbers the next candidates, then adds a random tail', () => {
    const random = () => 'x1y2';
    expect([0, 1, 2, 4, 5, 6].map((n) => slugCandidate('forum', n, random))).toEqual([
      'forum',
      'forum-2',
      'forum-3',
      'forum-5',
      'forum-x1y2',
      'forum-x1y2',
    ]);
  });
});

describe('small rules', () => {
  it('reads the commission text', () => {
    expect([
      commissionBpOf('10'),
      commissionBpOf('15%'),
      commissionBpOf(' 0 '),
      commissionBpOf('12,5'),
      commissionBpOf('12.5'),
    ]).toEqual([1_000, 1_500, 0, 1_250, 1_250]);
    expect(() => commissionBpOf('12,555')).toThrow();
  });

  it('gives an agenda line its speaker’s role and company when it names one', () => {
    const speakers = [{ name: 'Ana Lima', role: 'Diretora', company: 'Nexa' }];
    expect(agendaSpeakerFields(' ana lima ', speakers)).toEqual({
      speakerName: 'ana lima',
      speakerRole: 'Diretora',
      speakerCompany: 'Nexa',
    });
    expect(agendaSpeakerFields('Convidado', speakers)).toEqual({
      speakerName: 'Convidado',
      speakerRole: '',
      speakerCompany: '',
    });
    expect(agendaSpeakerFields('', speakers).speakerRole).toBe('');
  });

  it('titles a copy within the form’s 150 characters', () => {
    expect(copyTitle('Workshop RPA')).toBe('Cópia de Workshop RPA');
    expect(copyTitle('x'.repeat(150))).toHaveLength(150);
  });
});

describe('sanitizeDescription (the event page’s allow-list)', () => {
  it('keeps the formatting a description uses', () => {
    const html =
      '<p>O <strong>RPA Summit</strong> é <em>imperdível</em>.</p><h3>Programa</h3>' +
      '<ul><li>Um</li></ul><ol><li>Dois</li></ol><p><a href="https://exemplo.com.br">site</a></p>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and unknown tags (keeping their text)', () => {
    expect(
      sanitizeDescription(
        '<p onclick="x()" style="color:red" class="c">Olá</p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(1)"><style>p{}</style><h1>Título</h1><div>texto</div>' +
          '<iframe src="https://x"></iframe>',
      ),
    ).toBe('<p>Olá</p>Títulotexto');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
  ])('drops the link address %j', (href) => {
    expect(sanitizeDescription(`<a href="${href}" target="_blank">x</a>`)).toBe('<a>x</a>');
  });

  it.each(['https://x.com.br', 'mailto:a@b.com.br', 'tel:+5511', '/events', '#agenda'])(
    'keeps the link address %j',
    (href) => {
      expect(sanitizeDescription(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    },
  );
});
