import { generateKeyPairSync, sign } from 'node:crypto';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { encodeTicketQr, ticketQrMessage } from '../../packages/domain/src/ticket-qr';
import { DEMO } from '../support/auth';
import { type IssuedTicket, registerFree } from '../support/check-in';

/**
 * Check-in at the door (issue 15), end to end: an organizer makes a link per gate in /dashboard;
 * door staff open it on a phone (360 px); tickets are admitted by typed code; the network drops
 * and the scanner goes 'Modo offline' by itself, still answering from its list; a second gate,
 * also offline, lets the same ticket in; back online both send their scans once, and the
 * organizer's live page shows 'N de M' and the conflict. A QR signed by another key is
 * 'Inválido' online and offline. Screenshots go to CHECK_IN_SHOTS_DIR when it is set.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS_DIR = process.env.CHECK_IN_SHOTS_DIR;
const PHONE = { width: 360, height: 800 };

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A signed-in organizer's browser (the demo admin, signed in by the setup project). */
function organizer(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ storageState: DEMO.admin.state });
}

/**
 * In /dashboard's 'Check-in', the event's 'Links de check-in' (unfolded unless it already is) →
 * 'Criar link de check-in' → the link shown once.
 */
async function createGate(page: Page, eventTitle: string, gate: string): Promise<string> {
  const checkIn = page.getByRole('region', { name: 'Check-in', exact: true });
  const event = checkIn.getByRole('region', { name: eventTitle });
  const links = event.getByRole('button', { name: 'Links de check-in' });
  if ((await links.getAttribute('aria-expanded')) !== 'true') await links.click();
  await expect(links).toHaveAttribute('aria-expanded', 'true');
  await event.getByLabel('Nome do portão').fill(gate);
  await event.getByRole('button', { name: 'Criar link de check-in' }).click();
  // The panel of this gate's link (the one of the link made before stays until it is replaced).
  const created = event.getByRole('group', { name: `Link de check-in criado: ${gate}` });
  const link = created.getByText(/\/check-in\/[A-Za-z0-9_-]{43}/);
  await expect(link).toBeVisible();
  const url = (await link.textContent())!.match(/\/check-in\/[A-Za-z0-9_-]{43}/)![0];
  return url;
}

