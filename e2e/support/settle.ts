import { type Page, type Request, expect } from '@playwright/test';

/**
 * When a page has shown its content: for checks that need all of it on screen (its width at
 * 360 px, axe), instead of `networkidle` (half a second of quiet after every load, and already
 * reached when a tab is clicked or a list changes) or a fixed wait.
 *
 *   const pending = watchRequests(page); // before the page loads
 *   await page.goto(path);
 *   await settle(page, pending, path);
 */

/**
 * How apps/web shows that something is still on its way (read from apps/web/src):
 * - the grey blocks of `Skeleton` (components/ui/skeleton.tsx: animate-pulse on bg-slate-200, or
 *   bg-slate-300) and of the static shell shown while a screen's code loads
 *   (app/layout/page-loading.tsx: animate-pulse around bg-slate-200 blocks);
 * - a list that still shows the previous page while the next one loads (aria-busy);
 * - a spinner (lucide's Loader2, LoaderCircle or RotateCw with animate-spin);
 * - the status regions beside the skeletons, which say 'Carregando ...' (see `LOADING_TEXT`).
 * Not the check-in's live dot or the virtual queue's bar: they pulse in colour for as long as the
 * page is open.
 */
const LOADING = [
  '[aria-busy="true"]',
  '.animate-pulse:is(.bg-slate-200, .bg-slate-300)',
  '.animate-pulse:has(.bg-slate-200, .bg-slate-300)',
  '.animate-spin',
].join(', ');
const LOADING_TEXT = /Carregando/;

/** How long a page (or a tab) may take to show its content before the test fails. */
const SETTLE_TIMEOUT = 15_000;

/** The page's requests still waiting for their answer (data, code, images, fonts). */
export function watchRequests(page: Page): Set<Request> {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

interface Snapshot {
  /** The first loading marker on screen, described; '' when there is none. */
  loading: string;
  width: number;
  height: number;
}

/**
 * The page after two animation frames and its fonts: what still shows as loading, and its size.
 * With `reveal`, a loading marker that waits for no request is scrolled to: content that loads
 * once a visitor sees it (the home page's carousel) comes in as it would on a phone.
 */
async function snapshot(page: Page, reveal: boolean): Promise<Snapshot> {
  return page.evaluate(
    async ({ selector, text, reveal }) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await document.fonts.ready;
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()} class="${(element.getAttribute('class') ?? '').slice(0, 120)}">`;
      let marker: Element | undefined = [...document.querySelectorAll(selector)].find((element) =>
        element.checkVisibility(),
      );
      let loading = marker ? describe(marker) : '';
      if (!marker) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent && text.test(node.textContent ?? '') && parent.checkVisibility()) {
            marker = parent;
            loading = `'${node.textContent?.trim()}' in ${describe(parent)}`;
            break;
          }
        }
      }
      if (marker && reveal) marker.scrollIntoView({ block: 'center' });
      const root = document.documentElement;
      return { loading, width: root.scrollWidth, height: root.scrollHeight };
    },
    { selector: LOADING, text: LOADING_TEXT, reveal },
  );
}

/**
 * Waits until the page shows its content: no loading marker on screen, no request waiting for
 * its answer, the fonts in, and the page's size the same in two snapshots in a row (each after
 * two animation frames), so that what arrived last has been laid out. A page still loading after
 * `SETTLE_TIMEOUT` fails the test, naming what it was waiting for.
 */
export async function settle(page: Page, pending: Set<Request>, where: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT;
  const first = () => {
    const request = pending.values().next().value;
    return request ? `${request.method()} ${request.url()}` : '';
  };
  let previous = '';
  let waitingFor = '';
  while (Date.now() < deadline) {
    // While answers are on their way, the page is left alone (a snapshot makes it draw frames).
    while (pending.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { loading, width, height } = await snapshot(page, pending.size === 0);
    waitingFor = first() || loading;
    const size = `${width}x${height}`;
    if (!waitingFor && size === previous) {
      await page.evaluate(() => window.scrollTo(0, 0));
      return;
    }
    previous = waitingFor ? '' : size;
  }
  waitingFor ||= first();
  expect(waitingFor, `${where} still loading after ${SETTLE_TIMEOUT / 1000} s`).toBe('');
}
