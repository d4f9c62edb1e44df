import './happy-dom-dompurify';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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
