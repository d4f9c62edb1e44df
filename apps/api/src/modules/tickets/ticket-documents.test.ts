import ICAL from 'ical.js';
import { generateKeyPairSync } from 'node:crypto';
import { encodeTicketQr, ticketQrMessage } from '@bilheteria/domain/ticket-qr';
import { describe, expect, it } from 'vitest';
import { signingKeyFromPem } from './signing-key';
import type { TicketDocument } from './ticket-document';
import { ticketIcs } from './ticket-ics';
import { renderTicketPdf } from './ticket-pdf';
import { qrModules, qrPng } from './ticket-qr-image';
import { orderSummaryEmail, participantTicketEmail, qrContentId } from './templates';
import { pdfText } from '../../test/pdf-text';

const BASE = 'https://ingressos.exemplo.com';
const key = signingKeyFromPem(
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
);

function document(overrides: Partial<TicketDocument['ticket']> = {}): TicketDocument {
  const fields = {
    ticketId: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f',
    eventId: '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f',
    ticketTypeId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    code: '7K3M-QX9D-2HFA-8WNC',
  };
  return {
    ticket: {
      id: fields.ticketId,
      code: fields.code,
      status: 'valid',
      qrPayload: encodeTicketQr(fields, key.sign(ticketQrMessage(fields))),
      holderName: 'João <b>Conceição</b> & Cia',
      holderEmail: 'joao@empresa.com.br',
      position: 1,
      ...overrides,
    },
    ticketTypeName: 'Pista "Premium"',
    order: { id: '9e8d7c6b-5a49-4838-9271-605f4e3d2c1b', number: 100_042 },
    event: {
      id: fields.eventId,
      title: 'Fórum de Automação & IA',
      // 09:00–18:00 in São Paulo, two days.
      startsAt: new Date('2026-12-15T12:00:00Z'),
      endsAt: new Date('2026-12-16T21:00:00Z'),
      venue: 'Centro de Convenções',
      city: 'São Paulo',
      address: 'Av. Paulista, 1000 — Bela Vista',
      imageUrl: '/media/demo/events/forum.jpg',
    },
  };
}

describe('the ticket PDF', () => {
  it('is a one-page PDF with the event, São Paulo times, place, participant, type, order and code', async () => {
    const pdf = await renderTicketPdf(document(), BASE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Fórum de Automação & IA',
      '15 de Dezembro, 2026 a 16 de Dezembro, 2026',
      '09:00 - 18:00',
      'Centro de Convenções — São Paulo',
      'Av. Paulista, 1000 — Bela Vista',
      'João <b>Conceição</b> & Cia',
      'Pista "Premium"',
      'nº 100042',
      '7K3M-QX9D-2HFA-8WNC',
    ]) {
      expect(text.replace(/\n/g, ' '), expected).toContain(expected);
    }
    expect(text).not.toContain('CANCELADO');
  });

  it('draws the QR as vector squares, a version 9 symbol (53×53) at 68 mm', () => {
    const symbol = qrModules(document().ticket.qrPayload);
    expect(symbol.size).toBe(53);
  });

  it('marks a cancelled ticket, and survives names outside WinAnsi', async () => {
    const pdf = await renderTicketPdf(
      document({ status: 'canceled', holderName: 'Łukasz Wojciechowski 山田 😀' }),
      BASE,
    );
    const text = pdfText(pdf);
    expect(text).toContain('CANCELADO');
    expect(text).toContain('?ukasz Wojciechowski ?? ?');
  });
});

describe('the QR image', () => {
  it('is a PNG, 488 px square', async () => {
    const png = await qrPng(document().ticket.qrPayload);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(488);
    expect(png.readUInt32BE(20)).toBe(488);
  });
});

