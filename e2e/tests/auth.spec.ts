import { type Page, expect, test } from '@playwright/test';

/**
 * Accounts, sessions and roles (issue 4) in the browser, against the real API: sign-up, the demo
 * accounts, the route guards and logout. The demo accounts are read from the login page's demo
 * box (DEMO_MODE is on for the e2e server), so their credentials live in one place: the server.
 */

type Profile = 'Administrador' | 'Afiliado' | 'Usuário Regular';

const accountMenuButton = (page: Page) => page.getByRole('button', { name: 'Minha Conta' });

/** Signs in with a demo profile from /login (where the page already is, or is sent). */
async function signInAs(page: Page, profile: Profile) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  const demo = page.getByRole('region', { name: 'Contas de demonstração' });
  await demo.getByRole('button', { name: new RegExp(`^${profile}`) }).click();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
}

async function accountMenuItems(page: Page) {
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem').allTextContents();
}

test('sign-up signs the new account in and the header shows its menu', async ({ page }) => {
  const email = `nova.${Date.now()}@empresa.com.br`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill('Nova Pessoa');
  await page.getByLabel('E-mail').fill(email);

  // The hint is enforced here too.
  await page.getByLabel('Senha', { exact: true }).fill('fraca123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Senha', { exact: true }).fill('Segura123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Nova Pessoa' })).toBeVisible();
  await expect(page.getByText('Perfil: Usuário Regular')).toBeVisible();

  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeHidden();
  expect(await accountMenuItems(page)).toEqual(['Meus Ingressos', 'Configurações', 'Sair']);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
    role: localStorage.getItem('userRole'),
  }));
  expect(stored).toEqual({ user: expect.objectContaining({ email }), role: 'user' });

  // The same e-mail cannot sign up twice, whatever its case.
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill('Outra Pessoa');
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByLabel('Senha', { exact: true }).fill('Segura123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert')).toContainText('Este e-mail já está cadastrado.');
});

test('a wrong password is refused without saying which field was wrong', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('ninguem@empresa.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('Errada123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Falha no login. Verifique suas credenciais.');
  await expect(page).toHaveURL('/login');
});

test('the demo admin reaches /create-event from the header', async ({ page }) => {
  await signInAs(page, 'Administrador');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Perfil: Administrador')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Criar Evento']);
  expect(await accountMenuItems(page)).toEqual([
    'Dashboard',
    'Criar Evento',
    'Meus Ingressos',
    'Configurações',
    'Sair',
  ]);
  await page.getByRole('menuitem', { name: 'Criar Evento' }).click();
  await expect(page).toHaveURL('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Evento' })).toBeVisible();
});

test('a regular user is sent from /create-event to /unauthorized, whatever local storage says', async ({
  page,
}) => {
  await signInAs(page, 'Usuário Regular');
  await page.goto('/create-event');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Acesso não autorizado' })).toBeVisible();

  // Editing the stored role changes nothing: the server says who is signed in.
  await page.evaluate(() => {
    localStorage.setItem('userRole', 'admin');
    const user = JSON.parse(localStorage.getItem('user')!) as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, role: 'admin' }));
  });
  await page.goto('/create-event');
  await expect(page).toHaveURL('/unauthorized');
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('user');
});

test('the demo affiliate reaches the affiliate portal', async ({ page }) => {
  await signInAs(page, 'Afiliado');
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de Afiliados' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('affiliateCode'))).toMatch(/^[A-Z0-9]+$/);
});

test('a visitor sent from /dashboard to /login comes back after signing in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await signInAs(page, 'Usuário Regular');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
});

test('logout ends the session and returns to /', async ({ page }) => {
  await signInAs(page, 'Administrador');
  await expect(page).toHaveURL('/dashboard');
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // The session is gone on the server too: a reload does not bring it back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu shows the name, the role and Sair, which logs out', async ({ page }) => {
    await signInAs(page, 'Afiliado');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const panel = page.locator('header [id]').filter({ hasText: 'Sair' });
    await expect(panel.getByText('Afiliado', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText([
      'Dashboard',
      'Portal de Afiliados',
      'Meus Ingressos',
      'Configurações',
    ]);
    await panel.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  });
});
