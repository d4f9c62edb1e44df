import { fileURLToPath } from 'node:url';

/**
 * The api package's root folder. This file sits one level below it both as source
 * (src/paths.ts) and once bundled (dist/main.js), so '..' is right in both cases.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const SEED_MEDIA_DIR = fileURLToPath(new URL('../seed-media', import.meta.url));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
