import path from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';

/**
 * The demo accounts (apps/api/src/db/demo-accounts.ts; DEMO_MODE is on for the e2e servers).
 * The setup project (tests/auth.setup.ts) signs each role in once through the login page's demo
 * box and keeps the browser's state here, for `test.use({ storageState: ... })`.
 */
export const DEMO = {
  admin: {
    // The demo box names a member by their organization role (issue 28); the dashboard's
    // 'Perfil:' by the platform role.
    label: 'Dono',
    profile: 'Administrador',
    home: '/dashboard',
    email: 'admin@bilheteria.demo',
    password: 'Admin@2026',
    state: path.join(import.meta.dirname, '../../test-results/e2e-auth/admin.json'),
  },
  affiliate: {
    label: 'Afiliado',
    profile: 'Afiliado',
    home: '/dashboard',
    email: 'afiliado@bilheteria.demo',
    password: 'Afiliado@2026',
    state: path.join(import.meta.dirname, '../../test-results/e2e-auth/affiliate.json'),
  },
  user: {
    label: 'Usuário Regular',
    profile: 'Usuário Regular',
    home: '/dashboard',
    email: 'usuario@bilheteria.demo',
    password: 'Usuario@2026',
    state: path.join(import.meta.dirname, '../../test-results/e2e-auth/user.json'),
  },
  operator: {
    label: 'Operador da plataforma',
    profile: 'Operador da plataforma',
    // The operator has no dashboard of their own: the organizations they approve.
    home: '/operador/organizacoes',
    email: 'operador@bilheteria.demo',
    password: 'Operador@2026',
    state: path.join(import.meta.dirname, '../../test-results/e2e-auth/operator.json'),
  },
} as const;

export type DemoRole = keyof typeof DEMO;

/**
 * Signs `role` in through the API (POST /api/auth/login) from `request`'s browser: a session of
 * its own, for a test that ends it or runs on a server the setup project did not sign in to.
 */
export async function signInThroughApi(request: APIRequestContext, role: DemoRole): Promise<void> {
  const { email, password } = DEMO[role];
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Signs `role` in as a visitor does, from /login (where the page already is, or is sent): the
 * demo box's account (there are two organizers in it: the catalog's is the one with this
 * e-mail), then 'Entrar' → 'Login realizado com sucesso!'.
 */
export async function signInThroughDemoBox(page: Page, role: DemoRole): Promise<void> {
  const { label, email } = DEMO[role];
  if (!page.url().endsWith('/login')) await page.goto('/login');
  const demo = page.getByRole('region', { name: 'Contas de demonstração' });
  await demo
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .filter({ hasText: email })
    .click();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
}

/**
 * Opens the header's 'Minha Conta' menu and returns it. A press while the header is drawn again
 * (the session just confirmed by the server) has been seen to be lost on a starved machine: it
 * is pressed again, only while the menu is not open.
 */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Minha Conta' }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}
