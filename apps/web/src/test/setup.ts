import './happy-dom-dompurify';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM, type Config } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { handleConsoleError, resetConsoleErrors } from './console-errors';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  resetConsoleErrors();
  window.localStorage.clear();
});
afterAll(() => server.close());

// An unexpected console.error fails the test that caused it (see console-errors.ts).
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => handleConsoleError(args));
});

/*
 * apps/web/vitest.config.ts runs the files with `isolate: false`: a worker process and its
 * happy-dom window run file after file, instead of a new process for each file. Each file still
 * gets our own code fresh: after a file, every module that is not a dependency in node_modules
 * is forgotten, so the next file evaluates the app (and this folder) again, with its own
 * vi.mock()s. What the shared window and dependencies keep is reset as a new process would
 * find it.
 */
beforeAll(() => {
  // sonner, a dependency, is one copy for all the files: it keeps the toasts still open (one
  // shown after a file ended, say) and shows them to the next Toaster.
  toast.dismiss();
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.scrollTo(0, 0);
  document.title = '';
  vi.resetModules();
});

configure({
  /*
   * How long findBy* and waitFor wait (testing-library's default: 1 s). A screen's lazy chunk is
   * transformed by Vite the first time a run asks for it, which on a busy CI machine can take
   * longer than a second. A wait that succeeds ends as soon as it does: only a failure takes
   * longer to report.
   */
  asyncUtilTimeout: 5_000,
  /*
   * findBy* and waitFor run their query again at every DOM change and every 50 ms, and each
   * failed query printed the whole DOM into an error nobody reads. While waitFor retries
   * (testing-library's own `_disableExpensiveErrorDiagnostics` flag is up), the error keeps its
   * message only; the error a timeout finally throws gets the DOM as before (waitFor's
   * onTimeout adds it). Anywhere else the error is testing-library's default, word for word.
   */
  getElementError(message, container) {
    const config = getConfig() as Config & { _disableExpensiveErrorDiagnostics?: boolean };
    const retrying = config._disableExpensiveErrorDiagnostics === true && message !== null;
    const error = new Error(
      retrying
        ? message
        : [message, `Ignored nodes: comments, ${config.defaultIgnore}\n${prettyDOM(container)}`]
            .filter(Boolean)
            .join('\n\n'),
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
