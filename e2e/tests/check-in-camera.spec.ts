import { type Page, expect, test } from '@playwright/test';
import { registerFree } from '../support/check-in';
import { fakeCamera } from '../support/fake-camera';
import { linkFromMailbox } from '../support/mailbox';

/**
 * The door scanner's camera (issue 15), end to end: Chromium's fake camera films a ticket's QR
 * code (the signed payload the participant has in Meus Ingressos); door staff at 360 px press
 * 'Ligar câmera' and the ticket is admitted, 'Válido' with the participant's name. The QR stays
 * in front of the camera: within the scanner's 2 s the same QR is not read again; after them it
 * is a new read of a ticket already used here ('Já utilizado', this gate). Screenshots go to
 * CHECK_IN_SHOTS_DIR when it is set.
 */

const camera = fakeCamera();
test.afterAll(() => camera.remove());

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...camera.args,
    ],
  },
});

const SHOTS_DIR = process.env.CHECK_IN_SHOTS_DIR;
const PHONE = { width: 360, height: 800 };
const ADMIN = { email: 'admin@bilheteria.demo', password: 'Admin@2026' };
/**
 * Not the free event: check-in.spec.ts counts who is inside it. No other journey checks anyone
 * in here, so this one can count exactly.
 */
const COURTESY = {
  event: 'Workshop IA Generativa na Prática: do prompt ao processo',
  ticketType: 'Individual',
  coupon: 'CORTESIA100',
};
/** camera-scanner.tsx's SAME_QR_IGNORED_MS. */
const SAME_QR_IGNORED_MS = 2000;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('a ticket shown to the camera is admitted, and the same QR held there is read once', async ({
  browser,
  request,
}) => {
  const person = { Nome: 'Lívia', Sobrenome: 'Camargo', Email: 'livia.camargo@empresa.com.br' };
  const { eventId, ticket } = await registerFree(request, person, COURTESY);

  // Her QR, as Meus Ingressos shows it: she asks for her link and signs in with it.
  const participant = await browser.newContext();
  const asked = await participant.request.post('/api/auth/ticket-link', {
    data: { email: person.Email },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const link = await linkFromMailbox(await participant.newPage(), {
    to: person.Email,
    subject: 'Seu link de acesso aos ingressos',
    page: '/entrar-por-link',
  });
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const signedIn = await participant.request.post('/api/auth/link/sign-in', { data: { token } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const mine = await participant.request.get('/api/meus-ingressos');
  expect(mine.ok(), await mine.text()).toBe(true);
  const { eventos } = (await mine.json()) as {
    eventos: { ingressos: { codigo: string; qr_payload: string }[] }[];
  };
  const qr = eventos.flatMap((event) => event.ingressos).find((t) => t.codigo === ticket.codigo);
  expect(qr, `${ticket.codigo} in her Meus Ingressos`).toBeDefined();
  await participant.close();
  camera.show(qr!.qr_payload);

  // The organizer makes the gate's link.
  const admin = await browser.newContext();
  const login = await admin.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const created = await admin.request.post(`/api/organizador/eventos/${eventId}/check-in/links`, {
    data: { rotulo: 'Portão Câmera' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const gatePath = new URL(((await created.json()) as { url: string }).url).pathname;

  // The phone at the gate, its ticket list synced; nothing read yet.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(gatePath);
  // The first visit loads the app, the session and the ticket list: room for a busy machine.
  await expect(page.getByRole('heading', { name: 'Portão Câmera', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/Última sincronização: (?!nunca)/)).toBeVisible({ timeout: 15_000 });
  const verdict = page.getByRole('region', { name: 'Resultado da leitura' });
  await expect(verdict).toContainText('Pronto para ler');

  // From now on, every verdict the panel shows, and every scan the page sends, each with the
  // page's time.
  await verdict.evaluate((region) => {
    const log = { verdicts: [] as string[], scans: [] as { at: number; entrada: string }[] };
    (window as unknown as { doorLog: typeof log }).doorLog = log;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text !== log.verdicts.at(-1)) log.verdicts.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/leituras') && typeof init?.body === 'string') {
        const { entrada } = JSON.parse(init.body) as { entrada: string };
        log.scans.push({ at: performance.now(), entrada });
      }
      return send(input, init);
    };
  });
  const doorLog = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            doorLog: { verdicts: string[]; scans: { at: number; entrada: string }[] };
          }
        ).doorLog,
    );

  // The camera on, pointed at her QR: she is in.
  await page.getByRole('button', { name: 'Ligar câmera' }).click();
  await expect(page.getByRole('button', { name: 'Desligar câmera' })).toBeVisible();
  await expect(verdict).toContainText('Válido', { timeout: 10_000 });
  await expect(verdict).toContainText('Lívia Camargo');
  await expect(page.getByRole('region', { name: 'Câmera' }).getByRole('alert')).toHaveCount(0);
  await shot(page, 'scanner-camera-valid');

  // Her QR stays in front of the camera. Within the scanner's window it is not read again; after
  // it, it is: a new scan, of a ticket used at this gate a moment ago.
  await expect(verdict).toContainText('Já utilizado', { timeout: SAME_QR_IGNORED_MS + 5_000 });
  await expect(verdict).toContainText('Lívia Camargo');
  await expect(verdict).toContainText('Portão Câmera');
  const { verdicts, scans } = await doorLog();
  expect(verdicts.map((text) => /^(Válido|Já utilizado)/.exec(text)?.[1])).toEqual([
    'Válido',
    'Já utilizado',
  ]);
  // Both were her QR's payload, read by the camera (nothing typed), the second one read once
  // the window was over (the page's clock: Date.now there, performance.now here).
  expect(scans.map(({ entrada }) => entrada)).toEqual([qr!.qr_payload, qr!.qr_payload]);
  expect(scans[1]!.at - scans[0]!.at).toBeGreaterThanOrEqual(SAME_QR_IGNORED_MS - 20);

  // Off: the camera reads nothing more (the next read would come 2 s after that one).
  await page.getByRole('button', { name: 'Desligar câmera' }).click();
  await expect(page.getByRole('button', { name: 'Ligar câmera' })).toBeVisible();
  await shot(page, 'scanner-camera-already-used');

  // The server admitted her once: one person inside, by this gate, which read her QR twice.
  const occupancy = await admin.request.get(`/api/organizador/eventos/${eventId}/check-in`);
  expect(occupancy.ok(), await occupancy.text()).toBe(true);
  const figures = (await occupancy.json()) as {
    presentes: number;
    conflitos: unknown[];
    por_portao: { portao: string; presentes: number; leituras: number }[];
  };
  expect(figures.presentes).toBe(1);
  expect(figures.conflitos).toEqual([]);
  expect(figures.por_portao).toEqual([
    expect.objectContaining({ portao: 'Portão Câmera', presentes: 1, leituras: 2 }),
  ]);

  await Promise.all([phone.close(), admin.close()]);
});
