import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO, openAccountMenu, signInThroughApi, signInThroughDemoBox } from '../support/auth';
import { countInMailbox, linkFromMailbox } from '../support/mailbox';

/**
 * Accounts, sessions and roles (issue 4) in the browser, against the real API: sign-up confirmed
 * by e-mail, 'Esqueceu a senha?' and the tickets link (issue 14, through the dev mailbox), the
 * demo accounts, the route guards and logout. The demo accounts are signed in through the login
 * page's demo box (DEMO_MODE is on for the e2e server): here, and once per role by the setup
 * project (auth.setup.ts), whose sessions the signed-in checks reuse. A test that logs out signs
 * in on its own (through the API), so it ends no one else's session.
 */

const accountMenuButton = (page: Page) => page.getByRole('button', { name: 'Minha Conta' });

async function accountMenuItems(page: Page) {
  const menu = await openAccountMenu(page);
  return menu.getByRole('menuitem').allTextContents();
}

const CHECK_EMAIL =
  'Enviamos um link para o seu e-mail. Abra-o em até 24 horas para confirmar o cadastro e entrar.';

/** 'Cadastrar' on /login with these values; the server answers the same for any address. */
async function signUp(page: Page, { name, email, password }: Record<string, string>) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill(name!);
  await page.getByLabel('E-mail').fill(email!);
  await page.getByLabel('Senha', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  // Nobody is signed in by it: back on 'Entrar', told to open the e-mail.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('status')).toContainText(
    `Verifique seu e-mail${CHECK_EMAIL}`,
  );
}

/** Opens the link of the sign-up's confirmation e-mail and presses 'Entrar'. */
async function confirmSignUp(page: Page, email: string) {
  const link = await linkFromMailbox(page, {
    to: email,
    subject: 'Confirme seu cadastro na Bilheteria',
    page: '/entrar-por-link',
  });
  await page.goto(link);
  // The token leaves the address at once; the link is used only by the button.
  await expect(page).toHaveURL('/entrar-por-link');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar cadastro' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  return link;
}

/**
 * An account signed up and confirmed through the API, as the first test below proves the pages
 * do it: POST /api/auth/register, the confirmation e-mail's link (dev mailbox), POST
 * /api/auth/link/sign-in — from `request`, a browser other than the page's, which stays signed
 * out.
 */
