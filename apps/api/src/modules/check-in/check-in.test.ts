import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import {
  CHECK_IN_MESSAGES,
  type CheckInEventsResponse,
  type CreatedScannerLink,
  type ScannerLinksResponse,
  type ScannerSearchResponse,
  type ScannerSession,
  type ScannerTicketList,
} from '@bilheteria/domain/check-in-contract';
import type { OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { decodeTicketQr, encodeTicketQr, ticketQrMessage } from '@bilheteria/domain/ticket-qr';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkInScans, scannerLinks, tickets } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { ANA, BRUNO, CARLA, paidOrder, ticketsOf } from '../tickets/test-orders';
import { offlineScan, testScanner } from './test-scanner';

type Ticket = Awaited<ReturnType<typeof ticketsOf>>[number];

/** The same ticket's QR signed by a key that is not the installation's. */
function signedByAnotherKey(qrPayload: string): string {
  const decoded = decodeTicketQr(qrPayload)!;
  const { privateKey } = generateKeyPairSync('ed25519');
  return encodeTicketQr(decoded, new Uint8Array(sign(null, ticketQrMessage(decoded), privateKey)));
}

/** The QR with one byte of its code changed and its signature kept. */
function tampered(qrPayload: string): string {
  const decoded = decodeTicketQr(qrPayload)!;
  const code = decoded.code.startsWith('0')
    ? `1${decoded.code.slice(1)}`
    : `0${decoded.code.slice(1)}`;
  return encodeTicketQr({ ...decoded, code }, decoded.signature);
}