describe('the calendar file', () => {
  it('is an RFC 5545 event in UTC with the ticket as its UID, at the venue', () => {
    const ics = ticketIcs(document(), BASE);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain('METHOD:PUBLISH');
    expect(unfolded).toContain('UID:ingresso-3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f@bilheteria');
    expect(unfolded).toContain('DTSTART:20261215T120000Z');
    expect(unfolded).toContain('DTEND:20261216T210000Z');
    expect(unfolded).toContain('SUMMARY:Fórum de Automação & IA');
    expect(unfolded).toContain(
      'LOCATION:Centro de Convenções\\, Av. Paulista\\, 1000 — Bela Vista\\, São Paulo',
    );
    expect(unfolded).toContain('Código do ingresso: 7K3M-QX9D-2HFA-8WNC');
    expect(unfolded).toContain('STATUS:CONFIRMED');
    expect(unfolded).toContain('BEGIN:VALARM');
  });

  it('is read by a real parser: UTC start and end, a reminder 24 h before (issue 33)', () => {
    const ics = ticketIcs(document(), BASE);
    // RFC 5545 dur-value: a 'T' must be followed by a time; '-P1DT' is refused by strict readers.
    expect(ics).not.toMatch(/TRIGGER[^:]*:-?P[^\r\n]*T(\r\n|$)/);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = calendar.getFirstSubcomponent('vevent')!;
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(end.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(start.toJSDate().toISOString()).toBe('2026-12-15T12:00:00.000Z');
    expect(end.toJSDate().toISOString()).toBe('2026-12-16T21:00:00.000Z');
    const alarm = event.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger).toBeInstanceOf(ICAL.Duration);
    expect(trigger.toSeconds()).toBe(-86_400);
    expect(trigger.toString()).toMatch(/^-P(1D|T24H)$/);
  });

  it('cancels the entry for a cancelled ticket', () => {
    expect(ticketIcs(document({ status: 'canceled' }), BASE)).toContain('STATUS:CANCELLED');
  });
});

describe('the participant e-mail', () => {
  it("carries §7's fields, the inline QR and the code, everything escaped", () => {
    const email = participantTicketEmail(document(), { baseUrl: BASE, setPasswordUrl: null });
    expect(email.subject).toBe('Seu ingresso: Fórum de Automação & IA');
    expect(email.html).toContain('Fórum de Automação &amp; IA');
    expect(email.html).toContain('João &lt;b&gt;Conceição&lt;/b&gt; &amp; Cia');
    expect(email.html).not.toContain('<b>Conceição</b>');
    expect(email.html).toContain('Pista &quot;Premium&quot;');
    expect(email.html).toContain(`src="cid:${qrContentId(document().ticket.id)}"`);
    expect(email.html).toContain('src="https://ingressos.exemplo.com/media/demo/events/forum.jpg"');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('15 de Dezembro, 2026 a 16 de Dezembro, 2026');
      expect(part).toContain('09:00 - 18:00');
      expect(part).toContain('Centro de Convenções — São Paulo');
      expect(part).toContain('7K3M-QX9D-2HFA-8WNC');
      expect(part).toContain('pedido nº 100042');
      expect(part).toContain(`${BASE}/meus-ingressos`);
      expect(part).not.toContain('Criar minha senha');
      expect(part).not.toContain('crie a sua senha');
    }
    expect(email.text).toContain('João <b>Conceição</b> & Cia');
  });

  it('offers the set-password link when the account has no password yet', () => {
    const link = `${BASE}/definir-senha?token=abc_DEF-123`;
    const email = participantTicketEmail(document(), { baseUrl: BASE, setPasswordUrl: link });
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain('Criar minha senha');
    expect(email.text).toContain(link);
  });
});

describe('the order summary', () => {
  it('lists every ticket and where it was sent, with the order and the event', () => {
    const { event } = document();
    const email = orderSummaryEmail(
      {
        order: { id: '9e8d7c6b-5a49-4838-9271-605f4e3d2c1b', number: 100_042, totalCents: 120_000 },
        payerName: 'Maria <Compradora>',
        event,
        tickets: [
          { holderName: 'Ana Souza', holderEmail: 'ana@empresa.com.br', ticketTypeName: 'Pista' },
          { holderName: 'Bruno Lima', holderEmail: 'bruno@empresa.com.br', ticketTypeName: 'VIP' },
        ],
      },
      BASE,
    );
    expect(email.subject).toBe('Pedido nº 100042 confirmado: Fórum de Automação & IA');
    expect(email.html).toContain('Olá, Maria &lt;Compradora&gt;!');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('2 ingressos');
      expect(part).toContain('R$');
      expect(part).toContain('1.200,00');
      expect(part).toContain('Ana Souza');
      expect(part).toContain('ana@empresa.com.br');
      expect(part).toContain('Bruno Lima');
      expect(part).toContain('bruno@empresa.com.br');
      expect(part).toContain(`${BASE}/confirmacao?pedido=9e8d7c6b-5a49-4838-9271-605f4e3d2c1b`);
    }
  });
});
