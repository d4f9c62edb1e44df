import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ObjectStorage } from '../../shared/object-storage';

/** '/api/imagens/<uuid>.webp': an upload (organizer-events/images.ts stores them so). */
const UPLOADED =
  /^\/api\/imagens\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/;
/** Printed at most this big (pixels): about 300 dpi at the size drawn. */
const MAX_LOGO = { width: 750, height: 270 };

export interface CertificateAssets {
  /** An uploaded image as an opaque PNG pdfkit can embed; null when '' or missing. */
  image(url: string): Promise<Buffer | null>;
}

/**
 * The images certificates print (logo, signatures). pdfkit reads PNG and JPEG, not the WebP we
 * store: each is converted once — flattened on white, so pdfkit embeds it without decoding its
 * pixels — and kept, so an issue run of thousands converts each image once.
 */
export function createCertificateAssets(storage: ObjectStorage): CertificateAssets {
  const cache = new LRUCache<string, Promise<Buffer | null>>({ max: 64 });

  async function convert(file: string): Promise<Buffer | null> {
    const webp = await storage.get(file).catch(() => null);
    if (!webp) return null;
    return sharp(webp)
      .resize({ ...MAX_LOGO, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 6 })
      .toBuffer()
      .catch(() => null);
  }

  return {
    image(url) {
      const file = UPLOADED.exec(url)?.[1];
      if (!file) return Promise.resolve(null);
      let pending = cache.get(file);
      if (!pending) {
        pending = convert(file);
        cache.set(file, pending);
      }
      return pending;
    },
  };
}
