import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import {
  EVENT_FORM_MESSAGES as M,
  MAX_IMAGE_BYTES,
  UPLOADED_IMAGE_PATH,
  type EventFormValues,
} from '@bilheteria/domain/event-form';
import type { EditableEvent, SavedEvent } from '@bilheteria/domain/organizer-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestAccount } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { engineNeutralTargets } from '../../test/test-database';
import { downloadImage, isPublicAddress } from './remote-image';

/** A local server standing in for the web: a PNG, a page, a huge file, a slow answer. */
async function pictureServer(png: Buffer): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    switch (request.url) {
      case '/capa.png':
        // Declared as something else on purpose: the bytes decide.
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        return response.end(png);
      case '/movida':
        response.writeHead(302, { location: '/capa.png' });
        return response.end();
      case '/pagina.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end('<!doctype html><title>Não é imagem</title>');
      case '/enorme.png':
        // No length announced: the limit is counted while reading.
        response.writeHead(200, { 'content-type': 'image/png' });
        response.write(png.subarray(0, 8));
        return response.end(Buffer.alloc(MAX_IMAGE_BYTES));
      case '/lenta.png':
        return; // never answers
      default:
        response.writeHead(404);
        return response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function form(imageUrl: string): EventFormValues {
  const day = addCalendarDays(calendarDay(new Date()), 30);
  return {
    status: 'published',
    basics: {
      title: 'Workshop de IA Generativa',
      description: '<p>Um dia inteiro de prática com IA generativa.</p>',
      date: day,
      time: '09:00',
      endDate: '',
      endTime: '18:00',
      location: 'Centro de Convenções',
      city: 'Recife',
      address: 'Av. Boa Viagem, 1000',
      category: 'Workshop',
      commission: '10',
      imageUrl,
    },
    tickets: [
      {
        name: 'Pista',
        description: 'Acesso ao dia todo',
        price: '100',
        quantity: '50',
        maxPerOrder: '5',
      },
    ],
    agenda: [],
    speakers: [],
    faq: [],
  };
}

const png = sharp({ create: { width: 640, height: 360, channels: 3, background: '#1d4ed8' } })
  .png()
  .toBuffer();

describe.each(engineNeutralTargets())('event pictures given by address on %s', (target) => {
  describe('with a local test server allowed', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bilheteria-remote-images-'));
    const ctx = useTestApp(target, {
      config: { dataDir, imageFetch: { allowPrivateAddresses: true } },
    });
    let admin: TestAccount;
    let web: { server: Server; base: string };

    const save = (method: 'POST' | 'PUT', url: string, payload: EventFormValues) =>
      ctx.app.inject({ method, url: `/api${url}`, cookies: admin.cookies, payload });
    const uploads = () => readdirSync(path.join(dataDir, 'uploads'), { withFileTypes: true });

    beforeAll(async () => {
      admin = await signIn(ctx.database, 'admin');
      web = await pictureServer(await png);
    });
    afterAll(async () => {
      web.server.closeAllConnections();
      await new Promise((resolve) => web.server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('downloads a PNG once, stores it like an upload and saves our address', async () => {
      const created = await save('POST', '/organizador/eventos', form(`${web.base}/capa.png`));
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<SavedEvent>();
      const page = (
        await ctx.app.inject(`/api/eventos/ingressos/evento/${id}`)
      ).json<ServerEventDetail>();
      expect(page.foto).toMatch(UPLOADED_IMAGE_PATH);
      const served = await ctx.app.inject(page.foto);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      // An edit with an address (through a redirect) stores it too; one with ours keeps it.
      const editable = (
        await ctx.app.inject({ url: `/api/organizador/eventos/${id}`, cookies: admin.cookies })
      ).json<EditableEvent>();
      const tickets = editable.tickets.map(({ sold: _s, held: _h, ...ticket }) => ticket);
      const edited = await save('PUT', `/organizador/eventos/${id}`, {
        ...form(`${web.base}/movida`),
        tickets,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = (
        await ctx.app.inject({ url: `/api/organizador/eventos/${id}`, cookies: admin.cookies })
      ).json<EditableEvent>();
      expect(after.basics.imageUrl).toMatch(UPLOADED_IMAGE_PATH);
      // The same picture by another address: named by its content, it is the same file.
      expect(after.basics.imageUrl).toBe(page.foto);
      const count = uploads().length;
      const kept = await save('PUT', `/organizador/eventos/${id}`, {
        ...form(after.basics.imageUrl),
        tickets,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(uploads()).toHaveLength(count);
    });

    it.each([
      ['a page that is not an image', '/pagina.png', M.imageNotImage],
      ['a file over 5 MB', '/enorme.png', M.imageTooLarge],
      ['an address that answers 404', '/nada.png', M.imageUnreachable],
    ])('refuses %s under the image field, saving nothing', async (_case, file, message) => {
      const before = uploads().length;
      const response = await save('POST', '/organizador/eventos', form(`${web.base}${file}`));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message,
        errors: [{ path: 'basics.imageUrl', message }],
      });
      expect(uploads()).toHaveLength(before);
    });

    it('gives up on a server that does not answer in time', async () => {
      await expect(
        downloadImage(`${web.base}/lenta.png`, { allowPrivateAddresses: true, timeoutMs: 300 }),
      ).rejects.toMatchObject({ reason: 'unreachable', message: M.imageUnreachable });
    });
  });

  describe('as configured everywhere else (no private addresses)', () => {
    const ctx = useTestApp(target, { demo: false });
    let admin: TestAccount;
    let web: { server: Server; base: string };

    beforeAll(async () => {
      admin = await signIn(ctx.database, 'admin');
      web = await pictureServer(await png);
    });
    afterAll(async () => {
      web.server.closeAllConnections();
      await new Promise((resolve) => web.server.close(resolve));
    });

    it.each([
      ['a loopback address', () => `${web.base}/capa.png`],
      [
        'a name that resolves to loopback',
        () => `${web.base.replace('127.0.0.1', 'localhost')}/capa.png`,
      ],
      ['a private network', () => 'http://10.1.2.3/capa.png'],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data'],
      [
        'an IPv4-mapped IPv6 loopback',
        () => `http://[::ffff:127.0.0.1]:${new URL(web.base).port}/capa.png`,
      ],
    ])('refuses %s without connecting to it', async (_case, address) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/organizador/eventos',
        cookies: admin.cookies,
        payload: form(address()),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: M.imageAddressRefused,
        errors: [{ path: 'basics.imageUrl', message: M.imageAddressRefused }],
      });
    });

    it('tells public addresses from the rest', () => {
      expect(isPublicAddress('8.8.8.8')).toBe(true);
      expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
      for (const address of [
        '127.0.0.1',
        '10.0.0.1',
        '172.16.5.4',
        '192.168.1.1',
        '0.0.0.0',
        '::1',
        '::',
        'fe80::1',
        'fd00::1',
        '::ffff:10.0.0.1',
        '100.64.0.1',
      ]) {
        expect(isPublicAddress(address), address).toBe(false);
      }
    });
  });
});
