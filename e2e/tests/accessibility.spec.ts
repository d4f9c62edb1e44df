import { type APIRequestContext, expect, test } from '@playwright/test';
import { type AxeViolation, axeViolations, isBlocking } from '../support/axe';
import { settle, watchRequests } from '../support/settle';

/**
 * axe (WCAG 2.0/2.1 A and AA rules) on the public screens, at a desktop width and on a phone:
 * no violation of impact 'serious' or 'critical'. Lesser ones are listed as annotations.
 */

const viewports = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 780 } },
];

const screens: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'event list', path: async () => '/events' },
  {
    name: 'event detail',
    path: async (request) => {
      const response = await request.get('/api/eventos/ingressos/eventos');
      expect(response.ok()).toBe(true);
      const { eventos } = (await response.json()) as { eventos: { id: string }[] };
      expect(eventos.length).toBeGreaterThan(0);
      return `/events/${eventos[0]!.id}`;
    },
  },
];

/** One line per violation and up to 8 of its elements, to read straight from the failure. */
function summarize(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 8).map((node) => {
        const why = node.failureSummary?.split('\n').slice(1, 2).join('').trim();
        return `    ${node.target.map(String).join(' >> ')}${why ? `  — ${why}` : ''}`;
      });
      const more = violation.nodes.length > 8 ? [`    … ${violation.nodes.length - 8} more`] : [];
      return [
        `  ${violation.id} (${violation.impact ?? 'no impact'}, ${violation.nodes.length} element(s)): ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

for (const { name: viewportName, viewport } of viewports) {
  test.describe(`accessibility at ${viewportName} width`, () => {
    test.use({ viewport });

    for (const screen of screens) {
      test(`${screen.name} has no serious or critical axe violations`, async ({
        page,
        request,
      }, testInfo) => {
        const pending = watchRequests(page);
        await page.goto(await screen.path(request));
        // The page's content is in: its main heading is shown and nothing is still loading.
        await expect(page.locator('main h1').first()).toBeVisible();
        await settle(page, pending, page.url());

        const violations = await axeViolations(page);
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        });

        const minor = violations.filter((v) => !isBlocking(v));
        if (minor.length > 0) {
          testInfo.annotations.push({
            type: 'axe (moderate/minor)',
            description: summarize(minor),
          });
        }
        const blocking = violations.filter(isBlocking);
        expect(
          blocking.map((violation) => `${violation.id} (${violation.impact})`),
          `axe found serious/critical violations on ${page.url()} at ${viewport.width}×${viewport.height}:\n${summarize(blocking)}`,
        ).toEqual([]);
      });
    }
  });
}
