import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { openAccountMenu } from '../support/auth';
import { linkFromMailbox } from '../support/mailbox';

/**
 * A person's data (issue 30, LGPD art. 18) in the browser, against the real API: a fresh account
 * (never a demo one: it is erased) downloads what we hold about it, asks to erase it, confirms
 * through the e-mailed link (dev mailbox) — opening the link erases nothing —, is signed out,
 * and its old password no longer signs in.
 */

const PASSWORD = 'Titular123';
const ERASURE_REQUESTED =
  'Enviamos um link de confirmação para o seu e-mail. A conta só é excluída depois que você confirmar.';
const ERASED = 'Sua conta foi excluída e seus dados pessoais foram anonimizados.';

/**
 * An account signed up and confirmed through the API (as auth.spec.ts proves the pages do it),
 * from the page's own request context: the page is then signed in as it.
 */
async function signedUpAccount(page: Page, name: string, email: string) {
  const registered = await page.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = await linkFromMailbox(page, {
    to: email,
    subject: 'Confirme seu cadastro na Bilheteria',
    page: '/entrar-por-link',
  });
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const signedIn = await page.request.post('/api/auth/link/sign-in', { data: { token } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/**
 * The path and query of the erasure's confirmation link, from the newest message to `to` whose
 * subject speaks of erasing ('exclusão', 'excluir'): its exact words are the mail's own.
 */
async function erasureLinkFromMailbox(page: Page, to: string): Promise<string> {
  const message = page
    .getByRole('row')
    .filter({ hasText: to })
    .getByRole('link', { name: /exclu/i })
    .first();
  await expect(async () => {
    await page.goto(`/dev/emails?para=${encodeURIComponent(to)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await message.click();
  const text = (await page.getByLabel('Mensagem em texto').textContent()) ?? '';
  const link = /https?:\/\/[^\s/]+(\/minha-conta\/exclusao\?token=[A-Za-z0-9_-]+)/.exec(text);
  expect(link, "a /minha-conta/exclusao link in the erasure's e-mail").not.toBeNull();
  return link![1]!;
}

test('a person downloads their data, asks to erase it, confirms by e-mail and is gone', async ({
  page,
}) => {
  const email = `titular.${Date.now()}@empresa.com.br`;
  await signedUpAccount(page, 'Titular dos Dados', email);

  // 'Meus dados' from the account menu.
  await page.goto('/dashboard');
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Meus dados' }).click();
  await expect(page).toHaveURL('/minha-conta/dados');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'O que guardamos sobre você' });
  await expect(summary.getByText('Titular dos Dados')).toBeVisible();

  // Everything we hold, as JSON: it names the person.
  const json = page.waitForEvent('download');
  await summary.getByRole('link', { name: 'Baixar meus dados' }).click();
  const data = JSON.parse(await readFile(await (await json).path(), 'utf8')) as {
    conta: { email: string; nome: string };
  };
  expect(data.conta).toEqual(expect.objectContaining({ email, nome: 'Titular dos Dados' }));

  // And as a PDF.
  const pdf = page.waitForEvent('download');
  await summary.getByRole('link', { name: 'Baixar em PDF' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await pdfFile.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Asking to erase only sends the link.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toContainText('pseudônimo');
  await dialog.getByRole('button', { name: 'Enviar link de exclusão' }).click();
  await expect(page.getByText(ERASURE_REQUESTED)).toBeVisible();

  // The link's page erases nothing on opening (mail scanners open links): the token leaves the
  // address, the person is still signed in until they confirm.
  const link = await erasureLinkFromMailbox(page, email);
  await page.goto(link);
  await expect(page).toHaveURL('/minha-conta/exclusao');
  await expect(page.getByRole('heading', { level: 1, name: 'Excluir conta' })).toBeVisible();
  expect(
    ((await (await page.request.get('/api/auth/me')).json()) as { user: { email: string } | null })
      .user?.email,
  ).toBe(email);

  await page.getByRole('button', { name: 'Confirmar exclusão' }).click();
  await expect(page.getByText(ERASED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Conta excluída' })).toBeVisible();
  // Signed out, here and on the server.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(
    ((await (await page.request.get('/api/auth/me')).json()) as { user: unknown }).user,
  ).toBeNull();

  // Opened again (a second click, a mail scanner), the link says the same and erases nothing.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar exclusão' }).click();
  await expect(page.getByText(ERASED)).toBeVisible();

  // The old credentials sign nobody in.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Falha no login. Verifique suas credenciais.');
  await expect(page).toHaveURL('/login');

  // /minha-conta/dados is for the signed-in only.
  await page.goto('/minha-conta/dados');
  await expect(page).toHaveURL('/login');
});
