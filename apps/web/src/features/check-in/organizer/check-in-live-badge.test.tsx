import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { CheckInLivePage } from './check-in-live-page';
import { occupancy, rpaEvent, serveOccupancy, serveScannerLinks } from './test/check-in-test-api';

const TICKET_ID = '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11';

function visit() {
  serveSession(sessionUser('admin'));
  renderWithSession(
    <Routes>
      <Route path="/dashboard/check-in/:eventId" element={<CheckInLivePage />} />
    </Routes>,
    { route: '/dashboard/check-in/e-rpa' },
  );
}

describe("'Imprimir crachá' on the organizer's live check-in (issue 31)", () => {
  it('links the badge of whoever was just admitted, in a new tab; no other scan has one', async () => {
    const answer = occupancy();
    const [admission, ...others] = answer.ultimas_leituras;
    serveOccupancy('e-rpa', () => ({
      ...answer,
      ultimas_leituras: [
        { ...admission!, ingresso_id: TICKET_ID },
        ...others.map((scan, index) => ({ ...scan, ingresso_id: index === 0 ? 'other' : null })),
      ],
    }));
    serveScannerLinks('e-rpa', rpaEvent.titulo);
    visit();

    const recent = await screen.findByRole('region', { name: 'Últimas leituras' });
    const scans = within(recent).getAllByRole('listitem');
    const link = within(scans[0]!).getByRole('link', {
      name: 'Imprimir crachá de Bruno Comprador (abre em nova aba)',
    });
    expect(link).toHaveAttribute('href', `/api/organizador/eventos/e-rpa/crachas/${TICKET_ID}.pdf`);
    expect(link).toHaveAttribute('target', '_blank');
    // 'Já utilizado' and 'Inválido': no badge.
    expect(within(recent).getAllByRole('link')).toHaveLength(1);
  });
});