async function confirmedAccount(
  request: APIRequestContext,
  page: Page,
  { name, email, password }: Record<string, string>,
) {
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = await linkFromMailbox(page, {
    to: email!,
    subject: 'Confirme seu cadastro na Bilheteria',
    page: '/entrar-por-link',
  });
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const signedIn = await request.post('/api/auth/link/sign-in', { data: { token } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

async function logOut(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('sign-up is confirmed by the e-mailed link, which signs in; the header shows its menu', async ({
  page,
}) => {
  const email = `nova.${Date.now()}@empresa.com.br`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  // The hint is enforced here too.
  await page.getByLabel('Nome').fill('Nova Pessoa');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('fraca123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await signUp(page, { name: 'Nova Pessoa', email, password: 'Segura123' });
  // Not signed in until the link is followed: the password does not work yet either.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();

  const link = await confirmSignUp(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Nova Pessoa' })).toBeVisible();
  await expect(page.getByText('Perfil: Usuário Regular')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeHidden();
  expect(await accountMenuItems(page)).toEqual([
    'Meus Ingressos',
    'Meus Pedidos',
    'Meus dados',
    'Configurações',
    'Sair',
  ]);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
    role: localStorage.getItem('userRole'),
  }));
  expect(stored).toEqual({ user: expect.objectContaining({ email }), role: 'user' });
  await page.keyboard.press('Escape');

  // The link worked once.
  await logOut(page);
  await page.goto(link);
  await expect(
    page.getByText('Este link já foi usado. Se precisar, peça um novo link.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeHidden();

  // The chosen password now signs in.
  await logIn(page, email, 'Segura123');
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // Signing up again with the address, whatever its case, answers the same (nobody learns the
  // address is taken); its owner is warned by e-mail.
  await logOut(page);
  await signUp(page, { name: 'Outra Pessoa', email: email.toUpperCase(), password: 'Outra123' });
  await expect(async () => {
    const warnings = await countInMailbox(page, {
      to: email,
      subject: 'Tentativa de cadastro com o seu e-mail',
    });
    expect(warnings).toBe(1);
  }).toPass({ timeout: 15_000 });
});

test("'Esqueceu a senha?' e-mails a link to choose a new password, which signs in", async ({
  page,
  request,
}) => {
  const email = `esqueci.${Date.now()}@empresa.com.br`;
  await confirmedAccount(request, page, { name: 'Pessoa Esquecida', email, password: 'Antiga123' });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  const form = page.getByRole('region', { name: 'Esqueceu a senha?' });
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Enviar link' }).click();
  await expect(form.getByRole('status')).toContainText('Verifique seu e-mail');

  const link = await linkFromMailbox(page, {
    to: email,
    subject: 'Redefinição de senha da Bilheteria',
    page: '/definir-senha',
  });
  await page.goto(link);
  await expect(page).toHaveURL('/definir-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova12345');
  await page.getByLabel('Confirme a nova senha').fill('Nova12345');
  await page.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await expect(page.getByText('Senha definida com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Olá, Pessoa Esquecida' }),
  ).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();

  // The new password signs in; the old one no longer does.
  await logOut(page);
  await logIn(page, email, 'Antiga123');
  await expect(page.getByRole('alert')).toHaveText('Falha no login. Verifique suas credenciais.');
  await logIn(page, email, 'Nova12345');
  await expect(page).toHaveURL('/dashboard');
});

test("'Receber meus ingressos por e-mail' e-mails a link that opens Meus Ingressos", async ({
  page,
  request,
}) => {
  const email = `ingressos.${Date.now()}@empresa.com.br`;
  await confirmedAccount(request, page, {
    name: 'Pessoa Compradora',
    email,
    password: 'Compra123',
  });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Receber meus ingressos por e-mail' }).click();
  const form = page.getByRole('region', { name: 'Receber meus ingressos por e-mail' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Enviar link' }).click();
  await expect(form.getByRole('status')).toContainText('Verifique seu e-mail');

  const link = await linkFromMailbox(page, {
    to: email,
    subject: 'Seu link de acesso aos ingressos',
    page: '/entrar-por-link',
  });
  await page.goto(link);
  await expect(page).toHaveURL('/entrar-por-link');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acessar meus ingressos' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/meus-ingressos');
});

test('a wrong password is refused without saying which field was wrong', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('ninguem@empresa.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('Errada123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Falha no login. Verifique suas credenciais.');
  await expect(page).toHaveURL('/login');
});

test.describe('signed in as the demo admin', () => {
  test.use({ storageState: DEMO.admin.state });

  test('the demo admin reaches /create-event from the header', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Perfil: Administrador')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Criar Evento']);
    expect(await accountMenuItems(page)).toEqual([
      'Dashboard',
      'Criar Evento',
      'Meus Ingressos',
      'Meus Pedidos',
      'Meus dados',
      'Configurações',
      'Sair',
    ]);
    await page.getByRole('menuitem', { name: 'Criar Evento' }).click();
    await expect(page).toHaveURL('/create-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Evento' })).toBeVisible();
  });
});

test.describe('signed in as the demo user', () => {
  test.use({ storageState: DEMO.user.state });

  test('a regular user is sent from /create-event to /unauthorized, whatever local storage says', async ({
    page,
  }) => {
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
});

test.describe('signed in as the demo affiliate', () => {
  test.use({ storageState: DEMO.affiliate.state });

  test('the demo affiliate reaches the affiliate portal', async ({ page }) => {
    await page.goto('/affiliate');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Portal de Afiliados' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('affiliateCode'))).toMatch(/^[A-Z0-9]+$/);
  });
});

test('a visitor sent from /dashboard to /login comes back after signing in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await signInThroughDemoBox(page, 'user');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
});

test('logout ends the session and returns to /', async ({ page }) => {
  // A session of its own (the setup project's is shared): ended here, it ends for no one else.
  await signInThroughApi(page.request, 'admin');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sair' }).click();
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
    // A session of its own, as above.
    await signInThroughApi(page.request, 'affiliate');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const panel = page.locator('header [id]').filter({ hasText: 'Sair' });
    await expect(panel.getByText('Afiliado', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText([
      'Dashboard',
      'Portal de Afiliados',
      'Meus Ingressos',
      'Meus Pedidos',
      'Meus dados',
      'Configurações',
    ]);
    await panel.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  });
});
