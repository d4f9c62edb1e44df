import { createHash } from 'node:crypto';
import {
  EVENT_FORM_MESSAGES,
  EVENT_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
} from '@bilheteria/domain/event-form';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../../http/errors';
import type { ObjectStorage } from '../../shared/object-storage';
import { downloadImage, type RemoteImageOptions } from './remote-image';

const M = EVENT_FORM_MESSAGES;

/** Stored images are this wide at most; narrower ones keep their size. */
export const MAX_IMAGE_WIDTH = 1600;
/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/**
 * A stored image's file name, always WebP: 128 bits of the SHA-256 of its bytes, written like a
 * UUID (the shape every check of an uploaded picture's address already knows). The name says
 * what the file holds, so it never changes and caches keep it for good, and uploading the same
 * picture twice stores it once. Anything else is not ours.
 */
export const STORED_IMAGE_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
/** Where a stored image is served (UPLOADED_IMAGE_PATH in the domain's event form). */
export const IMAGE_URL_PREFIX = '/api/imagens/';

/** What sharp decodes for us: only the formats organizers may send, never SVG, GIF, TIFF… */
const DECODED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface EventImages {
  /**
   * Checks, decodes, resizes and re-encodes an upload to WebP, stores it and answers where it
   * is served. 415 for another declared type or a file in another format; 413 over 5 MB; 400
   * when it cannot be decoded.
   */
  store(contentType: string | undefined, body: unknown): Promise<{ url: string }>;
  /**
   * Downloads the picture at a web address (remote-image.ts) and stores it as an upload.
   * Throws RemoteImageError (unreachable, refused address, too big, not an image) or the
   * upload's own HttpError (unreadable).
   */
  storeFrom(address: string): Promise<{ url: string }>;
  /** A stored image's bytes, or null for a name that is not one (no path leaves the folder). */
  read(file: string): Promise<Buffer | null>;
}

/** The media type a request declares, without parameters, lower-cased. */
export function declaredMediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isAcceptedImageType(contentType: string | undefined): boolean {
  return (EVENT_IMAGE_TYPES as readonly string[]).includes(declaredMediaType(contentType));
}

/** The file name of these WebP bytes (STORED_IMAGE_FILE). */
export function contentAddressedName(webp: Buffer): string {
  const hex = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.webp`;
}

/**
 * Uploaded images, one WebP file each, in the object storage: DATA_DIR/uploads, or the S3
 * bucket every process shares (S3_BUCKET).
 */
export function createEventImages({
  storage,
  remote = { allowPrivateAddresses: false },
}: {
  storage: ObjectStorage;
  remote?: RemoteImageOptions;
}): EventImages {
  async function reencode(input: Buffer): Promise<Buffer> {
    let image: Sharp;
    let format: string | undefined;
    try {
      image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      format = (await image.metadata()).format;
    } catch {
      throw new HttpError(400, M.imageUnreadable);
    }
    if (!format || !DECODED_FORMATS.has(format)) throw new HttpError(415, M.imageType);
    try {
      return await image
        .rotate() // by its EXIF orientation, which is dropped with the rest of the metadata
        .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch {
      throw new HttpError(400, M.imageUnreadable);
    }
  }

  const images: EventImages = {
    async store(contentType, body) {
      if (!isAcceptedImageType(contentType)) throw new HttpError(415, M.imageType);
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, M.imageUnreadable);
      if (body.length > MAX_IMAGE_BYTES) throw new HttpError(413, M.imageTooLarge);
      const webp = await reencode(body);
      const file = contentAddressedName(webp);
      await storage.put(file, webp, 'image/webp');
      return { url: `${IMAGE_URL_PREFIX}${file}` };
    },

    async storeFrom(address) {
      const { type, bytes } = await downloadImage(address, remote);
      // The type its bytes say, not the one the other server declared.
      return images.store(type, bytes);
    },

    async read(file) {
      if (!STORED_IMAGE_FILE.test(file)) return null;
      return storage.get(file);
    },
  };
  return images;
}
