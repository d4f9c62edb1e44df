import { http, HttpResponse } from 'msw';
import { onTestFinished, vi } from 'vitest';
import { server } from '@/test/msw-server';

/** Exports answered at the network edge, and the browser's downloads seen (tests only). */

export interface ExportRequest {
  path: string;
  evento: string | null;
  /** Only when asked (issue 30): `<pergunta_id>:sim`. */
  consentimento?: string;
}

/**
 * GET /api/organizador/exportacoes/:kind/:format: a small file named as the server names it
 * ('vendas-2026-05-10.csv'), or what `answer` returns instead; every request is logged.
 */
export function serveExports(answer: (request: ExportRequest) => Response | null = () => null) {
  const log: ExportRequest[] = [];
  server.use(
    http.get('/api/organizador/exportacoes/:kind/:format', ({ request, params }) => {
      const url = new URL(request.url);
      const consent = url.searchParams.get('consentimento');
      const logged: ExportRequest = {
        path: url.pathname,
        evento: url.searchParams.get('evento'),
        ...(consent ? { consentimento: consent } : {}),
      };
      log.push(logged);
      const custom = answer(logged);
      if (custom) return custom;
      const filename = `${String(params.kind)}-2026-05-10.${String(params.format)}`;
      return new HttpResponse('\uFEFFEvento;Comprador\r\nRPA Summit Brasil;Bruno\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
        },
      });
    }),
  );
  return log;
}

export interface Download {
  filename: string;
  href: string;
  blob: Blob;
}

/**
 * Records the files the page hands to the browser (an object URL clicked as a download link)
 * instead of navigating to them. Undone after the test.
 */
export function watchDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const original = {
    createObjectURL: URL.createObjectURL.bind(URL),
    revokeObjectURL: URL.revokeObjectURL.bind(URL),
  };
  let next = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const href = `blob:http://localhost:3000/export-${(next += 1)}`;
    blobs.set(href, blob as Blob);
    return href;
  };
  URL.revokeObjectURL = (href: string) => void blobs.delete(href);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ filename: this.download, href: this.href, blob });
  });
  onTestFinished(() => {
    URL.createObjectURL = original.createObjectURL;
    URL.revokeObjectURL = original.revokeObjectURL;
    click.mockRestore();
  });
  return downloads;
}
