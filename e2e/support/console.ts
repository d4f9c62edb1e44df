import type { Page } from '@playwright/test';

/** Collects the page's console errors and uncaught exceptions, for `toEqual([])` at the end. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
