import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';

/**
 * The page at 1440 px and at 360 px, back to 1440 px after: at 360 px it must not scroll
 * sideways (a soft check with `soft`, so the journey goes on to its next screen); a full-page
 * screenshot of each width goes to `shotsDir` when given, named `<name>-<width>.png`.
 */
export async function atDesktopAndPhone(
  page: Page,
  name: string,
  { shotsDir, soft = false }: { shotsDir?: string | undefined; soft?: boolean } = {},
): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [360, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (shotsDir) {
      await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
    }
    if (width === 360) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      (soft ? expect.soft : expect)(overflow, `${name} fits 360 px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A new browser (no cookie of anyone else's), 1440 px wide, in pt-BR and São Paulo's time. */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1440, height: 900 },
  });
}
