import {
  type APIRequestContext,
  type BrowserContext,
  type Page,
  test as base,
  expect,
} from '@playwright/test';
import { DEMO, type DemoRole } from '../support/auth';
import { settle, watchRequests } from '../support/settle';

/**
 * Issue 33: at 360 px no page of the product scrolls sideways, for anyone. Every route of
 * apps/web/src/app/router.tsx, each for the roles that use it (see `routes`), one page load each
 * (and each of the page's tabs, opened one after another: a table in a tab widens the page only
 * once it shows). A wide table scrolls inside its own box; the page itself stays 360 px wide.
 * Read-only: it opens pages and tabs, it changes nothing.
 */

const WIDTH = 360;

type Role = 'visitor' | DemoRole;
const ROLES: Role[] = ['visitor', 'user', 'affiliate', 'admin', 'operator'];

/** The ids the routes' parameters take, from the demo data. */
interface Ids {
  /** A public event of the catalog organizer's (the demo 'Dono'), joined by the affiliate. */
  eventId: string;
}

/** The public paths of the router, its parameters filled (keep in step with router.tsx). */
const publicRoutes = ({ eventId }: Ids): string[] => [
  '/',
  '/events',
  `/events/${eventId}`,
  `/event/${eventId}`,
  '/login',
  '/checkout',
  '/confirmacao',
  '/unauthorized',
  '/definir-senha',
  '/entrar-por-link',
  '/become-affiliate',
  '/lista-de-espera/oferta',
  '/lista-de-espera/sair',
  '/organizadores/cadastro',
  '/convites/aceitar',
  '/minha-conta/exclusao',
  '/privacidade',
  // A code no certificate has: the answer and the form to type another.
  '/certificados/7K3M-Q9XD-2HPA',
  '/check-in/token-que-nao-existe',
  '/pagina-que-nao-existe',
];

/** The guarded paths: a visitor is sent to /login from each, so they open only the first. */
const guardedRoutes = ({ eventId }: Ids): string[] => [
  '/dashboard',
  '/create-event',
  '/affiliate',
  '/meus-ingressos',
  '/meus-pedidos',
  `/dashboard/check-in/${eventId}`,
  '/dashboard/repasses',
  '/operador/repasses-afiliados',
  '/operador/organizacoes',
  '/operador/repasses',
  '/operador/conciliacao',
  `/dashboard/eventos/${eventId}/editar`,
  `/dashboard/eventos/${eventId}/relatorio`,
  '/dashboard/equipe',
  '/dashboard/atividade',
  '/dashboard/organizacao',
  '/dashboard/financeiro',
  '/minha-conta/dados',
];

/**
 * Each route for the roles that use it: every public page as a visitor, the pages whose content
 * changes once signed in (the event page's affiliate box, the header's account menu) as those
 * roles, and each guarded page as the role it is for. A role without a page's permission sees
 * /unauthorized or /login instead, which are already measured.
 */
const routes = (role: Role, ids: Ids): string[] => {
  const event = [`/events/${ids.eventId}`, `/event/${ids.eventId}`];
  const guarded = guardedRoutes(ids);
  const of = (...paths: string[]) => paths.filter((path) => guarded.includes(path));
  switch (role) {
    case 'visitor':
      return [...publicRoutes(ids), guarded[0]!];
    case 'user':
      return ['/', ...event, ...of('/meus-ingressos', '/meus-pedidos', '/minha-conta/dados')];
    case 'affiliate':
      return [...event, '/become-affiliate', ...of('/affiliate', '/minha-conta/dados')];
    case 'admin':
      return guarded.filter(
        (path) =>
          path.startsWith('/dashboard') ||
          path === '/create-event' ||
          path === '/minha-conta/dados',
      );
    case 'operator':
      return guarded.filter(
        (path) => path.startsWith('/operador') || path === '/dashboard/repasses',
      );
  }
};

/**
 * The event every route uses: one the demo affiliate joined (so that their event page shows the
 * 'Programa de afiliados' box with the link), which the catalog organizer owns.
 */
async function demoIds(request: APIRequestContext): Promise<Ids> {
  const response = await request.get('/api/eventos/ingressos/eventos');
  expect(response.ok()).toBe(true);
  const { eventos } = (await response.json()) as { eventos: { id: string; titulo: string }[] };
  const joined = eventos.find((event) => /RPA Summit/i.test(event.titulo)) ?? eventos[0];
  expect(joined).toBeDefined();
  return { eventId: joined!.id };
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The widest element poking out on the right, to name the culprit in a failure. */
async function widest(page: Page): Promise<string> {
  return page.evaluate((width) => {
    let found = '';
    let right = width;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        const classes = typeof element.className === 'string' ? element.className : '';
        found = `<${element.tagName.toLowerCase()} class="${classes.slice(0, 120)}"> ends at ${Math.round(box.right)} px`;
      }
    }
    return found;
  }, WIDTH);
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = await pageWidth(page);
  // The culprit is looked for only when there is one: the walk lays out every element.
  const culprit = width > WIDTH ? await widest(page) : '';
  expect(width, `${where} is ${width} px wide: ${culprit}`).toBeLessThanOrEqual(WIDTH);
}