describe.each(testTargets())('check-in on %s', (target) => {
  const ctx = useTestApp(target);
  let admin: TestAccount;
  const door = testScanner(ctx, () => admin);

  let eventId: string;
  let orderId: string;
  let issued: Ticket[];
  let gateA: CreatedScannerLink;
  let gateB: CreatedScannerLink;

  /** A link opened an hour ago, so that its device's offline scans can be minutes old. */
  async function linkOpenedAnHourAgo(eventId: string, rotulo: string) {
    const link = await door.createLink(eventId, rotulo);
    await ctx.database.db
      .update(scannerLinks)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(scannerLinks.id, link.id));
    return link;
  }

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
    const paid = await paidOrder(ctx, [ANA, BRUNO, CARLA], {
      tickets: [
        { name: 'Pista', priceCents: 50_000, quantity: 100 },
        { name: 'VIP', priceCents: 90_000, quantity: 10 },
      ],
      types: [0, 0, 1],
    });
    await ctx.app.jobs.drain();
    eventId = paid.event.id;
    orderId = paid.order.id;
    issued = await ticketsOf(ctx, orderId);
    gateA = await door.createLink(eventId, 'Portão A');
    gateB = await door.createLink(eventId, 'Portão B');
  });

  describe('scanner links', () => {
    it('are made by an admin, with a URL shown once and only the token’s hash kept', async () => {
      expect(gateA).toMatchObject({ rotulo: 'Portão A', situacao: 'Ativo', leituras: 0 });
      expect(gateA.url).toMatch(new RegExp(`/check-in/${gateA.token}$`));
      expect(gateA.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await ctx.database.db
        .select()
        .from(scannerLinks)
        .where(eq(scannerLinks.id, gateA.id));
      expect(stored!.tokenHash).not.toContain(gateA.token);
      expect(JSON.stringify(stored)).not.toContain(gateA.token);

      const listed = await ctx.app.inject({
        url: `/api/organizador/eventos/${eventId}/check-in/links`,
        cookies: admin.cookies,
      });
      const links = listed.json<ScannerLinksResponse>().links;
      expect(links.map((link) => link.rotulo)).toEqual(['Portão A', 'Portão B']);
      expect(JSON.stringify(links)).not.toContain(gateA.token);
    });

    it('refuse a missing label, a past or too distant expiry, an unknown event', async () => {
      const create = (id: string, payload: object) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/organizador/eventos/${id}/check-in/links`,
          cookies: admin.cookies,
          payload,
        });
      const blank = await create(eventId, { rotulo: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.body).toContain(CHECK_IN_MESSAGES.labelRequired);
      const past = await create(eventId, {
        rotulo: 'Portão C',
        expira_em: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ message: CHECK_IN_MESSAGES.expiryInPast });
      const far = await create(eventId, {
        rotulo: 'Portão C',
        expira_em: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      });
      expect(far.statusCode).toBe(400);
      expect(far.json()).toMatchObject({ message: CHECK_IN_MESSAGES.expiryTooFar });
      const unknown = await create(randomUUID(), { rotulo: 'Portão C' });
      expect(unknown.statusCode).toBe(404);
    });

    it('open the scanner: gate, event and the key the QR codes are signed with', async () => {
      const response = await ctx.app.inject(`/api/check-in/${gateA.token}`);
      expect(response.statusCode).toBe(200);
      const key = await ctx.app.inject('/api/ingressos/chave-publica');
      expect(response.json<ScannerSession>()).toMatchObject({
        portao: { id: gateA.id, rotulo: 'Portão A' },
        evento: { id: eventId },
        chave_publica: key.json<{ chave_publica: string }>().chave_publica,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answer 401 to a token that is malformed or unknown', async () => {
      for (const token of ['curto', 'x'.repeat(43)]) {
        const response = await ctx.app.inject(`/api/check-in/${token}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: CHECK_IN_MESSAGES.linkRefused });
      }
    });
  });

  describe('an online scan', () => {
    it('admits a valid QR once: Válido with name and type, then Já utilizado with when and where', async () => {
      const ana = issued[0]!;
      const first = await door.scan(gateA.token, ana.qrPayload);
      expect(first).toMatchObject({
        resultado: 'valido',
        mensagem: 'Válido',
        ingresso: { id: ana.id, nome: 'Ana Souza', tipo: 'Pista', codigo: ana.code },
      });
      const again = await door.scan(gateB.token, ana.qrPayload);
      expect(again).toMatchObject({
        resultado: 'ja_utilizado',
        mensagem: 'Já utilizado',
        portao: 'Portão A',
        ingresso: { nome: 'Ana Souza' },
      });
      expect(new Date(again.utilizado_em!).getTime()).toBeLessThanOrEqual(Date.now());

      // The participant and the buyer see it used.
      const order = await ctx.buyer.inject(`/api/pedidos/${orderId}/ingressos`);
      const statuses = order.json<OrderTicketsResponse>().ingressos.map((t) => t.status);
      expect(statuses).toEqual(['Utilizado', 'Confirmado', 'Confirmado']);
    });

    it('gives the first answer again to the same scan sent twice (its nonce), recording it once', async () => {
      const bruno = issued[1]!;
      const nonce = randomUUID();
      const first = await door.scan(gateA.token, bruno.code, nonce);
      const retry = await door.scan(gateA.token, bruno.code, nonce);
      expect(first.resultado).toBe('valido');
      expect(retry).toEqual(first);
      const recorded = await ctx.database.db
        .select()
        .from(checkInScans)
        .where(eq(checkInScans.nonce, nonce));
      expect(recorded).toHaveLength(1);
    });

    it('reads a typed code in any case, with or without hyphens', async () => {
      const carla = issued[2]!;
      const typed = carla.code.toLowerCase().replace(/-/g, ' ');
      const answer = await door.scan(gateB.token, typed);
      expect(answer.resultado).toBe('valido');
      expect(answer.ingresso).toMatchObject({ nome: 'Carla Dias', tipo: 'VIP' });
    });

    it('says Inválido for a forged QR: another key’s signature, or a changed payload', async () => {
      const other = await paidOrder(ctx, [ANA]);
      await ctx.app.jobs.drain();
      const [fresh] = await ticketsOf(ctx, other.order.id);
      const link = await door.createLink(other.event.id, 'Portão Único');
      for (const forged of [signedByAnotherKey(fresh!.qrPayload), tampered(fresh!.qrPayload)]) {
        const answer = await door.scan(link.token, forged);
        expect(answer).toMatchObject({
          resultado: 'invalido',
          mensagem: 'Inválido',
          motivo: CHECK_IN_MESSAGES.forged,
          ingresso: null,
        });
      }
      // And the genuine one still gets in: the forgeries changed nothing.
      expect((await door.scan(link.token, fresh!.qrPayload)).resultado).toBe('valido');
    });

    it('says Inválido for a ticket of another event, a cancelled ticket, and anything else', async () => {
      const other = await paidOrder(ctx, [BRUNO]);
      await ctx.app.jobs.drain();
      const [elsewhere] = await ticketsOf(ctx, other.order.id);
      expect(await door.scan(gateA.token, elsewhere!.qrPayload)).toMatchObject({
        resultado: 'invalido',
        motivo: CHECK_IN_MESSAGES.otherEvent,
        ingresso: null,
      });
      expect(await door.scan(gateA.token, elsewhere!.code)).toMatchObject({
        resultado: 'invalido',
        motivo: CHECK_IN_MESSAGES.otherEvent,
      });
      // The other event's ticket was not touched.
      const [untouched] = await ticketsOf(ctx, other.order.id);
      expect(untouched!.status).toBe('valid');

      const extra = await paidOrder(ctx, [CARLA]);
      await ctx.app.jobs.drain();
      const [refunded] = await ticketsOf(ctx, extra.order.id);
      await ctx.database.db
        .update(tickets)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(eq(tickets.id, refunded!.id));
      const link = await door.createLink(extra.event.id);
      expect(await door.scan(link.token, refunded!.qrPayload)).toMatchObject({
        resultado: 'invalido',
        motivo: CHECK_IN_MESSAGES.canceled,
      });
      for (const garbage of ['ABC', 'https://example.com/?q=1', '0000-0000-0000-0000']) {
        expect(await door.scan(link.token, garbage)).toMatchObject({
          resultado: 'invalido',
          motivo: CHECK_IN_MESSAGES.notATicket,
        });
      }
    });

    it('does not take a nonce for another entry or another link: Inválido, nothing admitted, nothing told', async () => {
      const paid = await paidOrder(ctx, [ANA, BRUNO]);
      await ctx.app.jobs.drain();
      const [ana, bruno] = await ticketsOf(ctx, paid.order.id);
      const link = await door.createLink(paid.event.id, 'Portão Único');
      const nonce = randomUUID();
      expect((await door.scan(link.token, ana!.code, nonce)).resultado).toBe('valido');
      // The same nonce with Bruno's code on the same link, and on another event's link.
      for (const token of [link.token, gateA.token]) {
        for (const entry of [bruno!.code, issued[0]!.code]) {
          const answer = await door.scan(token, entry, nonce);
          expect(answer).toMatchObject({
            resultado: 'invalido',
            motivo: CHECK_IN_MESSAGES.nonceInvalid,
            ingresso: null,
            portao: null,
          });
        }
      }
      const [, brunoNow] = await ticketsOf(ctx, paid.order.id);
      expect(brunoNow!.status).toBe('valid');
    });

    it('admits only one of two tickets sent at once under one nonce, and that one has its scan', async () => {
      const paid = await paidOrder(ctx, [ANA, BRUNO]);
      await ctx.app.jobs.drain();
      const [ana, bruno] = await ticketsOf(ctx, paid.order.id);
      const link = await door.createLink(paid.event.id);
      const nonce = randomUUID();
      const answers = await Promise.all(
        [ana!, bruno!, ana!, bruno!].map((ticket) => door.scan(link.token, ticket.code, nonce)),
      );
      expect(answers.filter((answer) => answer.resultado === 'valido').length).toBeGreaterThan(0);
      const now = await ticketsOf(ctx, paid.order.id);
      const used = now.filter((ticket) => ticket.status === 'used');
      expect(used).toHaveLength(1);
      const [scan] = await ctx.database.db
        .select()
        .from(checkInScans)
        .where(eq(checkInScans.id, used[0]!.checkInScanId!));
      expect(scan).toMatchObject({ nonce, ticketId: used[0]!.id, result: 'valido' });
    });

    it('refuses a revoked link at once, and an expired one, with 401', async () => {
      const link = await door.createLink(eventId, 'Portão Temporário');
      const revoke = await ctx.app.inject({
        method: 'POST',
        url: `/api/organizador/check-in/links/${link.id}/revogar`,
        cookies: admin.cookies,
      });
      expect(revoke.json()).toMatchObject({ situacao: 'Revogado' });
      const scan = await door.scanRequest(link.token, issued[0]!.code);
      expect(scan.statusCode).toBe(401);
      expect(scan.json()).toMatchObject({ message: CHECK_IN_MESSAGES.linkRefused });
      for (const url of ['', '/ingressos', '/busca?q=ana']) {
        expect((await ctx.app.inject(`/api/check-in/${link.token}${url}`)).statusCode).toBe(401);
      }
      const sync = await door.syncRequest(link.token, [offlineScan(issued[0]!.code, new Date())]);
      expect(sync.statusCode).toBe(401);

      const expiring = await door.createLink(eventId, 'Portão Expirado');
      await ctx.database.db
        .update(scannerLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(scannerLinks.id, expiring.id));
      expect((await door.scanRequest(expiring.token, issued[0]!.code)).statusCode).toBe(401);
      const listed = await ctx.app.inject({
        url: `/api/organizador/eventos/${eventId}/check-in/links`,
        cookies: admin.cookies,
      });
      const statuses = Object.fromEntries(
        listed.json<ScannerLinksResponse>().links.map((l) => [l.rotulo, l.situacao]),
      );
      expect(statuses).toMatchObject({
        'Portão A': 'Ativo',
        'Portão Temporário': 'Revogado',
        'Portão Expirado': 'Expirado',
      });
    });
  });

  describe('simultaneous scans of one ticket', () => {
    for (const scanners of [2, 100]) {
      it(`admit it exactly once (${scanners} at once, from two gates)`, async () => {
        const paid = await paidOrder(ctx, [ANA]);
        await ctx.app.jobs.drain();
        const [ticket] = await ticketsOf(ctx, paid.order.id);
        const links = [await door.createLink(paid.event.id), await door.createLink(paid.event.id)];
        const answers = await Promise.all(
          Array.from({ length: scanners }, (_, i) =>
            door.scan(links[i % 2]!.token, i % 3 === 0 ? ticket!.code : ticket!.qrPayload),
          ),
        );
        const results = answers.map((answer) => answer.resultado);
        expect(results.filter((result) => result === 'valido')).toHaveLength(1);
        expect(results.filter((result) => result === 'ja_utilizado')).toHaveLength(scanners - 1);
        const recorded = await ctx.database.db
          .select()
          .from(checkInScans)
          .where(eq(checkInScans.ticketId, ticket!.id));
        expect(recorded).toHaveLength(scanners);
        expect(recorded.filter((scan) => scan.result === 'valido')).toHaveLength(1);
        const occupancy = await door.occupancy(paid.event.id);
        expect(occupancy).toMatchObject({ presentes: 1, total: 1, conflitos: [] });
      });
    }
    it('answer the same scan sent ten times at once (a flaky network) with one admission', async () => {
      const paid = await paidOrder(ctx, [BRUNO]);
      await ctx.app.jobs.drain();
      const [ticket] = await ticketsOf(ctx, paid.order.id);
      const link = await door.createLink(paid.event.id);
      const nonce = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => door.scan(link.token, ticket!.qrPayload, nonce)),
      );
      expect(new Set(answers.map((answer) => answer.resultado))).toEqual(new Set(['valido']));
      const recorded = await ctx.database.db
        .select()
        .from(checkInScans)
        .where(eq(checkInScans.ticketId, ticket!.id));
      expect(recorded).toHaveLength(1);
    });

    it('let two devices that admitted one ticket apart sync at the same moment: one check-in, one conflict', async () => {
      const paid = await paidOrder(ctx, [ANA, BRUNO, CARLA]);
      await ctx.app.jobs.drain();
      const all = await ticketsOf(ctx, paid.order.id);
      const east = await linkOpenedAnHourAgo(paid.event.id, 'Portão Leste');
      const west = await linkOpenedAnHourAgo(paid.event.id, 'Portão Oeste');
      // Each device admitted all three, in opposite orders (locks taken in id order: no deadlock).
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const [fromEast, fromWest] = await Promise.all([
        door.sync(
          east.token,
          all.map((t, i) => offlineScan(t.code, at(10 + i))),
        ),
        door.sync(
          west.token,
          [...all].reverse().map((t, i) => offlineScan(t.qrPayload, at(20 + i))),
        ),
      ]);
      expect(fromEast.conflitos + fromWest.conflitos).toBe(3);
      const occupancy = await door.occupancy(paid.event.id);
      expect(occupancy.presentes).toBe(3);
      expect(occupancy.conflitos).toHaveLength(3);
      // West's scans were the earlier ones: West holds every check-in.
      expect(occupancy.por_portao.map((gate) => [gate.portao, gate.presentes])).toEqual([
        ['Portão Leste', 0],
        ['Portão Oeste', 3],
      ]);
    });
  });

  describe('scans made offline', () => {
    it('check a ticket in when they arrive, once however often they are sent', async () => {
      const paid = await paidOrder(ctx, [ANA, BRUNO]);
      await ctx.app.jobs.drain();
      const [ana, bruno] = await ticketsOf(ctx, paid.order.id);
      const link = await linkOpenedAnHourAgo(paid.event.id, 'Portão Offline');
      const batch = [
        offlineScan(ana!.qrPayload, new Date(Date.now() - 60_000)),
        offlineScan(bruno!.code, new Date(Date.now() - 30_000), 'invalido'),
      ];
      expect(await door.sync(link.token, batch)).toEqual({
        recebidas: batch.map((scan) => scan.nonce),
        conflitos: 0,
      });
      expect(await door.sync(link.token, batch)).toEqual({
        recebidas: batch.map((scan) => scan.nonce),
        conflitos: 0,
      });
      const [anaNow, brunoNow] = await ticketsOf(ctx, paid.order.id);
      expect(anaNow).toMatchObject({ status: 'used', checkInLinkId: link.id });
      expect(anaNow!.usedAt!.toISOString()).toBe(batch[0]!.lido_em);
      // The door said Inválido to Bruno's scan (its list was out of date): nobody got in.
      expect(brunoNow!.status).toBe('valid');
      const occupancy = await door.occupancy(paid.event.id);
      expect(occupancy.presentes).toBe(1);
      expect(occupancy.ultimas_leituras).toHaveLength(2);
      // Each scan names its ticket: 'Imprimir crachá' beside it prints that one.
      expect(occupancy.ultimas_leituras.map((scan) => scan.ingresso_id).sort()).toEqual(
        [anaNow!.id, brunoNow!.id].sort(),
      );
      expect(occupancy.por_portao).toEqual([
        expect.objectContaining({ portao: 'Portão Offline', presentes: 1, leituras: 2 }),
      ]);
    });

    it('keep the first admission of a ticket let in at two gates apart, and list the other as a conflict', async () => {
      const paid = await paidOrder(ctx, [ANA, BRUNO]);
      await ctx.app.jobs.drain();
      const [ana, bruno] = await ticketsOf(ctx, paid.order.id);
      const north = await linkOpenedAnHourAgo(paid.event.id, 'Portão Norte');
      const south = await linkOpenedAnHourAgo(paid.event.id, 'Portão Sul');
      const earlier = new Date(Date.now() - 120_000);
      const later = new Date(Date.now() - 60_000);
      // South syncs first with the later admission; North's earlier one arrives after it.
      expect(await door.sync(south.token, [offlineScan(ana!.code, later)])).toMatchObject({
        conflitos: 0,
      });
      expect(await door.sync(north.token, [offlineScan(ana!.qrPayload, earlier)])).toMatchObject({
        conflitos: 1,
      });
      // Online, Bruno got in at North; South admitted him offline later.
      expect((await door.scan(north.token, bruno!.code)).resultado).toBe('valido');
      expect(await door.sync(south.token, [offlineScan(bruno!.code, new Date())])).toMatchObject({
        conflitos: 1,
      });

      const [anaNow] = await ticketsOf(ctx, paid.order.id);
      expect(anaNow).toMatchObject({ status: 'used', checkInLinkId: north.id });
      expect(anaNow!.usedAt!.toISOString()).toBe(earlier.toISOString());
      const occupancy = await door.occupancy(paid.event.id);
      expect(occupancy.presentes).toBe(2);
      expect(occupancy.conflitos).toEqual([
        expect.objectContaining({
          codigo: ana!.code,
          participante: 'Ana Souza',
          check_in: { lido_em: earlier.toISOString(), portao: 'Portão Norte' },
          outras_entradas: [{ lido_em: later.toISOString(), portao: 'Portão Sul', offline: true }],
        }),
        expect.objectContaining({
          codigo: bruno!.code,
          check_in: expect.objectContaining({ portao: 'Portão Norte' }),
          outras_entradas: [expect.objectContaining({ portao: 'Portão Sul', offline: true })],
        }),
      ]);
      expect(occupancy.por_portao.map((gate) => [gate.portao, gate.presentes])).toEqual([
        ['Portão Norte', 2],
        ['Portão Sul', 0],
      ]);
    });

    it('list a cancelled ticket admitted offline as a conflict, without checking it in', async () => {
      const paid = await paidOrder(ctx, [CARLA]);
      await ctx.app.jobs.drain();
      const [carla] = await ticketsOf(ctx, paid.order.id);
      await ctx.database.db
        .update(tickets)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(eq(tickets.id, carla!.id));
      const link = await door.createLink(paid.event.id);
      expect(await door.sync(link.token, [offlineScan(carla!.code, new Date())])).toMatchObject({
        conflitos: 1,
      });
      const occupancy = await door.occupancy(paid.event.id);
      expect(occupancy).toMatchObject({ presentes: 0, total: 0 });
      expect(occupancy.conflitos).toEqual([
        expect.objectContaining({ status: 'canceled', check_in: null }),
      ]);
    });

    it('keep a device’s clock within the link’s life: no scan dated before it or in the future', async () => {
      const paid = await paidOrder(ctx, [ANA]);
      await ctx.app.jobs.drain();
      const [ana] = await ticketsOf(ctx, paid.order.id);
      const link = await door.createLink(paid.event.id);
      await door.sync(link.token, [offlineScan(ana!.code, new Date('2001-01-01T00:00:00Z'))]);
      const [anaNow] = await ticketsOf(ctx, paid.order.id);
      expect(anaNow!.usedAt!.getTime()).toBeGreaterThanOrEqual(new Date(link.criado_em).getTime());
    });

    it('take an entry of any length, recording a hopeless one as Inválido instead of refusing the batch', async () => {
      const paid = await paidOrder(ctx, [ANA]);
      await ctx.app.jobs.drain();
      const [ana] = await ticketsOf(ctx, paid.order.id);
      const link = await linkOpenedAnHourAgo(paid.event.id, 'Portão Longo');
      const batch = [
        offlineScan(ana!.code, new Date()),
        offlineScan(`BEGIN:VCARD ${'x'.repeat(2_000)}`, new Date(), 'invalido'),
      ];
      expect(await door.sync(link.token, batch)).toEqual({
        recebidas: batch.map((scan) => scan.nonce),
        conflitos: 0,
      });
      const recorded = await ctx.database.db
        .select()
        .from(checkInScans)
        .where(eq(checkInScans.linkId, link.id));
      expect(recorded.map((scan) => scan.result).sort()).toEqual(['invalido', 'valido']);
    });

    it('take the door’s answer when the online one was lost: an admission refused online becomes a conflict', async () => {
      const paid = await paidOrder(ctx, [ANA]);
      await ctx.app.jobs.drain();
      const [ana] = await ticketsOf(ctx, paid.order.id);
      const north = await linkOpenedAnHourAgo(paid.event.id, 'Portão Norte');
      const south = await linkOpenedAnHourAgo(paid.event.id, 'Portão Sul');
      expect((await door.scan(north.token, ana!.code)).resultado).toBe('valido');
      // South asked the server (which said 'Já utilizado'), never heard back, and — its list
      // out of date — let the guest in under the same nonce.
      const lost = offlineScan(ana!.code, new Date());
      expect((await door.scan(south.token, ana!.code, lost.nonce)).resultado).toBe('ja_utilizado');
      expect(await door.sync(south.token, [lost])).toMatchObject({ conflitos: 1 });
      const occupancy = await door.occupancy(paid.event.id);
      expect(occupancy.conflitos).toEqual([
        expect.objectContaining({
          codigo: ana!.code,
          check_in: expect.objectContaining({ portao: 'Portão Norte' }),
          outras_entradas: [expect.objectContaining({ portao: 'Portão Sul', offline: true })],
        }),
      ]);
      // Sent again: nothing changes.
      expect(await door.sync(south.token, [lost])).toMatchObject({ conflitos: 0 });
      expect((await door.occupancy(paid.event.id)).conflitos).toHaveLength(1);
    });

    describe('never undo an admission, whatever order online scans and uploads arrive in', () => {
      /** One ticket of a new order, and a link its devices scan it through. */
      async function oneTicket() {
        const paid = await paidOrder(ctx, [BRUNO]);
        await ctx.app.jobs.drain();
        const [bruno] = await ticketsOf(ctx, paid.order.id);
        const link = await linkOpenedAnHourAgo(paid.event.id, 'Portão Leste');
        return { eventId: paid.event.id, orderId: paid.order.id, bruno: bruno!, link };
      }

      /** In once, by the scan `nonce` recorded; a new scan says so; no conflict listed. */
      async function expectAdmittedOnce(
        ticket: { eventId: string; orderId: string; link: CreatedScannerLink },
        nonce: string,
      ) {
        const [now] = await ticketsOf(ctx, ticket.orderId);
        expect(now!.status).toBe('used');
        const [admission] = await ctx.database.db
          .select()
          .from(checkInScans)
          .where(eq(checkInScans.nonce, nonce));
        expect(admission).toMatchObject({ result: 'valido' });
        expect(now!.checkInScanId).toBe(admission!.id);
        const again = await door.scan(ticket.link.token, now!.code);
        expect(again.resultado).toBe('ja_utilizado');
        const occupancy = await door.occupancy(ticket.eventId);
        expect(occupancy).toMatchObject({ presentes: 1, total: 1, conflitos: [] });
      }

      it('online Válido, then the same scan uploaded as Inválido (its answer was lost)', async () => {
        const ticket = await oneTicket();
        const lost = offlineScan(ticket.bruno.code, new Date(), 'invalido');
        expect((await door.scan(ticket.link.token, ticket.bruno.code, lost.nonce)).resultado).toBe(
          'valido',
        );
        expect(await door.sync(ticket.link.token, [lost])).toEqual({
          recebidas: [lost.nonce],
          conflitos: 0,
        });
        await expectAdmittedOnce(ticket, lost.nonce);
        // Uploaded again, or as 'Já utilizado': still nothing undone.
        await door.sync(ticket.link.token, [lost, { ...lost, resultado: 'ja_utilizado' }]);
        await expectAdmittedOnce(ticket, lost.nonce);
      });

      it('uploaded as Válido, then the same scan online: the first answer, one admission', async () => {
        const ticket = await oneTicket();
        const offline = offlineScan(ticket.bruno.qrPayload, new Date(Date.now() - 60_000));
        expect(await door.sync(ticket.link.token, [offline])).toMatchObject({ conflitos: 0 });
        const retried = await door.scan(ticket.link.token, ticket.bruno.qrPayload, offline.nonce);
        expect(retried.resultado).toBe('valido');
        await expectAdmittedOnce(ticket, offline.nonce);
      });

      it('uploaded as Inválido, then online: in once, by the online scan', async () => {
        const ticket = await oneTicket();
        const refused = offlineScan(ticket.bruno.code, new Date(Date.now() - 60_000), 'invalido');
        expect(await door.sync(ticket.link.token, [refused])).toMatchObject({ conflitos: 0 });
        const nonce = randomUUID();
        expect((await door.scan(ticket.link.token, ticket.bruno.code, nonce)).resultado).toBe(
          'valido',
        );
        // The refusal arrives once more: the admission made since stands.
        await door.sync(ticket.link.token, [refused]);
        await expectAdmittedOnce(ticket, nonce);
      });

      it('two uploads of one scan that disagree: Válido then Inválido, and Inválido then Válido', async () => {
        const first = await oneTicket();
        const admitted = offlineScan(first.bruno.code, new Date(Date.now() - 60_000));
        await door.sync(first.link.token, [admitted]);
        expect(
          await door.sync(first.link.token, [{ ...admitted, resultado: 'invalido' }]),
        ).toMatchObject({ conflitos: 0 });
        await expectAdmittedOnce(first, admitted.nonce);

        const second = await oneTicket();
        const refused = offlineScan(second.bruno.code, new Date(Date.now() - 60_000), 'invalido');
        await door.sync(second.link.token, [refused]);
        expect((await ticketsOf(ctx, second.orderId))[0]!.status).toBe('valid');
        expect(
          await door.sync(second.link.token, [{ ...refused, resultado: 'valido' }]),
        ).toMatchObject({ conflitos: 0 });
        await expectAdmittedOnce(second, refused.nonce);
      });

      it('another device uploads Inválido for a ticket admitted online', async () => {
        const ticket = await oneTicket();
        const other = await linkOpenedAnHourAgo(ticket.eventId, 'Portão Oeste');
        const nonce = randomUUID();
        expect((await door.scan(ticket.link.token, ticket.bruno.code, nonce)).resultado).toBe(
          'valido',
        );
        const turnedAway = offlineScan(ticket.bruno.code, new Date(), 'invalido');
        expect(await door.sync(other.token, [turnedAway])).toMatchObject({ conflitos: 0 });
        await expectAdmittedOnce(ticket, nonce);
      });
    });

    it('refuse more than 500 scans at once with a clear message', async () => {
      const many = Array.from({ length: 501 }, () => offlineScan(issued[0]!.code, new Date()));
      const response = await door.syncRequest(gateA.token, many);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(CHECK_IN_MESSAGES.tooManyScans);
    });
  });

  describe('the organizer’s figures', () => {
    it('count each event’s people inside, its tickets and its live links', async () => {
      const response = await ctx.app.inject({
        url: '/api/organizador/check-in/eventos',
        cookies: admin.cookies,
      });
      expect(response.statusCode).toBe(200);
      const listed = response
        .json<CheckInEventsResponse>()
        .eventos.find((event) => event.id === eventId);
      // Ana (gate A), Bruno and Carla were admitted above; gates A and B are live (of four made).
      expect(listed).toMatchObject({ presentes: 3, total: 3, links_ativos: 2, encerrado: false });
    });

    it('count each link’s scans', async () => {
      const listed = await ctx.app.inject({
        url: `/api/organizador/eventos/${eventId}/check-in/links`,
        cookies: admin.cookies,
      });
      const scans = Object.fromEntries(
        listed.json<ScannerLinksResponse>().links.map((link) => [link.rotulo, link.leituras]),
      );
      const recorded = async (linkId: string) =>
        (await ctx.database.db.select().from(checkInScans).where(eq(checkInScans.linkId, linkId)))
          .length;
      expect(scans['Portão A']).toBe(await recorded(gateA.id));
      expect(scans['Portão A']).toBeGreaterThanOrEqual(4);
      expect(scans['Portão B']).toBe(await recorded(gateB.id));
      expect(scans['Portão B']).toBeGreaterThanOrEqual(2);
    });
  });

  describe('ownership', () => {
    it('another admin gets 404 for the organizer’s event and links, and does not list it', async () => {
      const other = await signIn(ctx.database, 'admin');
      const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
        ctx.app.inject({
          method,
          url,
          cookies: other.cookies,
          ...(payload ? { payload } : {}),
        });
      const refused = [
        await as('GET', `/api/organizador/eventos/${eventId}/check-in/links`),
        await as('POST', `/api/organizador/eventos/${eventId}/check-in/links`, {
          rotulo: 'Portão Intruso',
        }),
        await as('GET', `/api/organizador/eventos/${eventId}/check-in`),
        await as('POST', `/api/organizador/check-in/links/${gateB.id}/revogar`),
      ];
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(404);
      }
      expect(refused[0]!.json()).toEqual({ message: CHECK_IN_MESSAGES.eventNotFound });
      // Gate B is still live, and no link was made for the intruder.
      const [gate] = await ctx.database.db
        .select()
        .from(scannerLinks)
        .where(eq(scannerLinks.id, gateB.id));
      expect(gate!.revokedAt).toBeNull();
      const labels = (
        await ctx.database.db.select().from(scannerLinks).where(eq(scannerLinks.eventId, eventId))
      ).map((link) => link.label);
      expect(labels).not.toContain('Portão Intruso');

      const mine = await ctx.app.inject({
        url: '/api/organizador/check-in/eventos',
        cookies: admin.cookies,
      });
      expect(mine.json<CheckInEventsResponse>().eventos.map((e) => e.id)).toContain(eventId);
      const theirs = await as('GET', '/api/organizador/check-in/eventos');
      expect(theirs.json<CheckInEventsResponse>().eventos).toEqual([]);
    });
  });

  describe('the organization’s roles (issue 28)', () => {
    const memberOf = (role: 'checkin' | 'financeiro' | 'visualizacao') =>
      signIn(ctx.database, 'admin', { organization: { id: admin.user.organizacao!.id, role } });

    it('lets a Check-in member run the door, and nothing else of the event', async () => {
      const doorman = await memberOf('checkin');
      const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
        ctx.app.inject({
          method,
          url,
          cookies: doorman.cookies,
          ...(payload ? { payload } : {}),
        });

      const listed = await as('GET', '/api/organizador/check-in/eventos');
      expect(listed.statusCode).toBe(200);
      expect(listed.json<CheckInEventsResponse>().eventos.map((e) => e.id)).toContain(eventId);
      const created = await as('POST', `/api/organizador/eventos/${eventId}/check-in/links`, {
        rotulo: 'Portão da Equipe',
      });
      expect(created.statusCode, created.body).toBe(201);
      const [stored] = await ctx.database.db
        .select()
        .from(scannerLinks)
        .where(eq(scannerLinks.id, created.json<CreatedScannerLink>().id));
      // Made by the member who clicked, for the organization's event.
      expect(stored).toMatchObject({ eventId, createdBy: doorman.user.id });
      expect((await as('GET', `/api/organizador/eventos/${eventId}/check-in`)).statusCode).toBe(
        200,
      );

      // Reports, participants, orders and the event itself are other roles' business.
      for (const url of [
        `/api/organizador/eventos/${eventId}/relatorio`,
        `/api/organizador/eventos/${eventId}/participantes`,
        `/api/organizador/eventos/${eventId}/pedidos`,
        `/api/organizador/eventos/${eventId}`,
        '/api/organizador/eventos',
      ]) {
        expect((await as('GET', url)).statusCode, url).toBe(403);
      }
    });

    it('keeps the door from roles that only read or handle money', async () => {
      for (const account of [await memberOf('financeiro'), await memberOf('visualizacao')]) {
        const answers = [
          await ctx.app.inject({
            url: '/api/organizador/check-in/eventos',
            cookies: account.cookies,
          }),
          await ctx.app.inject({
            method: 'POST',
            url: `/api/organizador/eventos/${eventId}/check-in/links`,
            cookies: account.cookies,
            payload: { rotulo: 'Portão Indevido' },
          }),
        ];
        for (const answer of answers) expect(answer.statusCode).toBe(403);
      }
    });
  });

  describe('the door’s ticket list and search', () => {
    it('lists only its own event’s tickets, with their status and gate', async () => {
      const response = await ctx.app.inject(`/api/check-in/${gateA.token}/ingressos`);
      const list = response.json<ScannerTicketList>();
      expect(list.ingressos.map((ticket) => ticket.id).sort()).toEqual(
        issued.map((ticket) => ticket.id).sort(),
      );
      expect(list.ingressos.find((ticket) => ticket.nome === 'Ana Souza')).toMatchObject({
        status: 'used',
        portao: 'Portão A',
        tipo: 'Pista',
        email: 'ana.souza@empresa.com.br',
      });
    });

    it('finds a guest by part of the name or e-mail, and takes % and _ literally', async () => {
      const search = async (q: string) =>
        (
          await ctx.app.inject(`/api/check-in/${gateA.token}/busca?q=${encodeURIComponent(q)}`)
        ).json<ScannerSearchResponse>().ingressos;
      expect((await search('souz')).map((ticket) => ticket.nome)).toEqual(['Ana Souza']);
      expect((await search('BRUNO.LIMA@')).map((ticket) => ticket.nome)).toEqual(['Bruno Lima']);
      const joao = await paidOrder(ctx, [
        { Nome: 'João', Sobrenome: 'Conceição', Email: 'jc1987@empresa.com.br' },
      ]);
      await ctx.app.jobs.drain();
      const link = await door.createLink(joao.event.id);
      const found = await ctx.app.inject(`/api/check-in/${link.token}/busca?q=joao%20conceicao`);
      expect(found.json<ScannerSearchResponse>().ingressos.map((t) => t.nome)).toEqual([
        'João Conceição',
      ]);
      expect(await search('%%')).toEqual([]);
      expect(await search('__')).toEqual([]);
      const short = await ctx.app.inject(`/api/check-in/${gateA.token}/busca?q=a`);
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain(CHECK_IN_MESSAGES.searchTooShort);
    });
  });
});
