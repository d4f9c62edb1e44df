import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3StorageConfig } from '../config';

/**
 * A local S3 (s3rver, from npm) for the file's tests, with one empty bucket. The answer is the
 * configuration to give the app; its endpoint is filled in before the app is built, so call
 * this before useTestApp (hooks run in the order they were registered).
 */
export function useS3Emulator(bucket = 'bilheteria-teste'): S3StorageConfig {
  const directory = mkdtempSync(path.join(tmpdir(), 'bilheteria-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const config: S3StorageConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:1',
    // s3rver's own fixed pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  beforeAll(async () => {
    const { port } = await server.run();
    config.endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return config;
}
