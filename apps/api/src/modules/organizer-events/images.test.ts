import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  EVENT_FORM_MESSAGES as M,
  MAX_IMAGE_BYTES,
  UPLOADED_IMAGE_PATH,
} from '@bilheteria/domain/event-form';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestAccount } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { engineNeutralTargets } from '../../test/test-database';

/** A PNG `width` × `height`, a gradient so it does not compress to nothing. */
async function pngOf(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % 256;
    pixels[i + 1] = Math.floor(i / 3 / width) % 256;
    pixels[i + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe.each(engineNeutralTargets())('event images on %s', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilheteria-images-'));
  const ctx = useTestApp(target, { demo: false, config: { dataDir } });
  let admin: TestAccount;

  const upload = (body: Buffer | string, contentType: string, account = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/organizador/imagens',
      headers: { 'content-type': contentType },
      payload: body,
      cookies: account.cookies,
    });
  const stored = () => readdirSync(path.join(dataDir, 'uploads'));

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores a PNG resized to 1600 px wide as WebP, served with a type no browser runs', async () => {
    const response = await upload(await pngOf(2400, 1200), 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(UPLOADED_IMAGE_PATH);
    expect(stored()).toContain(url.split('/').pop());

    // Public: a visitor (no cookies) reads it.
    const served = await ctx.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await sharp(served.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('keeps a small image’s size, and takes JPEG and WebP too', async () => {
    const png = await pngOf(300, 200);
    for (const [body, type] of [
      [await sharp(png).jpeg().toBuffer(), 'image/jpeg'],
      [await sharp(png).webp().toBuffer(), 'image/webp; charset=binary'],
    ] as const) {
      const response = await upload(body, type);
      expect(response.statusCode, response.body).toBe(201);
      const served = await ctx.app.inject(response.json<{ url: string }>().url);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 200,
      });
    }
  });

  it('refuses another type with 415, before reading it', async () => {
    const before = stored().length;
    for (const type of ['text/plain', 'image/svg+xml', 'application/json', 'image/gif']) {
      const response = await upload('<svg onload="alert(1)"></svg>', type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ message: M.imageType });
    }
    // Declared PNG, but an SVG or a GIF inside: not decoded, refused the same way.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp(await pngOf(10, 10))
      .gif()
      .toBuffer();
    for (const body of [svg, gif]) {
      const response = await upload(body, 'image/png');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: M.imageType });
    }
    expect(stored().length).toBe(before);
  });

  it('refuses more than 5 MB with 413, and what cannot be decoded with 400', async () => {
    const tooLarge = await upload(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: M.imageTooLarge });
    // Sent in chunks, without a length: stopped once past the limit, with the same answer.
    const chunked = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizador/imagens',
      headers: { 'content-type': 'image/jpeg' },
      payload: Readable.from([Buffer.alloc(MAX_IMAGE_BYTES, 1), Buffer.alloc(1024, 1)]),
      cookies: admin.cookies,
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json()).toEqual({ message: M.imageTooLarge });

    for (const body of [Buffer.from('não é uma imagem'), (await pngOf(50, 50)).subarray(0, 60)]) {
      const unreadable = await upload(body, 'image/png');
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json()).toEqual({ message: M.imageUnreadable });
    }
  });

  it('is for admins only', async () => {
    const user = await signIn(ctx.database, 'user');
    expect((await upload(await pngOf(10, 10), 'image/png', user)).statusCode).toBe(403);
  });

  it('serves nothing but a stored image: 404 for any other name, no path leaves the folder', async () => {
    for (const url of [
      '/api/imagens/3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f.webp',
      '/api/imagens/..%2F..%2Fpackage.json',
      '/api/imagens/%2E%2E%2Fpglite',
      '/api/imagens/3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f.png',
      '/api/imagens/.3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f.webp.1.tmp',
      '/api/imagens/x.webp',
    ]) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
