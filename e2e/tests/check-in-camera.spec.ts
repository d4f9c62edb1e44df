import { type Page, expect, test } from '@playwright/test';
import { DEMO } from '../support/auth';
import { registerFree } from '../support/check-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { fakeCamera } from '../support/fake-camera';
import { linkFromMailbox } from '../support/mailbox';

/**
 * The door scanner's camera (issue 15), end to end: Chromium's fake camera films a ticket's QR
 * code (the signed payload the participant has in Meus Ingressos); door staff at 360 px press
 * 'Ligar câmera' and the ticket is admitted, 'Válido' with the participant's name. The QR stays
 * in front of the camera well past the scanner's 2 s: it is read once, and the door keeps
 * saying 'Válido' (a ticket held there must not turn into 'Já utilizado'). Screenshots go to
 * CHECK_IN_SHOTS_DIR when it is set.
 */

const camera = fakeCamera();
test.afterAll(() => camera.remove());

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...camera.args],
  },
});

const SHOTS_DIR = process.env.CHECK_IN_SHOTS_DIR;
const PHONE = { width: 360, height: 800 };
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

  // The organizer makes the gate's link (a gate of this run: a retry makes its own).
  const gate = `Portão Câmera ${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const admin = await browser.newContext({ storageState: DEMO.admin.state });
  const occupancy = async () => {
    const response = await admin.request.get(`/api/organizador/eventos/${eventId}/check-in`);
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as {
      presentes: number;
      conflitos: { codigo: string }[];
      por_portao: { portao: string; presentes: number; leituras: number }[];
    };
  };
  const insideBefore = (await occupancy()).presentes;
  const created = await admin.request.post(`/api/organizador/eventos/${eventId}/check-in/links`, {
    data: { rotulo: gate },
  });
  expect(created.status(), await created.text()).toBe(201);
  const gatePath = new URL(((await created.json()) as { url: string }).url).pathname;

  // The phone at the gate, its ticket list synced; nothing read yet.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(gatePath);
  // The first visit loads the app, the session and the ticket list: room for a busy machine.
  await expect(page.getByRole('heading', { name: gate, exact: true })).toBeVisible({
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

  // Her QR stays in front of the camera, well past the scanner's window (2 s more than it,
  // counted on the page's clock from the camera's read, while the camera keeps filming it):
  // still one read, and the door still says 'Válido'.
  const [firstRead] = (await doorLog()).scans;
  expect(firstRead, "the camera's read").toBeDefined();
  await expect
    .poll(() => page.evaluate(() => performance.now()), {
      message: 'the QR in front of the camera past the window',
      intervals: [100],
      timeout: 10_000,
    })
    .toBeGreaterThan(firstRead!.at + SAME_QR_IGNORED_MS + 2_000);
  await expect(verdict).toContainText('Válido');
  const { verdicts, scans } = await doorLog();
  expect(verdicts.map((text) => /^(Válido|Já utilizado)/.exec(text)?.[1])).toEqual(['Válido']);
  // Her QR's payload, read by the camera (nothing typed).
  expect(scans.map(({ entrada }) => entrada)).toEqual([qr!.qr_payload]);
  await page.getByRole('button', { name: 'Desligar câmera' }).click();
  await expect(page.getByRole('button', { name: 'Ligar câmera' })).toBeVisible();

  // The server admitted her once, by this gate, which read her QR once.
  const figures = await occupancy();
  expect(figures.presentes).toBe(insideBefore + 1);
  expect(figures.conflitos.filter((conflict) => conflict.codigo === ticket.codigo)).toEqual([]);
  expect(figures.por_portao.filter((entry) => entry.portao === gate)).toEqual([
    expect.objectContaining({ presentes: 1, leituras: 1 }),
  ]);

  await Promise.all([phone.close(), admin.close()]);
});
