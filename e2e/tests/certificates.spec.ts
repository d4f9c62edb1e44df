import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Buyer, buyByCard } from '../support/api-checkout';
import { signInThroughApi } from '../support/auth';
import { watchConsole } from '../support/console';
import { countInMailbox } from '../support/mailbox';
import { waitForServer } from '../support/servers';
import { createPublishedEvent, saoPauloDay } from '../support/events';

/**
 * Certificates of attendance (issue 31), end to end: an organizer's event that is under way (it
 * started at midnight in São Paulo and ends tomorrow) sells three tickets; two participants are
 * checked in at the door; on the event report the organizer turns certificates on ('Somente quem
 * fez check-in') and presses 'Emitir agora'. The two who came each get an e-mail with their PDF,
 * whose code the public page says is valid; the third gets nothing. Purchase and door through
 * the API (as the other journeys do), the organizer's part and the verification through pages.
 */

test.describe.configure({ timeout: 240_000 });

const TICKET = 'Inteira';
const SUBJECT = (title: string) => `Seu certificado de participação: ${title}`;

/** A published event that started today at 00:00 and ends tomorrow: one 'Inteira'. */
function createEventUnderWay(request: APIRequestContext, title: string): Promise<string> {
  return createPublishedEvent(request, {
    title,
    description: '<p>Dois dias de oficinas práticas de automação de processos.</p>',
    date: saoPauloDay(),
    time: '00:00',
    endDate: saoPauloDay(1),
    endTime: '23:00',
    category: 'Workshop',
    ticket: { name: TICKET, description: 'Acesso às oficinas', price: '80,00', quantity: 20 },
  });
}

/** The order's tickets once the job worker issued them: code and participant's e-mail. */
async function ticketsOf(
  request: APIRequestContext,
  orderId: string,
): Promise<{ codigo: string; email: string }[]> {
  let found: { codigo: string; email: string }[] = [];
  await expect(async () => {
    const response = await request.get(`/api/pedidos/${orderId}/ingressos`);
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as {
      emitidos: boolean;
      ingressos: { codigo: string; participante: { email: string } }[];
    };
    expect(body.emitidos).toBe(true);
    found = body.ingressos.map((ticket) => ({
      codigo: ticket.codigo,
      email: ticket.participante.email,
    }));
  }).toPass({ timeout: 20_000 });
  return found;
}

/** The certificate's e-mail in the dev mailbox: its code, and its PDF attachment's bytes. */
async function certificateMail(
  page: Page,
  { to, subject }: { to: string; subject: string },
): Promise<{ code: string; pdf: Buffer }> {
  const message = page
    .getByRole('row')
    .filter({ hasText: to })
    .getByRole('link', { name: subject, exact: true })
    .first();
  await expect(async () => {
    await page.goto(`/dev/emails?para=${encodeURIComponent(to)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await message.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const text = (await page.getByLabel('Mensagem em texto').textContent()) ?? '';
  const code = /Código de verificação: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
  expect(code, 'the verification code in the e-mail').toBeDefined();
  const attachment = page.getByRole('link', { name: `certificado-${code}.pdf` });
  await expect(attachment).toBeVisible();
  const download = await page.request.get((await attachment.getAttribute('href'))!);
  expect(download.ok()).toBe(true);
  return { code: code!, pdf: await download.body() };
}

test.beforeAll(async ({ request }) => {
  // Started by Playwright without waiting for it: it may still be seeding its database.
  test.setTimeout(150_000);
  await waitForServer(request);
});

test('the two who came get a certificate anyone can verify; the one who did not, none', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  const run = Date.now().toString(36);
  const title = `Oficinas de Automação ${run}`;
  await signInThroughApi(page.request, 'admin');
  const eventId = await createEventUnderWay(page.request, title);

  const people: Buyer[] = ['Bruna Teixeira', 'Caio Mendes', 'Dora Lima'].map((name) => {
    const [nome, sobrenome] = name.split(' ') as [string, string];
    return { nome, sobrenome, email: `${nome.toLowerCase()}.${run}@acme.com.br` };
  });
  const buyer = await browser.newContext();
  const orderId = await buyByCard(buyer.request, { eventId, ticketType: TICKET, people });
  const tickets = await ticketsOf(buyer.request, orderId);
  await buyer.close();
  expect(tickets.map((ticket) => ticket.email).sort()).toEqual(
    people.map((person) => person.email).sort(),
  );

  // The door: Bruna and Caio are admitted, Dora never comes.
  const link = await page.request.post(`/api/organizador/eventos/${eventId}/check-in/links`, {
    data: { rotulo: 'Portão principal' },
  });
  expect(link.status(), await link.text()).toBe(201);
  const token = new URL(((await link.json()) as { url: string }).url).pathname.split('/').pop()!;
  const came = people.slice(0, 2).map((person) => person.email);
  for (const ticket of tickets.filter((candidate) => came.includes(candidate.email))) {
    const scan = await page.request.post(`/api/check-in/${token}/leituras`, {
      data: { nonce: randomUUID(), entrada: ticket.codigo },
    });
    expect(scan.ok(), await scan.text()).toBe(true);
    expect(((await scan.json()) as { resultado: string }).resultado).toBe('valido');
  }

  // The organizer turns certificates on for those checked in, and issues them now.
  await page.goto(`/dashboard/eventos/${eventId}/relatorio`);
  const section = page.getByRole('region', { name: 'Certificado', exact: true });
  await expect(section).toBeVisible();
  await section.getByRole('switch', { name: 'Emitir certificados' }).click();
  await section.getByRole('radio', { name: 'Somente quem fez check-in' }).check();
  await section.getByRole('button', { name: 'Salvar certificado' }).click();
  await expect(page.getByText('Certificado salvo.')).toBeVisible();
  await section.getByRole('button', { name: 'Emitir agora' }).click();
  await expect(page.getByText(/Emissão iniciada/)).toBeVisible();

  // Each who came: the e-mail with the PDF; its code is valid on the public page.
  for (const person of people.slice(0, 2)) {
    const { code, pdf } = await certificateMail(page, {
      to: person.email,
      subject: SUBJECT(title),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto(`/certificados/${code}`);
    await expect(page.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
    await expect(page.getByText(`${person.nome} ${person.sobrenome}`)).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
  }
  // Dora was not there: no certificate, now or at the next run.
  expect(await countInMailbox(page, { to: people[2]!.email, subject: SUBJECT(title) })).toBe(0);
  const listed = await page.request.get(`/api/organizador/eventos/${eventId}/certificados`);
  expect(listed.ok()).toBe(true);
  const { resumo, certificados } = (await listed.json()) as {
    resumo: { emitidos: number; pendentes: number };
    certificados: { email: string }[];
  };
  expect(resumo).toMatchObject({ emitidos: 2, pendentes: 0 });
  expect(certificados.map((certificate) => certificate.email).sort()).toEqual(came.sort());
  expect(errors).toEqual([]);
});
