import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { UPLOADED_IMAGE_PATH } from '@bilheteria/domain/event-form';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../shared/object-storage';
import { signIn, type TestAccount } from '../../test/auth';
import { useS3Emulator } from '../../test/s3-emulator';
import { useTestApp } from '../../test/test-context';
import { createEventImages } from './images';

/**
 * Pictures in object storage (issue 32): with S3_BUCKET set, an upload goes to the bucket, not
 * to the disk, and any process with the same bucket serves it. Against s3rver (a local S3).
 */
describe('event images in an S3 bucket', () => {
  const s3 = useS3Emulator();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilheteria-images-s3-'));
  const ctx = useTestApp('pglite', { demo: false, config: { dataDir, s3 } });
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const png = (shade: number) =>
    sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
  const upload = async (body: Buffer) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/organizador/imagens',
      headers: { 'content-type': 'image/png' },
      payload: body,
      cookies: admin.cookies,
    });
  const keys = async () => {
    const client = new S3Client({ ...s3, endpoint: s3.endpoint! });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key);
  };

  it('stores an upload in the bucket, named by its content, and serves it for good', async () => {
    const response = await upload(await png(10));
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(UPLOADED_IMAGE_PATH);
    const file = url.split('/').pop()!;
    expect(await keys()).toContain(`uploads/${file}`);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await ctx.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64 });

    // Another process with the same bucket (no shared disk) reads the same bytes.
    const elsewhere = createEventImages({ storage: s3Storage(s3) });
    expect((await elsewhere.read(file))?.equals(served.rawPayload)).toBe(true);
  });

  it('keeps one object for the same picture sent twice, and one per different picture', async () => {
    const before = (await keys()).length;
    const first = (await upload(await png(20))).json<{ url: string }>().url;
    const again = (await upload(await png(20))).json<{ url: string }>().url;
    const other = (await upload(await png(30))).json<{ url: string }>().url;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(await keys()).toHaveLength(before + 2);
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    const response = await ctx.app.inject('/api/imagens/00000000-0000-0000-0000-000000000000.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Imagem não encontrada' });
  });
});
