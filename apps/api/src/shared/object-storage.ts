import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';

/**
 * Where the files we keep live (issue 32): the local disk by default, or an S3-compatible bucket
 * when S3_BUCKET is set, so that every process behind the balancer — on one machine or several —
 * reads what any of them stored. Keys are flat names the caller has already checked.
 */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key (replacing what was there: keys are content hashes). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
}

export function diskStorage(folder: string): ObjectStorage {
  return {
    kind: 'disk',
    async put(key, bytes) {
      await mkdir(folder, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = path.join(folder, `.${key}.${process.pid}.tmp`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, path.join(folder, key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(path.join(folder, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function s3Storage(config: S3StorageConfig, prefix = 'uploads/'): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, s3rver, R2…) do not
    // all take the SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: `${prefix}${key}`,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: `${prefix}${key}` }),
        );
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        ) {
          return null;
        }
        throw error;
      }
    },
  };
}

/** The storage the configuration asks for: the bucket when S3_BUCKET is set, else the disk. */
export function objectStorage(config: {
  s3: S3StorageConfig | undefined;
  dataDir: string;
}): ObjectStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'uploads'));
}