/** A phone at the gate, the link open and its ticket list synced. */
async function openScanner(browser: Browser, path: string, gate: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(path);
  // The first visit loads the app, the session and the whole ticket list: give a busy CI room.
  await expect(page.getByRole('heading', { name: gate, exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/Última sincronização: (?!nunca)/)).toBeVisible({ timeout: 15_000 });
  // Its service worker has cached the scanner (a phone that loses the network at once still has it).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return { context, page };
}

const verdict = (page: Page) => page.getByRole('region', { name: 'Resultado da leitura' });

async function scanCode(page: Page, entry: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Código do ingresso' });
  await field.fill(entry);
  await field.press('Enter');
}

/** The ticket's QR payload as a forger would make it: the right fields, another key. */
function forgedQr(ticket: IssuedTicket, eventId: string): string {
  const fields = {
    ticketId: ticket.id,
    eventId,
    // The ticket type is not shown to buyers; any id makes the point (the signature fails).
    ticketTypeId: ticket.id,
    code: ticket.codigo,
  };
  const { privateKey } = generateKeyPairSync('ed25519');
  return encodeTicketQr(fields, new Uint8Array(sign(null, ticketQrMessage(fields), privateKey)));
}

test('a gate runs through a network outage by itself, and every conflict reaches the organizer', async ({
  browser,
  request,
}) => {
  const people = [
    { Nome: 'Helena', Sobrenome: 'Prado', Email: 'helena.prado@empresa.com.br' },
    { Nome: 'Igor', Sobrenome: 'Nunes', Email: 'igor.nunes@empresa.com.br' },
    { Nome: 'Joana', Sobrenome: 'Reis', Email: 'joana.reis@empresa.com.br' },
  ];
  const registered = [];
  for (const person of people) registered.push(await registerFree(request, person));
  const eventId = registered[0]!.eventId;
  const [helena, igor, joana] = registered.map((entry) => entry.ticket) as [
    IssuedTicket,
    IssuedTicket,
    IssuedTicket,
  ];

  // The organizer makes a link for each gate.
  const admin = await organizer(browser);
  const dashboard = await admin.newPage();
  await dashboard.goto('/dashboard');
  const eventTitle = 'Encontro de Líderes em Automação — Rio de Janeiro';
  // Gates of this run (a retry on the same server makes its own).
  const run = Math.random().toString(36).slice(2, 5).toUpperCase();
  const NORTH = `Portão Norte ${run}`;
  const SOUTH = `Portão Sul ${run}`;
  const occupancy = async () => {
    const response = await admin.request.get(`/api/organizador/eventos/${eventId}/check-in`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as {
      presentes: number;
      conflitos: { codigo: string; outras_entradas: unknown[] }[];
      por_portao: { portao: string; leituras: number }[];
    };
  };
  const insideBefore = (await occupancy()).presentes;
  const northPath = await createGate(dashboard, eventTitle, NORTH);
  await shot(dashboard, 'dashboard-link-created');
  const southPath = await createGate(dashboard, eventTitle, SOUTH);

  // North, online: Helena gets in once.
  const north = await openScanner(browser, northPath, NORTH);
  await shot(north.page, 'scanner-ready');
  await scanCode(north.page, helena.codigo);
  await expect(verdict(north.page)).toContainText('Válido');
  await expect(verdict(north.page)).toContainText('Helena Prado');
  await shot(north.page, 'scanner-valid');
  await scanCode(north.page, helena.codigo.toLowerCase());
  await expect(verdict(north.page)).toContainText('Já utilizado');
  await expect(verdict(north.page)).toContainText(NORTH);
  await shot(north.page, 'scanner-already-used');
  await scanCode(north.page, forgedQr(igor, eventId));
  await expect(verdict(north.page)).toContainText('Inválido');
  await shot(north.page, 'scanner-invalid');

  // South opens while the network is up, then both gates lose it.
  const south = await openScanner(browser, southPath, SOUTH);
  await north.context.setOffline(true);
  await south.context.setOffline(true);

  // North notices by itself on its next scan, and still answers from its list.
  await scanCode(north.page, igor.codigo);
  await expect(north.page.getByText('Modo offline')).toBeVisible();
  await expect(verdict(north.page)).toContainText('Válido');
  await expect(verdict(north.page)).toContainText('Igor Nunes');
  await shot(north.page, 'scanner-offline-valid');
  await scanCode(north.page, helena.codigo);
  await expect(verdict(north.page)).toContainText('Já utilizado');
  await scanCode(north.page, forgedQr(joana, eventId));
  await expect(verdict(north.page)).toContainText('Inválido');
  await shot(north.page, 'scanner-offline-invalid');

  // South, apart, also lets Igor in, and Joana.
  await scanCode(south.page, igor.codigo);
  await expect(south.page.getByText('Modo offline')).toBeVisible();
  await expect(verdict(south.page)).toContainText('Válido');
  await scanCode(south.page, joana.codigo);
  await expect(verdict(south.page)).toContainText('Válido');

  // A reload without network: the scanner is still there (service worker), still offline.
  await south.page.reload();
  await expect(south.page.getByText('Modo offline')).toBeVisible();
  await expect(south.page.getByRole('textbox', { name: 'Código do ingresso' })).toBeVisible();

  // The network is back: each gate goes online by itself and sends its scans once.
  await north.context.setOffline(false);
  await expect(north.page.getByText('Online', { exact: true })).toBeVisible({ timeout: 20_000 });
  await shot(north.page, 'scanner-back-online');
  await south.context.setOffline(false);
  await expect(south.page.getByText('Online', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The organizer sees three inside and Igor's double admission.
  const live = await admin.newPage();
  await live.setViewportSize(PHONE);
  await live.goto(`/dashboard/check-in/${eventId}`);
  await expect(live.getByText(new RegExp(`^${insideBefore + 3} de \\d+`)).first()).toBeVisible();
  const conflicts = live.getByRole('region', { name: /Conflitos/ });
  await expect(conflicts).toContainText(igor.codigo);
  await expect(conflicts).toContainText('Igor Nunes');
  await expect(conflicts).toContainText(NORTH);
  await expect(conflicts).toContainText(SOUTH);
  await expect(conflicts).not.toContainText(joana.codigo);
  await shot(live, 'live-occupancy');

  // Sent once: the server holds each scan a single time, however often the queue was retried.
  const figures = await occupancy();
  expect(figures.presentes).toBe(insideBefore + 3);
  const ours = new Set([helena.codigo, igor.codigo, joana.codigo]);
  expect(figures.conflitos.filter((conflict) => ours.has(conflict.codigo))).toEqual([
    expect.objectContaining({ codigo: igor.codigo, outras_entradas: [expect.anything()] }),
  ]);
  const scansByGate = Object.fromEntries(
    figures.por_portao.map((gate) => [gate.portao, gate.leituras]),
  );
  expect([scansByGate[NORTH], scansByGate[SOUTH]]).toEqual([6, 2]);

  // A revoked link stops the phone at once. With active links, the event's links start unfolded.
  await dashboard.reload();
  const event = dashboard
    .getByRole('region', { name: 'Check-in', exact: true })
    .getByRole('region', { name: eventTitle });
  await expect(event.getByRole('button', { name: 'Links de check-in' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await event
    .getByRole('listitem')
    .filter({ hasText: SOUTH })
    .getByRole('button', { name: 'Revogar' })
    .click();
  await dashboard.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(dashboard.getByText(/Link revogado/)).toBeVisible();
  await scanCode(south.page, helena.codigo);
  await expect(south.page.getByRole('heading', { name: 'Leitor bloqueado' })).toBeVisible();
  await shot(south.page, 'scanner-revoked');

  await Promise.all([north.context.close(), south.context.close(), admin.close()]);
});
