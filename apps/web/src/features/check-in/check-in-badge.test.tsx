import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CheckInScannerPage } from './check-in-scanner-page';
import { admitted, ANA, BRUNO, serveScannerApi, TOKEN } from './test/scanner-test-api';

beforeEach(() => {
  // A fresh device for every test.
  globalThis.indexedDB = new IDBFactory();
});

function visit() {
  renderWithProviders(
    <Routes>
      <Route path="/check-in/:token" element={<CheckInScannerPage />} />
    </Routes>,
    { route: `/check-in/${TOKEN}` },
  );
}

const verdictRegion = () => screen.getByRole('region', { name: 'Resultado da leitura' });
const doorBadge = (ticketId: string) => `/api/check-in/${TOKEN}/crachas/${ticketId}.pdf`;

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Código do ingresso' }), `${code}{Enter}`);
  return user;
}

describe("'Imprimir crachá' at the door (issue 31)", () => {
  it('after a valid admission, links the badge of whoever came in, in a new tab', async () => {
    await serveScannerApi({ scan: () => admitted(ANA) });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(ANA.codigo);
    const region = verdictRegion();
    expect(await within(region).findByText('Válido')).toBeVisible();
    const link = within(region).getByRole('link', { name: /^Imprimir crachá/ });
    expect(link).toHaveAttribute('href', doorBadge(ANA.id));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("offers none for 'Já utilizado' or 'Inválido'", async () => {
    await serveScannerApi({
      scan: ({ entrada }) =>
        entrada === BRUNO.codigo
          ? {
              resultado: 'ja_utilizado',
              mensagem: 'Já utilizado',
              motivo: null,
              ingresso: { id: BRUNO.id, codigo: BRUNO.codigo, nome: BRUNO.nome, tipo: BRUNO.tipo },
              utilizado_em: '2026-12-15T12:05:00.000Z',
              portao: 'Portão B',
            }
          : {
              resultado: 'invalido',
              mensagem: 'Inválido',
              motivo: 'Ingresso cancelado',
              ingresso: { id: ANA.id, codigo: ANA.codigo, nome: ANA.nome, tipo: ANA.tipo },
              utilizado_em: null,
              portao: null,
            },
    });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(BRUNO.codigo);
    const region = verdictRegion();
    expect(await within(region).findByText('Já utilizado')).toBeVisible();
    expect(within(region).queryByRole('link')).toBeNull();
    await typeCode(ANA.codigo);
    expect(await within(region).findByText('Inválido')).toBeVisible();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('offers none for an admission decided offline (the server may not know it yet)', async () => {
    await serveScannerApi({ scan: () => 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    await typeCode(ANA.codigo);
    const region = verdictRegion();
    expect(await within(region).findByText('Decidido neste aparelho (sem conexão)')).toBeVisible();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('links each participant found online, named for a screen reader', async () => {
    await serveScannerApi();
    visit();
    await screen.findByText(/Última sincronização: 15/);
    const user = userEvent.setup();
    await user.type(
      within(screen.getByRole('search')).getByRole('searchbox', { name: 'Nome ou e-mail' }),
      'Ana{Enter}',
    );
    const found = await screen.findByRole('list', { name: 'Participantes encontrados' });
    const link = within(found).getByRole('link', {
      name: 'Imprimir crachá de Ana Souza (abre em nova aba)',
    });
    expect(link).toHaveAttribute('href', doorBadge(ANA.id));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers none in what the device found offline', async () => {
    await serveScannerApi({ scan: () => 'network-error', search: 'network-error' });
    visit();
    await screen.findByText(/Última sincronização: 15/);
    // A failed scan takes the door offline.
    const user = await typeCode(ANA.codigo);
    expect(await screen.findByText('Modo offline')).toBeVisible();
    await user.type(
      within(screen.getByRole('search')).getByRole('searchbox', { name: 'Nome ou e-mail' }),
      'ana{Enter}',
    );
    const found = await screen.findByRole('list', { name: 'Participantes encontrados' });
    expect(within(found).getByText('Ana Souza')).toBeVisible();
    expect(within(found).queryByRole('link')).toBeNull();
  });
});
