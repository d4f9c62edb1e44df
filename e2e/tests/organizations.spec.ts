import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO } from '../support/auth';
import { linkFromMailbox } from '../support/mailbox';
import { atDesktopAndPhone, freshContext } from '../support/screens';

/**
 * Issue 28, as a company joining would live it: a new person signs their organization up from
 * 'Quero vender ingressos'; it waits for the platform's operator, who approves it; its Dono
 * invites a door person as Check-in; that person accepts from the e-mailed link (dev mailbox)
 * without any password, and reaches only the door. Screenshots of each screen (1440 and 360 px)
 * go to ORGANIZATIONS_SHOTS_DIR when it is set.
 */
const SHOTS_DIR = process.env.ORGANIZATIONS_SHOTS_DIR;

/** An account signed up and confirmed through the API, signed in in `request`'s browser. */
async function confirmedAccount(request: APIRequestContext, page: Page, email: string) {
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Paula Fundadora', email, password: 'Ingresso2026' },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = await linkFromMailbox(page, {
    to: email,
    subject: 'Confirme seu cadastro na Bilheteria',
    page: '/entrar-por-link',
  });
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const signedIn = await request.post('/api/auth/link/sign-in', { data: { token } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

// Four people's sessions one after another (visitor, operator, Dono, door): a journey, with a
// journey's time budget like the others (the default 30 s is for one screen's checks).
test.describe.configure({ timeout: 120_000 });

test('a company joins: sign-up → operator approves → the Dono invites the door → Check-in only', async ({
  browser,
}) => {
  const stamp = Date.now();
  const publicName = `Eventos Teste ${stamp}`;
  const founderEmail = `fundadora.${stamp}@empresa.com.br`;
  const doorEmail = `portaria.${stamp}@empresa.com.br`;

  // A visitor finds the way in from the header.
  const founderContext = await freshContext(browser);
  const founder = await founderContext.newPage();
  await founder.goto('/');
  await founder
    .getByRole('banner')
    .getByRole('link', { name: 'Quero vender ingressos' })
    .first()
    .click();
  await expect(founder).toHaveURL('/organizadores/cadastro');
  await expect(founder.getByRole('link', { name: 'Criar conta' })).toBeVisible();

  // Signed in (a confirmed account), the form: wrong CNPJ first, then the real one.
  await confirmedAccount(founder.request, founder, founderEmail);
  await founder.goto('/organizadores/cadastro');
  const form = founder.getByRole('form', { name: 'Cadastro de organização' });
  await form.getByLabel('Nome (razão social ou nome completo)').fill(`${publicName} Ltda.`);
  await form.getByLabel('CPF ou CNPJ').fill('11.444.777/0001-62');
  await form.getByLabel('Nome público').click();
  await expect(form.getByText('CPF ou CNPJ inválido: confira os dígitos.')).toBeVisible();
  await form.getByLabel('CPF ou CNPJ').fill(generateCnpj());
  await form.getByLabel('Nome público').fill(publicName);
  await form.getByLabel('E-mail de contato').fill(`contato.${stamp}@empresa.com.br`);
  await form.getByLabel('Telefone').fill('11934567890');
  await atDesktopAndPhone(founder, 'cadastro-organizacao', { shotsDir: SHOTS_DIR, soft: true });
  await form.getByRole('button', { name: 'Cadastrar organização' }).click();
  await expect(founder).toHaveURL('/dashboard');
  await expect(founder.getByText(/aguarda aprovação/).first()).toBeVisible();

  // The operator approves it.
  const operatorContext = await browser.newContext({ storageState: DEMO.operator.state });
  const operator = await operatorContext.newPage();
  await operator.goto('/operador/organizacoes');
  await expect(operator.getByRole('heading', { level: 1, name: 'Organizações' })).toBeVisible();
  const approve = operator.getByRole('button', { name: `Aprovar ${publicName}` });
  await expect(approve).toBeVisible();
  await atDesktopAndPhone(operator, 'operador-organizacoes', { shotsDir: SHOTS_DIR, soft: true });
  await approve.click();
  await expect(operator.getByText(`${publicName} foi aprovada.`)).toBeVisible();
  await operatorContext.close();
  await founder.goto('/dashboard');
  await expect(founder.getByText(/aguarda aprovação/)).toHaveCount(0);

  // The Dono invites the door person as Check-in.
  await founder.goto('/dashboard/equipe');
  await expect(founder.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await founder.getByLabel('E-mail', { exact: true }).fill(doorEmail);
  await founder.getByRole('combobox', { name: 'Papel', exact: true }).click();
  await founder.getByRole('option', { name: 'Check-in' }).click();
  await founder.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(founder.getByText('Convite enviado.').first()).toBeVisible();
  await expect(founder.getByRole('row').filter({ hasText: doorEmail })).toContainText('Check-in');
  await atDesktopAndPhone(founder, 'equipe', { shotsDir: SHOTS_DIR, soft: true });

  // The door person accepts from the e-mail, with no account and no password.
  const doorContext = await freshContext(browser);
  const door = await doorContext.newPage();
  const invitation = await linkFromMailbox(door, {
    to: doorEmail,
    subject: `Convite para a equipe de ${publicName}`,
    page: '/convites/aceitar',
  });
  await door.goto(invitation);
  await expect(door.getByText(publicName).first()).toBeVisible();
  await expect(door.getByText('Check-in').first()).toBeVisible();
  await atDesktopAndPhone(door, 'aceitar-convite', { shotsDir: SHOTS_DIR, soft: true });
  await door.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(door).toHaveURL('/dashboard');

  // Only the door: the check-in tab, no events to edit, no reports, no team.
  await expect(door.getByRole('tab', { name: 'Check-in' })).toBeVisible();
  await expect(door.getByRole('tab', { name: 'Meus Eventos' })).toHaveCount(0);
  await expect(door.getByRole('link', { name: 'Criar Evento' })).toHaveCount(0);
  expect((await door.request.get('/api/organizador/check-in/eventos')).status()).toBe(200);
  expect((await door.request.get('/api/organizador/eventos')).status()).toBe(403);
  await door.goto('/create-event');
  await expect(door).toHaveURL('/unauthorized');

  // The Dono's activity feed tells the story.
  await founder.goto('/dashboard/atividade');
  for (const line of ['Entrou na equipe', 'Convidou uma pessoa', 'Aprovou a organização']) {
    await expect(founder.getByRole('row').filter({ hasText: line }).first()).toBeVisible();
  }
  await atDesktopAndPhone(founder, 'atividade', { shotsDir: SHOTS_DIR, soft: true });
  await founderContext.close();
  await doorContext.close();
});
