import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Serious and critical violations fail a test; lesser ones are only reported. */
export const isBlocking = (violation: AxeViolation): boolean =>
  violation.impact === 'serious' || violation.impact === 'critical';

/** axe (WCAG A/AA) on the page as it is now, or only on the part `include` selects. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

/**
 * The serious and critical violations, one line each with its elements, for
 * `expect(await blockingAxeViolations(page)).toEqual([])`.
 */
export async function blockingAxeViolations(page: Page, include?: string): Promise<string[]> {
  return (await axeViolations(page, include))
    .filter(isBlocking)
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.html).join(' | ')}`,
    );
}