/**
 * The page's next tab to open: one shown and enabled that is neither chosen nor in `measured`
 * (by its id, which names its tab list and value). The chosen ones, measured with the page as it
 * is, go into `measured`. A click can bring new tabs (the agenda's days, in the tab's panel) or
 * take some away (another top tab closes the agenda), so the tabs are looked at again after each
 * one, and the last one in the page is taken: a panel's own tabs come after its tab list, so they
 * are opened before the panel is left.
 */
async function nextTab(
  page: Page,
  measured: Set<string>,
): Promise<{ index: number; id: string; name: string } | undefined> {
  const { chosen, next } = await page.evaluate(
    (done) => {
      const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
      const key = (tab: HTMLElement, index: number) =>
        tab.id || `${tab.textContent?.trim() ?? ''}#${index}`;
      const isChosen = (tab: HTMLElement) => tab.getAttribute('aria-selected') === 'true';
      const open = tabs.findLastIndex(
        (tab, index) =>
          !isChosen(tab) &&
          !done.includes(key(tab, index)) &&
          tab.checkVisibility() &&
          !tab.hasAttribute('disabled') &&
          tab.getAttribute('aria-disabled') !== 'true',
      );
      return {
        chosen: tabs.flatMap((tab, index) => (isChosen(tab) ? [key(tab, index)] : [])),
        next:
          open < 0
            ? undefined
            : {
                index: open,
                id: tabs[open]!.id,
                key: key(tabs[open]!, open),
                name: tabs[open]!.textContent?.trim() ?? '',
              },
      };
    },
    [...measured],
  );
  for (const tab of chosen) measured.add(tab);
  if (!next) return undefined;
  measured.add(next.key);
  return { index: next.index, id: next.id, name: next.name };
}

/**
 * One browser context per role in each worker, kept from route to route: each test opens a page
 * of its own in it (its own JavaScript and sessionStorage, a full page load), while the session
 * cookie, localStorage and HTTP cache stay, as for a person going from one page to the next. A
 * context of its own for each of the ~50 routes (the role's storage state applied again, the
 * app's code fetched and compiled again) cost a fifth of the spec's CPU.
 */
const contexts = new Map<Role, Promise<BrowserContext>>();

const test = base.extend<{ role: Role }>({
  role: ['visitor', { option: true }],
  page: async ({ browser, role }, use) => {
    let context = contexts.get(role);
    if (!context) {
      context = browser.newContext({
        baseURL: test.info().project.use.baseURL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: WIDTH, height: 780 },
        ...(role === 'visitor' ? {} : { storageState: DEMO[role].state }),
      });
      contexts.set(role, context);
    }
    const page = await (await context).newPage();
    await use(page);
    await page.close();
  },
});

let ids: Ids | undefined;

for (const role of ROLES) {
  test.describe(`at ${WIDTH} px, as the ${role}`, () => {
    test.use({ role });

    // The paths need the event's id: read once per worker, before the tests are listed it
    // is not known, so each test takes its route by index.
    for (const [index, label] of routes(role, { eventId: ':eventId' }).entries()) {
      test(`${label} does not scroll sideways`, async ({ page }) => {
        ids ??= await demoIds(page.request);
        const path = routes(role, ids)[index]!;
        const pending = watchRequests(page);
        await page.goto(path);
        await settle(page, pending, `${page.url()} (${role})`);
        await expectNoSidewaysScroll(page, `${page.url()} (${role})`);

        // Each tab of the page in turn (the report's lists, the portal's 'Vendas', ...), and
        // the tabs a tab brings along (the agenda's days): each one once, chosen ones included
        // as they are measured with the page.
        const measured = new Set<string>();
        for (let next = await nextTab(page, measured); next; next = await nextTab(page, measured)) {
          const tabs = page.locator('[role="tab"]');
          const trigger = next.id
            ? tabs.and(page.locator(`[id="${next.id}"]`))
            : tabs.nth(next.index);
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-selected', 'true');
          const where = `${page.url()} (${role}), tab '${next.name}'`;
          await settle(page, pending, where);
          await expectNoSidewaysScroll(page, where);
        }
      });
    }
  });
}
