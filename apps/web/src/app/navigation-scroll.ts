import { withoutLinkToken } from '@bilheteria/domain/link-token';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Where a page opens (issue 13, bug 1). The browser keeps the scroll position across a
 * client-side navigation, so a page opened from the bottom of a long one started far down. Here:
 *
 * - a new page (another path) starts at the top, and the keyboard focus goes to its main
 *   heading, so a screen reader says where the visitor now is;
 * - back and forward (and a reload) put the page where it was left;
 * - a change of the same page's query (filters, tabs) or hash leaves the scroll alone.
 *
 * Positions are remembered per history entry (react-router's `location.key`) while the visitor
 * scrolls, and kept in sessionStorage so a reload finds them too.
 */

const STORAGE_KEY = 'scrollPositions';
/** History entries remembered at most (the oldest are dropped). */
const REMEMBERED = 50;
/** How long a restore waits for the page to grow tall enough (data, images), in ms. */
const RESTORE_WINDOW_MS = 2000;
/** How long the focus waits for the new page's heading (its code or data loading), in ms. */
const HEADING_WINDOW_MS = 8000;
const MAIN_SELECTOR = '#conteudo';

/**
 * Which history entry a position belongs to: react-router's key, with the address (the first
 * page a tab loads has no key of its own — 'default' — whatever its address).
 */
export function entryOf(location: { key: string; pathname: string; search: string }): string {
  // An e-mailed link's token (/definir-senha?token=…) is a secret: never kept in storage.
  const search = withoutLinkToken(location.search);
  return `${location.key} ${location.pathname}${search}`;
}

/** The document itself was reloaded or reached by back/forward (not opened afresh). */
function documentRevisited(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

function readPositions(): Map<string, number> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const entries = raw ? (JSON.parse(raw) as unknown) : [];
    if (Array.isArray(entries)) {
      return new Map(
        entries.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        ),
      );
    }
  } catch {
    // Unreadable or unavailable: nothing remembered.
  }
  return new Map();
}

function writePositions(positions: Map<string, number>): void {
  try {
    const entries = [...positions].slice(-REMEMBERED);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Private mode or a full quota: positions only last for this page's life.
  }
}

/** Scrolls to `y`, again on each frame while the page is still too short, until it fits. */
function restoreScroll(y: number, signal: AbortSignal): void {
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  signal.addEventListener('abort', stop);
  // The visitor scrolling on their own wins over a restore still waiting.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { once: true, passive: true, signal: stopped.signal });
  }
  const deadline = performance.now() + RESTORE_WINDOW_MS;
  const attempt = () => {
    if (stopped.signal.aborted) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > deadline) stop();
    else requestAnimationFrame(attempt);
  };
  attempt();
}

/** The focus is where nobody put it: on the body, gone with the old page, or in the header. */
function focusIsLoose(main: Element | null, wasActive: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return active === wasActive && !main?.contains(active);
}

/** Moves the focus to the page's main heading once it is there (without scrolling to it). */
function focusMainHeading(signal: AbortSignal): void {
  const main = document.querySelector(MAIN_SELECTOR);
  if (!main) return;
  const wasActive = document.activeElement;
  const tryFocus = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (focusIsLoose(main, wasActive)) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), HEADING_WINDOW_MS);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    window.clearTimeout(timer);
  });
}

type Arrival =
  | { kind: 'restore'; y: number }
  /** A new page: its top, and the focus on its heading. */
  | { kind: 'top' }
  | { kind: 'stay' };

export function useNavigationScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef<string | null>(null);
  /** The entry last arrived at, and what was done on arrival (StrictMode runs effects twice). */
  const arrived = useRef<{ key: string; pathname: string; arrival: Arrival } | null>(null);

  // The app restores positions itself: the browser's own restoring, done before the new page
  // is drawn, would land on a page too short for it.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // Remembers the position of the entry on screen as the visitor scrolls.
  useEffect(() => {
    positions.current ??= readPositions();
    const save = () => {
      if (currentKey.current !== null) positions.current!.set(currentKey.current, window.scrollY);
    };
    const persist = () => writePositions(positions.current!);
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  // Before paint, as the new entry's page is committed.
  useLayoutEffect(() => {
    positions.current ??= readPositions();
    // Later scroll events belong to the new entry (the old one's position is already saved).
    const entry = entryOf(location);
    currentKey.current = entry;
    let arrival: Arrival;
    if (arrived.current?.key === entry) {
      arrival = arrived.current.arrival;
    } else {
      const previous = arrived.current;
      // On the app's first render, only a reload or a back/forward to this document restores.
      const saved =
        previous === null && !documentRevisited() ? undefined : positions.current.get(entry);
      if (location.hash)
        arrival = { kind: 'stay' }; // the browser goes to the fragment
      else if (navigationType === NavigationType.Pop && saved !== undefined)
        arrival = { kind: 'restore', y: saved };
      else if (previous !== null && previous.pathname !== location.pathname)
        arrival = { kind: 'top' };
      else arrival = { kind: 'stay' };
      arrived.current = { key: entry, pathname: location.pathname, arrival };
    }

    const controller = new AbortController();
    if (arrival.kind === 'restore') {
      restoreScroll(arrival.y, controller.signal);
    } else if (arrival.kind === 'top') {
      window.scrollTo(0, 0);
      focusMainHeading(controller.signal);
    }
    return () => controller.abort();
  }, [location, navigationType]);
}
