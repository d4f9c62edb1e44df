import 'fake-indexeddb/auto';
import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowConsoleError, loggedErrors } from '@/test/console-errors';
import { renderWithProviders } from '@/test/render';
import { CheckInScannerPage } from './check-in-scanner-page';
import { SCANNER_MESSAGES } from './lib/door-scanner';
import { ScannerStore } from './lib/scanner-db';
import { admitted, ANA, BRUNO, qrOf, serveScannerApi, TOKEN } from './test/scanner-test-api';

beforeEach(() => {
  // A fresh device for every test.
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  setOnline(true);
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function visit({ strict = false } = {}) {
  const routes = (
    <Routes>
      <Route path="/check-in/:token" element={<CheckInScannerPage />} />
    </Routes>
  );
  renderWithProviders(strict ? <StrictMode>{routes}</StrictMode> : routes, {
    route: `/check-in/${TOKEN}`,
  });
}

const verdictRegion = () => screen.getByRole('region', { name: 'Resultado da leitura' });
const codeField = () => screen.getByRole('textbox', { name: 'Código do ingresso' });

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.type(codeField(), `${code}{Enter}`);
  return user;
}

describe('/check-in/:token — the door scanner (issue 15)', () => {
  it('starts with the gate and the event, online, the code field focused', async () => {
    await serveScannerApi();
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Portão A' })).toBeVisible();
    expect(screen.getByText('RPA Summit Brasil')).toBeVisible();
    expect(screen.getByText('15 de Dezembro, 2026 · 09:00 - 18:00')).toBeVisible();
    expect(codeField()).toHaveFocus();
    expect(within(verdictRegion()).getByText('Pronto para ler')).toBeVisible();
    expect(verdictRegion()).toHaveAttribute('aria-live', 'assertive');
    // The list arrived: its time is on screen.
    expect(
      await screen.findByText('Última sincronização: 15 de Dezembro, 2026 às 09:30'),
    ).toBeVisible();
    expect(screen.getByText('Online')).toBeVisible();
  });

  it('starts under strict mode too (effects run twice in development)', async () => {
    await serveScannerApi();
    visit({ strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portão A' })).toBeVisible();
    expect(await screen.findByText(/Última sincronização: 15/)).toBeVisible();
  });

  it("shows 'Válido' with the participant's name and ticket type for a typed code", async () => {
    const api = await serveScannerApi({
      scan: () => admitted(ANA),
    });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode('7k3m qx9d 2hfa 8wnc');
    const region = verdictRegion();
    expect(await within(region).findByText('Válido')).toBeVisible();
    expect(within(region).getByText('Ana Souza')).toBeVisible();
    expect(within(region).getByText('Lote 1')).toBeVisible();
    expect(api.scans).toHaveLength(1);
    expect(api.scans[0]!.entrada).toBe('7k3m qx9d 2hfa 8wnc');
    expect(api.scans[0]!.nonce).toMatch(/^[0-9a-f-]{36}$/);
    // Ready for the next one: the field is empty and still focused.
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
  });

  it("shows 'Já utilizado' with when (São Paulo time) and at which gate", async () => {
    await serveScannerApi({
      scan: () => ({
        resultado: 'ja_utilizado',
        mensagem: 'Já utilizado',
        motivo: null,
        ingresso: { id: BRUNO.id, codigo: BRUNO.codigo, nome: BRUNO.nome, tipo: BRUNO.tipo },
        utilizado_em: '2026-12-15T12:05:00.000Z',
        portao: 'Portão B',
      }),
    });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(BRUNO.codigo);
    const region = verdictRegion();
    expect(await within(region).findByText('Já utilizado')).toBeVisible();
    expect(within(region).getByText('Entrada em 15 de Dezembro, 2026 às 09:05')).toBeVisible();
    expect(within(region).getByText('Portão B')).toBeVisible();
    expect(within(region).getByText('Bruno Lima')).toBeVisible();
  });

  it("shows 'Inválido' with the reason, and a new scan replaces it at once", async () => {
    const api = await serveScannerApi({
      scan: ({ entrada }) =>
        entrada === 'ZZZZ-ZZZZ-ZZZZ-ZZZZ'
          ? {
              resultado: 'invalido',
              mensagem: 'Inválido',
              motivo: CHECK_IN_MESSAGES.notATicket,
              ingresso: null,
              utilizado_em: null,
              portao: null,
            }
          : admitted(ANA),
    });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const region = verdictRegion();
    expect(await within(region).findByText('Inválido')).toBeVisible();
    expect(within(region).getByText(CHECK_IN_MESSAGES.notATicket)).toBeVisible();
    await typeCode(ANA.codigo);
    expect(await within(region).findByText('Válido')).toBeVisible();
    expect(within(region).queryByText('Inválido')).toBeNull();
    expect(api.scans).toHaveLength(2);
  });

  it('asks for a code when the field is empty, without sending anything', async () => {
    const api = await serveScannerApi();
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode('');
    expect(screen.getByText(CHECK_IN_MESSAGES.entryRequired)).toBeVisible();
    expect(api.scans).toHaveLength(0);
  });

  it('takes a hardware scanner’s fast keystrokes ending in Enter when no field has the focus', async () => {
    const api = await serveScannerApi({
      scan: () => admitted(ANA),
    });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    const payload = await qrOf(ANA);
    expect(payload).toHaveLength(164);
    codeField().blur();
    expect(document.activeElement).toBe(document.body);
    const user = userEvent.setup();
    await user.keyboard(`${payload}{Enter}`);
    expect(await within(verdictRegion()).findByText('Válido')).toBeVisible();
    expect(api.scans.map((scan) => scan.entrada)).toEqual([payload]);
  });

  it('says so on a full screen when the link is refused (401), and shows no scanner', async () => {
    await serveScannerApi({
      session: { status: 401, message: CHECK_IN_MESSAGES.linkRefused },
    });
    visit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Leitor bloqueado' })).toBeVisible();
    expect(within(alert).getByText(CHECK_IN_MESSAGES.linkRefused)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Código do ingresso' })).toBeNull();
    expect(screen.queryByText(/sem conexão não/)).toBeNull();
  });

  it('goes offline by itself when a scan fails, answers from the local list and queues the scans', async () => {
    const api = await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);

    await typeCode(ANA.codigo);
    const region = verdictRegion();
    expect(await within(region).findByText('Válido')).toBeVisible();
    expect(within(region).getByText('Ana Souza')).toBeVisible();
    expect(within(region).getByText('Decidido neste aparelho (sem conexão)')).toBeVisible();
    const banner = screen.getByText('Modo offline').closest('[role="status"]')!;
    expect(banner).toHaveTextContent('Última sincronização: 15 de Dezembro, 2026 às 09:30');
    expect(banner).toHaveTextContent('1 leitura aguardando envio');

    // Offline, the device decides at once: the ticket it just let in, a used one, a signed QR.
    await typeCode(ANA.codigo);
    expect(await within(region).findByText('Já utilizado')).toBeVisible();
    expect(within(region).getByText('Portão A')).toBeVisible();
    await typeCode(BRUNO.codigo);
    expect(await within(region).findByText('Portão B')).toBeVisible();
    expect(banner).toHaveTextContent('3 leituras aguardando envio');
    // Only the first scan tried the server.
    expect(api.scans).toHaveLength(1);
  });

  it('back online, uploads the queue and removes only the scans the server holds', async () => {
    const api = await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(ANA.codigo);
    await screen.findByText('Modo offline');
    await typeCode(BRUNO.codigo);
    await screen.findByText(/2 leituras aguardando envio/);
    // Only the first scan tried the server; the second was decided offline at once.
    expect(api.scans).toHaveLength(1);
    const first = api.scans[0]!.nonce;

    // The server holds only the first scan this time.
    api.sync = (request) => ({
      recebidas: request.leituras.filter((scan) => scan.nonce === first).map((scan) => scan.nonce),
      conflitos: 0,
    });
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByText(/^1 leitura aguardando envio$/);
    expect(api.syncs[0]!.leituras.map((scan) => [scan.entrada, scan.resultado])).toEqual([
      [ANA.codigo, 'valido'],
      [BRUNO.codigo, 'ja_utilizado'],
    ]);
    // The same nonce the door first tried online: a re-upload is harmless.
    expect(api.syncs[0]!.leituras[0]!.nonce).toBe(first);
    expect(api.syncs[0]!.leituras[0]!.lido_em).toMatch(/^\d{4}-\d\d-\d\dT/);
    // It tries the rest again (its own next step, not at once), and keeps it since the server
    // did not take it.
    await waitFor(() => {
      expect(api.syncs.length).toBeGreaterThan(1);
      expect(api.syncs.at(-1)!.leituras.map((scan) => scan.entrada)).toEqual([BRUNO.codigo]);
    });
    expect(screen.getByText('Modo offline')).toBeVisible();

    // Next time the server takes everything: back online, visibly, queue empty.
    api.sync = (request) => ({
      recebidas: request.leituras.map((scan) => scan.nonce),
      conflitos: 0,
    });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Online')).toBeVisible();
    expect(screen.queryByText('Modo offline')).toBeNull();
    expect(screen.queryByText(/aguardando envio/)).toBeNull();
  });

  it('stops and says so when the link is revoked during a sync', async () => {
    const api = await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(ANA.codigo);
    await screen.findByText('Modo offline');
    api.session = { status: 401, message: CHECK_IN_MESSAGES.linkRefused };
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Leitor bloqueado' })).toBeVisible();
    expect(screen.getByText(CHECK_IN_MESSAGES.linkRefused)).toBeVisible();
  });

  it('after a refusal, forgets the link on this device and says how many offline scans were lost', async () => {
    const api = await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(ANA.codigo);
    await screen.findByText('Modo offline');
    await typeCode(BRUNO.codigo);
    await screen.findByText(/2 leituras aguardando envio/);
    const stored = async () => {
      const store = await ScannerStore.open();
      try {
        return await store.load(TOKEN);
      } finally {
        store.close();
      }
    };
    expect((await stored()).list?.ingressos).toHaveLength(2);

    api.session = { status: 401, message: CHECK_IN_MESSAGES.linkRefused };
    act(() => void window.dispatchEvent(new Event('online')));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Leitor bloqueado' })).toBeVisible();
    expect(
      within(alert).getByText('2 leituras feitas sem conexão não puderam ser enviadas.'),
    ).toBeVisible();
    // Names, e-mails and codes leave the phone with the link; the queue too (never uploadable).
    await waitFor(async () =>
      expect(await stored()).toEqual({ session: null, list: null, queue: [], admissions: [] }),
    );
    expect(api.syncs).toHaveLength(0);
  });

  it('answers an entry over 400 characters "Inválido" at once, never sent nor queued', async () => {
    const api = await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    const region = verdictRegion();
    const user = userEvent.setup();
    const paste = async (text: string) => {
      await user.click(codeField());
      await user.paste(text);
      await user.keyboard('{Enter}');
    };
    // Online: answered here, the server never sees it.
    await paste(`  ${'A'.repeat(401)}  `);
    expect(await within(region).findByText(CHECK_IN_MESSAGES.notATicket)).toBeVisible();
    expect(within(region).getByText('Inválido')).toBeVisible();
    expect(api.scans).toHaveLength(0);
    expect(screen.getByText('Online')).toBeVisible();

    // Offline: answered the same, and not queued.
    await typeCode(ANA.codigo);
    await screen.findByText(/^1 leitura aguardando envio$/);
    await paste('x'.repeat(5000));
    expect(await within(region).findByText(CHECK_IN_MESSAGES.notATicket)).toBeVisible();
    expect(screen.getByText(/^1 leitura aguardando envio$/)).toBeVisible();
    expect(api.scans).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Online')).toBeVisible();
    expect(api.syncs.flatMap((sync) => sync.leituras.map((scan) => scan.entrada))).toEqual([
      ANA.codigo,
    ]);
  });

  it('goes back online when the server refuses a sync batch (400), keeping the queue to retry', async () => {
    allowConsoleError(/o servidor recusou 1 leitura/);
    const api = await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(ANA.codigo);
    await screen.findByText(/^1 leitura aguardando envio$/);

    api.sync = () => ({ status: 400, message: CHECK_IN_MESSAGES.notATicket });
    api.scan = () => ({
      resultado: 'ja_utilizado',
      mensagem: 'Já utilizado',
      motivo: null,
      ingresso: { id: BRUNO.id, codigo: BRUNO.codigo, nome: BRUNO.nome, tipo: BRUNO.tipo },
      utilizado_em: BRUNO.utilizado_em,
      portao: BRUNO.portao,
    });
    act(() => void window.dispatchEvent(new Event('online')));
    // Online for new scans, the refused scan still on the phone, the error on the console.
    expect(await screen.findByText('Online')).toBeVisible();
    expect(screen.getByText(/^1 leitura aguardando envio$/)).toBeVisible();
    expect(api.syncs).toHaveLength(1);
    expect(loggedErrors().join('\n')).toMatch(/400/);
    await typeCode(BRUNO.codigo);
    expect(await within(verdictRegion()).findByText('Já utilizado')).toBeVisible();
    expect(within(verdictRegion()).queryByText(/sem conexão/)).toBeNull();
    expect(api.scans.map((scan) => scan.entrada)).toEqual([ANA.codigo, BRUNO.codigo]);

    // The next try that the server takes empties the queue.
    api.sync = (request) => ({
      recebidas: request.leituras.map((scan) => scan.nonce),
      conflitos: 0,
    });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/aguardando envio/)).toBeNull());
    expect(api.syncs.at(-1)!.leituras.map((scan) => scan.entrada)).toEqual([ANA.codigo]);
  });

  it('offline before any list was loaded here: a typed code says so; a signed QR still counts', async () => {
    await serveScannerApi({ scan: () => 'network-error', list: 'network-error' });
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Portão A' })).toBeVisible();
    await screen.findByText('Modo offline');
    expect(screen.getByText('Última sincronização: nunca')).toBeVisible();
    const region = verdictRegion();
    await typeCode(ANA.codigo);
    expect(await within(region).findByText(SCANNER_MESSAGES.noListYet)).toBeVisible();
    expect(within(region).getByText('Inválido')).toBeVisible();

    const user = userEvent.setup();
    await user.click(codeField());
    await user.paste(await qrOf(BRUNO));
    await user.keyboard('{Enter}');
    expect(await within(region).findByText('Válido')).toBeVisible();
  });

  it('offline, checks a QR by its signature and event: a signed one in, a forged or foreign one out', async () => {
    await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    const region = verdictRegion();
    const user = userEvent.setup();
    const scan = async (text: string) => {
      await user.clear(codeField());
      await user.click(codeField());
      await user.paste(text);
      await user.keyboard('{Enter}');
    };
    await scan(await qrOf(ANA));
    expect(await within(region).findByText('Ana Souza')).toBeVisible();
    expect(within(region).getByText('Válido')).toBeVisible();
    expect(screen.getByText('Modo offline')).toBeVisible();

    await scan(await qrOf(ANA, '11111111-2222-4333-8444-555555555555'));
    expect(await within(region).findByText(CHECK_IN_MESSAGES.otherEvent)).toBeVisible();
    expect(within(region).getByText('Inválido')).toBeVisible();

    const genuine = await qrOf(BRUNO);
    const forged = genuine.slice(0, 100) + (genuine[100] === 'A' ? 'B' : 'A') + genuine.slice(101);
    await scan(forged);
    expect(await within(region).findByText(CHECK_IN_MESSAGES.forged)).toBeVisible();
  });

  it('opened for the first time without a network: says it needs one, and waits', async () => {
    setOnline(false);
    const api = await serveScannerApi();
    visit();
    expect(await screen.findByRole('heading', { name: 'Sem conexão' })).toBeVisible();
    expect(screen.getByText(/Abra este link com internet uma primeira vez/)).toBeVisible();
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Portão A' })).toBeVisible();
    expect(api.scans).toHaveLength(0);
  });

  it('finds a guest by name offline from the local list and checks them in', async () => {
    const api = await serveScannerApi({ scan: () => 'network-error', search: 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    const user = userEvent.setup();
    const search = screen.getByRole('search');
    await user.type(
      within(search).getByRole('searchbox', { name: 'Nome ou e-mail' }),
      'ana{Enter}',
    );
    const found = await screen.findByRole('list', { name: 'Participantes encontrados' });
    expect(within(found).getByText('Ana Souza')).toBeVisible();
    expect(within(found).queryByText('Bruno Lima')).toBeNull();
    expect(screen.getByText('Modo offline')).toBeVisible();
    await user.click(within(found).getByRole('button', { name: 'Fazer check-in' }));
    expect(await within(verdictRegion()).findByText('Válido')).toBeVisible();
    expect(codeField()).toHaveFocus();
    expect(api.scans).toHaveLength(0);
  });
});
