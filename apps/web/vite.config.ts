import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The scanner screen's module: its chunk and everything it loads, lazily too, are precached. */
const SCANNER_PAGE = /app[\\/]routes[\\/]check-in-scanner\.ts$/;
/** The features' modules (not CSS, not packages). */
const FEATURE_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/].*\.tsx?$/;
const CHECK_IN_SW_TEMPLATE = new URL('./scripts/check-in-sw.js', import.meta.url);

/**
 * Writes dist/check-in-sw.js: the door scanner's service worker (scripts/check-in-sw.js) with the
 * list of files the scanner needs offline — index.html, the app's entry and its static imports,
 * the scanner's chunk with its static and dynamic imports (the QR reader and its worker), their
 * CSS — and a version that changes whenever that list does (docs/decisions/0018).
 */
function checkInServiceWorker(): Plugin {
  return {
    name: 'bilheteria:check-in-sw',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const page = chunks.find((chunk) => SCANNER_PAGE.test(chunk.facadeModuleId ?? ''));
      if (!entry || !page) {
        this.error('check-in service worker: the entry or the scanner page chunk is missing');
      }
      const files = new Set<string>();
      const visit = (fileName: string, followDynamic: boolean) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const file = bundle[fileName];
        if (file?.type !== 'chunk') return;
        for (const css of file.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of file.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const imported of file.imports) visit(imported, followDynamic);
        if (followDynamic) for (const imported of file.dynamicImports) visit(imported, true);
      };
      visit(entry.fileName, false);
      visit(page.fileName, true);
      const precache = [
        '/index.html',
        '/check-in-icon.svg',
        ...[...files].sort().map((fileName) => `/${fileName}`),
      ];
      const template = readFileSync(CHECK_IN_SW_TEMPLATE, 'utf8');
      const version = createHash('sha256')
        .update(`${template}\n${precache.join('\n')}`)
        .digest('hex')
        .slice(0, 12);
      const source = template
        .replace('__CHECK_IN_SW_VERSION__', version)
        .replace('self.__CHECK_IN_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'check-in-sw.js', source });
    },
  };
}

export default defineConfig(({ mode }) => ({
  // The door scanner's service worker, written with the scanner's files (issue 15).
  plugins: [react(), tailwindcss(), checkInServiceWorker()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // react-router's package exports only its development build (dev warnings, extra checks);
      // the production build ships beside it.
      ...(mode === 'production'
        ? {
            'react-router': fileURLToPath(
              new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the server to hint each page's lazily loaded chunks (api/src/http/route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // A feature's modules only define things (what they import for effect is CSS or a
      // package): a route takes from the feature's index.ts what it uses, and the feature's
      // other pages stay in their own chunks (docs/decisions/0026).
      treeshake: { moduleSideEffects: (id: string) => !FEATURE_MODULE.test(id) },
      output: {
        codeSplitting: {
          groups: [
            {
              // The icons and small helpers several screens share, in one chunk: left to the
              // automatic split, each new screen cut them into more chunks of a few hundred
              // bytes, and a page's first load waited on a dozen more requests (bench:web).
              name: 'icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
