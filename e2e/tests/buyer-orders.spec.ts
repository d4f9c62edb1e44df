import { expect, test } from '@playwright/test';
import {
  type Buyer,
  holdSeats,
  payOrderByCard,
  saveParticipant,
  ticketTypeIdOf,
} from '../support/api-checkout';
import { readFile } from 'node:fs/promises';
import { openAccountMenu, signInThroughApi } from '../support/auth';
import { countInMailbox, linkFromMailbox } from '../support/mailbox';
import { atDesktopAndPhone, freshContext } from '../support/screens';
import { RPA_SUMMIT, eventIdOf } from '../support/tickets';

/**
 * The buyer's orders go where the buyer goes: a purchaser at a company pays for three colleagues
 * on the office computer (through the public API, as the checkout's own specs cover its screens),
 * then, on a phone with nothing but the e-mail, opens the order from the summary's link, finds it
 * in Meus Pedidos with every colleague, and swaps one colleague for another: the new colleague's
 * ticket arrives by e-mail. The purchase is the company's, with a nota fiscal: the order shows
 * the company's data, and the organizer finds the line under 'Notas fiscais' and exports it for
 * the accountant. Every screen is checked at 1440 and 360 px; screenshots go to
 * BUYER_ORDERS_SHOTS_DIR when it is set.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS_DIR = process.env.BUYER_ORDERS_SHOTS_DIR;
const TICKET = 'Lote 2';

test('a company buys for three colleagues; its buyer follows the order from another device and swaps one', async ({
  browser,
}) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const colleagues = ['Bia', 'Caio', 'Duda'].map((name) => ({
    Nome: name,
    Sobrenome: 'Colega',
    Email: `${name.toLowerCase()}.${run}@acme.com.br`,
  }));
  const purchaser: Buyer = {
    nome: 'Carla',
    sobrenome: 'Compras',
    email: `compras.${run}@acme.com.br`,
  };

  // The office computer: three seats, three colleagues, paid by the purchaser's card.
  const desk = await freshContext(browser);
  const eventId = await eventIdOf(desk.request, RPA_SUMMIT);
  const order = await holdSeats(
    desk.request,
    await ticketTypeIdOf(desk.request, eventId, TICKET),
    3,
  );
  for (const [index, colleague] of colleagues.entries()) {
    await saveParticipant(desk.request, order.id, index + 1, colleague);
  }
  const company = {
    tipo_pessoa: 'PJ',
    cnpj: '11.222.333/0001-81',
    razao_social: `Acme Automação Ltda ${run}`,
    inscricao_municipal: '1234567',
    endereco_cobranca: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '10º andar',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    email_financeiro: `financeiro.${run}@acme.com.br`,
    nota_fiscal: true,
  };
  const paid = await payOrderByCard(desk.request, order.id, purchaser, undefined, company);
  expect(paid.status).toBe('PAID');

  // The phone: only the e-mail. The summary's 'Ver o pedido' signs the purchaser in there.
  const phone = await (await freshContext(browser)).newPage();
  const link = await linkFromMailbox(phone, {
    to: purchaser.email,
    subject: `Pedido nº ${order.numero} confirmado: ${RPA_SUMMIT}`,
    page: '/entrar-por-link',
  });
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Acessar meu pedido' })).toBeVisible();
  await phone.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(phone).toHaveURL(new RegExp(`/confirmacao\\?pedido=${order.id}$`));
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();

  // Meus Pedidos, from the account menu: the order with each colleague.
  const menu = await openAccountMenu(phone);
  await menu.getByRole('menuitem', { name: 'Meus Pedidos' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  const card = phone.getByRole('article').filter({ hasText: `Pedido nº ${order.numero}` });
  await expect(card).toContainText(RPA_SUMMIT);
  await expect(card).toContainText('Pago');
  for (const colleague of colleagues) {
    await expect(card).toContainText(`${colleague.Nome} Colega — ${colleague.Email}`);
  }
  await expect(card).toContainText(`Razão social${company.razao_social}`);
  await expect(card).toContainText('CNPJ11.222.333/0001-81');
  await expect(card).toContainText('Nota fiscalSolicitada');
  await atDesktopAndPhone(phone, 'meus-pedidos', { shotsDir: SHOTS_DIR, soft: true });

  // Caio cannot go: Eva goes instead.
  await card.getByRole('button', { name: 'Ingressos e envios' }).click();
  const tickets = card.getByRole('list', { name: 'Ingressos do pedido' });
  await expect(tickets.getByRole('listitem')).toHaveCount(3);
  await tickets.getByRole('button', { name: 'Trocar participante: Caio Colega' }).click();
  const dialog = phone.getByRole('alertdialog');
  const eva = `eva.${run}@acme.com.br`;
  await dialog.getByLabel(/^Nome/).fill('Eva');
  await dialog.getByLabel(/^Sobrenome/).fill('Substituta');
  await dialog.getByLabel(/^E-mail/).fill(eva);
  await dialog.getByLabel(/^Telefone comercial/).fill('1130001234');
  await dialog.getByLabel(/^Celular/).fill('11987654321');
  await dialog.getByLabel(/^Empresa/).fill('Acme Automação');
  await dialog.getByLabel(/^Cargo/).selectOption({ index: 1 });
  await dialog.getByLabel(/^Departamento/).selectOption({ index: 1 });
  await dialog.getByLabel(/^Segmento/).selectOption({ index: 1 });
  await dialog.getByLabel(/^Número de funcionários/).selectOption({ index: 1 });
  await dialog.getByLabel(/^Nível de responsabilidade/).selectOption({ index: 1 });
  await dialog.getByLabel(/^Estado \(UF\)/).selectOption('SP');
  await dialog.getByLabel(/^Cidade/).fill('São Paulo');
  await dialog.getByLabel(/leu e aceita os termos/).check();
  await atDesktopAndPhone(phone, 'trocar-participante', { shotsDir: SHOTS_DIR, soft: true });
  await dialog.getByRole('button', { name: 'Trocar participante' }).click();
  await expect(
    phone.getByText('Participante trocado. Enviamos o ingresso para o novo e-mail.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tickets).toContainText(eva);
  await expect(tickets).not.toContainText(`caio.${run}@acme.com.br`);

  // Eva's ticket arrives; Caio is told his ticket went to someone else.
  const mail = await (await freshContext(browser)).newPage();
  await expect(async () => {
    expect(await countInMailbox(mail, { to: eva, subject: `Seu ingresso: ${RPA_SUMMIT}` })).toBe(1);
  }).toPass({ timeout: 20_000 });

  // The organizer: the nota fiscal to issue, and the accountant's export.
  const organizer = await (await freshContext(browser)).newPage();
  await signInThroughApi(organizer.request, 'admin');
  await organizer.goto(`/dashboard/eventos/${eventId}/relatorio?aba=notas-fiscais`);
  const line = organizer.getByRole('listitem').filter({ hasText: `Pedido nº ${order.numero}` });
  await expect(line).toContainText(company.razao_social);
  await atDesktopAndPhone(organizer, 'notas-fiscais', { shotsDir: SHOTS_DIR, soft: true });
  const download = organizer.waitForEvent('download');
  await organizer.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(company.razao_social);
  expect(csv).toContain(String(order.numero));
});
